import { Alert, AlertTitle, Box, Typography } from '@mui/material';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '../../../components/pending-button.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useSession } from '../../../lib/session.ts';
import { useResendConfirmation } from '../api/resend-confirmation.ts';

/**
 * Why no e-mail comes yet (ADR 0049): shown on the notifications page while the account's address
 * is not confirmed, with "send the confirmation again" (a few an hour; the server says when the limit is met).
 */
export function EmailConfirmationNotice() {
  const { t } = useTranslation(['auth', 'common']);
  const { user } = useSession();
  const resend = useResendConfirmation();
  if (!user || user.emailVerified) return null;

  let outcome: { severity: 'success' | 'error'; text: string } | null = null;
  if (resend.isSuccess) outcome = { severity: 'success', text: resend.data.message };
  else if (resend.isError) {
    outcome = {
      severity: 'error',
      text: errorMessage(resend.error, t, t('emailNotice.failed')),
    };
  }

  return (
    // A standing notice, not an interruption: a region named by its title (the outcome below is announced).
    <Alert
      severity="warning"
      icon={<MarkEmailUnreadIcon />}
      role="region"
      aria-label={t('emailNotice.title')}
      sx={{ mb: 3 }}
      data-testid="email-confirmation-notice"
    >
      <AlertTitle>{t('emailNotice.title')}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {t('emailNotice.text', { email: user.email })}
      </Typography>
      <PendingButton
        variant="outlined"
        color="inherit"
        size="small"
        pending={resend.isPending}
        pendingLabel={t('emailNotice.resending')}
        onClick={() => resend.mutate()}
      >
        {t('emailNotice.resend')}
      </PendingButton>
      {outcome && (
        <Box role={outcome.severity === 'error' ? 'alert' : 'status'} sx={{ mt: 1.5 }}>
          <Typography variant="body2" color={outcome.severity === 'error' ? 'error' : 'success.main'}>
            {outcome.text}
          </Typography>
        </Box>
      )}
    </Alert>
  );
}
