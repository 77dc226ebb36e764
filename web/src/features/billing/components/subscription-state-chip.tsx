import { Chip, type ChipProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import type { SubscriptionDisplayState } from '../lib/subscription-view.ts';

const COLORS: Record<SubscriptionDisplayState, ChipProps['color']> = {
  active: 'success',
  cancelled: 'warning',
  expired: 'default',
  inactive: 'default',
};

export function SubscriptionStateChip({ state, endDate }: { state: SubscriptionDisplayState; endDate: string }) {
  const { t } = useTranslation('billing');
  return (
    <Chip
      label={t(`current.states.${state}`, { date: formatDate(endDate) })}
      color={COLORS[state]}
      variant={state === 'active' ? 'filled' : 'outlined'}
      sx={{ fontWeight: 600, maxWidth: '100%' }}
    />
  );
}
