import { useEffect, useMemo, useRef } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ConfirmEmailRequest } from '@raritet/contracts/auth';
import { FormCard } from '../../../components/form-card.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useSession } from '../../../lib/session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useConfirmEmail } from '../api/confirm-email.ts';

/**
 * /confirm-email?user=&expires=&signature= (ADR 0049): the link of the confirmation e-mail. It
 * asks the server once and says the result; a link opened in another browser works without a login.
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation(['auth', 'errors', 'common']);
  const { status } = useSession();
  const [params] = useSearchParams();
  const confirm = useConfirmEmail();
  const { mutate } = confirm;
  const link = useMemo(() => ConfirmEmailRequest.safeParse(Object.fromEntries(params)), [params]);
  // Once per visit: React runs effects twice in development, and a second call would answer "already confirmed".
  const asked = useRef(false);
  useDocumentTitle(t('confirmEmail.title'));

  useEffect(() => {
    if (asked.current || !link.success) return;
    asked.current = true;
    mutate(link.data);
  }, [mutate, link]);

  let result: { severity: 'success' | 'error'; text: string } | null = null;
  if (!link.success) result = { severity: 'error', text: t('errors:email_confirmation_invalid') };
  else if (confirm.isSuccess) result = { severity: 'success', text: confirm.data.message };
  else if (confirm.isError) {
    result = {
      severity: 'error',
      text: errorMessage(confirm.error, t, t('confirmEmail.failed')),
    };
  }

  return (
    <FormCard title={t('confirmEmail.title')}>
      {result === null ? (
        <LoadingScreen />
      ) : (
        <Stack spacing={2}>
          <Alert severity={result.severity} role={result.severity === 'error' ? 'alert' : 'status'}>
            {result.text}
          </Alert>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            {status === 'authenticated' ? (
              <Button component={RouterLink} to="/notifications" variant="contained">
                {t('confirmEmail.toNotifications')}
              </Button>
            ) : (
              <Button component={RouterLink} to="/login" variant="contained">
                {t('confirmEmail.toLogin')}
              </Button>
            )}
            <Button component={RouterLink} to="/">
              {t('confirmEmail.toHome')}
            </Button>
          </Stack>
        </Stack>
      )}
    </FormCard>
  );
}
