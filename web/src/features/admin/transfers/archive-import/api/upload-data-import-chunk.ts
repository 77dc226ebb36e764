import { TRANSFER_CHUNK_BYTES, TransferChunkResponse } from '@raritet/contracts/transfers';
import { apiRequest } from '../../../../../lib/api-client.ts';

/** 256 KB chunks. */
export const DATA_CHUNK_BYTES = TRANSFER_CHUNK_BYTES;
const CHUNK_TIMEOUT_MS = 60_000;

/**
 * POST /import/upload?importTaskId=&offset=: one chunk as application/octet-stream. The offset makes a retry
 * after a lost answer harmless; a 409 means the server holds different bytes there.
 */
export function uploadDataImportChunk(
  importTaskId: string,
  chunk: Blob,
  offset: number,
  signal: AbortSignal,
): Promise<TransferChunkResponse> {
  return apiRequest('/import/upload', TransferChunkResponse, {
    method: 'POST',
    bytes: chunk,
    query: { importTaskId, offset },
    signal: AbortSignal.any([signal, AbortSignal.timeout(CHUNK_TIMEOUT_MS)]),
  });
}
