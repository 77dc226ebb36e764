import { Button, Container, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCancelDemoCheckout } from '../api/cancel-demo-checkout.ts';
import { useDemoCheckout } from '../api/get-demo-checkout.ts';
import { usePayDemoCheckout } from '../api/pay-demo-checkout.ts';
import { DemoCheckoutPanel } from '../components/demo-checkout-panel.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';

function parsePaymentId(value: string | undefined): number {
  return value !== undefined && /^\d{1,15}$/.test(value) ? Number(value) : 0;
}

function NotFound() {
  const { t } = useTranslation('billing');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }} gutterBottom>
        {t('checkout.notFoundTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('checkout.notFoundText')}
      </Typography>
      <Button component={RouterLink} to="/subscription" variant="contained">
        {t('checkout.toSubscription')}
      </Button>
    </Paper>
  );
}

function Checkout({ paymentId }: { paymentId: number }) {
  const { t } = useTranslation('billing');
  const navigate = useNavigate();
  const checkoutQuery = useDemoCheckout(paymentId);
  const payMutation = usePayDemoCheckout(paymentId);
  const cancelMutation = useCancelDemoCheckout(paymentId);

  function goTo(returnUrl: string) {
    if (returnUrl.startsWith('/') && !returnUrl.startsWith('//')) void navigate(returnUrl);
    else window.location.assign(returnUrl);
  }

  function handlePay() {
    cancelMutation.reset();
    payMutation.mutate(undefined, { onSuccess: (checkout) => goTo(checkout.returnUrl) });
  }

  function handleCancel() {
    payMutation.reset();
    cancelMutation.mutate(undefined, { onSuccess: (checkout) => goTo(checkout.returnUrl) });
  }

  if (checkoutQuery.isPending) return <LoadingScreen />;
  if (checkoutQuery.isError) {
    if (isApiError(checkoutQuery.error) && checkoutQuery.error.status === 404) return <NotFound />;
    return (
      <RetryAlert query={checkoutQuery} retryLabel={t('checkout.retry')}>
        {errorMessage(checkoutQuery.error, t, t('checkout.loadFailed'))}
      </RetryAlert>
    );
  }

  const checkout = checkoutQuery.data;
  const leaving = payMutation.isSuccess || cancelMutation.isSuccess;
  if (checkout.status !== 'pending' && !leaving) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, textAlign: 'center' }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }} gutterBottom>
          {t('checkout.finishedTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {checkout.planName} · {t('checkout.statusLabel', { status: t(`checkout.statuses.${checkout.status}`) })}
        </Typography>
        <Button component={RouterLink} to={checkout.returnUrl} variant="contained">
          {t('checkout.toResult')}
        </Button>
      </Paper>
    );
  }

  const failure = payMutation.error ?? cancelMutation.error;
  return (
    <DemoCheckoutPanel
      checkout={checkout}
      paying={payMutation.isPending || payMutation.isSuccess}
      cancelling={cancelMutation.isPending || cancelMutation.isSuccess}
      errorText={failure === null ? null : errorMessage(failure, t, t('checkout.failed'))}
      onPay={handlePay}
      onCancel={handleCancel}
    />
  );
}

/** /demo-checkout/:paymentId — the built-in payment page of the demo provider. */
export function DemoCheckoutPage() {
  const { t } = useTranslation('billing');
  useDocumentTitle(t('checkout.title'));
  const paymentId = parsePaymentId(useParams().paymentId);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      {paymentId > 0 ? <Checkout paymentId={paymentId} /> : <NotFound />}
    </Container>
  );
}
