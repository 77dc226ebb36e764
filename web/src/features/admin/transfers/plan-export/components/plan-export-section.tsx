import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useDenyAccessOnForbidden } from '../../../lib/admin-access-context.ts';
import { SectionHeader } from '../../../components/section-header.tsx';
import { ExportPanel } from '../../shared/components/export-panel.tsx';
import { useExportRun } from '../../shared/hooks/use-export-run.ts';
import { downloadFailure, exportFailure } from '../../shared/lib/transfer-errors.ts';
import { cancelPlanExport } from '../api/cancel-plan-export.ts';
import { downloadPlanExport } from '../api/download-plan-export.ts';
import { planExportProgressQueryOptions } from '../api/get-plan-export-progress.ts';
import { startPlanExport } from '../api/start-plan-export.ts';

/** The download starts 1 s after 100 %. */
const AUTO_DOWNLOAD_DELAY_MS = 1000;
/** The last task survives a reload, so its file can still be downloaded (kept a day on the server). */
const TASK_STORAGE_KEY = 'raritet.planExportTask';

function storedTask(): string | null {
  try {
    return localStorage.getItem(TASK_STORAGE_KEY);
  } catch {
    return null;
  }
}

function storeTask(id: string | null) {
  try {
    if (id) localStorage.setItem(TASK_STORAGE_KEY, id);
    else localStorage.removeItem(TASK_STORAGE_KEY);
  } catch {
    // Private mode: the task is only kept while the page is open.
  }
}

/**
 * Admin section `subscriptionplanexport`: start, progress polled every
 * 2 s, the automatic download 1 s after 100 %, the download's own progress, cancel, and a 'download file'
 * button while a task exists and no export runs.
 */
export function PlanExportSection() {
  const { t } = useTranslation('admin');
  const run = useExportRun({
    texts: 'planExport',
    progressQuery: planExportProgressQueryOptions,
    start: startPlanExport,
    cancel: cancelPlanExport,
    download: downloadPlanExport,
    autoDownloadDelayMs: AUTO_DOWNLOAD_DELAY_MS,
    failure: (error) => exportFailure(error, t, 'planExport'),
    downloadFailure: (error) => downloadFailure(error, t, 'planExport'),
    initialTaskId: storedTask(),
    onTaskChange: storeTask,
  });
  useDenyAccessOnForbidden(run.requestError);

  return (
    <Box>
      <SectionHeader title={t('planExport.title')} subtitle={t('planExport.subtitle')} />
      <ExportPanel run={run} texts="planExport" />
    </Box>
  );
}
