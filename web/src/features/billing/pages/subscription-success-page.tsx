import { Button, CircularProgress, Stack, Typography } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { PendingButton } from '../../../components/pending-button.tsx';
import { serverMessage } from '../../../lib/api-error.ts';
import { formatDate } from '../../../lib/format.ts';
import {
  clearSubscriptionReturnTarget,
  readSubscriptionReturnTarget,
  type FromState,
} from '../../../lib/return-target.ts';
import { useSession } from '../../../lib/session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { ResultPanel } from '../components/result-panel.tsx';
import { usePaymentResult } from '../hooks/use-payment-result.ts';

function parsePaymentId(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function NotAuthorized() {
  const { t } = useTranslation('billing');
  const location = useLocation();
  const state: FromState = { from: `${location.pathname}${location.search}` };
  return (
    <ResultPanel
      icon={<LockOutlinedIcon color="disabled" />}
      title={t('result.notAuthorized')}
      actions={
        <Button component={RouterLink} to="/login" state={state} variant="contained" size="large">
          {t('result.login')}
        </Button>
      }
    >
      <Typography color="text.secondary">{t('result.notAuthorizedHint')}</Typography>
    </ResultPanel>
  );
}

function PaymentResult({ paymentId }: { paymentId: number | null }) {
  const { t } = useTranslation('billing');
  const result = usePaymentResult(paymentId, true);
  const returnTarget = readSubscriptionReturnTarget();

  function handleContinue() {
    clearSubscriptionReturnTarget();
  }

  if (result.outcome === null) {
    return <ResultPanel icon={<CircularProgress size={56} />} title={t('result.checking')} live={false} />;
  }

  const checkAgainButton = (
    <PendingButton variant="contained" size="large" onClick={result.checkAgain} pending={result.checking}>
      {result.outcome === 'error' ? t('result.retry') : t('result.checkAgain')}
    </PendingButton>
  );

  switch (result.outcome) {
    case 'success': {
      const subscription = result.activeSubscription;
      const planName = subscription?.planName ?? result.payment?.planName ?? '';
      const showContinue = returnTarget !== null && returnTarget !== '/subscription';
      return (
        <ResultPanel
          icon={<CheckCircleOutlineIcon color="success" />}
          title={t('result.successTitle')}
          actions={
            <>
              {showContinue && (
                <Button
                  component={RouterLink}
                  to={returnTarget}
                  onClick={handleContinue}
                  variant="contained"
                  size="large"
                >
                  {t('result.continue')}
                </Button>
              )}
              <Button component={RouterLink} to="/" variant={showContinue ? 'outlined' : 'contained'} size="large">
                {t('result.startSearching')}
              </Button>
              <Button component={RouterLink} to="/subscription" variant="outlined" size="large">
                {t('result.mySubscription')}
              </Button>
            </>
          }
        >
          {subscription !== null && (
            <Typography color="text.secondary">
              {t('result.successText', { plan: planName, date: formatDate(subscription.endDate) })}
            </Typography>
          )}
        </ResultPanel>
      );
    }
    case 'canceled':
      return (
        <ResultPanel
          icon={<HighlightOffIcon color="disabled" />}
          title={t('result.canceledTitle')}
          actions={
            <Button component={RouterLink} to="/subscription" variant="contained" size="large">
              {t('result.choosePlan')}
            </Button>
          }
        >
          <Typography color="text.secondary">{t('result.canceledText')}</Typography>
        </ResultPanel>
      );
    case 'pending':
      return (
        <ResultPanel
          icon={<HourglassTopIcon color="warning" />}
          title={t('result.pendingTitle')}
          actions={checkAgainButton}
        >
          <Typography color="text.secondary">
            {result.rechecking ? t('result.pendingText') : t('result.pendingStopped')}
          </Typography>
          {result.rechecking && (
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', alignItems: 'center', mt: 2 }}>
              <CircularProgress size={16} aria-hidden />
              <Typography variant="body2" color="text.secondary">
                {t('result.autoChecking')}
              </Typography>
            </Stack>
          )}
        </ResultPanel>
      );
    case 'error': {
      const reason = serverMessage(result.error ?? result.paymentError);
      return (
        <ResultPanel
          icon={<ErrorOutlineIcon color="error" />}
          title={t('result.errorTitle')}
          actions={checkAgainButton}
        >
          <Typography color="text.secondary">{reason ?? t('result.errorText')}</Typography>
        </ResultPanel>
      );
    }
  }
}

/** The payment result page (public: the provider sends the browser here, with or without a session). */
export function SubscriptionSuccessPage() {
  const { t } = useTranslation('billing');
  useDocumentTitle(t('result.title'));
  const { status } = useSession();
  const [searchParams] = useSearchParams();
  const paymentId = parsePaymentId(searchParams.get('paymentId'));

  if (status === 'loading') {
    return <ResultPanel icon={<CircularProgress size={56} />} title={t('result.checking')} live={false} />;
  }
  if (status === 'guest') return <NotAuthorized />;
  return <PaymentResult paymentId={paymentId} />;
}
