import type { ReactNode } from 'react';
import { Alert, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '../../../../../components/pending-button.tsx';
import type { ExportRun } from '../hooks/use-export-run.ts';
import { TransferProgress } from './transfer-progress.tsx';

interface ExportPanelProps {
  run: ExportRun;
  /** The section's texts in the admin namespace (`planExport`, `dataExport`, `userExport`). */
  texts: string;
  /** Start waits for something else (the status check at page load). */
  startDisabled?: boolean;
  /** Options shown above the buttons (the data export's "include images"). */
  options?: ReactNode;
  /** Shown between the buttons and the progress (the last export's summary). */
  summary?: ReactNode;
}

/**
 * The controls and states every export section shows: start, cancel while it runs,
 * 'download file' while a task exists and none runs, the export's and the download's progress, and the
 * result, a 502 still being waited out, or the error.
 */
export function ExportPanel({ run, texts, startDisabled = false, options, summary }: ExportPanelProps) {
  const { t } = useTranslation('admin');
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      {options}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <PendingButton
          variant="contained"
          pending={run.starting}
          disabled={run.exporting || startDisabled}
          onClick={run.start}
        >
          {t(`${texts}.start`)}
        </PendingButton>
        {run.exporting && (
          <PendingButton variant="outlined" color="warning" pending={run.cancelling} onClick={run.cancel}>
            {t(`${texts}.cancel`)}
          </PendingButton>
        )}
        {run.taskId !== null && !run.exporting && (
          <PendingButton variant="outlined" pending={run.downloading} onClick={() => run.download()}>
            {t(`${texts}.downloadFile`)}
          </PendingButton>
        )}
      </Stack>
      {summary}
      {(run.exporting || run.progress > 0) && (
        <TransferProgress label={t(`${texts}.progress`, { progress: run.progress })} value={run.progress} />
      )}
      {(run.downloading || run.downloadProgress > 0) && (
        <TransferProgress
          label={t(`${texts}.downloadProgress`, { progress: run.downloadProgress })}
          value={run.downloadProgress}
          color="secondary"
        />
      )}
      {run.warning && (
        <Alert severity="warning" role="status">
          {run.warning}
        </Alert>
      )}
      {run.notice && (
        <Alert severity="success" role="status">
          {run.notice}
        </Alert>
      )}
      {run.error && <Alert severity="error">{run.error}</Alert>}
    </Stack>
  );
}
