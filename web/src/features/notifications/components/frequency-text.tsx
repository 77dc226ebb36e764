import { useTranslation } from 'react-i18next';
import { frequencyParts } from '../lib/preference-values.ts';

/**
 * A frequency in words: "раз в 3 часа" (or "3 ч" when short). Text that is not a whole number of minutes
 * shows nothing: the input's own message says what is wrong.
 */
export function FrequencyText({ minutes, short = false }: { minutes: string | number; short?: boolean }) {
  const { t } = useTranslation('notifications');
  const value = typeof minutes === 'number' ? minutes : Number(minutes.trim());
  if (!Number.isInteger(value) || value <= 0 || (typeof minutes === 'string' && minutes.trim() === '')) return null;
  const { count, unit } = frequencyParts(value);
  return <>{t(short ? `frequency.short.${unit}` : `frequency.every.${unit}`, { count })}</>;
}
