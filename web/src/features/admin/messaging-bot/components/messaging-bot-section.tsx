import { useCallback, useState } from 'react';
import { Box, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ResultSnackbar, type SnackbarMessage } from '../../components/result-snackbar.tsx';
import { SectionHeader } from '../../components/section-header.tsx';
import { FullCheckCard } from './full-check-card.tsx';
import { StatisticsCard } from './bot-statistics-card.tsx';
import { TestMessageCard } from './test-message-card.tsx';
import { TestNotificationsCard } from './test-notifications-card.tsx';
import { WebhookCard } from './webhook-card.tsx';

export type ReportResult = (message: Omit<SnackbarMessage, 'id'>) => void;

/**
 * Admin section `telegram`: the full check, the webhook,
 * a test message, test notifications over the newest lots, and the delivery statistics. Every action's
 * result goes to the panel's 6 s snackbar.
 */
export function MessagingBotSection() {
  const { t } = useTranslation('admin');
  const [snackbar, setSnackbar] = useState<SnackbarMessage | null>(null);
  const handleResult = useCallback<ReportResult>((message) => setSnackbar({ ...message, id: Date.now() }), []);

  return (
    <Box>
      <SectionHeader title={t('telegram.title')} subtitle={t('telegram.subtitle')} />
      <Stack spacing={3}>
        <FullCheckCard onResult={handleResult} />
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            alignItems: 'start',
          }}
        >
          <WebhookCard onResult={handleResult} />
          <TestMessageCard onResult={handleResult} />
          <TestNotificationsCard onResult={handleResult} />
          <StatisticsCard onResult={handleResult} />
        </Box>
      </Stack>
      <ResultSnackbar message={snackbar} onClose={() => setSnackbar(null)} />
    </Box>
  );
}
