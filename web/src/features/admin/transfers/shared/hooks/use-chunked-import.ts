import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ImportReportRow, TransferChunkResponse } from '@raritet/contracts/transfers';
import { uploadInChunks } from '../lib/chunked-upload.ts';
import type { TransferPollQuery } from '../lib/poll-query.ts';

/** What every import's progress answer has (and the report). */
export interface ImportProgressLike {
  uploadProgress: number;
  importProgress: number;
  message: string | null;
  isFinished: boolean;
  isCancelledOrError: boolean;
  report: ImportReportRow[];
}

export type ImportPhase = 'idle' | 'uploading' | 'importing' | 'finished' | 'failed' | 'cancelled';
/** The step that failed, for sections whose texts name it. */
export type ImportStage = 'init' | 'upload' | 'finish' | 'progress' | 'cancel';

export interface ChunkedImportConfig<P extends ImportProgressLike> {
  /** The section's texts in the admin namespace: `${texts}.cancelled`, `${texts}.errors.failed`. */
  texts: string;
  chunkBytes: number;
  /** Why a chosen file cannot be used (a name that is not .zip), checked when it is chosen; null if it can. */
  refuseChosen?: (file: File) => string | null;
  /** Why the import cannot start with this file (none chosen, an empty file); null if it can. */
  refuseStart: (file: File | null) => string | null;
  /** Opens the upload for the file's size and name; resolves with the task's id. */
  init: (file: File) => Promise<string>;
  sendChunk: (id: string, chunk: Blob, offset: number, signal: AbortSignal) => Promise<TransferChunkResponse>;
  finish: (id: string) => Promise<unknown>;
  progressQuery: TransferPollQuery<P>;
  cancel: (id: string) => Promise<unknown>;
  failure: (stage: ImportStage, error: unknown) => string;
}

/**
 * The import state machine every import section shares (User and Plan import): choose
 * a file, init with its size, upload it in chunks with their offsets, finish, poll until finished,
 * cancelled or failed, cancel, reset. Controls are meant to be disabled while `running`.
 */
export function useChunkedImport<P extends ImportProgressLike>(config: ChunkedImportConfig<P>) {
  const { t } = useTranslation('admin');
  const [file, setFile] = useState<File | null>(null);
  const [importId, setImportId] = useState<string | null>(null);
  const [phase, setPhase] = useState<ImportPhase>('idle');
  const [uploadProgress, setUploadProgress] = useState(0);
  const [importProgress, setImportProgress] = useState(0);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [report, setReport] = useState<ImportReportRow[]>([]);
  /** A new key empties the file input, so the same file can be chosen again after a reset. */
  const [inputKey, setInputKey] = useState(0);
  const upload = useRef<AbortController | null>(null);
  const running = phase === 'uploading' || phase === 'importing';
  const poll = useQuery(config.progressQuery(importId, phase === 'importing'));

  const answer = poll.data;
  const pollError = poll.error;
  useEffect(() => {
    if (phase !== 'importing') return;
    if (pollError) {
      setPhase('failed');
      setError(config.failure('progress', pollError));
    } else if (answer) {
      setUploadProgress(answer.uploadProgress);
      setImportProgress(answer.importProgress);
      setMessage(answer.message);
      setReport(answer.report);
      if (answer.isFinished) setPhase('finished');
      else if (answer.isCancelledOrError) {
        setPhase('failed');
        setError(answer.message ?? t(`${config.texts}.errors.failed`));
      }
    }
    // The effect reacts to the poll's answers only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer, pollError, phase]);

  useEffect(() => () => upload.current?.abort(), []);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    setError(null);
    setMessage(null);
    const refusal = chosen ? (config.refuseChosen?.(chosen) ?? null) : null;
    if (refusal !== null) {
      setFile(null);
      setError(refusal);
      return;
    }
    setFile(chosen);
  }

  function fail(stage: ImportStage, failure: unknown) {
    setPhase('failed');
    setError(config.failure(stage, failure));
  }

  async function start() {
    const refusal = config.refuseStart(file);
    if (refusal !== null || file === null) {
      setError(refusal);
      return;
    }
    setError(null);
    setMessage(null);
    setReport([]);
    setUploadProgress(0);
    setImportProgress(0);
    setImportId(null);
    setPhase('uploading');
    const controller = new AbortController();
    upload.current = controller;
    let id: string;
    try {
      id = await config.init(file);
    } catch (failure) {
      if (!controller.signal.aborted) fail('init', failure);
      return;
    }
    if (controller.signal.aborted) {
      // Cancelled while the upload was being opened: close the upload the server has just opened.
      void config.cancel(id).catch(() => undefined);
      return;
    }
    setImportId(id);
    let sent: boolean;
    try {
      sent = await uploadInChunks(file, {
        chunkBytes: config.chunkBytes,
        send: (chunk, offset, signal) => config.sendChunk(id, chunk, offset, signal),
        onProgress: setUploadProgress,
        signal: controller.signal,
      });
    } catch (failure) {
      if (!controller.signal.aborted) fail('upload', failure);
      return;
    }
    if (!sent) return;
    try {
      await config.finish(id);
    } catch (failure) {
      if (!controller.signal.aborted) fail('finish', failure);
      return;
    }
    if (!controller.signal.aborted) setPhase('importing');
  }

  async function cancel() {
    upload.current?.abort();
    if (!importId) {
      setPhase('cancelled');
      setMessage(t(`${config.texts}.cancelled`));
      return;
    }
    try {
      await config.cancel(importId);
      setPhase('cancelled');
      setError(null);
      setMessage(t(`${config.texts}.cancelled`));
    } catch (failure) {
      setError(config.failure('cancel', failure));
    }
  }

  function reset() {
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

  return {
    file,
    phase,
    running,
    uploadProgress,
    importProgress,
    message,
    error,
    report,
    inputKey,
    /** The failed poll (for the panel's access-denied state on a 403). */
    pollError,
    choose,
    start: () => void start(),
    cancel: () => void cancel(),
    reset,
  };
}

export type ChunkedImport = ReturnType<typeof useChunkedImport>;
