import type { ReactNode } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ChunkedImport } from '../hooks/use-chunked-import.ts';
import { formatFileSize } from '../lib/file-size.ts';
import { ImportReport } from './import-report.tsx';
import { TransferProgress } from './transfer-progress.tsx';

/** Out of sight but in the page: still focusable and announced, unlike an input that is `hidden`. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

interface ImportPanelProps {
  run: ChunkedImport;
  /** The section's texts in the admin namespace (`planImport`, `dataImport`, `userImport`). */
  texts: string;
  /** The file input's `accept` and test id. */
  accept: string;
  inputTestId: string;
  /** Shown above the file choice (the user import's "plans before users"). */
  hint?: ReactNode;
}

/**
 * The controls and states every import section shows: choose a file, start, cancel
 * while it runs, reset, the upload's and the import's progress, the server's message, the error and the
 * report of records not taken as they were. Everything but cancel is disabled while it runs.
 */
export function ImportPanel({ run, texts, accept, inputTestId, hint }: ImportPanelProps) {
  const { t, i18n } = useTranslation('admin');
  const { running, phase } = run;
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      {hint}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        {/*
          The file input is the control (named by the label's text, opened by the keyboard); the label only
          looks like a button. A label with the role of a button is not allowed (axe aria-allowed-role), and a
          hidden input cannot take the focus.
        */}
        <Button
          component="label"
          role={undefined}
          tabIndex={-1}
          variant="outlined"
          disabled={running}
          sx={{ '&:has(input:focus-visible)': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }}
        >
          {t(`${texts}.chooseFile`)}
          <Box
            component="input"
            key={run.inputKey}
            type="file"
            accept={accept}
            disabled={running}
            onChange={run.choose}
            data-testid={inputTestId}
            sx={visuallyHidden}
          />
        </Button>
        <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
          {run.file
            ? t(`${texts}.chosen`, { name: run.file.name, size: formatFileSize(run.file.size, i18n.language) })
            : t(`${texts}.noFile`)}
        </Typography>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button variant="contained" disabled={running} onClick={run.start}>
          {t(`${texts}.start`)}
        </Button>
        <Button variant="outlined" color="warning" disabled={!running} onClick={run.cancel}>
          {t(`${texts}.cancel`)}
        </Button>
        <Button variant="text" disabled={running} onClick={run.reset}>
          {t(`${texts}.reset`)}
        </Button>
      </Stack>
      {phase !== 'idle' && (
        <Stack spacing={1}>
          <TransferProgress
            label={t(`${texts}.uploadProgress`, { progress: run.uploadProgress })}
            value={run.uploadProgress}
          />
          <TransferProgress
            label={t(`${texts}.importProgress`, { progress: run.importProgress })}
            value={run.importProgress}
          />
        </Stack>
      )}
      {run.message && !run.error && (
        <Alert severity={phase === 'finished' ? 'success' : 'info'} role="status">
          {run.message}
        </Alert>
      )}
      {run.error && <Alert severity="error">{run.error}</Alert>}
      <ImportReport rows={run.report} title={t(`${texts}.report`)} />
    </Stack>
  );
}
