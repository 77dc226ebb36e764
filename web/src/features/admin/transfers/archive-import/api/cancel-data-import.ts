import { z } from 'zod';
import { apiRequest } from '../../../../../lib/api-client.ts';

/** POST /import/cancel?importTaskId=; 10 s. What it answers is not used: the section says it was cancelled. */
export function cancelDataImport(importTaskId: string): Promise<unknown> {
  return apiRequest('/import/cancel', z.unknown(), {
    method: 'POST',
    query: { importTaskId },
    signal: AbortSignal.timeout(10_000),
  });
}
