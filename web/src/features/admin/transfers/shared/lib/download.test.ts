import { describe, expect, it } from 'vitest';
import { EmptyFileError, fileNameFromDisposition, readDownload } from './download.ts';

describe('fileNameFromDisposition', () => {
  it('reads the quoted, the bare and the RFC 5987 name, preferring the last', () => {
    expect(fileNameFromDisposition('attachment; filename="a1b2.zip"')).toBe('a1b2.zip');
    expect(fileNameFromDisposition('attachment; filename=export.zip')).toBe('export.zip');
    expect(
      fileNameFromDisposition(
        `attachment; filename="export.zip"; filename*=UTF-8''%D1%8D%D0%BA%D1%81%D0%BF%D0%BE%D1%80%D1%82.zip`,
      ),
    ).toBe('экспорт.zip');
  });

  it('keeps no folder part and gives null when there is no usable name', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromDisposition('attachment; filename="..\\\\evil.zip"')).toBe('evil.zip');
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition('attachment; filename=".."')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});

describe('readDownload', () => {
  it('reports the progress from Content-Length and returns the bytes with their type', async () => {
    const bytes = new Uint8Array(1000).fill(7);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.subarray(0, 250));
        controller.enqueue(bytes.subarray(250));
        controller.close();
      },
    });
    const response = new Response(stream, {
      headers: { 'content-length': '1000', 'content-type': 'application/zip' },
    });
    const progress: number[] = [];
    const blob = await readDownload(response, (percent) => progress.push(percent));
    expect(progress).toEqual([25, 100, 100]);
    expect(blob.size).toBe(1000);
    expect(blob.type).toBe('application/zip');
  });

  it('refuses an empty answer: an empty file is an error', async () => {
    await expect(readDownload(new Response(''), () => undefined)).rejects.toBeInstanceOf(EmptyFileError);
    await expect(readDownload(new Response(null), () => undefined)).rejects.toBeInstanceOf(EmptyFileError);
  });
});
