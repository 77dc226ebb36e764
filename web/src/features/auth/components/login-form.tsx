import { useState } from 'react';
import { Alert, Box, Stack, TextField } from '@mui/material';
import { LoginFormValues, type LoginResponse } from '@raritet/contracts/auth';
import type { TFunction } from 'i18next';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field.tsx';
import { PendingButton } from '../../../components/pending-button.tsx';
import { isApiError, serverMessage } from '../../../lib/api-error.ts';
import { formErrorText, formResolver } from '../../../lib/form-resolver.ts';
import { useCaptcha } from '../api/get-captcha.ts';
import { useLogin } from '../api/login.ts';
import { AuthFormFooter } from './auth-form-footer.tsx';
import { CaptchaField } from './captcha-field.tsx';

const loginResolver = formResolver(LoginFormValues);

/** The server's answers that ask for the captcha (after several failed logins to the account; ADR 0051). */
const asksForCaptcha = (error: unknown) =>
  isApiError(error) && (error.code === 'login_captcha_required' || error.code === 'captcha_invalid');

/** Wrong credentials, then the server's own message, then the generic failure. */
function loginErrorText(error: unknown, t: TFunction): string {
  if (asksForCaptcha(error)) return t(`errors:${(error as { code: string }).code}`);
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
  // Shown from the first answer that asks for it until the login succeeds.
  const [captchaShown, setCaptchaShown] = useState(false);
  const captcha = useCaptcha(captchaShown);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<LoginFormValues>({
    resolver: loginResolver,
    defaultValues: { email: '', password: '', captchaCode: '' },
  });

  const validationText = formErrorText(t, errors.email ?? errors.password);
  const alertText = validationText ?? (loginMutation.isError ? loginErrorText(loginMutation.error, t) : null);

  function handleRefreshCaptcha() {
    setValue('captchaCode', '');
    void captcha.refetch();
  }

  function handleValid(values: LoginFormValues) {
    const withCaptcha = captchaShown
      ? { captchaToken: captcha.data?.token ?? '', captchaCode: values.captchaCode.trim() }
      : {};
    loginMutation.mutate(
      { email: values.email.trim(), password: values.password, ...withCaptcha },
      {
        onSuccess: onLoggedIn,
        // A captcha is single-use: any failure after one was shown needs a new picture.
        onError: (error) => {
          if (captchaShown) handleRefreshCaptcha();
          else if (asksForCaptcha(error)) setCaptchaShown(true);
        },
      },
    );
  }

  function handleInvalid() {
    loginMutation.reset();
  }

  const { ref: emailRef, ...emailField } = register('email');
  const { ref: passwordRef, ...passwordField } = register('password');
  const { ref: codeRef, ...codeField } = register('captchaCode');
  const pending = loginMutation.isPending;

  return (
    <Box component="form" noValidate onSubmit={(event) => void handleSubmit(handleValid, handleInvalid)(event)}>
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
        {captchaShown && (
          <CaptchaField
            imageUrl={captcha.imageUrl}
            loading={captcha.isFetching}
            failed={captcha.isError && !captcha.isFetching}
            onRefresh={handleRefreshCaptcha}
            field={codeField}
            inputRef={codeRef}
          />
        )}
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
