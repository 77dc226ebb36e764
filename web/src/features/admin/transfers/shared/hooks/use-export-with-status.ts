import { useEffect, useRef } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ExportTask } from '@raritet/contracts/transfers';
import { isApiError } from '../../../../../lib/api-error.ts';
import { useExportRun, type ExportRunConfig } from './use-export-run.ts';

export interface ExportWithStatusConfig<K extends QueryKey> extends Omit<
  ExportRunConfig<ExportTask>,
  'onEnded' | 'onStartFailed'
> {
  /** The status call: the newest export of the kind (user-export-status). */
  statusQuery: UseQueryOptions<ExportTask, Error, ExportTask, K>;
}

/**
 * An export whose server reports its newest task (data and users): the status read when
 * the section opens resumes polling an export still running and offers the last finished export's file;
 * it is read again when an export ends, and when a start is refused because another one runs.
 */
export function useExportWithStatus<K extends QueryKey>(config: ExportWithStatusConfig<K>) {
  const { t } = useTranslation('admin');
  const status = useQuery(config.statusQuery);
  const { refetch } = status;

  function adoptRunning(task: ExportTask | undefined) {
    if (task?.taskId && task.isExporting) run.resume(task.taskId, task.progress, t(`${config.texts}.resumed`));
  }

  const run = useExportRun<ExportTask>({
    ...config,
    onEnded: () => void refetch(),
    onStartFailed: (error) => {
      if (isApiError(error) && error.status === 400) void refetch().then(({ data }) => adoptRunning(data));
    },
  });

  // Once, at page load: resume a running export, or offer the file of the last finished one.
  const synced = useRef(false);
  const task = status.data;
  useEffect(() => {
    if (!task || synced.current) return;
    synced.current = true;
    if (task.isExporting) adoptRunning(task);
    else if (task.isReady) run.adopt(task.taskId);
    // Only the first answer counts; later ones describe exports this page started or cancelled itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [task]);

  return { run, status };
}
