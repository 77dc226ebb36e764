import { useState } from 'react';
import { Alert, Box, Stack } from '@mui/material';
import { PasswordChangeFormValues } from '@raritet/contracts/auth';
import type { TFunction } from 'i18next';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field.tsx';
import { PendingButton } from '../../../components/pending-button.tsx';
import { Toast, useToast } from '../../../components/toast.tsx';
import { isApiError, serverMessage } from '../../../lib/api-error.ts';
import { formErrorText, formResolver } from '../../../lib/form-resolver.ts';
import { useSession } from '../../../lib/session.ts';
import { useChangePassword } from '../api/change-password.ts';

const EMPTY: PasswordChangeFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

const changePasswordResolver = formResolver(PasswordChangeFormValues);

/** The server's refusal (rule, lockout), else a lost connection, else the generic failure. */
function failureText(error: unknown, t: TFunction): string {
  const message = serverMessage(error);
  if (message !== null) return message;
  if (isApiError(error) && error.isNetworkError) return t('common:errors.network');
  return t('auth:security.changePassword.failed');
}

/**
 * Current, new and repeated password. The server ends every session of the account and answers a
 * fresh token for this one, which is stored the way a login's is: the user stays logged in here.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation(['auth', 'errors', 'common']);
  const { user } = useSession();
  const changeMutation = useChangePassword();
  const { toast, showToast, closeToast } = useToast();
  // Bumped after a change: fresh fields, since MUI would keep a label raised over a field that
  // react-hook-form emptied behind its back, and the passwords shown are hidden again.
  const [fieldsVersion, setFieldsVersion] = useState(0);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<PasswordChangeFormValues>({ resolver: changePasswordResolver, defaultValues: EMPTY });

  function fieldError(field: keyof PasswordChangeFormValues): string | undefined {
    return formErrorText(t, errors[field]);
  }

  function handleSuccess() {
    // The answer set the new session's cookies; the app goes on under them.
    reset(EMPTY);
    setFieldsVersion((version) => version + 1);
    showToast({ text: t('security.changePassword.success'), severity: 'success' });
  }

  function handleError(error: unknown) {
    // The refusals the user fixes in a field; a code stays a code so the text follows the language.
    if (isApiError(error) && error.status === 400 && error.code === 'password_current_wrong') {
      changeMutation.reset();
      setError('currentPassword', { type: 'server', message: error.code }, { shouldFocus: true });
    } else if (isApiError(error) && error.status === 400 && error.code === 'password_common') {
      changeMutation.reset();
      setError('newPassword', { type: 'server', message: error.code }, { shouldFocus: true });
    }
  }

  function handleValid(values: PasswordChangeFormValues) {
    changeMutation.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      { onSuccess: handleSuccess, onError: handleError },
    );
  }

  function handleInvalid() {
    changeMutation.reset();
  }

  const { ref: currentRef, ...currentField } = register('currentPassword');
  const { ref: newRef, ...newField } = register('newPassword');
  const { ref: confirmRef, ...confirmField } = register('confirmPassword');

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void handleSubmit(handleValid, handleInvalid)(event)}
      aria-labelledby="security-password-title"
    >
      {/* Lets a password manager tell which account the new password belongs to. */}
      <input type="text" name="username" autoComplete="username" value={user?.email ?? ''} readOnly hidden />
      <Stack key={fieldsVersion} spacing={2.5}>
        {changeMutation.isError && <Alert severity="error">{failureText(changeMutation.error, t)}</Alert>}
        <PasswordField
          {...currentField}
          inputRef={currentRef}
          id="security-current-password"
          label={t('security.changePassword.current')}
          autoComplete="current-password"
          error={errors.currentPassword !== undefined}
          helperText={fieldError('currentPassword')}
        />
        <PasswordField
          {...newField}
          inputRef={newRef}
          id="security-new-password"
          label={t('security.changePassword.new')}
          autoComplete="new-password"
          error={errors.newPassword !== undefined}
          helperText={fieldError('newPassword') ?? t('security.changePassword.newHint')}
        />
        <PasswordField
          {...confirmField}
          inputRef={confirmRef}
          id="security-confirm-password"
          label={t('security.changePassword.confirm')}
          autoComplete="new-password"
          error={errors.confirmPassword !== undefined}
          helperText={fieldError('confirmPassword')}
        />
        <PendingButton
          type="submit"
          variant="contained"
          pending={changeMutation.isPending}
          pendingLabel={t('security.changePassword.submitting')}
          sx={{ alignSelf: { sm: 'flex-start' } }}
        >
          {t('security.changePassword.submit')}
        </PendingButton>
      </Stack>
      <Toast toast={toast} onClose={closeToast} />
    </Box>
  );
}
