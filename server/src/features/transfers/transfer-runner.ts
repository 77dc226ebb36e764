import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { formatMessage, isMessageCode, type Language, type MessageCode } from '@raritet/contracts/messages';
import type {
  ImportReportRow,
  TransferChunkResponse,
  TransferKind,
  TransferManifest,
} from '@raritet/contracts/transfers';
import type { Database, Tx } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/types.ts';
import { badRequest, isUniqueViolation, notFound } from '../../lib/errors.ts';
import type { Logger } from '../../lib/logger.ts';
import { serverRoot } from '../../lib/paths.ts';
import { safeError } from '../../lib/error-text.ts';
import { PackageError, type PackageErrorParams } from './package-format.ts';
import { verifyPackage } from './package-reader.ts';
import type { TransferTaskRow, TransferTaskStatus } from './schema.ts';
import { createTasksRepository } from './tasks-repository.ts';
import type { Uploads } from './uploads.ts';
import { makePrivateDir } from '../../lib/private-files.ts';

/** The version the packages name as their product's: the server package's. */
export const productVersion = (): string =>
  (JSON.parse(readFileSync(join(serverRoot, 'package.json'), 'utf8')) as { version: string }).version;

/** A running task writes a heartbeat this often; one silent for STALE_RUNNING_SECONDS was killed. */
const HEARTBEAT_MS = 20_000;
const STALE_RUNNING_SECONDS = 120;
/** A queued task waits for a worker; one still queued after this long lost its job. */
const STALE_QUEUED_SECONDS = 15 * 60;
/** The progress written to the task row (for other processes) at most this often. */
const PROGRESS_WRITE_MS = 1_000;
/** Verification is the first part of an import's progress, writing the rest. */
const VERIFY_SHARE = 30;

const ACTIVE: TransferTaskStatus[] = ['uploading', 'queued', 'running'];

/** Stops an import's transaction: a cancel arrived. */
class Cancelled extends Error {}

export const percent = (part: number, whole: number) =>
  whole > 0 ? Math.min(100, Math.max(0, Math.floor((part * 100) / whole))) : 0;

/** The message codes that differ between the kinds (the plans' were there first and keep their texts). */
export type TransferMessages = {
  exportRunning: MessageCode;
  exportFailed: MessageCode;
  exportNotReady: MessageCode;
  exportFileMissing: MessageCode;
  importCancelled: MessageCode;
  /** Its parameters are the counts the import returns, plus `total`. */
  importDone: MessageCode;
};

export type ExportOptions = { includeImages?: boolean };

export type ExportContext = {
  /** Where the package goes (writePackage writes `.partial` and renames). */
  file: string;
  signal: AbortSignal;
  options: ExportOptions;
  productVersion: string;
  /** The export's progress 0–100 (cheap to call often: kept in memory, written to the row at most each second). */
  progress: (value: number) => void;
};

export type ImportContext = {
  /** The uploaded package, already verified against its manifest. */
  file: string;
  manifest: TransferManifest;
  /** The import's one transaction: everything it writes goes through it, so a cancel or an error undoes all. */
  tx: Tx;
  signal: AbortSignal;
  /** The writing phase's progress 0–100. */
  progress: (value: number) => void;
  /**
   * A record taken otherwise than it was (its plan missing, a duplicate): listed, never silently dropped.
   * `message` is a message code, formatted in the reader's language with `line`, `key` and `params`.
   */
  report: (row: ReportEntry) => void;
};

export type TransferKindDefinition = {
  kind: TransferKind;
  messages: TransferMessages;
  /** Writes the package; throws PackageError or any error to fail, stops when the signal aborts. */
  writeExport: (context: ExportContext) => Promise<void>;
  /** Writes the records in the transaction; returns the counts the done message names. */
  importPackage: (context: ImportContext) => Promise<Record<string, number>>;
};

/**
 * Report lines an import keeps at most, whatever it imports; the rest are counted in one last line, so a
 * package of 100,000 refused records leaves a readable report and a task row of bounded size.
 */
export const REPORT_MAX = 1000;

/** A report line as stored: a message code and its parameters. */
export type ReportEntry = TransferTaskRow['report'][number];

/** The state of a task running in this process, so its progress and cancel never wait on the database. */
type Running = {
  controller: AbortController;
  direction: 'export' | 'import';
  progress: number;
  messageCode: MessageCode;
  report: ReportEntry[];
};

/** What the progress calls answer, before each route shapes it. */
export type ExportState = {
  taskId: string | null;
  isExporting: boolean;
  progress: number;
  isError: boolean;
  errorDetails: string | null;
  isReady: boolean;
  fileSize: number | null;
  createdAt: string | null;
};
export type ImportState = {
  importTaskId: string;
  uploadProgress: number;
  importProgress: number;
  message: string | null;
  isFinished: boolean;
  isCancelledOrError: boolean;
  report: ImportReportRow[];
};

/**
 * One kind's export and import (ADR 0026, 0029), shared by plans, users and the
 * archive: the kind gives how to write its package and how to write a verified package's records. State
 * is a transfer_tasks row, so every process answers progress, download and cancel; the work runs as jobs.
 * While a task runs here, its progress and a cancel are answered from memory (on the embedded database
 * the import's transaction holds the one connection until it ends). A running task writes a heartbeat;
 * one that stops (its process was killed) is failed after two minutes, so it never blocks the next.
 * An import verifies the whole file first, then writes in one transaction: a cancel, an error or a kill
 * leaves the database as it was.
 */
export function createTransferRunner({
  database,
  jobs,
  uploads,
  exportsDir,
  log,
  definition,
}: {
  database: Database;
  jobs: JobQueue;
  uploads: Uploads;
  exportsDir: string;
  log?: Pick<Logger, 'error'> | undefined;
  definition: TransferKindDefinition;
}) {
  const { kind, messages } = definition;
  const tasks = createTasksRepository(database.db);
  const running = new Map<string, Running>();
  const exportJob = `transfers.export-${kind}` as const;
  const importJob = `transfers.import-${kind}` as const;

  function messageOf(
    task: Pick<TransferTaskRow, 'messageCode' | 'messageParams' | 'status' | 'direction'>,
    lang: Language,
  ) {
    const code = task.messageCode;
    if (!code || !isMessageCode(code)) return null;
    const text = formatMessage(code, lang, task.messageParams ?? {});
    return task.status === 'error' && task.direction === 'import'
      ? formatMessage('transfer_import_failed', lang, { reason: text })
      : text;
  }

  async function task(id: string, direction: 'export' | 'import', missing: MessageCode): Promise<TransferTaskRow> {
    const row = await tasks.find(id);
    if (!row || row.kind !== kind || row.direction !== direction) throw notFound(missing);
    return row;
  }

  async function fail(id: string, code: MessageCode, params: PackageErrorParams = {}): Promise<void> {
    await tasks.update(id, ['running', 'queued'], { status: 'error', messageCode: code, messageParams: params });
  }

  /**
   * Registers a task running here: its progress goes to memory at once and to the row at most each second,
   * with a heartbeat meanwhile. Writes are never awaited by the work (on PGlite they wait for the import's
   * transaction) and never pile up; a write that finds the task no longer running (cancelled from another
   * process) aborts the work.
   */
  function track(id: string, direction: 'export' | 'import', messageCode: MessageCode) {
    const state: Running = { controller: new AbortController(), direction, progress: 0, messageCode, report: [] };
    running.set(id, state);
    let writing = false;
    let lastWrite = 0;
    const write = (force = false) => {
      if (writing || (!force && Date.now() - lastWrite < PROGRESS_WRITE_MS)) return;
      writing = true;
      lastWrite = Date.now();
      tasks
        .update(id, ['running'], { progress: state.progress, messageCode: state.messageCode })
        .then((stillRunning) => {
          if (!stillRunning && running.get(id) === state) state.controller.abort();
        })
        .catch(() => undefined)
        .finally(() => (writing = false));
    };
    const heartbeat = setInterval(() => write(true), HEARTBEAT_MS);
    heartbeat.unref();
    return {
      state,
      signal: state.controller.signal,
      progress(value: number, code?: MessageCode) {
        const next = Math.max(0, Math.min(99, Math.floor(value)));
        if (next === state.progress && (!code || code === state.messageCode)) return;
        state.progress = next;
        if (code) state.messageCode = code;
        write();
      },
      end() {
        clearInterval(heartbeat);
        if (running.get(id) === state) running.delete(id);
      },
    };
  }

  async function exportState(row: TransferTaskRow | undefined, lang: Language): Promise<ExportState> {
    if (!row) {
      return {
        taskId: null,
        isExporting: false,
        progress: 0,
        isError: false,
        errorDetails: null,
        isReady: false,
        fileSize: null,
        createdAt: null,
      };
    }
    const here = running.get(row.id);
    const isError = row.status === 'error' || row.status === 'cancelled';
    const fileSize =
      row.status === 'done' && row.filePath
        ? await stat(row.filePath).then(
            (s) => s.size,
            () => null,
          )
        : null;
    return {
      taskId: row.id,
      isExporting: row.status === 'queued' || row.status === 'running',
      progress: here ? Math.max(here.progress, row.progress) : row.progress,
      isError,
      errorDetails: isError ? messageOf(row, lang) : null,
      isReady: fileSize !== null,
      fileSize,
      createdAt: row.createdAt.toISOString(),
    };
  }

  const failStale = () =>
    tasks.failStale(kind, STALE_RUNNING_SECONDS, STALE_QUEUED_SECONDS, 'transfer_task_interrupted');

  return {
    kind,

    /* ---- export ---- */

    /** Starts the export job; 400 while another export of this kind runs (the partial unique index decides). */
    async startExport(options: ExportOptions = {}): Promise<{ taskId: string }> {
      await failStale();
      const taskId = randomUUID();
      try {
        await tasks.insert({ id: taskId, kind, direction: 'export', status: 'queued' });
      } catch (error) {
        if (isUniqueViolation(error)) throw badRequest(messages.exportRunning);
        throw error;
      }
      await jobs.send(exportJob, { taskId, ...options });
      return { taskId };
    },

    /** The export job: writes the package to exportsDir/<taskId>.zip. */
    async runExport(taskId: string, options: ExportOptions = {}): Promise<'skipped' | undefined> {
      if (!(await tasks.update(taskId, ['queued'], { status: 'running', progress: 1 }))) return 'skipped';
      const tracked = track(taskId, 'export', 'transfer_export_running');
      const file = join(exportsDir, `${taskId}.zip`);
      try {
        await makePrivateDir(exportsDir);
        await definition.writeExport({
          file,
          signal: tracked.signal,
          options,
          productVersion: productVersion(),
          progress: (value) => tracked.progress(value),
        });
        if (tracked.signal.aborted) throw new Cancelled();
        const done = await tasks.update(taskId, ['running'], {
          status: 'done',
          progress: 100,
          filePath: file,
          messageCode: null,
        });
        if (!done) await rm(file, { force: true });
      } catch (error) {
        await rm(file, { force: true });
        await rm(`${file}.partial`, { force: true });
        if (!tracked.signal.aborted && !(error instanceof Cancelled)) {
          log?.error({ err: safeError(error), taskId, kind }, 'transfers: an export failed');
          await fail(taskId, messages.exportFailed);
        }
      } finally {
        tracked.end();
      }
      return undefined;
    },

    /** The newest export of this kind (the status call: a page opened meanwhile resumes polling it). */
    async exportStatus(lang: Language): Promise<ExportState> {
      await failStale();
      return exportState(await tasks.latest(kind, 'export'), lang);
    },

    async exportProgress(taskId: string, lang: Language): Promise<ExportState> {
      return exportState(await task(taskId, 'export', 'transfer_export_not_found'), lang);
    },

    /** The finished export's file: 404 when there is none (or it was swept), 400 while not done. */
    async exportFile(taskId: string): Promise<{ path: string; size: number }> {
      const row = await tasks.find(taskId);
      if (!row || row.kind !== kind || row.direction !== 'export') throw notFound(messages.exportFileMissing);
      if (row.status !== 'done' || !row.filePath) throw badRequest(messages.exportNotReady);
      const size = await stat(row.filePath).then(
        (s) => s.size,
        () => undefined,
      );
      if (size === undefined) throw notFound(messages.exportFileMissing);
      return { path: row.filePath, size };
    },

    async cancelExport(taskId: string, lang: Language): Promise<{ message: string }> {
      await task(taskId, 'export', 'transfer_export_not_found');
      running.get(taskId)?.controller.abort();
      const cancelled = await tasks.update(taskId, ['queued', 'running'], {
        status: 'cancelled',
        messageCode: 'transfer_export_cancelled',
      });
      return { message: formatMessage(cancelled ? 'transfer_export_cancelled' : 'transfer_task_already_ended', lang) };
    },

    /* ---- import ---- */

    /** Starts an upload of a file of `size` bytes. */
    async startImport(size: number, fileName: string | undefined): Promise<{ importId: string }> {
      const { id } = await uploads.init({ kind, size, fileName: fileName ?? null });
      await tasks.insert({ id, kind, direction: 'import', status: 'uploading' });
      return { importId: id };
    },

    async chunk(importId: string, bytes: Uint8Array, offset?: number): Promise<TransferChunkResponse> {
      const row = await task(importId, 'import', 'transfer_import_not_found');
      if (row.status !== 'uploading') throw notFound('transfer_upload_not_found');
      const state = await uploads.chunk(importId, bytes, offset);
      return { received: state.received, size: state.size };
    },

    /** Ends the upload and queues the import; returns at once. A retry of a finished one answers the same. */
    async finishImport(importId: string, lang: Language): Promise<{ message: string }> {
      if (running.has(importId)) return { message: formatMessage('transfer_import_queued', lang) };
      const row = await task(importId, 'import', 'transfer_import_not_found');
      if (row.status === 'uploading') {
        await uploads.finish(importId);
        if (await tasks.update(importId, ['uploading'], { status: 'queued', messageCode: 'transfer_import_queued' })) {
          await jobs.send(importJob, { importId }, { singletonKey: importId });
        }
      } else if (row.status === 'cancelled' || row.status === 'error') {
        throw notFound('transfer_upload_not_found');
      }
      return { message: formatMessage('transfer_import_queued', lang) };
    },

    /** The import job: verify the whole file, then write every record in one transaction. */
    async runImport(importId: string): Promise<'skipped' | undefined> {
      if (!(await tasks.update(importId, ['queued'], { status: 'running', messageCode: 'transfer_import_verifying' })))
        return 'skipped';
      const tracked = track(importId, 'import', 'transfer_import_verifying');
      const { signal, state } = tracked;
      const file = uploads.pathOf(importId);
      try {
        const verified = await verifyPackage(file, kind, {
          signal,
          onProgress: (done: number, total: number) => tracked.progress((done * VERIFY_SHARE) / Math.max(1, total)),
        });
        if (signal.aborted) throw new Cancelled();
        if (!verified.ok) throw new PackageError(verified.code, verified.params);
        tracked.progress(VERIFY_SHARE, 'transfer_import_writing');
        let reported = 0;
        await database.db.transaction(async (tx) => {
          const counts = await definition.importPackage({
            file,
            manifest: verified.manifest,
            tx,
            signal,
            progress: (value) => tracked.progress(VERIFY_SHARE + (value * (100 - VERIFY_SHARE)) / 100),
            report: (row) => {
              reported += 1;
              if (reported <= REPORT_MAX) state.report.push(row);
            },
          });
          if (reported > REPORT_MAX) {
            state.report.push({
              row: 0,
              key: '',
              message: 'transfer_report_truncated',
              params: { count: reported - REPORT_MAX, shown: REPORT_MAX },
            });
          }
          // A cancel that another process wrote meanwhile, seen before anything is committed.
          if (signal.aborted || (await tasks.find(importId, tx))?.status !== 'running') throw new Cancelled();
          const finished = await tasks.update(
            importId,
            ['running'],
            {
              status: 'done',
              progress: 100,
              messageCode: messages.importDone,
              messageParams: { ...counts },
              report: state.report,
            },
            tx,
          );
          if (!finished) throw new Cancelled();
        });
      } catch (error) {
        if (error instanceof Cancelled || signal.aborted) {
          await tasks.update(importId, ['running'], { status: 'cancelled', messageCode: messages.importCancelled });
        } else if (error instanceof PackageError) {
          await fail(importId, error.code, error.params);
        } else {
          log?.error({ err: safeError(error), importId, kind }, 'transfers: an import failed');
          await fail(importId, 'transfer_import_internal_error');
        }
      } finally {
        tracked.end();
        await uploads.drop(importId).catch(() => undefined);
      }
      return undefined;
    },

    async importProgress(importId: string, lang: Language): Promise<ImportState> {
      const formatReport = (report: ReportEntry[]): ImportReportRow[] =>
        report.map(({ row, key, message, params }) => ({
          row,
          key,
          message: isMessageCode(message) ? formatMessage(message, lang, { line: row, key, ...params }) : message,
        }));
      const here = running.get(importId);
      if (here?.direction === 'import') {
        return {
          importTaskId: importId,
          uploadProgress: 100,
          importProgress: here.progress,
          message: formatMessage(here.messageCode, lang),
          isFinished: false,
          isCancelledOrError: false,
          report: formatReport(here.report),
        };
      }
      let row = await task(importId, 'import', 'transfer_import_not_found');
      // Running or queued, but not here: its process may have been killed (the stale rule decides).
      if (row.status === 'running' || row.status === 'queued') {
        await failStale();
        row = await task(importId, 'import', 'transfer_import_not_found');
      }
      const upload = await uploads.state(importId);
      const uploaded = upload ? percent(upload.received, upload.size) : 0;
      let uploadProgress = 100;
      if (row.status === 'uploading') uploadProgress = uploaded;
      else if ((row.status === 'cancelled' || row.status === 'error') && row.progress === 0) uploadProgress = uploaded;
      let message = messageOf(row, lang);
      if (row.status === 'uploading' && upload) {
        message =
          upload.size > 0
            ? formatMessage('transfer_import_uploading', lang, { received: upload.received, size: upload.size })
            : formatMessage('transfer_import_uploading_unsized', lang, { received: upload.received });
      }
      return {
        importTaskId: importId,
        uploadProgress,
        importProgress: row.progress,
        isFinished: row.status === 'done',
        isCancelledOrError: row.status === 'cancelled' || row.status === 'error',
        message,
        report: formatReport(row.report),
      };
    },

    async cancelImport(importId: string, lang: Language): Promise<{ message: string }> {
      const here = running.get(importId);
      if (here?.direction === 'import') {
        // The job rolls back and records the cancel; on PGlite the database is busy with it until then.
        here.controller.abort();
        return { message: formatMessage(messages.importCancelled, lang) };
      }
      const row = await task(importId, 'import', 'transfer_import_not_found');
      const cancelled = await tasks.update(importId, ACTIVE, {
        status: 'cancelled',
        messageCode: messages.importCancelled,
      });
      if (cancelled && row.status !== 'running') await uploads.drop(importId).catch(() => undefined);
      return {
        message: formatMessage(cancelled ? messages.importCancelled : 'transfer_task_already_ended', lang),
      };
    },

    /** Fails this kind's tasks whose process was killed (the sweep calls it for every kind). */
    failStale,

    /**
     * Whether this import runs here on the embedded database, whose one connection its transaction holds
     * until it ends: whatever else needs the database (a session check) waits that long (ADR 0029).
     */
    holdsDatabase: (importId: string): boolean =>
      database.driver === 'pglite' && running.get(importId)?.direction === 'import',

    /** For the jobs: this kind's job names. */
    jobNames: { export: exportJob, import: importJob },
  };
}

export type TransferRunner = ReturnType<typeof createTransferRunner>;
