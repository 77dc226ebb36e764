import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SectionHeader } from '../../../components/section-header.tsx';
import { ExportPanel } from '../../shared/components/export-panel.tsx';
import { ExportStatusSummary } from '../../shared/components/export-status-summary.tsx';
import { useExportWithStatus } from '../../shared/hooks/use-export-with-status.ts';
import { downloadFailure, exportFailure } from '../../shared/lib/transfer-errors.ts';
import { cancelUserExport } from '../api/cancel-user-export.ts';
import { downloadUserExport } from '../api/download-user-export.ts';
import { userExportProgressQueryOptions } from '../api/get-user-export-progress.ts';
import { userExportStatusQueryOptions } from '../api/get-user-export-status.ts';
import { startUserExport } from '../api/start-user-export.ts';

/**
 * Admin section `userexport`: the data export's flow with the download
 * at once after 100 %, and a 403 said as "for administrators only".
 */
export function UserExportSection() {
  const { t } = useTranslation('admin');
  const { run, status } = useExportWithStatus({
    texts: 'userExport',
    statusQuery: userExportStatusQueryOptions(),
    progressQuery: userExportProgressQueryOptions,
    start: startUserExport,
    cancel: cancelUserExport,
    download: downloadUserExport,
    autoDownloadDelayMs: 0,
    failure: (error) => exportFailure(error, t, 'userExport', { forbiddenText: true }),
    downloadFailure: (error) => downloadFailure(error, t, 'userExport', { forbiddenText: true }),
  });

  return (
    <Box>
      <SectionHeader title={t('userExport.title')} subtitle={t('userExport.subtitle')} />
      <ExportPanel
        run={run}
        texts="userExport"
        startDisabled={status.isPending}
        summary={<ExportStatusSummary status={status} run={run} texts="userExport" />}
      />
    </Box>
  );
}
