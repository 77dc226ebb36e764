import type { ChangeEvent, FocusEvent } from 'react';
import { IconButton, InputAdornment, TextField, Tooltip } from '@mui/material';
import BackspaceOutlinedIcon from '@mui/icons-material/BackspaceOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import UndoIcon from '@mui/icons-material/Undo';
import { isSecretMask } from '@raritet/contracts/settings';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formErrorText } from '../../../../lib/form-resolver.ts';
import { secretEntry, secretState } from '../lib/secret-entry.ts';
import type { SettingsFieldPath, SettingsFormApi } from '../lib/settings-fields.ts';

interface SecretFieldProps {
  control: SettingsFormApi['control'];
  path: SettingsFieldPath;
  id: string;
  label: string;
  locked: boolean;
  /** The mask the server answered ('' when unset). */
  loaded: string;
  /** Its destination changed in the form: the stored value will not be sent there, so it must be typed. */
  retype?: boolean;
}

/**
 * A secret: the server only ever sends its mask (`••••1234`), which posted back keeps the stored value.
 * Typing replaces the mask whole, the clear button empties it (an empty secret is removed on save), and
 * the undo button brings the mask back. The hint says which of these a save will do.
 */
export function SecretField({ control, path, id, label, locked, loaded, retype = false }: SecretFieldProps) {
  const { t } = useTranslation(['admin', 'errors']);

  return (
    <Controller
      control={control}
      name={path as 'smtp.Pass'}
      render={({ field, fieldState }) => {
        const state = secretState(loaded, field.value);
        // Some server messages name the field (a character that cannot be stored): by its label here.
        const errorText = formErrorText(t, fieldState.error, { field: label });
        // A kept secret would not go to a new destination: say so before the save or check is refused.
        const mustRetype = retype && !locked && state === 'stored';
        let hint = locked ? t('settings.lockedNote') : t(`settings.secret.${state}`);
        if (mustRetype) hint = t('settings.secret.retype');

        function handleChange(event: ChangeEvent<HTMLInputElement>) {
          field.onChange(secretEntry(field.value, event.target.value));
        }

        function handleFocus(event: FocusEvent<HTMLInputElement>) {
          // The mask is selected, so what is typed or pasted replaces it, as the hint says.
          if (!locked && isSecretMask(event.target.value)) event.target.select();
        }

        let adornment = null;
        if (locked) {
          adornment = <LockOutlinedIcon fontSize="small" color="action" aria-hidden />;
        } else if (state === 'stored') {
          adornment = (
            <Tooltip title={t('settings.secret.clearLabel', { label })}>
              <IconButton
                edge="end"
                onClick={() => field.onChange('')}
                aria-label={t('settings.secret.clearLabel', { label })}
              >
                <BackspaceOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          );
        } else if (loaded !== '' && (state === 'replace' || state === 'clear')) {
          adornment = (
            <Tooltip title={t('settings.secret.keepLabel', { label })}>
              <IconButton
                edge="end"
                onClick={() => field.onChange(loaded)}
                aria-label={t('settings.secret.keepLabel', { label })}
              >
                <UndoIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          );
        }

        return (
          <TextField
            id={id}
            name={field.name}
            value={field.value}
            onChange={handleChange}
            onFocus={handleFocus}
            onBlur={field.onBlur}
            inputRef={field.ref}
            label={label}
            error={errorText !== undefined}
            helperText={errorText ?? hint}
            fullWidth
            // Not a login password: browsers must neither fill nor offer to store it.
            autoComplete="off"
            slotProps={{
              input: {
                readOnly: locked,
                ...(adornment === null
                  ? {}
                  : { endAdornment: <InputAdornment position="end">{adornment}</InputAdornment> }),
              },
              htmlInput: { spellCheck: false, 'data-secret-state': state },
              ...(mustRetype && errorText === undefined
                ? { formHelperText: { sx: { color: 'warning.dark', fontWeight: 600 } } }
                : {}),
            }}
          />
        );
      }}
    />
  );
}
