import { apiRequestRaw } from '../../../../../lib/api-client.ts';
import { saveDownload } from '../../shared/lib/download.ts';

/** The plan export's download may take 120 s. */
const DOWNLOAD_TIMEOUT_MS = 120_000;

/**
 * GET /admin/download-exported-subscription-plans/{taskId}: the ZIP, read as a stream so that the
 * download's own progress (0–100, from Content-Length) can be shown, then saved as `<taskId>.zip` (or the
 * server's name).
 */
export async function downloadPlanExport(taskId: string, onProgress: (percent: number) => void): Promise<void> {
  const response = await apiRequestRaw(`/admin/download-exported-subscription-plans/${encodeURIComponent(taskId)}`, {
    signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS),
  });
  await saveDownload(response, `${taskId}.zip`, onProgress);
}
