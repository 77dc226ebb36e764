import type { FocusEvent } from 'react';
import { FormControlLabel, FormHelperText, InputAdornment, MenuItem, Switch, TextField, Box } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { cacheNumberEntry, SMTP_SECURITY_MODES } from '@raritet/contracts/settings';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formErrorText } from '../../../../lib/form-resolver.ts';
import {
  CACHE_NUMBER_PATHS,
  type SettingsFieldPath,
  type SettingsFieldSpec,
  type SettingsFormApi,
} from '../lib/settings-fields.ts';
import { SecretField } from './secret-field.tsx';

export interface SettingsFieldProps {
  control: SettingsFormApi['control'];
  path: SettingsFieldPath;
  spec: SettingsFieldSpec;
  /** Set by the server's environment: shown, never edited (the server ignores it on save anyway). */
  locked: boolean;
  /** What the input held when loaded or last saved: a secret's mask, to tell "keep" from "replace". */
  loaded: string;
  /** A secret whose destination the form has changed: the stored one will not be sent there (ADR 0041). */
  retype?: boolean;
}

/** The id of an input, for labels, hints and the tests. */
export const settingsInputId = (path: string) => `settings-${path.replace('.', '-')}`;

const lockAdornment = (
  <InputAdornment position="end">
    <LockOutlinedIcon fontSize="small" color="action" aria-hidden />
  </InputAdornment>
);

/** One input of the settings form, by its kind; its message (a contract code) shows under it. */
export function SettingsField({ control, path, spec, locked, loaded, retype = false }: SettingsFieldProps) {
  const { t } = useTranslation(['admin', 'errors']);
  const id = settingsInputId(path);
  const label = t(`settings.fields.${path}.label`);
  const hintKey = `settings.fields.${path}.hint`;
  const hint = locked ? t('settings.lockedNote') : t(hintKey, { defaultValue: '' });

  if (spec.kind === 'secret') {
    return (
      <SecretField
        control={control}
        path={path}
        id={id}
        label={label}
        locked={locked}
        loaded={loaded}
        retype={retype}
      />
    );
  }

  return (
    <Controller
      control={control}
      // The paths come from SETTINGS_FORM_GROUPS, which mirrors the form's shape.
      name={path as 'smtp.Host'}
      render={({ field, fieldState }) => {
        // Some server messages name the field (a character that cannot be stored): by its label here.
        const errorText = formErrorText(t, fieldState.error, { field: label });
        const helperText = errorText ?? (hint === '' ? undefined : hint);

        if (spec.kind === 'switch') {
          return (
            <Box>
              <FormControlLabel
                control={
                  <Switch
                    id={id}
                    checked={field.value === 'true'}
                    onChange={(event) => field.onChange(event.target.checked ? 'true' : 'false')}
                    onBlur={field.onBlur}
                    disabled={locked}
                    slotProps={{ input: { ref: field.ref, 'aria-describedby': `${id}-hint` } }}
                  />
                }
                label={label}
              />
              <FormHelperText id={`${id}-hint`} error={errorText !== undefined} sx={{ mt: 0 }}>
                {helperText}
              </FormHelperText>
            </Box>
          );
        }

        function handleBlur(event: FocusEvent<HTMLInputElement>) {
          // A cache number that is not one becomes 0 as soon as the input is left.
          if (CACHE_NUMBER_PATHS.has(path)) field.onChange(cacheNumberEntry(event.target.value));
          field.onBlur();
        }

        return (
          <TextField
            id={id}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={handleBlur}
            inputRef={field.ref}
            label={label}
            error={errorText !== undefined}
            helperText={helperText}
            fullWidth
            select={spec.kind === 'security'}
            autoComplete="off"
            slotProps={{
              input: { readOnly: locked, ...(locked ? { endAdornment: lockAdornment } : {}) },
              htmlInput: {
                spellCheck: false,
                ...(spec.kind === 'number' ? { inputMode: 'numeric' } : {}),
              },
              ...(spec.kind === 'security' ? { select: { readOnly: locked } } : {}),
            }}
          >
            {spec.kind === 'security' &&
              SMTP_SECURITY_MODES.map((mode) => (
                <MenuItem key={mode} value={mode}>
                  {t(`settings.security.${mode}`)}
                </MenuItem>
              ))}
          </TextField>
        );
      }}
    />
  );
}
