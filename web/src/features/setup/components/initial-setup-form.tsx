import { Alert, Box, Stack, TextField } from '@mui/material';
import { SetupFormValues, type SetupInitializeResponse } from '@raritet/contracts/setup';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field.tsx';
import { PendingButton } from '../../../components/pending-button.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { formErrorText, formResolver } from '../../../lib/form-resolver.ts';
import { useInitialize } from '../api/initialize.ts';

// The server's own first checks, so an obvious typo is caught before the round trip.
const setupResolver = formResolver(SetupFormValues);

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
  } = useForm<SetupFormValues>({
    resolver: setupResolver,
    defaultValues: { adminEmail: '', adminPassword: '', connectionString: '' },
  });

  function fieldError(field: keyof SetupFormValues): string | undefined {
    return formErrorText(t, errors[field]);
  }

  function handleValid(values: SetupFormValues) {
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
    <Box component="form" noValidate onSubmit={(event) => void handleSubmit(handleValid)(event)}>
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
