import { Alert, AlertTitle } from '@mui/material';
import type { PaymentsStatus } from '@raritet/contracts/billing';
import { useTranslation } from 'react-i18next';

/**
 * How payments are taken now, above the YooKassa fields (ADR 0041): the demo checkout the operator
 * chose (PAYMENTS=demo), a ready shop, or why buyers are refused.
 */
export function PaymentsStatusAlert({ status }: { status: PaymentsStatus }) {
  const { t } = useTranslation('admin');
  let severity: 'info' | 'success' | 'error' = 'error';
  if (status.state === 'demo') severity = 'info';
  else if (status.state === 'ready') severity = 'success';
  return (
    <Alert severity={severity} sx={{ mb: 2.5 }} data-testid="settings-payments-status" role="status">
      <AlertTitle sx={{ fontWeight: 600 }}>{t(`settings.payments.${status.state}.title`)}</AlertTitle>
      {t(`settings.payments.${status.state}.text`)}
    </Alert>
  );
}
