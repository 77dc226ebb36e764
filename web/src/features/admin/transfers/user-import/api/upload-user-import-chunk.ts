import { TRANSFER_CHUNK_BYTES, TransferChunkResponse } from '@raritet/contracts/transfers';
import { apiRequest } from '../../../../../lib/api-client.ts';

/** 256 KB chunks, as for the data import. */
export const USER_CHUNK_BYTES = TRANSFER_CHUNK_BYTES;
const CHUNK_TIMEOUT_MS = 60_000;

/** POST /useradmin/upload-user-chunk/{taskId}?offset=: one chunk as application/octet-stream. */
export function uploadUserImportChunk(
  taskId: string,
  chunk: Blob,
  offset: number,
  signal: AbortSignal,
): Promise<TransferChunkResponse> {
  return apiRequest(`/useradmin/upload-user-chunk/${encodeURIComponent(taskId)}`, TransferChunkResponse, {
    method: 'POST',
    bytes: chunk,
    query: { offset },
    signal: AbortSignal.any([signal, AbortSignal.timeout(CHUNK_TIMEOUT_MS)]),
  });
}
