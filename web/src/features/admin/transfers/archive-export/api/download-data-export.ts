import { apiRequestRaw, apiUrl } from '../../../../../lib/api-client.ts';
import { submitDownloadForm } from '../../shared/lib/download.ts';

/** The file route may take 5 minutes, the stream route 10. */
const FILE_TIMEOUT_MS = 300_000;
const STREAM_TIMEOUT_MS = 600_000;

const filePath = (taskId: string) => `/admin/download-exported-file/${encodeURIComponent(taskId)}`;

/** GET /admin/download-exported-file/{taskId}: the ZIP (the answer, its body not read yet). */
export function fetchExportedFile(taskId: string): Promise<Response> {
  return apiRequestRaw(filePath(taskId), { signal: AbortSignal.timeout(FILE_TIMEOUT_MS) });
}

/** GET /admin/download-exported-file-stream/{taskId}: the same file streamed (the fallback after a 502). */
export function fetchExportedFileStream(taskId: string): Promise<Response> {
  return apiRequestRaw(`/admin/download-exported-file-stream/${encodeURIComponent(taskId)}`, {
    signal: AbortSignal.timeout(STREAM_TIMEOUT_MS),
  });
}

/**
 * POST /admin/download-exported-file/{taskId} as a form: the browser saves the file itself, and sends
 * the session cookie with it (the token is HttpOnly, so no token field).
 */
export function submitExportedFileForm(taskId: string): void {
  submitDownloadForm(apiUrl(filePath(taskId)));
}
