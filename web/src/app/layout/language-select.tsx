import type { ChangeEvent } from 'react';
import { NativeSelect } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage, isLanguage, LANGUAGE_FIELD, LANGUAGES } from '../../lib/i18n.ts';

/**
 * The header's RU/EN select. A native select: it is on every page's first load, and MUI's own Select
 * would bring its menu, popover and modal code along for a two-item choice the phone's picker does well.
 */
export function LanguageSelect() {
  const { t, i18n } = useTranslation('common');
  // Read through i18n so the select re-renders on every language change.
  const value = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : currentLanguage();

  function handleChange(event: ChangeEvent<HTMLSelectElement>) {
    if (isLanguage(event.target.value)) changeLanguage(event.target.value);
  }

  return (
    <NativeSelect
      value={value}
      onChange={handleChange}
      disableUnderline
      // A choice made on a server-rendered page before the app ran is read by its name (src/entry-client.tsx).
      inputProps={{ 'aria-label': t('language.label'), name: LANGUAGE_FIELD }}
      sx={{
        color: 'inherit',
        fontWeight: 600,
        '& .MuiNativeSelect-icon': { color: 'inherit' },
        '& .MuiNativeSelect-select': { py: 0.75, pl: 1, borderRadius: 1 },
        '& .MuiNativeSelect-select:focus-visible': { outline: '3px solid currentColor', outlineOffset: 2 },
        // The options open on the page's own background, not the header's colour.
        '& option': { color: 'text.primary', bgcolor: 'background.paper' },
      }}
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language} title={t(`language.names.${language}`)}>
          {language.toUpperCase()}
        </option>
      ))}
    </NativeSelect>
  );
}
