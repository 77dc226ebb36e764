import { ImportInitResponse } from '@raritet/contracts/transfers';
import { apiRequest } from '../../../../../lib/api-client.ts';

/** POST /useradmin/init-user-import?fileSize=&fileName=: opens the upload; 30 s. */
export function initUserImport(file: { size: number; name: string }): Promise<ImportInitResponse> {
  return apiRequest('/useradmin/init-user-import', ImportInitResponse, {
    method: 'POST',
    query: { fileSize: file.size, fileName: file.name },
    signal: AbortSignal.timeout(30_000),
  });
}
