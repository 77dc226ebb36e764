import { Alert, Box, Stack, TextField } from '@mui/material';
import { LoginFormValues, type LoginResponse } from '@raritet/contracts/auth';
import type { TFunction } from 'i18next';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field.tsx';
import { PendingButton } from '../../../components/pending-button.tsx';
import { isApiError, serverMessage } from '../../../lib/api-error.ts';
import { formErrorText, formResolver } from '../../../lib/form-resolver.ts';
import { useLogin } from '../api/login.ts';
import { AuthFormFooter } from './auth-form-footer.tsx';

const loginResolver = formResolver(LoginFormValues);

/** Spec §8: wrong credentials, then the server's own message, then the generic failure. */
function loginErrorText(error: unknown, t: TFunction): string {
  if (isApiError(error) && error.status === 401) return t('errors:invalid_credentials');
  return serverMessage(error) ?? t('auth:login.failed');
}

interface LoginFormProps {
  onLoggedIn: (response: LoginResponse) => void;
  /** The server refused the previous token: say why the user is asked to log in again. */
  sessionExpired: boolean;
}

export function LoginForm({ onLoggedIn, sessionExpired }: LoginFormProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const loginMutation = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFormValues>({ resolver: loginResolver, defaultValues: { email: '', password: '' } });

  const validationText = formErrorText(t, errors.email ?? errors.password);
  const alertText = validationText ?? (loginMutation.isError ? loginErrorText(loginMutation.error, t) : null);

  function handleValid(values: LoginFormValues) {
    loginMutation.mutate({ email: values.email.trim(), password: values.password }, { onSuccess: onLoggedIn });
  }

  function handleInvalid() {
    loginMutation.reset();
  }

  const { ref: emailRef, ...emailField } = register('email');
  const { ref: passwordRef, ...passwordField } = register('password');
  const pending = loginMutation.isPending;

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(handleValid, handleInvalid)}>
      <Stack spacing={2.5}>
        {alertText !== null && <Alert severity="error">{alertText}</Alert>}
        {alertText === null && sessionExpired && <Alert severity="info">{t('errors:session_expired')}</Alert>}
        <TextField
          {...emailField}
          inputRef={emailRef}
          id="login-email"
          label={t('login.email')}
          type="email"
          autoComplete="username"
          error={errors.email !== undefined}
        />
        <PasswordField
          {...passwordField}
          inputRef={passwordRef}
          id="login-password"
          label={t('login.password')}
          autoComplete="current-password"
          error={errors.password !== undefined}
        />
        <PendingButton
          type="submit"
          variant="contained"
          size="large"
          pending={pending}
          pendingLabel={t('login.submitting')}
        >
          {t('login.submit')}
        </PendingButton>
        <AuthFormFooter form="login" />
      </Stack>
    </Box>
  );
}
