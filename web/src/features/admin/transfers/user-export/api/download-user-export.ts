import { apiRequestRaw } from '../../../../../lib/api-client.ts';
import { saveDownload } from '../../shared/lib/download.ts';

/** As long as the data export's file route (5 minutes): a user export can reach 2 GiB. */
const DOWNLOAD_TIMEOUT_MS = 300_000;

/** GET /useradmin/download-exported-users/{taskId}: the ZIP, read with progress, saved under the server's name. */
export async function downloadUserExport(taskId: string, onProgress: (percent: number) => void): Promise<void> {
  const response = await apiRequestRaw(`/useradmin/download-exported-users/${encodeURIComponent(taskId)}`, {
    signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS),
  });
  await saveDownload(response, `${taskId}.zip`, onProgress);
}
