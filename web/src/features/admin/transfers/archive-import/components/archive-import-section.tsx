import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SectionHeader } from '../../../components/section-header.tsx';
import { ImportPanel } from '../../shared/components/import-panel.tsx';
import { useChunkedImport } from '../../shared/hooks/use-chunked-import.ts';
import { importFailure } from '../../shared/lib/transfer-errors.ts';
import { cancelDataImport } from '../api/cancel-data-import.ts';
import { finishDataImport } from '../api/finish-data-import.ts';
import { dataImportProgressQueryOptions } from '../api/get-data-import-progress.ts';
import { initDataImport } from '../api/init-data-import.ts';
import { DATA_CHUNK_BYTES, uploadDataImportChunk } from '../api/upload-data-import-chunk.ts';

/**
 * Admin section `import`: choose a file, init with its size, upload
 * in 256 KB chunks, finish, progress polled every 500 ms until finished, cancelled or failed, the server's
 * message and report, cancel. The server checks the file itself; an empty one is refused here already.
 */
export function ArchiveImportSection() {
  const { t } = useTranslation('admin');
  const run = useChunkedImport({
    texts: 'dataImport',
    chunkBytes: DATA_CHUNK_BYTES,
    refuseStart: (file) =>
      file === null ? t('dataImport.errors.noFile') : file.size > 0 ? null : t('dataImport.errors.empty'),
    init: async (file) => (await initDataImport(file)).importTaskId,
    sendChunk: uploadDataImportChunk,
    finish: finishDataImport,
    progressQuery: dataImportProgressQueryOptions,
    cancel: cancelDataImport,
    failure: (_stage, error) => importFailure(error, t, 'dataImport'),
  });

  return (
    <Box>
      <SectionHeader title={t('dataImport.title')} subtitle={t('dataImport.subtitle')} />
      <ImportPanel run={run} texts="dataImport" accept=".zip,application/zip" inputTestId="data-import-file" />
    </Box>
  );
}
