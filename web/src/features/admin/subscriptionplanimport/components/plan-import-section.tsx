import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ImportReportRow } from '@raritet/contracts/transfers';
import { isApiError } from '../../../../lib/api-error.ts';
import { useDenyAccessOnForbidden } from '../../lib/admin-access-context.ts';
import { SectionHeader } from '../../components/section-header.tsx';
import { cancelPlanImport } from '../api/cancel-plan-import.ts';
import { finishPlanImport } from '../api/finish-plan-import.ts';
import { usePlanImportProgress } from '../api/get-plan-import-progress.ts';
import { startPlanImport } from '../api/start-plan-import.ts';
import { PLAN_CHUNK_BYTES, uploadPlanImportChunk } from '../api/upload-plan-import-chunk.ts';

type Phase = 'idle' | 'uploading' | 'importing' | 'finished' | 'failed' | 'cancelled';

const reasonOf = (error: unknown) => (error instanceof Error && error.message ? error.message : String(error));

/**
 * Admin section `subscriptionplanimport` (spec §2, §4 Plan import, §5, §8, §9): choose a ZIP, start, upload
 * in 1 MiB chunks, finish, progress polled every 2 s until finished, cancelled or failed, cancel, reset.
 * The controls are disabled while it runs.
 */
export function PlanImportSection() {
  const { t } = useTranslation('admin');
  const [file, setFile] = useState<File | null>(null);
  const [importId, setImportId] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [uploadProgress, setUploadProgress] = useState(0);
  const [importProgress, setImportProgress] = useState(0);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [report, setReport] = useState<ImportReportRow[]>([]);
  const [inputKey, setInputKey] = useState(0);
  const upload = useRef<AbortController | null>(null);
  const running = phase === 'uploading' || phase === 'importing';
  const poll = usePlanImportProgress(importId, phase === 'importing');
  useDenyAccessOnForbidden(poll.error);

  const answer = poll.data;
  const pollError = poll.error;
  useEffect(() => {
    if (phase !== 'importing') return;
    if (pollError) {
      setPhase('failed');
      setError(t('planImport.errors.progress', { reason: reasonOf(pollError) }));
    } else if (answer) {
      setUploadProgress(answer.uploadProgress);
      setImportProgress(answer.importProgress);
      setMessage(answer.message);
      setReport(answer.report);
      if (answer.isFinished) setPhase('finished');
      else if (answer.isCancelledOrError) {
        setPhase('failed');
        setError(answer.message ?? t('planImport.errors.failed'));
      }
    }
    // The effect reacts to the poll's answers only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer, pollError, phase]);

  useEffect(() => () => upload.current?.abort(), []);

  function handleFileChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    setError(null);
    setMessage(null);
    if (chosen && !chosen.name.toLowerCase().endsWith('.zip')) {
      setFile(null);
      setError(t('planImport.errors.notZip'));
      return;
    }
    setFile(chosen);
  }

  async function handleStart() {
    if (!file) {
      setError(t('planImport.errors.noFile'));
      return;
    }
    setError(null);
    setMessage(null);
    setReport([]);
    setUploadProgress(0);
    setImportProgress(0);
    setPhase('uploading');
    const controller = new AbortController();
    upload.current = controller;
    let id: string;
    try {
      id = (await startPlanImport(file)).importId;
      setImportId(id);
    } catch (failure) {
      setPhase('failed');
      setError(
        isApiError(failure) && failure.status === 400 && failure.message
          ? failure.message
          : t('planImport.errors.start'),
      );
      return;
    }
    const chunks = Math.max(1, Math.ceil(file.size / PLAN_CHUNK_BYTES));
    for (let index = 0; index < chunks; index += 1) {
      if (controller.signal.aborted) return;
      const offset = index * PLAN_CHUNK_BYTES;
      try {
        const state = await uploadPlanImportChunk(
          id,
          file.slice(offset, offset + PLAN_CHUNK_BYTES),
          offset,
          controller.signal,
        );
        setUploadProgress(Math.floor((state.received * 100) / state.size));
      } catch (failure) {
        if (controller.signal.aborted) return;
        setPhase('failed');
        setError(t('planImport.errors.chunk', { n: index + 1, reason: reasonOf(failure) }));
        return;
      }
    }
    try {
      await finishPlanImport(id);
    } catch (failure) {
      if (controller.signal.aborted) return;
      setPhase('failed');
      setError(t('planImport.errors.finish', { reason: reasonOf(failure) }));
      return;
    }
    if (!controller.signal.aborted) setPhase('importing');
  }

  async function handleCancel() {
    upload.current?.abort();
    if (!importId) {
      setPhase('cancelled');
      setMessage(t('planImport.cancelled'));
      return;
    }
    try {
      await cancelPlanImport(importId);
      setPhase('cancelled');
      setError(null);
      setMessage(t('planImport.cancelled'));
    } catch (failure) {
      setError(t('planImport.errors.cancel', { reason: reasonOf(failure) }));
    }
  }

  function handleReset() {
    upload.current?.abort();
    setFile(null);
    setImportId(null);
    setPhase('idle');
    setUploadProgress(0);
    setImportProgress(0);
    setMessage(null);
    setError(null);
    setReport([]);
    setInputKey((key) => key + 1);
  }

  return (
    <Box>
      <SectionHeader title={t('planImport.title')} subtitle={t('planImport.subtitle')} />
      <Stack spacing={2} sx={{ maxWidth: 640 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Button component="label" variant="outlined" disabled={running}>
            {t('planImport.chooseFile')}
            <input
              key={inputKey}
              type="file"
              accept=".zip,application/zip"
              hidden
              disabled={running}
              onChange={handleFileChange}
              data-testid="plan-import-file"
            />
          </Button>
          <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
            {file ? t('planImport.chosen', { name: file.name, size: file.size }) : t('planImport.noFile')}
          </Typography>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button variant="contained" disabled={running} onClick={() => void handleStart()}>
            {t('planImport.start')}
          </Button>
          <Button variant="outlined" color="warning" disabled={!running} onClick={() => void handleCancel()}>
            {t('planImport.cancel')}
          </Button>
          <Button variant="text" disabled={running} onClick={handleReset}>
            {t('planImport.reset')}
          </Button>
        </Stack>
        {phase !== 'idle' && (
          <Stack spacing={1}>
            <Typography id="plan-import-upload" variant="body2">
              {t('planImport.uploadProgress', { progress: uploadProgress })}
            </Typography>
            <LinearProgress variant="determinate" value={uploadProgress} aria-labelledby="plan-import-upload" />
            <Typography id="plan-import-import" variant="body2">
              {t('planImport.importProgress', { progress: importProgress })}
            </Typography>
            <LinearProgress variant="determinate" value={importProgress} aria-labelledby="plan-import-import" />
          </Stack>
        )}
        {message && !error && (
          <Alert severity={phase === 'finished' ? 'success' : 'info'} role="status">
            {message}
          </Alert>
        )}
        {error && <Alert severity="error">{error}</Alert>}
        {report.length > 0 && (
          <Alert severity="warning">
            <Typography variant="subtitle2">{t('planImport.report')}</Typography>
            <ul>
              {report.map((row) => (
                <li key={`${row.row}-${row.key}`}>{row.message}</li>
              ))}
            </ul>
          </Alert>
        )}
      </Stack>
    </Box>
  );
}
