import { Alert, Box, Stack, TextField } from '@mui/material';
import { RegistrationFormValues, type LoginResponse } from '@raritet/contracts/auth';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field.tsx';
import { PendingButton } from '../../../components/pending-button.tsx';
import { serverMessage } from '../../../lib/api-error.ts';
import { formErrorText, formResolver } from '../../../lib/form-resolver.ts';
import { useCaptcha } from '../api/get-captcha.ts';
import { useRegister } from '../api/register.ts';
import { AuthFormFooter } from './auth-form-footer.tsx';
import { CaptchaField } from './captcha-field.tsx';

const registerResolver = formResolver(RegistrationFormValues);

export function RegisterForm({ onRegistered }: { onRegistered: (response: LoginResponse) => void }) {
  const { t } = useTranslation(['auth', 'errors']);
  const captcha = useCaptcha();
  const registerMutation = useRegister();
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<RegistrationFormValues>({
    resolver: registerResolver,
    defaultValues: { email: '', password: '', confirmPassword: '', captchaCode: '' },
  });

  function fieldError(field: keyof RegistrationFormValues): string | undefined {
    return formErrorText(t, errors[field]);
  }

  function handleRefreshCaptcha() {
    setValue('captchaCode', '');
    void captcha.refetch();
  }

  function handleValid(values: RegistrationFormValues) {
    registerMutation.mutate(
      {
        email: values.email.trim(),
        password: values.password,
        captchaToken: captcha.data?.token ?? '',
        captchaCode: values.captchaCode.trim(),
      },
      // Every captcha is single-use, so any failure needs a new picture and an empty code field.
      { onSuccess: onRegistered, onError: handleRefreshCaptcha },
    );
  }

  function handleInvalid() {
    registerMutation.reset();
  }

  const { ref: emailRef, ...emailField } = register('email');
  const { ref: passwordRef, ...passwordField } = register('password');
  const { ref: confirmRef, ...confirmField } = register('confirmPassword');
  const { ref: codeRef, ...codeField } = register('captchaCode');
  const pending = registerMutation.isPending;

  return (
    <Box component="form" noValidate onSubmit={(event) => void handleSubmit(handleValid, handleInvalid)(event)}>
      <Stack spacing={2.5}>
        {registerMutation.isError && (
          <Alert severity="error">{serverMessage(registerMutation.error) ?? t('register.failed')}</Alert>
        )}
        <TextField
          {...emailField}
          inputRef={emailRef}
          id="register-email"
          label={t('register.email')}
          type="email"
          autoComplete="email"
          error={errors.email !== undefined}
          helperText={fieldError('email')}
        />
        <PasswordField
          {...passwordField}
          inputRef={passwordRef}
          id="register-password"
          label={t('register.password')}
          autoComplete="new-password"
          error={errors.password !== undefined}
          helperText={fieldError('password') ?? t('register.passwordHint')}
        />
        <PasswordField
          {...confirmField}
          inputRef={confirmRef}
          id="register-confirm-password"
          label={t('register.confirmPassword')}
          autoComplete="new-password"
          error={errors.confirmPassword !== undefined}
          helperText={fieldError('confirmPassword')}
        />
        <CaptchaField
          imageUrl={captcha.imageUrl}
          loading={captcha.isFetching}
          failed={captcha.isError && !captcha.isFetching}
          onRefresh={handleRefreshCaptcha}
          field={codeField}
          inputRef={codeRef}
          errorText={fieldError('captchaCode')}
        />
        <PendingButton
          type="submit"
          variant="contained"
          size="large"
          pending={pending}
          pendingLabel={t('register.submitting')}
        >
          {t('register.submit')}
        </PendingButton>
        <AuthFormFooter form="register" />
      </Stack>
    </Box>
  );
}
