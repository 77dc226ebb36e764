import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '../../../components/pending-button.tsx';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import type { CurrentSubscriptionView } from '../lib/subscription-view.ts';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog.tsx';
import { SubscriptionStateChip } from './subscription-state-chip.tsx';

interface CurrentSubscriptionCardProps {
  view: CurrentSubscriptionView | null;
  loading: boolean;
  /** The status check failed before giving any answer: "no subscription" would be a guess. */
  unknown: boolean;
  /** The plan's monthly limit: null means unlimited, undefined unknown (the row is left out). */
  requestLimit: number | null | undefined;
  refreshing: boolean;
  onRefresh: () => void;
  onCancelled: () => void;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {children}
      </Typography>
    </Box>
  );
}

function SubscriptionFacts({
  view,
  requestLimit,
}: Pick<CurrentSubscriptionCardProps, 'requestLimit'> & { view: CurrentSubscriptionView }) {
  const { t } = useTranslation('billing');
  const { subscription, state, daysLeft } = view;
  let remaining: string | null = null;
  if (state === 'expired') remaining = t('current.expired');
  else if (daysLeft !== null) remaining = t('current.daysLeft', { count: daysLeft });

  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
        gap: 2,
        m: 0,
      }}
    >
      <Fact label={t('current.startDate')}>{formatDate(subscription.startDate)}</Fact>
      <Fact label={t('current.endDate')}>{formatDate(subscription.endDate)}</Fact>
      {remaining !== null && <Fact label={t('current.remaining')}>{remaining}</Fact>}
      {requestLimit !== undefined && (
        <Fact label={t('current.requestLimit')}>
          {requestLimit === null ? t('current.unlimited') : formatNumber(requestLimit)}
        </Fact>
      )}
      <Fact label={t('current.autoRenew')}>
        {subscription.autoRenew && subscription.cancelledAt === null
          ? t('current.autoRenewOn')
          : t('current.autoRenewOff')}
      </Fact>
    </Box>
  );
}

export function CurrentSubscriptionCard(props: CurrentSubscriptionCardProps) {
  const { view, loading, unknown, requestLimit, refreshing, onRefresh, onCancelled } = props;
  const { t } = useTranslation('billing');
  const [confirming, setConfirming] = useState(false);

  function handleOpenCancel() {
    setConfirming(true);
  }

  function handleCloseCancel() {
    setConfirming(false);
  }

  function handleCancelled() {
    setConfirming(false);
    onCancelled();
  }

  let body: ReactNode;
  if (loading) {
    body = (
      <Box role="status" aria-live="polite">
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('current.loading')}
        </Typography>
        <Skeleton variant="text" width="40%" height={36} />
        <Skeleton variant="text" width="80%" />
      </Box>
    );
  } else if (view === null && unknown) {
    body = <Typography color="text.secondary">{t('current.unknown')}</Typography>;
  } else if (view === null) {
    body = (
      <Box>
        <Typography sx={{ fontWeight: 600 }}>{t('current.none')}</Typography>
        <Typography color="text.secondary">{t('current.noneHint')}</Typography>
      </Box>
    );
  } else {
    body = (
      <Stack spacing={2.5}>
        <Box>
          <Typography variant="body2" color="text.secondary">
            {t('current.planLabel')}
          </Typography>
          <Typography variant="h3" component="p" sx={{ overflowWrap: 'anywhere' }}>
            {view.subscription.planName}
          </Typography>
        </Box>
        <SubscriptionFacts view={view} requestLimit={requestLimit} />
        {view.state === 'cancelled' && (
          <Alert severity="info">{t('current.cancelledNote', { date: formatDate(view.subscription.endDate) })}</Alert>
        )}
        {view.state === 'expired' && <Alert severity="warning">{t('current.expiredNote')}</Alert>}
      </Stack>
    );
  }

  return (
    <Paper
      component="section"
      aria-labelledby="current-subscription-title"
      variant="outlined"
      sx={{ p: { xs: 2.5, md: 3 }, borderTop: 4, borderTopColor: 'primary.main' }}
    >
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 2 }}
      >
        <Typography id="current-subscription-title" variant="h2" sx={{ fontSize: '1.5rem' }}>
          {t('current.title')}
        </Typography>
        {!loading && view !== null && <SubscriptionStateChip state={view.state} endDate={view.subscription.endDate} />}
      </Stack>
      {body}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
        <PendingButton
          variant="outlined"
          onClick={onRefresh}
          disabled={loading}
          pending={refreshing}
          pendingLabel={t('current.refreshing')}
          startIcon={<RefreshIcon />}
        >
          {t('current.refresh')}
        </PendingButton>
        {!loading && view?.state === 'active' && (
          <Button variant="text" color="error" onClick={handleOpenCancel}>
            {t('current.cancel')}
          </Button>
        )}
      </Stack>
      {view !== null && (
        <CancelSubscriptionDialog
          open={confirming}
          planName={view.subscription.planName}
          endDate={view.subscription.endDate}
          onClose={handleCloseCancel}
          onCancelled={handleCancelled}
        />
      )}
    </Paper>
  );
}
