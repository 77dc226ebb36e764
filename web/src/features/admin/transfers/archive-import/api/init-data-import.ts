import { ImportInitResponse } from '@raritet/contracts/transfers';
import { apiRequest } from '../../../../../lib/api-client.ts';

/** POST /import/init?fileSize=&fileName=: opens the upload; 30 s. */
export function initDataImport(file: { size: number; name: string }): Promise<ImportInitResponse> {
  return apiRequest('/import/init', ImportInitResponse, {
    method: 'POST',
    query: { fileSize: file.size, fileName: file.name },
    signal: AbortSignal.timeout(30_000),
  });
}
