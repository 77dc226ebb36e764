import { z } from 'zod';
import { apiRequest } from '../../../../../lib/api-client.ts';

/** POST /useradmin/cancel-user-import/{taskId}; 10 s. */
export function cancelUserImport(taskId: string): Promise<unknown> {
  return apiRequest(`/useradmin/cancel-user-import/${encodeURIComponent(taskId)}`, z.unknown(), {
    method: 'POST',
    signal: AbortSignal.timeout(10_000),
  });
}
