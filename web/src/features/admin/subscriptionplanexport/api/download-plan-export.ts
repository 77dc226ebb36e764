import { useMutation } from '@tanstack/react-query';
import { apiRequestRaw } from '../../../../lib/api-client.ts';

/** Spec §9: the plan export's download may take 120 s. */
const DOWNLOAD_TIMEOUT_MS = 120_000;

/** The export's file was answered but held no bytes (spec §8 'Получен пустой файл'). */
export class EmptyFileError extends Error {}

/**
 * GET /admin/download-exported-subscription-plans/{taskId}: the ZIP, read as a stream so that the
 * download's own progress (0–100, from Content-Length) can be shown; returns the file as a Blob.
 */
export async function downloadPlanExport(taskId: string, onProgress: (percent: number) => void): Promise<Blob> {
  const response = await apiRequestRaw(`/admin/download-exported-subscription-plans/${encodeURIComponent(taskId)}`, {
    signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS),
  });
  const total = Number(response.headers.get('content-length') ?? 0);
  const parts: Uint8Array[] = [];
  let received = 0;
  const reader = response.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(value);
      received += value.length;
      if (total > 0) onProgress(Math.min(100, Math.round((received * 100) / total)));
    }
  }
  if (received === 0) throw new EmptyFileError('empty file');
  onProgress(100);
  return new Blob(parts as BlobPart[], { type: 'application/zip' });
}

/** Hands a Blob to the browser as a download named `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadPlanExport(onProgress: (percent: number) => void) {
  return useMutation({
    mutationFn: async (taskId: string) => saveFile(await downloadPlanExport(taskId, onProgress), `${taskId}.zip`),
  });
}
