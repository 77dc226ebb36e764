import { TRANSFER_PLAN_CHUNK_BYTES, TransferChunkResponse } from '@raritet/contracts/transfers';
import { apiRequest } from '../../../../../lib/api-client.ts';

/** 1 MiB chunks, 60 s each. */
export const PLAN_CHUNK_BYTES = TRANSFER_PLAN_CHUNK_BYTES;
const CHUNK_TIMEOUT_MS = 60_000;

/**
 * POST /admin/subscription-plan-import/{importId}/chunk: multipart, field `chunk`. The offset makes a retry
 * after a lost answer harmless (the server acknowledges the same bytes at the same place).
 */
export function uploadPlanImportChunk(
  importId: string,
  chunk: Blob,
  offset: number,
  signal: AbortSignal,
): Promise<TransferChunkResponse> {
  const form = new FormData();
  form.append('chunk', chunk, 'chunk');
  const timeout = AbortSignal.timeout(CHUNK_TIMEOUT_MS);
  return apiRequest(`/admin/subscription-plan-import/${encodeURIComponent(importId)}/chunk`, TransferChunkResponse, {
    method: 'POST',
    form,
    query: { offset },
    signal: AbortSignal.any([signal, timeout]),
  });
}
