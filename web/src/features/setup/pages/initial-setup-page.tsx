import { useState } from 'react';
import { Alert, AlertTitle, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { isAdminRole } from '@raritet/contracts/auth';
import { SETUP_TOKEN_PARAM, type SetupInitializeResponse } from '@raritet/contracts/setup';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { FormCard } from '../../../components/form-card.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useSession } from '../../../lib/session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSetupStatus } from '../api/get-setup-status.ts';
import { InitialSetupForm } from '../components/initial-setup-form.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';

function LoginButton({ label }: { label: string }) {
  return (
    <Box>
      <Button component={RouterLink} to="/login" variant="contained">
        {label}
      </Button>
    </Box>
  );
}

function SetupContent() {
  const { t } = useTranslation('setup');
  const [searchParams] = useSearchParams();
  const { status, user } = useSession();
  const setupStatus = useSetupStatus();
  const [result, setResult] = useState<SetupInitializeResponse | null>(null);
  const setupToken = searchParams.get(SETUP_TOKEN_PARAM) ?? '';

  // Checked before the status: once done, the status turns "initialized" but the server's answer must stay.
  if (result !== null) {
    return (
      <Stack spacing={3}>
        <Alert severity="success" role="status">
          <AlertTitle>{t('success.title')}</AlertTitle>
          {result.message}
        </Alert>
        {status !== 'authenticated' && <LoginButton label={t('goToLogin')} />}
      </Stack>
    );
  }

  if (setupStatus.isPending) {
    return (
      <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center', py: 2 }}>
        <CircularProgress size={24} aria-hidden />
        <Typography color="text.secondary">{t('checking')}</Typography>
      </Stack>
    );
  }

  if (setupStatus.isError) {
    return (
      <RetryAlert query={setupStatus} retryLabel={t('retry')}>
        {errorMessage(setupStatus.error, t, t('statusFailed'))}
      </RetryAlert>
    );
  }

  if (setupStatus.data.initialized) {
    return (
      <Stack spacing={3}>
        <Alert severity="info">{t('alreadyInitialized')}</Alert>
        {status !== 'authenticated' && <LoginButton label={t('goToLogin')} />}
      </Stack>
    );
  }

  if (setupToken === '' && !isAdminRole(user?.role)) {
    return <Alert severity="warning">{t('linkRequired')}</Alert>;
  }

  return <InitialSetupForm setupToken={setupToken} onInitialized={setResult} />;
}

export function InitialSetupPage() {
  const { t } = useTranslation('setup');
  useDocumentTitle(t('title'));
  return (
    <FormCard title={t('title')} subtitle={t('subtitle')} maxWidth="sm">
      <SetupContent />
    </FormCard>
  );
}
