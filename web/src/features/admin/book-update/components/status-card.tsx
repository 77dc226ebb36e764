import { Alert, Box, Chip, CircularProgress, Divider, Paper, Stack, Typography } from '@mui/material';
import PauseCircleOutlineIcon from '@mui/icons-material/PauseCircleOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import type { BookUpdateStatus } from '@raritet/contracts/book-update';
import type { TFunction } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatNumber, formatTime } from '../../../../lib/format.ts';
import type { SnackbarMessage } from '../../components/result-snackbar.tsx';
import { nextRun } from '../lib/next-run.ts';
import { serviceState, type ServiceState } from '../lib/service-state.ts';
import { operationText } from './operation-text.ts';
import { ServiceControls } from './service-controls.tsx';
import { SourceLine } from './source-line.tsx';

const STATE_CHIP: Record<ServiceState, { color: 'warning' | 'primary' | 'default'; icon: ReactElement }> = {
  paused: { color: 'warning', icon: <PauseCircleOutlineIcon /> },
  running: { color: 'primary', icon: <CircularProgress size={14} color="inherit" aria-hidden /> },
  waiting: { color: 'default', icon: <ScheduleIcon /> },
};

const SOURCE_STATE_COLOR = { ok: 'success', blocked: 'warning', error: 'error' } as const;

function nextRunText(status: BookUpdateStatus, now: Date, t: TFunction): string {
  const next = nextRun(status, now);
  if (next.kind === 'today') return t('bookupdate.nextRunValue.today', { time: formatTime(next.at) });
  if (next.kind === 'later') {
    return t('bookupdate.nextRunValue.later', { date: formatDate(next.at), time: formatTime(next.at) });
  }
  return t(`bookupdate.nextRunValue.${next.kind}`);
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" color="textSecondary">
        {label}
      </Typography>
      {/* Phones: the value under its label, so long values (the schedule) get the whole width. */}
      <Box
        component="dd"
        sx={{ m: 0, mb: { xs: 1.25, sm: 0 }, fontWeight: 600, overflowWrap: 'anywhere', typography: 'body2' }}
      >
        {children}
      </Box>
    </Box>
  );
}

interface StatusCardProps {
  status: BookUpdateStatus;
  /** When the status was read: "the next run is soon" is judged against it. */
  now: Date;
  onResult: (message: Omit<SnackbarMessage, 'id'>) => void;
}

/** The service's state, figures, source and controls. */
export function StatusCard({ status, now, onResult }: StatusCardProps) {
  const { t } = useTranslation('admin');
  const state = serviceState(status);
  const chip = STATE_CHIP[state];
  const lastLot =
    status.lastProcessedLotId === null
      ? t('bookupdate.noLot')
      : [t('bookupdate.lotNumber', { id: status.lastProcessedLotId }), status.lastProcessedLotTitle]
          .filter((part) => part !== null && part !== '')
          .join(' — ');
  const schedule =
    status.watchedCategoryIds.length === 0
      ? t('bookupdate.scheduleNoCategories', { minutes: status.intervalMinutes })
      : t('bookupdate.scheduleValue', {
          minutes: status.intervalMinutes,
          categories: status.watchedCategoryIds.join(', '),
        });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} component="section" aria-labelledby="book-update-status">
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography id="book-update-status" variant="h3" sx={{ fontSize: '1.25rem', mr: 1 }}>
            {t('bookupdate.statusTitle')}
          </Typography>
          <Chip
            icon={chip.icon}
            color={chip.color}
            label={t(`bookupdate.state.${state}`)}
            data-testid="book-update-state"
          />
          {status.isPaused && status.isRunningNow && (
            <Chip variant="outlined" color="primary" label={t('bookupdate.runningWhilePaused')} />
          )}
          {status.isCategoryCheckRunning && (
            <Chip variant="outlined" color="primary" label={t('bookupdate.categoryCheckRunning')} />
          )}
        </Stack>
        <SourceLine status={status} now={now} />
        {status.sourceState !== 'ok' && (
          <Alert severity={status.sourceState === 'blocked' ? 'warning' : 'error'} sx={{ overflowWrap: 'anywhere' }}>
            {t(`bookupdate.sourceState.${status.sourceState}`)}
            {status.lastError !== null && <>. {t('bookupdate.lastError', { error: status.lastError })}</>}
          </Alert>
        )}
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              sm: 'max-content minmax(0, 1fr)',
              md: 'repeat(2, max-content minmax(0, 1fr))',
            },
            columnGap: { sm: 2, md: 3 },
            rowGap: { xs: 0.25, sm: 1 },
            alignItems: 'baseline',
            m: 0,
          }}
        >
          <Fact label={t('bookupdate.fields.lastRun')}>
            {status.lastRunTimeUtc === null ? t('bookupdate.never') : formatDateTime(status.lastRunTimeUtc)}
          </Fact>
          <Fact label={t('bookupdate.fields.nextRun')}>{nextRunText(status, now, t)}</Fact>
          <Fact label={t('bookupdate.fields.operation')}>
            {status.currentOperationName === null
              ? t('bookupdate.idle')
              : operationText(status.currentOperationName, t)}
          </Fact>
          <Fact label={t('bookupdate.fields.processed')}>{formatNumber(status.processedCount)}</Fact>
          <Fact label={t('bookupdate.fields.queued')}>{formatNumber(status.queuedLots)}</Fact>
          <Fact label={t('bookupdate.fields.sourceState')}>
            <Chip
              size="small"
              variant="outlined"
              color={SOURCE_STATE_COLOR[status.sourceState]}
              label={t(`bookupdate.sourceState.${status.sourceState}`)}
            />
          </Fact>
          <Fact label={t('bookupdate.fields.lastLot')}>{lastLot}</Fact>
          <Fact label={t('bookupdate.fields.schedule')}>{schedule}</Fact>
        </Box>
        <Divider />
        <ServiceControls status={status} onResult={onResult} />
      </Stack>
    </Paper>
  );
}
