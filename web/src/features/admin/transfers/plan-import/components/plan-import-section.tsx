import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../../lib/api-error.ts';
import { useDenyAccessOnForbidden } from '../../../lib/admin-access-context.ts';
import { SectionHeader } from '../../../components/section-header.tsx';
import { ImportPanel } from '../../shared/components/import-panel.tsx';
import { useChunkedImport, type ImportStage } from '../../shared/hooks/use-chunked-import.ts';
import { ChunkUploadError } from '../../shared/lib/chunked-upload.ts';
import { reasonOf } from '../../shared/lib/transfer-errors.ts';
import { cancelPlanImport } from '../api/cancel-plan-import.ts';
import { finishPlanImport } from '../api/finish-plan-import.ts';
import { planImportProgressQueryOptions } from '../api/get-plan-import-progress.ts';
import { startPlanImport } from '../api/start-plan-import.ts';
import { PLAN_CHUNK_BYTES, uploadPlanImportChunk } from '../api/upload-plan-import-chunk.ts';

const isZip = (file: File) => file.name.toLowerCase().endsWith('.zip');

/**
 * Admin section `subscriptionplanimport`: choose a ZIP, start, upload
 * in 1 MiB chunks, finish, progress polled every 2 s until finished, cancelled or failed, cancel, reset.
 * The controls are disabled while it runs.
 */
export function PlanImportSection() {
  const { t } = useTranslation('admin');

  /** Each step's failure names the step. */
  function failure(stage: ImportStage, error: unknown): string {
    switch (stage) {
      case 'init':
        return isApiError(error) && error.status === 400 && error.message
          ? error.message
          : t('planImport.errors.start');
      case 'upload':
        return t('planImport.errors.chunk', {
          n: error instanceof ChunkUploadError ? error.index + 1 : 1,
          reason: reasonOf(error),
        });
      default:
        return t(`planImport.errors.${stage}`, { reason: reasonOf(error) });
    }
  }

  const run = useChunkedImport({
    texts: 'planImport',
    chunkBytes: PLAN_CHUNK_BYTES,
    refuseChosen: (file) => (isZip(file) ? null : t('planImport.errors.notZip')),
    refuseStart: (file) => (file ? null : t('planImport.errors.noFile')),
    init: async (file) => (await startPlanImport(file)).importId,
    sendChunk: uploadPlanImportChunk,
    finish: finishPlanImport,
    progressQuery: planImportProgressQueryOptions,
    cancel: cancelPlanImport,
    failure,
  });
  useDenyAccessOnForbidden(run.pollError);

  return (
    <Box>
      <SectionHeader title={t('planImport.title')} subtitle={t('planImport.subtitle')} />
      <ImportPanel run={run} texts="planImport" accept=".zip,application/zip" inputTestId="plan-import-file" />
    </Box>
  );
}
