import { ExportStartResponse } from '@raritet/contracts/transfers';
import { apiRequest } from '../../../../../lib/api-client.ts';

/** POST /useradmin/export-users: starts the user export job; 400 while another one runs; 30 s. */
export function startUserExport(): Promise<ExportStartResponse> {
  return apiRequest('/useradmin/export-users', ExportStartResponse, {
    method: 'POST',
    signal: AbortSignal.timeout(30_000),
  });
}
