import type { ReactNode } from 'react';
import { Alert, AlertTitle, Box, Divider, Paper, Stack, Typography } from '@mui/material';
import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import type { DemoCheckout } from '@raritet/contracts/billing';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '../../../components/pending-button.tsx';
import { formatPrice } from '../../../lib/format.ts';

interface DemoCheckoutPanelProps {
  checkout: DemoCheckout;
  paying: boolean;
  cancelling: boolean;
  errorText: string | null;
  onPay: () => void;
  onCancel: () => void;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'right', overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Stack>
  );
}

/** The built-in checkout used when no payment provider is configured: it must never pass for a real one. */
export function DemoCheckoutPanel({
  checkout,
  paying,
  cancelling,
  errorText,
  onPay,
  onCancel,
}: DemoCheckoutPanelProps) {
  const { t } = useTranslation('billing');
  const busy = paying || cancelling;
  const amount = formatPrice(checkout.amount);

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box sx={{ bgcolor: 'secondary.dark', color: 'secondary.contrastText', px: { xs: 2.5, sm: 4 }, py: 2.5 }}>
        <Typography variant="overline" sx={{ letterSpacing: 2, opacity: 0.85 }}>
          {t('checkout.kicker')}
        </Typography>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>
          {t('checkout.title')}
        </Typography>
      </Box>
      <Stack spacing={3} sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Alert
          severity="warning"
          icon={<ScienceOutlinedIcon />}
          sx={{ border: 2, borderColor: 'warning.main', '& .MuiAlertTitle-root': { fontSize: '1.05rem' } }}
        >
          <AlertTitle sx={{ fontWeight: 700 }}>{t('checkout.demoNotice')}</AlertTitle>
          {t('checkout.demoHint')}
        </Alert>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
          <Row label={t('checkout.plan')}>{checkout.planName}</Row>
          <Row label={t('checkout.period')}>{t('checkout.periodValue')}</Row>
          <Row label={t('checkout.paymentNumber')}>{t('checkout.paymentNumberValue', { id: checkout.paymentId })}</Row>
          <Divider />
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {t('checkout.total')}
            </Typography>
            <Typography component="dd" variant="h2" color="primary" sx={{ m: 0, fontSize: '2rem' }}>
              {amount}
            </Typography>
          </Stack>
        </Box>
        {errorText !== null && <Alert severity="error">{errorText}</Alert>}
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          <PendingButton
            variant="outlined"
            size="large"
            onClick={onCancel}
            disabled={busy}
            pending={cancelling}
            pendingLabel={t('checkout.cancelling')}
          >
            {t('checkout.cancel')}
          </PendingButton>
          <PendingButton
            variant="contained"
            size="large"
            onClick={onPay}
            disabled={busy}
            pending={paying}
            pendingLabel={t('checkout.paying')}
            sx={{ minWidth: { sm: 200 } }}
          >
            {t('checkout.pay', { amount })}
          </PendingButton>
        </Stack>
      </Stack>
    </Paper>
  );
}
