import { z } from 'zod';
import { apiRequest } from '../../../../../lib/api-client.ts';

/** POST /useradmin/finish-user-upload/{taskId}: returns at once, the import runs as a job; 30 s. */
export function finishUserImport(taskId: string): Promise<unknown> {
  return apiRequest(`/useradmin/finish-user-upload/${encodeURIComponent(taskId)}`, z.unknown(), {
    method: 'POST',
    signal: AbortSignal.timeout(30_000),
  });
}
