import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PollVerdict } from '../lib/transfer-errors.ts';
import type { TransferPollQuery } from '../lib/poll-query.ts';

/** What every export's progress answer has. */
export interface ExportProgressLike {
  progress: number;
  isError: boolean;
  errorDetails: string | null;
}

/** The download's progress resets this long after it ended (the same for every export). */
const DOWNLOAD_RESET_MS = 1000;

export interface ExportRunConfig<P extends ExportProgressLike> {
  /** The section's texts in the admin namespace: `${texts}.done`, `${texts}.errors.failed`. */
  texts: string;
  progressQuery: TransferPollQuery<P>;
  start: () => Promise<{ taskId: string }>;
  cancel: (taskId: string) => Promise<{ message: string }>;
  /** Fetches and saves the task's file; may resolve with a notice (a download handed to the browser). */
  download: (taskId: string, onProgress: (percent: number) => void) => Promise<string | void>;
  /** 1 s after 100 % for data and plans, 0 (at once) for users. */
  autoDownloadDelayMs: number;
  /** What a failed start, poll or cancel says, and whether polling goes on. */
  failure: (error: unknown) => PollVerdict;
  downloadFailure: (error: unknown) => string;
  /** A task known when the section opens (the plans' last one, kept in localStorage). */
  initialTaskId?: string | null;
  /** Called with the task id whenever the section adopts or forgets one. */
  onTaskChange?: (taskId: string | null) => void;
  /** Called when an export ends (finished, failed or cancelled): a status shown beside it is stale. */
  onEnded?: () => void;
  /** Called when the start was refused (another export may be running). */
  onStartFailed?: (error: unknown) => void;
}

/**
 * The export state machine every export section shares (Data and User export): start,
 * poll until 100 %, an error flag or a failed request, the automatic download, its own progress, cancel,
 * and resuming a running export found at page load.
 */
export function useExportRun<P extends ExportProgressLike>(config: ExportRunConfig<P>) {
  const { t } = useTranslation('admin');
  const [taskId, setTaskId] = useState<string | null>(config.initialTaskId ?? null);
  const [exporting, setExporting] = useState(false);
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  /** A poll failure that does not stop the export (a 502): shown until the next answer. */
  const [warning, setWarning] = useState<string | null>(null);
  const [downloadProgress, setDownloadProgress] = useState(0);
  const timers = useRef<number[]>([]);
  const startMutation = useMutation({ mutationFn: config.start });
  const cancelMutation = useMutation({ mutationFn: config.cancel });
  const downloadMutation = useMutation({
    mutationFn: (id: string) => config.download(id, setDownloadProgress),
  });
  const poll = useQuery(config.progressQuery(taskId, exporting));

  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);

  function later(callback: () => void, ms: number) {
    if (ms <= 0) callback();
    else timers.current.push(window.setTimeout(callback, ms));
  }

  function rememberTask(id: string | null) {
    setTaskId(id);
    config.onTaskChange?.(id);
  }

  function download(id = taskId) {
    if (!id) return;
    setError(null);
    setDownloadProgress(0);
    downloadMutation.mutate(id, {
      onSuccess: (message) => {
        if (message) setNotice(message);
      },
      onError: (failure) => {
        // "The file is being downloaded" no longer holds.
        setNotice(null);
        setError(config.downloadFailure(failure));
      },
      onSettled: () => later(() => setDownloadProgress(0), DOWNLOAD_RESET_MS),
    });
  }

  // The poll's answers drive the export (until 100, an error flag, or a failed request).
  const answer = poll.data;
  const pollError = poll.error;
  useEffect(() => {
    if (!exporting) return;
    if (pollError) {
      const verdict = config.failure(pollError);
      if (verdict.keepPolling) {
        setWarning(verdict.message);
        return;
      }
      setWarning(null);
      setExporting(false);
      setError(verdict.message);
      config.onEnded?.();
    } else if (answer) {
      setWarning(null);
      setProgress(answer.progress);
      if (answer.isError) {
        setExporting(false);
        setError(answer.errorDetails || t(`${config.texts}.errors.failed`));
        config.onEnded?.();
      } else if (answer.progress >= 100) {
        setExporting(false);
        setNotice(t(`${config.texts}.done`));
        config.onEnded?.();
        const id = taskId;
        later(() => download(id), config.autoDownloadDelayMs);
      }
    }
    // The effect reacts to the poll's answers only; config, t and download are read as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer, pollError, exporting]);

  function start() {
    setError(null);
    setNotice(null);
    setWarning(null);
    setProgress(0);
    startMutation.mutate(undefined, {
      onSuccess: ({ taskId: id }) => {
        rememberTask(id);
        setExporting(true);
      },
      onError: (failure) => {
        setError(config.failure(failure).message);
        config.onStartFailed?.(failure);
      },
    });
  }

  function cancel() {
    if (!taskId) return;
    setExporting(false);
    setWarning(null);
    setProgress(0);
    cancelMutation.mutate(taskId, {
      onSuccess: (result) => {
        setNotice(result.message);
        rememberTask(null);
      },
      onError: (failure) => setError(config.failure(failure).message),
      onSettled: () => config.onEnded?.(),
    });
  }

  /** An export found running at page load: poll it from where it is. */
  function resume(id: string, at: number, message?: string) {
    rememberTask(id);
    setProgress(at);
    setError(null);
    setNotice(message ?? null);
    setExporting(true);
  }

  /** A finished export found at page load: its file can be downloaded. */
  function adopt(id: string | null) {
    if (!exporting) rememberTask(id);
  }

  return {
    taskId,
    exporting,
    progress,
    error,
    notice,
    warning,
    downloadProgress,
    downloading: downloadMutation.isPending,
    starting: startMutation.isPending,
    cancelling: cancelMutation.isPending,
    /** The last failed request (for the panel's access-denied state on a 403). */
    requestError: poll.error ?? startMutation.error,
    start,
    cancel,
    download,
    resume,
    adopt,
  };
}

export type ExportRun = ReturnType<typeof useExportRun>;
