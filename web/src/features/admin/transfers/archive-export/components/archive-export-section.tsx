import { useState } from 'react';
import { Box, Checkbox, FormControlLabel, FormHelperText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SectionHeader } from '../../../components/section-header.tsx';
import { ExportPanel } from '../../shared/components/export-panel.tsx';
import { ExportStatusSummary } from '../../shared/components/export-status-summary.tsx';
import { useExportWithStatus } from '../../shared/hooks/use-export-with-status.ts';
import { saveDownload } from '../../shared/lib/download.ts';
import { formatFileSize } from '../../shared/lib/file-size.ts';
import { downloadFailure, exportFailure } from '../../shared/lib/transfer-errors.ts';
import { cancelDataExport } from '../api/cancel-data-export.ts';
import { fetchExportedFile, fetchExportedFileStream, submitExportedFileForm } from '../api/download-data-export.ts';
import { dataExportProgressQueryOptions, getDataExportProgress } from '../api/get-data-export-progress.ts';
import { exportStatusQueryOptions } from '../api/get-export-status.ts';
import { startDataExport } from '../api/start-data-export.ts';
import { downloadDataExport } from '../lib/download-with-fallbacks.ts';

/** The download starts 1 s after 100 %. */
const AUTO_DOWNLOAD_DELAY_MS = 1000;
const HELP_ID = 'data-export-images-help';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Admin section `export`: start (images only when asked for), progress
 * polled every 2 s, the automatic download 1 s after 100 % with its download fallbacks, cancel, and the status
 * read at page load, which resumes polling a running export and offers the last finished export's file.
 */
export function ArchiveExportSection() {
  const { t, i18n } = useTranslation('admin');
  const [includeImages, setIncludeImages] = useState(false);

  async function download(taskId: string, onProgress: (percent: number) => void) {
    const outcome = await downloadDataExport(taskId, onProgress, {
      fetchFile: fetchExportedFile,
      fetchStream: fetchExportedFileStream,
      isReady: async (id) => (await getDataExportProgress(id)).isReady,
      submitForm: submitExportedFileForm,
      save: saveDownload,
      wait,
    });
    if (outcome.via === 'browser')
      return t('dataExport.handedToBrowser', {
        size: outcome.size === null ? '?' : formatFileSize(outcome.size, i18n.language),
      });
  }

  const { run, status } = useExportWithStatus({
    texts: 'dataExport',
    statusQuery: exportStatusQueryOptions(),
    progressQuery: dataExportProgressQueryOptions,
    start: () => startDataExport({ includeImages }),
    cancel: cancelDataExport,
    download,
    autoDownloadDelayMs: AUTO_DOWNLOAD_DELAY_MS,
    failure: (error) => exportFailure(error, t, 'dataExport', { waitOnBadGateway: true, forbiddenText: true }),
    downloadFailure: (error) => downloadFailure(error, t, 'dataExport', { forbiddenText: true }),
  });

  const options = (
    <Box>
      <FormControlLabel
        control={
          <Checkbox
            checked={includeImages}
            disabled={run.exporting}
            onChange={(event) => setIncludeImages(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': HELP_ID } }}
          />
        }
        label={t('dataExport.includeImages')}
      />
      <FormHelperText id={HELP_ID} sx={{ mt: 0 }}>
        {t('dataExport.includeImagesHelp')}
      </FormHelperText>
    </Box>
  );

  return (
    <Box>
      <SectionHeader title={t('dataExport.title')} subtitle={t('dataExport.subtitle')} />
      <ExportPanel
        run={run}
        texts="dataExport"
        startDisabled={status.isPending}
        options={options}
        summary={<ExportStatusSummary status={status} run={run} texts="dataExport" />}
      />
    </Box>
  );
}
