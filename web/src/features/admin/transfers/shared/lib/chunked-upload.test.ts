import { describe, expect, it, vi } from 'vitest';
import { TRANSFER_CHUNK_BYTES } from '@raritet/contracts/transfers';
import { ApiError, HTTP_ERROR_CODE, NETWORK_ERROR_CODE } from '../../../../../lib/api-error.ts';
import { ChunkUploadError, chunkRanges, uploadInChunks, uploadPercent } from './chunked-upload.ts';

const noWait = () => Promise.resolve();

/** A fake server that keeps what it receives and answers like the chunk routes. */
function fakeServer(size: number) {
  const received: { offset: number; bytes: number[] }[] = [];
  let total = 0;
  const send = vi.fn(async (chunk: Blob, offset: number) => {
    received.push({ offset, bytes: [...new Uint8Array(await chunk.arrayBuffer())] });
    total = Math.max(total, offset + chunk.size);
    return { received: total, size };
  });
  return { send, received };
}

describe('chunkRanges (256 KB slices)', () => {
  it('cuts a file into slices of the chunk size, the last one shorter', () => {
    const size = 2 * TRANSFER_CHUNK_BYTES + 10;
    expect(chunkRanges(size, TRANSFER_CHUNK_BYTES)).toEqual([
      { index: 0, start: 0, end: 262_144 },
      { index: 1, start: 262_144, end: 524_288 },
      { index: 2, start: 524_288, end: 524_298 },
    ]);
    expect(chunkRanges(TRANSFER_CHUNK_BYTES, TRANSFER_CHUNK_BYTES)).toHaveLength(1);
    expect(chunkRanges(0, TRANSFER_CHUNK_BYTES)).toEqual([]);
  });

  it('refuses a chunk size that would never end', () => {
    expect(() => chunkRanges(10, 0)).toThrow(RangeError);
  });
});

describe('uploadPercent', () => {
  it('is whole percent, never past 100, and 100 for an empty file', () => {
    expect(uploadPercent(1, 3)).toBe(33);
    expect(uploadPercent(3, 3)).toBe(100);
    expect(uploadPercent(5, 3)).toBe(100);
    expect(uploadPercent(0, 0)).toBe(100);
  });
});

describe('uploadInChunks', () => {
  const file = new Blob([new Uint8Array([1, 2, 3, 4, 5, 6, 7])]);

  it('sends every slice in order with its offset and reports the progress the server counts', async () => {
    const server = fakeServer(7);
    const progress: number[] = [];
    const sent = await uploadInChunks(file, {
      chunkBytes: 3,
      send: server.send,
      onProgress: (percent) => progress.push(percent),
      signal: new AbortController().signal,
    });
    expect(sent).toBe(true);
    expect(server.received).toEqual([
      { offset: 0, bytes: [1, 2, 3] },
      { offset: 3, bytes: [4, 5, 6] },
      { offset: 6, bytes: [7] },
    ]);
    expect(progress).toEqual([42, 85, 100]);
  });

  it('sends a chunk again at the same offset after no answer or a 5xx, then goes on', async () => {
    const server = fakeServer(7);
    const wait = vi.fn(noWait);
    server.send
      .mockRejectedValueOnce(new ApiError(0, NETWORK_ERROR_CODE, ''))
      .mockRejectedValueOnce(new ApiError(503, HTTP_ERROR_CODE, ''));
    await uploadInChunks(file, {
      chunkBytes: 4,
      send: server.send,
      onProgress: () => undefined,
      signal: new AbortController().signal,
      wait,
    });
    expect(server.send.mock.calls.map(([, offset]) => offset)).toEqual([0, 0, 0, 4]);
    expect(wait).toHaveBeenCalledTimes(2);
    expect(wait).toHaveBeenCalledWith(1000);
  });

  it('names the chunk that failed: at once for a 4xx (a 409 will not change), after the retries otherwise', async () => {
    const conflict = new ApiError(409, 'transfer_chunk_conflict', 'Другие байты');
    const send = vi.fn().mockResolvedValueOnce({ received: 4, size: 7 }).mockRejectedValue(conflict);
    const error = await uploadInChunks(file, {
      chunkBytes: 4,
      send,
      onProgress: () => undefined,
      signal: new AbortController().signal,
      wait: noWait,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkUploadError);
    expect(error).toMatchObject({ index: 1, cause: conflict, message: 'Другие байты' });
    expect(send).toHaveBeenCalledTimes(2);

    const down = vi.fn().mockRejectedValue(new ApiError(502, HTTP_ERROR_CODE, ''));
    const failure = await uploadInChunks(file, {
      chunkBytes: 4,
      send: down,
      onProgress: () => undefined,
      signal: new AbortController().signal,
      wait: noWait,
    }).catch((e: unknown) => e);
    expect(failure).toMatchObject({ index: 0 });
    expect(down).toHaveBeenCalledTimes(3);
  });

  it('stops quietly once cancelled', async () => {
    const controller = new AbortController();
    const send = vi.fn(async () => {
      controller.abort();
      throw new DOMException('aborted', 'AbortError');
    });
    await expect(
      uploadInChunks(file, { chunkBytes: 4, send, onProgress: () => undefined, signal: controller.signal }),
    ).resolves.toBe(false);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
