import { Alert, Box, Stack, TextField } from '@mui/material';
import { looksLikeEmail, PASSWORD_MIN_LENGTH } from '@raritet/contracts/auth';
import type { SetupInitializeResponse } from '@raritet/contracts/setup';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field.tsx';
import { PendingButton } from '../../../components/pending-button.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { messageCodeResolver } from '../../../lib/message-code-resolver.ts';
import { useInitialize } from '../api/initialize.ts';

interface SetupValues {
  adminEmail: string;
  adminPassword: string;
  connectionString: string;
}

// The same first checks the server makes, so an obvious typo is caught before the round trip.
const setupResolver = messageCodeResolver<SetupValues>((values) => {
  if (values.adminEmail.trim() === '') return { field: 'adminEmail', code: 'email_required' };
  if (!looksLikeEmail(values.adminEmail)) return { field: 'adminEmail', code: 'email_invalid' };
  if (values.adminPassword === '') return { field: 'adminPassword', code: 'password_required' };
  if (values.adminPassword.length < PASSWORD_MIN_LENGTH) return { field: 'adminPassword', code: 'password_too_short' };
  return null;
});

interface InitialSetupFormProps {
  setupToken: string;
  onInitialized: (response: SetupInitializeResponse) => void;
}

export function InitialSetupForm({ setupToken, onInitialized }: InitialSetupFormProps) {
  const { t } = useTranslation(['setup', 'errors']);
  const initializeMutation = useInitialize();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SetupValues>({
    resolver: setupResolver,
    defaultValues: { adminEmail: '', adminPassword: '', connectionString: '' },
  });

  function fieldError(field: keyof SetupValues): string | undefined {
    const code = errors[field]?.message;
    return code === undefined ? undefined : t(`errors:${code}`);
  }

  function handleValid(values: SetupValues) {
    initializeMutation.mutate(
      {
        adminEmail: values.adminEmail.trim(),
        adminPassword: values.adminPassword,
        connectionString: values.connectionString.trim(),
        setupToken,
      },
      { onSuccess: onInitialized },
    );
  }

  const { ref: emailRef, ...emailField } = register('adminEmail');
  const { ref: passwordRef, ...passwordField } = register('adminPassword');
  const { ref: connectionRef, ...connectionField } = register('connectionString');
  const pending = initializeMutation.isPending;

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(handleValid)}>
      <Stack spacing={2.5}>
        {initializeMutation.isError && <Alert severity="error">{errorMessage(initializeMutation.error, t)}</Alert>}
        <TextField
          {...emailField}
          inputRef={emailRef}
          id="setup-admin-email"
          label={t('form.adminEmail')}
          type="email"
          autoComplete="username"
          required
          error={errors.adminEmail !== undefined}
          helperText={fieldError('adminEmail')}
        />
        <PasswordField
          {...passwordField}
          inputRef={passwordRef}
          id="setup-admin-password"
          label={t('form.adminPassword')}
          autoComplete="new-password"
          required
          error={errors.adminPassword !== undefined}
          helperText={fieldError('adminPassword') ?? t('form.adminPasswordHint')}
        />
        <TextField
          {...connectionField}
          inputRef={connectionRef}
          id="setup-connection-string"
          label={t('form.connectionString')}
          autoComplete="off"
          placeholder="postgres://user:password@host:5432/raritet"
          helperText={t('form.connectionStringHelper')}
          slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off' } }}
        />
        <PendingButton
          type="submit"
          variant="contained"
          size="large"
          pending={pending}
          pendingLabel={t('form.submitting')}
        >
          {t('form.submit')}
        </PendingButton>
      </Stack>
    </Box>
  );
}
