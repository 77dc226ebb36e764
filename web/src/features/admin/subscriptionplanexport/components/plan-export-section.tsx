import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '../../../../components/pending-button.tsx';
import { useDenyAccessOnForbidden } from '../../lib/admin-access-context.ts';
import { SectionHeader } from '../../components/section-header.tsx';
import { useCancelPlanExport } from '../api/cancel-plan-export.ts';
import { useDownloadPlanExport } from '../api/download-plan-export.ts';
import { usePlanExportProgress } from '../api/get-plan-export-progress.ts';
import { useStartPlanExport } from '../api/start-plan-export.ts';
import { downloadFailure, pollFailure } from '../lib/export-errors.ts';

/** Spec §9: the download starts 1 s after 100 %, and its progress resets 1 s after it was triggered. */
const AUTO_DOWNLOAD_DELAY_MS = 1000;
const DOWNLOAD_RESET_MS = 1000;
/** The last task survives a reload, so its file can still be downloaded (kept a day on the server). */
const TASK_STORAGE_KEY = 'raritet.planExportTask';

function storedTask(): string | null {
  try {
    return localStorage.getItem(TASK_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Admin section `subscriptionplanexport` (spec §2, §4 Plan export, §8, §9): start, progress polled every
 * 2 s, the automatic download 1 s after 100 %, the download's own progress, cancel, and a 'download file'
 * button while a task exists and no export runs.
 */
export function PlanExportSection() {
  const { t } = useTranslation('admin');
  const [taskId, setTaskId] = useState<string | null>(storedTask);
  const [exporting, setExporting] = useState(false);
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [downloadProgress, setDownloadProgress] = useState(0);
  const timers = useRef<number[]>([]);
  const start = useStartPlanExport();
  const cancel = useCancelPlanExport();
  const download = useDownloadPlanExport(setDownloadProgress);
  const poll = usePlanExportProgress(taskId, exporting);
  useDenyAccessOnForbidden(poll.error ?? start.error);

  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);

  function later(callback: () => void, ms: number) {
    timers.current.push(window.setTimeout(callback, ms));
  }

  function rememberTask(id: string | null) {
    setTaskId(id);
    try {
      if (id) localStorage.setItem(TASK_STORAGE_KEY, id);
      else localStorage.removeItem(TASK_STORAGE_KEY);
    } catch {
      // Private mode: the task is only kept while the page is open.
    }
  }

  function handleDownload(id = taskId) {
    if (!id) return;
    setError(null);
    setDownloadProgress(0);
    download.mutate(id, {
      onError: (failure) => setError(downloadFailure(failure, t)),
      onSettled: () => later(() => setDownloadProgress(0), DOWNLOAD_RESET_MS),
    });
  }

  // The poll's answers drive the export's state (spec §4: until 100, or an error flag or a failed request).
  const answer = poll.data;
  const pollError = poll.error;
  useEffect(() => {
    if (!exporting) return;
    if (pollError) {
      setExporting(false);
      setError(pollFailure(pollError, t));
    } else if (answer) {
      setProgress(answer.progress);
      if (answer.isError) {
        setExporting(false);
        setError(answer.errorDetails || t('planExport.errors.failed'));
      } else if (answer.progress >= 100) {
        setExporting(false);
        setNotice(t('planExport.done'));
        later(() => handleDownload(taskId), AUTO_DOWNLOAD_DELAY_MS);
      }
    }
    // handleDownload and t are stable enough for this: the effect reacts to the poll's answers only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer, pollError, exporting]);

  function handleStart() {
    setError(null);
    setNotice(null);
    setProgress(0);
    start.mutate(undefined, {
      onSuccess: ({ taskId: id }) => {
        rememberTask(id);
        setExporting(true);
      },
      onError: (failure) => setError(pollFailure(failure, t)),
    });
  }

  function handleCancel() {
    if (!taskId) return;
    setExporting(false);
    setProgress(0);
    cancel.mutate(taskId, {
      onSuccess: (result) => {
        setNotice(result.message);
        rememberTask(null);
      },
      onError: (failure) => setError(pollFailure(failure, t)),
    });
  }

  return (
    <Box>
      <SectionHeader title={t('planExport.title')} subtitle={t('planExport.subtitle')} />
      <Stack spacing={2} sx={{ maxWidth: 640 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <PendingButton variant="contained" pending={start.isPending} disabled={exporting} onClick={handleStart}>
            {t('planExport.start')}
          </PendingButton>
          {exporting && (
            <PendingButton variant="outlined" color="warning" pending={cancel.isPending} onClick={handleCancel}>
              {t('planExport.cancel')}
            </PendingButton>
          )}
          {taskId !== null && !exporting && (
            <Button variant="outlined" disabled={download.isPending} onClick={() => handleDownload()}>
              {t('planExport.downloadFile')}
            </Button>
          )}
        </Stack>
        {(exporting || progress > 0) && (
          <Box>
            <Typography id="plan-export-progress" variant="body2" gutterBottom>
              {t('planExport.progress', { progress })}
            </Typography>
            <LinearProgress variant="determinate" value={progress} aria-labelledby="plan-export-progress" />
          </Box>
        )}
        {(download.isPending || downloadProgress > 0) && (
          <Box>
            <Typography id="plan-export-download" variant="body2" gutterBottom>
              {t('planExport.downloadProgress', { progress: downloadProgress })}
            </Typography>
            <LinearProgress
              variant="determinate"
              color="secondary"
              value={downloadProgress}
              aria-labelledby="plan-export-download"
            />
          </Box>
        )}
        {notice && (
          <Alert severity="success" role="status">
            {notice}
          </Alert>
        )}
        {error && <Alert severity="error">{error}</Alert>}
      </Stack>
    </Box>
  );
}
