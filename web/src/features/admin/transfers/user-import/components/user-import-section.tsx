import { Alert, Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SectionHeader } from '../../../components/section-header.tsx';
import { ImportPanel } from '../../shared/components/import-panel.tsx';
import { useChunkedImport } from '../../shared/hooks/use-chunked-import.ts';
import { importFailure } from '../../shared/lib/transfer-errors.ts';
import { cancelUserImport } from '../api/cancel-user-import.ts';
import { finishUserImport } from '../api/finish-user-import.ts';
import { userImportProgressQueryOptions } from '../api/get-user-import-progress.ts';
import { initUserImport } from '../api/init-user-import.ts';
import { USER_CHUNK_BYTES, uploadUserImportChunk } from '../api/upload-user-import-chunk.ts';
import { userImportFileProblem } from '../lib/user-import-file.ts';

/**
 * Admin section `userimport`: a ZIP of a user export only; init
 * with its size, 256 KB chunks, finish, progress polled every second, the report (users whose plan is
 * missing here among them, hence "plans before users"), cancel.
 */
export function UserImportSection() {
  const { t } = useTranslation('admin');
  const problem = (file: File | null) => {
    const key = userImportFileProblem(file);
    return key === null ? null : t(`userImport.errors.${key}`);
  };
  const run = useChunkedImport({
    texts: 'userImport',
    chunkBytes: USER_CHUNK_BYTES,
    // Only the name is judged on choosing; an empty file is refused when the import starts.
    refuseChosen: (file) => (userImportFileProblem(file) === 'notZip' ? problem(file) : null),
    refuseStart: problem,
    init: async (file) => (await initUserImport(file)).importTaskId,
    sendChunk: uploadUserImportChunk,
    finish: finishUserImport,
    progressQuery: userImportProgressQueryOptions,
    cancel: cancelUserImport,
    failure: (_stage, error) => importFailure(error, t, 'userImport'),
  });

  return (
    <Box>
      <SectionHeader title={t('userImport.title')} subtitle={t('userImport.subtitle')} />
      <ImportPanel
        run={run}
        texts="userImport"
        accept=".zip,application/zip"
        inputTestId="user-import-file"
        hint={
          <Alert severity="info" role="note">
            {t('userImport.plansFirst')}
          </Alert>
        }
      />
    </Box>
  );
}
