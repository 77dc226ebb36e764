import { MenuItem, Select, type SelectChangeEvent } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage, isLanguage, LANGUAGES } from '../../lib/i18n.ts';

export function LanguageSelect() {
  const { t, i18n } = useTranslation('common');
  // Read through i18n so the select re-renders on every language change.
  const value = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : currentLanguage();

  function handleChange(event: SelectChangeEvent) {
    if (isLanguage(event.target.value)) changeLanguage(event.target.value);
  }

  return (
    <Select
      value={value}
      onChange={handleChange}
      variant="standard"
      disableUnderline
      inputProps={{ 'aria-label': t('language.label') }}
      renderValue={(language) => language.toUpperCase()}
      sx={{
        color: 'inherit',
        fontWeight: 600,
        '& .MuiSelect-icon': { color: 'inherit' },
        '& .MuiSelect-select': { py: 0.75, pl: 1, borderRadius: 1 },
        '& .MuiSelect-select:focus-visible': { outline: '3px solid currentColor', outlineOffset: 2 },
      }}
    >
      {LANGUAGES.map((language) => (
        <MenuItem key={language} value={language} lang={language}>
          {language.toUpperCase()} — {t(`language.names.${language}`)}
        </MenuItem>
      ))}
    </Select>
  );
}
