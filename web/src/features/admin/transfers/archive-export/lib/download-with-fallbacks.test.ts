import { describe, expect, it, vi } from 'vitest';
import { ApiError, HTTP_ERROR_CODE } from '../../../../../lib/api-error.ts';
import {
  FORM_FALLBACK_DELAY_MS,
  PAGE_DOWNLOAD_LIMIT_BYTES,
  STREAM_FALLBACK_DELAY_MS,
  downloadDataExport,
  type DataExportDownloadSteps,
} from './download-with-fallbacks.ts';

const zip = (length = 4) => new Response('PK..', { headers: { 'content-length': String(length) } });
const failure = (status: number) => new ApiError(status, HTTP_ERROR_CODE, '');

function steps(overrides: Partial<DataExportDownloadSteps> = {}) {
  const events: string[] = [];
  const all: DataExportDownloadSteps = {
    fetchFile: vi.fn(async () => zip()),
    fetchStream: vi.fn(async () => zip()),
    isReady: vi.fn(async () => true),
    submitForm: vi.fn(() => void events.push('form')),
    save: vi.fn(async (_response: Response, name: string) => void events.push(`save ${name}`)),
    wait: vi.fn(async (ms: number) => void events.push(`wait ${ms}`)),
    ...overrides,
  };
  return { all, events };
}

describe('downloadDataExport: the download in the page, else the browser’s own', () => {
  it('saves the file read in the page, named by the server or <taskId>.zip', async () => {
    const { all, events } = steps();
    await expect(downloadDataExport('t1', () => undefined, all)).resolves.toEqual({ via: 'page' });
    expect(events).toEqual(['save t1.zip']);
  });

  it('falls back to the form download 1 s after a 400, when the export is ready', async () => {
    const { all, events } = steps({ fetchFile: vi.fn().mockRejectedValue(failure(400)) });
    await expect(downloadDataExport('t1', () => undefined, all)).resolves.toEqual({ via: 'browser', size: null });
    expect(events).toEqual([`wait ${FORM_FALLBACK_DELAY_MS}`, 'form']);
    expect(FORM_FALLBACK_DELAY_MS).toBe(1000);
  });

  it('keeps the 400 when the export is not ready (a form answered with an error would replace the page)', async () => {
    const refused = failure(400);
    const { all, events } = steps({
      fetchFile: vi.fn().mockRejectedValue(refused),
      isReady: vi.fn().mockResolvedValue(false),
    });
    await expect(downloadDataExport('t1', () => undefined, all)).rejects.toBe(refused);
    expect(events).toEqual(['wait 1000']);
  });

  it('falls back to the stream route 2 s after a 502', async () => {
    const { all, events } = steps({ fetchFile: vi.fn().mockRejectedValue(failure(502)) });
    await expect(downloadDataExport('t1', () => undefined, all)).resolves.toEqual({ via: 'page' });
    expect(events).toEqual([`wait ${STREAM_FALLBACK_DELAY_MS}`, 'save t1.zip']);
    expect(all.fetchStream).toHaveBeenCalledWith('t1');
    expect(STREAM_FALLBACK_DELAY_MS).toBe(2000);
  });

  it('lets a 404 and the stream route’s own failure through for the section to explain', async () => {
    const missing = failure(404);
    const { all } = steps({ fetchFile: vi.fn().mockRejectedValue(missing) });
    await expect(downloadDataExport('t1', () => undefined, all)).rejects.toBe(missing);
    const down = failure(504);
    const stream = steps({
      fetchFile: vi.fn().mockRejectedValue(failure(502)),
      fetchStream: vi.fn().mockRejectedValue(down),
    });
    await expect(downloadDataExport('t1', () => undefined, stream.all)).rejects.toBe(down);
  });

  it('hands a file too large for the page to the browser', async () => {
    const size = PAGE_DOWNLOAD_LIMIT_BYTES + 1;
    const { all, events } = steps({ fetchFile: vi.fn(async () => zip(size)) });
    await expect(downloadDataExport('t1', () => undefined, all)).resolves.toEqual({ via: 'browser', size });
    expect(events).toEqual(['form']);
  });
});
