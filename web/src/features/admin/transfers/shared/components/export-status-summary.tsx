import { CircularProgress, Stack, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ExportTask } from '@raritet/contracts/transfers';
import { RetryAlert } from '../../../../../components/retry-alert.tsx';
import { isApiError } from '../../../../../lib/api-error.ts';
import { formatDateTime } from '../../../../../lib/format.ts';
import type { ExportRun } from '../hooks/use-export-run.ts';
import { formatFileSize } from '../lib/file-size.ts';

interface ExportStatusSummaryProps {
  status: UseQueryResult<ExportTask, Error>;
  run: ExportRun;
  /** The section's texts in the admin namespace (`dataExport`, `userExport`). */
  texts: string;
}

/**
 * The last export as the server knows it: being checked, the check failed (with a retry), none yet, the
 * last file (date and size) or why the last export failed. Hidden while an export runs on this page.
 */
export function ExportStatusSummary({ status, run, texts }: ExportStatusSummaryProps) {
  const { t, i18n } = useTranslation('admin');
  if (status.isPending) {
    return (
      <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}>
        <CircularProgress size={18} aria-hidden />
        <Typography variant="body2">{t(`${texts}.checking`)}</Typography>
      </Stack>
    );
  }
  if (status.isError) {
    const forbidden = isApiError(status.error) && status.error.status === 403;
    return (
      <RetryAlert query={status} retryLabel={t(`${texts}.retry`)}>
        {t(forbidden ? `${texts}.errors.forbidden` : `${texts}.statusError`)}
      </RetryAlert>
    );
  }
  const task = status.data;
  if (run.exporting) return null;
  let text: string;
  if (task.taskId === null) text = t(`${texts}.none`);
  else if (task.isReady)
    text = t(`${texts}.last`, {
      date: formatDateTime(task.createdAt),
      size: formatFileSize(task.fileSize ?? 0, i18n.language),
    });
  else if (task.isError) text = t(`${texts}.lastFailed`, { reason: task.errorDetails ?? t(`${texts}.errors.failed`) });
  else return null;
  return (
    <Typography variant="body2" color="textSecondary">
      {text}
    </Typography>
  );
}
