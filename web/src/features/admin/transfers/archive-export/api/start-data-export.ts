import { ExportStartResponse, type DataExportStartBody } from '@raritet/contracts/transfers';
import { apiRequest } from '../../../../../lib/api-client.ts';

/** POST /admin/export-data: starts the archive export job; 400 while another one runs; 30 s. */
export function startDataExport(body: NonNullable<DataExportStartBody>): Promise<ExportStartResponse> {
  return apiRequest('/admin/export-data', ExportStartResponse, {
    method: 'POST',
    body,
    signal: AbortSignal.timeout(30_000),
  });
}
