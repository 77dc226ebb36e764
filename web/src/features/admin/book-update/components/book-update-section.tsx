import { useState } from 'react';
import { Alert, Box, FormControlLabel, Stack, Switch, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../../lib/format.ts';
import { ResultSnackbar, type SnackbarMessage } from '../../components/result-snackbar.tsx';
import { useDenyAccessOnForbidden } from '../../lib/admin-access-context.ts';
import { SECTION_POLL_MS, useBookUpdateStatus } from '../api/get-book-update-status.ts';
import { BookUpdateError, BookUpdateLoading } from './book-update-states.tsx';
import { failureReason } from './failure-reason.ts';
import { StatusCard } from './status-card.tsx';
import { UpdateLog } from './update-log.tsx';
import { SectionHeader } from '../../components/section-header.tsx';

/**
 * Admin section `bookupdate`: the sales pull's status card with
 * its controls, and its log. The status polls every 2 s while the section is shown and auto-refresh is on.
 */
export function BookUpdateSection() {
  const { t } = useTranslation(['admin', 'common']);
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [autoRefresh, setAutoRefresh] = useState(true);
  const statusQuery = useBookUpdateStatus(autoRefresh ? SECTION_POLL_MS : false);
  const [snackbar, setSnackbar] = useState<SnackbarMessage | null>(null);
  useDenyAccessOnForbidden(statusQuery.error);

  function handleResult(message: Omit<SnackbarMessage, 'id'>) {
    setSnackbar({ ...message, id: Date.now() });
  }

  function handleSnackbarClose() {
    setSnackbar(null);
  }

  const status = statusQuery.data;
  const readAt = new Date(statusQuery.dataUpdatedAt);
  let content;
  if (status === undefined && statusQuery.isError) content = <BookUpdateError query={statusQuery} />;
  else if (status === undefined) content = <BookUpdateLoading />;
  else {
    content = (
      <Stack spacing={3}>
        {/* A failed poll keeps the last reading on screen, and says how old it is. */}
        {statusQuery.isError && (
          <Alert severity="warning" role="status">
            {t('bookupdate.refreshFailed', {
              reason: failureReason(statusQuery.error, t),
              time: formatTime(readAt, { seconds: true }),
            })}
          </Alert>
        )}
        <StatusCard status={status} now={readAt} onResult={handleResult} />
        <UpdateLog logs={status.logs} wide={wide} />
      </Stack>
    );
  }

  return (
    <Box>
      <SectionHeader
        title={t('bookupdate.title')}
        subtitle={t('bookupdate.subtitle')}
        action={
          <>
            <Box sx={{ flexShrink: 0, textAlign: { sm: 'right' } }}>
              <FormControlLabel
                control={<Switch checked={autoRefresh} onChange={(event) => setAutoRefresh(event.target.checked)} />}
                label={t('bookupdate.autoRefresh')}
                sx={{ mr: 0 }}
              />
              <Typography variant="body2" color="textSecondary" aria-live="off">
                {autoRefresh ? t('bookupdate.autoRefreshOn') : t('bookupdate.autoRefreshOff')}
                {status !== undefined &&
                  ` · ${t('bookupdate.updatedAt', { time: formatTime(readAt, { seconds: true }) })}`}
              </Typography>
            </Box>
          </>
        }
      />
      {content}
      <ResultSnackbar message={snackbar} onClose={handleSnackbarClose} />
    </Box>
  );
}
