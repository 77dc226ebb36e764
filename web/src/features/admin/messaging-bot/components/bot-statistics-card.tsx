import { Alert, Box, Button, Skeleton, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import type { TelegramStatistics } from '@raritet/contracts/notifications';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '../../../../components/pending-button.tsx';
import { formatNumber } from '../../../../lib/format.ts';
import { useTelegramStatistics } from '../api/get-telegram-statistics.ts';
import { diagnosticsErrorText } from '../lib/diagnostics-error.ts';
import { DiagnosticsCard } from './diagnostics-card.tsx';
import type { ReportResult } from './messaging-bot-section.tsx';

const FIGURES = ['totalNotifications', 'successfulDeliveries', 'failedDeliveries', 'activeUsers'] as const;

function Figures({ statistics }: { statistics: TelegramStatistics }) {
  const { t } = useTranslation('admin');
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 2, m: 0 }}
      data-testid="telegram-statistics"
    >
      {FIGURES.map((key) => (
        <Box key={key} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
          <Typography component="dt" variant="body2" color="textSecondary">
            {t(`telegram.statistics.${key}`)}
          </Typography>
          <Typography
            component="dd"
            sx={{
              m: 0,
              fontSize: '1.6rem',
              fontWeight: 600,
              // Failures in red only when there are any: a red zero reads as an alarm.
              color: key === 'failedDeliveries' && statistics[key] > 0 ? 'error.main' : undefined,
            }}
          >
            {formatNumber(statistics[key])}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** GET /admin/telegram/statistics: read when the section opens and on the button. */
export function StatisticsCard({ onResult }: { onResult: ReportResult }) {
  const { t } = useTranslation(['admin', 'common']);
  const query = useTelegramStatistics();
  const unauthorized = t('telegram.statistics.unauthorized');

  async function handleRefresh() {
    const result = await query.refetch();
    if (result.isError) onResult({ text: diagnosticsErrorText(result.error, t, unauthorized), severity: 'error' });
  }

  let content;
  if (query.data !== undefined) content = <Figures statistics={query.data} />;
  else if (query.isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void handleRefresh()} disabled={query.isFetching}>
            {t('telegram.retry')}
          </Button>
        }
      >
        {diagnosticsErrorText(query.error, t, unauthorized)}
      </Alert>
    );
  } else {
    content = (
      <Box
        role="status"
        aria-label={t('telegram.statistics.loading')}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 2 }}
      >
        {FIGURES.map((key) => (
          <Skeleton key={key} variant="rounded" height={80} />
        ))}
      </Box>
    );
  }

  return (
    <DiagnosticsCard
      id="telegram-statistics"
      title={t('telegram.statistics.title')}
      subtitle={t('telegram.statistics.subtitle')}
      action={
        <PendingButton
          variant="outlined"
          size="small"
          startIcon={<RefreshIcon />}
          pending={query.isFetching}
          onClick={() => void handleRefresh()}
        >
          {t('telegram.statistics.refresh')}
        </PendingButton>
      }
    >
      {content}
    </DiagnosticsCard>
  );
}
