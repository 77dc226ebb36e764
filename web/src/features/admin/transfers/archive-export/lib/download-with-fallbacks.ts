import { isApiError } from '../../../../../lib/api-error.ts';

/** The form download follows a 400 after 1 s, the stream route a 502 after 2 s. */
export const FORM_FALLBACK_DELAY_MS = 1000;
export const STREAM_FALLBACK_DELAY_MS = 2000;

/**
 * A file larger than this is not read into the page (a Blob lives in memory until it is saved; an archive
 * with images can be tens of gigabytes): the browser downloads it itself, straight to disk.
 */
export const PAGE_DOWNLOAD_LIMIT_BYTES = 512 * 1024 * 1024;

export interface DataExportDownloadSteps {
  /** GET the file route (rejects with an ApiError for a non-2xx answer). */
  fetchFile: (taskId: string) => Promise<Response>;
  /** GET the stream route. */
  fetchStream: (taskId: string) => Promise<Response>;
  /** Whether the task's file is ready (the export finished without an error). */
  isReady: (taskId: string) => Promise<boolean>;
  /** The form-submit variant: the browser downloads the file itself. */
  submitForm: (taskId: string) => void;
  /** Reads the answer with progress and saves it (its own name, else the fallback). */
  save: (response: Response, fallbackName: string, onProgress: (percent: number) => void) => Promise<void>;
  wait: (ms: number) => Promise<void>;
}

export type DownloadOutcome = { via: 'page' } | { via: 'browser'; size: number | null };

const status = (error: unknown) => (isApiError(error) ? error.status : null);

/**
 * The data export's download: the file route read in the page with progress;
 * on a 400, after 1 s, the form download, but only when the export is known to be ready (a form answered
 * with an error would replace the page); on a 502, after 2 s, the stream route. A 404, an empty file and
 * everything else reject for the section to explain. A very large file goes to the browser's own download.
 */
export async function downloadDataExport(
  taskId: string,
  onProgress: (percent: number) => void,
  steps: DataExportDownloadSteps,
): Promise<DownloadOutcome> {
  let response: Response;
  try {
    response = await steps.fetchFile(taskId);
  } catch (error) {
    if (status(error) === 400) {
      await steps.wait(FORM_FALLBACK_DELAY_MS);
      const ready = await steps.isReady(taskId).catch(() => false);
      if (!ready) throw error;
      steps.submitForm(taskId);
      return { via: 'browser', size: null };
    }
    if (status(error) !== 502) throw error;
    await steps.wait(STREAM_FALLBACK_DELAY_MS);
    response = await steps.fetchStream(taskId);
  }
  const length = response.headers.get('content-length');
  const size = length === null ? null : Number(length);
  if (size !== null && size > PAGE_DOWNLOAD_LIMIT_BYTES) {
    await response.body?.cancel().catch(() => undefined);
    steps.submitForm(taskId);
    return { via: 'browser', size };
  }
  await steps.save(response, `${taskId}.zip`, onProgress);
  return { via: 'page' };
}
