import { isApiError } from '../../../../../lib/api-error.ts';

export interface ChunkRange {
  /** 0-based; the spec's messages count parts from 1. */
  index: number;
  start: number;
  end: number;
}

/** The byte ranges a file of `size` bytes is sent in, `chunkBytes` each (the last one shorter). */
export function chunkRanges(size: number, chunkBytes: number): ChunkRange[] {
  if (!Number.isInteger(chunkBytes) || chunkBytes <= 0) throw new RangeError('chunkBytes must be a positive integer');
  const ranges: ChunkRange[] = [];
  for (let start = 0, index = 0; start < size; start += chunkBytes, index += 1) {
    ranges.push({ index, start, end: Math.min(size, start + chunkBytes) });
  }
  return ranges;
}

/** Whole percent of `received` out of `size`, 0–100 (100 for an empty file: nothing is left to send). */
export function uploadPercent(received: number, size: number): number {
  if (size <= 0) return 100;
  return Math.max(0, Math.min(100, Math.floor((received * 100) / size)));
}

/** A chunk that could not be sent, after its retries: `index` is 0-based, `cause` the last failure. */
export class ChunkUploadError extends Error {
  readonly index: number;
  override readonly cause: unknown;

  constructor(index: number, cause: unknown) {
    super(cause instanceof Error && cause.message ? cause.message : `chunk ${index + 1} failed`);
    this.name = 'ChunkUploadError';
    this.index = index;
    this.cause = cause;
  }
}

/**
 * Failures worth sending the same chunk again for: no answer, a time-out, a 5xx. The chunk goes with its
 * offset, so a chunk the server did take before its answer was lost is acknowledged again, not doubled.
 * A 4xx (a 409 for different bytes at that offset, a refused size) will not change on a retry.
 */
export function isRetryableChunkFailure(error: unknown): boolean {
  if (error instanceof DOMException && error.name === 'TimeoutError') return true;
  return isApiError(error) && (error.isNetworkError || error.status >= 500);
}

export type SendChunk = (
  chunk: Blob,
  offset: number,
  signal: AbortSignal,
) => Promise<{ received: number; size: number }>;

export interface UploadInChunksOptions {
  chunkBytes: number;
  send: SendChunk;
  /** Called after each acknowledged chunk with the upload's percent (the server's count of bytes). */
  onProgress: (percent: number) => void;
  signal: AbortSignal;
  /** Extra attempts per chunk for a retryable failure, and the pause before each. */
  retries?: number;
  retryDelayMs?: number;
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends `file` in order, one chunk at a time, each with its offset. Throws a ChunkUploadError naming the
 * chunk that failed; stops quietly (resolves false) once `signal` is aborted. Resolves true when every
 * chunk was acknowledged.
 */
export async function uploadInChunks(file: Blob, options: UploadInChunksOptions): Promise<boolean> {
  const { chunkBytes, send, onProgress, signal, retries = 2, retryDelayMs = 1000, wait = sleep } = options;
  for (const range of chunkRanges(file.size, chunkBytes)) {
    const chunk = file.slice(range.start, range.end);
    for (let attempt = 0; ; attempt += 1) {
      if (signal.aborted) return false;
      try {
        const state = await send(chunk, range.start, signal);
        onProgress(uploadPercent(state.received, state.size));
        break;
      } catch (error) {
        if (signal.aborted) return false;
        if (attempt >= retries || !isRetryableChunkFailure(error)) throw new ChunkUploadError(range.index, error);
        await wait(retryDelayMs);
      }
    }
  }
  if (file.size === 0) onProgress(100);
  return !signal.aborted;
}
