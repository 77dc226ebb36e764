import { TransferActionResponse } from '@raritet/contracts/transfers';
import { apiRequest } from '../../../../../lib/api-client.ts';

/** POST /import/finish?importTaskId=: returns at once, the import runs as a job; 30 s. */
export function finishDataImport(importTaskId: string): Promise<TransferActionResponse> {
  return apiRequest('/import/finish', TransferActionResponse, {
    method: 'POST',
    query: { importTaskId },
    signal: AbortSignal.timeout(30_000),
  });
}
