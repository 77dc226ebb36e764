import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { formatMessage, isMessageCode, type Language, type MessageCode } from '@raritet/contracts/messages';
import {
  PlanRecord,
  type PlanExportProgress,
  type PlanImportProgress,
  type TransferChunkResponse,
} from '@raritet/contracts/transfers';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/types.ts';
import { AppError, badRequest, isUniqueViolation, notFound } from '../../lib/errors.ts';
import type { Logger } from '../../lib/logger.ts';
import { serverRoot } from '../../lib/paths.ts';
import type { BillingService } from '../billing/service.ts';
import { ndjsonPath, PackageError, type PackageErrorParams } from './package-format.ts';
import { readRecords, verifyPackage } from './package-reader.ts';
import { writePackage } from './package-writer.ts';
import type { TransferTaskRow, TransferTaskStatus } from './schema.ts';
import { createTasksRepository } from './tasks-repository.ts';
import type { Uploads } from './uploads.ts';

const PLANS_ENTRY = ndjsonPath('plans');
/** A queued or running task that has not changed for this long was killed with its process. */
const STALE_SECONDS = 15 * 60;
const ACTIVE: TransferTaskStatus[] = ['uploading', 'queued', 'running'];

/** The version the packages name as their product's: the server package's. */
const productVersion = (): string =>
  (JSON.parse(readFileSync(join(serverRoot, 'package.json'), 'utf8')) as { version: string }).version;

/** Stops the import's transaction: a cancel arrived. */
class Cancelled extends Error {}

const percent = (part: number, whole: number) => (whole > 0 ? Math.min(100, Math.floor((part * 100) / whole)) : 0);

function messageOf(task: TransferTaskRow, lang: Language): string | null {
  const code = task.messageCode;
  if (!code || !isMessageCode(code)) return null;
  const text = formatMessage(code, lang, task.messageParams ?? {});
  return task.status === 'error' && task.direction === 'import'
    ? formatMessage('transfer_import_failed', lang, { reason: text })
    : text;
}

/**
 * The subscription plans' export and import (admin area §4, §7; issue 16). State is a transfer_tasks row
 * (any process answers progress, download and cancel); the work runs as jobs. The export writes every plan
 * field through billing's service into a package; the import verifies the whole package first, then
 * upserts by name through billing in one transaction, so a cancel or an error leaves the plans as before.
 */
export function createPlanTransfer({
  database,
  billing,
  jobs,
  uploads,
  exportsDir,
  log,
}: {
  database: Database;
  billing: Pick<BillingService, 'exportPlans' | 'importPlan'>;
  jobs: JobQueue;
  uploads: Uploads;
  exportsDir: string;
  log?: Pick<Logger, 'error'> | undefined;
}) {
  const tasks = createTasksRepository(database.db);
  /** The jobs running in this process, so a cancel that lands here stops them at once. */
  const running = new Map<string, AbortController>();

  async function task(id: string, direction: 'export' | 'import', missing: MessageCode): Promise<TransferTaskRow> {
    const row = await tasks.find(id);
    if (!row || row.kind !== 'plans' || row.direction !== direction) throw notFound(missing);
    return row;
  }

  async function fail(id: string, code: MessageCode, params: PackageErrorParams = {}): Promise<void> {
    await tasks.update(id, ['running', 'queued'], { status: 'error', messageCode: code, messageParams: params });
  }

  return {
    /* ---- export ---- */

    /** Starts the export job; 400 while another plan export runs (the partial unique index decides). */
    async startExport(): Promise<{ taskId: string }> {
      await tasks.failStale('plans', STALE_SECONDS, 'transfer_plan_export_failed');
      const taskId = randomUUID();
      try {
        await tasks.insert({ id: taskId, kind: 'plans', direction: 'export', status: 'queued' });
      } catch (error) {
        if (isUniqueViolation(error)) throw badRequest('transfer_plan_export_running');
        throw error;
      }
      await jobs.send('transfers.export-plans', { taskId });
      return { taskId };
    },

    /** The export job: writes the package to exportsDir/<taskId>.zip. */
    async runExport(taskId: string): Promise<'skipped' | undefined> {
      if (!(await tasks.update(taskId, ['queued'], { status: 'running', progress: 10 }))) return 'skipped';
      const controller = new AbortController();
      running.set(taskId, controller);
      const file = join(exportsDir, `${taskId}.zip`);
      try {
        await mkdir(exportsDir, { recursive: true });
        const plans = await billing.exportPlans();
        await tasks.update(taskId, ['running'], { progress: 50 });
        await writePackage(file, {
          kind: 'plans',
          productVersion: productVersion(),
          signal: controller.signal,
          entries: [
            {
              path: PLANS_ENTRY,
              records: () =>
                plans.map((plan) => ({
                  ...plan,
                  createdAt: plan.createdAt.toISOString(),
                  updatedAt: plan.updatedAt.toISOString(),
                })),
            },
          ],
        });
        const done = await tasks.update(taskId, ['running'], { status: 'done', progress: 100, filePath: file });
        if (!done) await rm(file, { force: true });
      } catch (error) {
        await rm(file, { force: true });
        if (!controller.signal.aborted) {
          log?.error({ err: error, taskId }, 'transfers: the plan export failed');
          await fail(taskId, 'transfer_plan_export_failed');
        }
      } finally {
        running.delete(taskId);
      }
      return undefined;
    },

    async exportProgress(taskId: string, lang: Language): Promise<PlanExportProgress> {
      const row = await task(taskId, 'export', 'transfer_export_not_found');
      const isError = row.status === 'error' || row.status === 'cancelled';
      return { progress: row.progress, isError, errorDetails: isError ? messageOf(row, lang) : null };
    },

    /** The finished export's file: 404 when there is none (or it was swept), 400 while not done. */
    async exportFile(taskId: string): Promise<{ path: string; size: number }> {
      const row = await tasks.find(taskId);
      if (!row || row.kind !== 'plans' || row.direction !== 'export')
        throw notFound('transfer_plan_export_file_missing');
      if (row.status !== 'done' || !row.filePath) throw badRequest('transfer_plan_export_not_ready');
      const size = await stat(row.filePath).then(
        (s) => s.size,
        () => undefined,
      );
      if (size === undefined) throw notFound('transfer_plan_export_file_missing');
      return { path: row.filePath, size };
    },

    async cancelExport(taskId: string, lang: Language): Promise<{ message: string }> {
      await task(taskId, 'export', 'transfer_export_not_found');
      running.get(taskId)?.abort();
      const cancelled = await tasks.update(taskId, ['queued', 'running'], {
        status: 'cancelled',
        messageCode: 'transfer_export_cancelled',
      });
      return { message: formatMessage(cancelled ? 'transfer_export_cancelled' : 'transfer_task_already_ended', lang) };
    },

    /* ---- import ---- */

    async startImport(size: number, fileName: string | undefined): Promise<{ importId: string }> {
      const { id } = await uploads.init({ kind: 'plans', size, fileName: fileName ?? null });
      await tasks.insert({ id, kind: 'plans', direction: 'import', status: 'uploading' });
      return { importId: id };
    },

    async chunk(importId: string, bytes: Uint8Array, offset?: number): Promise<TransferChunkResponse> {
      const row = await task(importId, 'import', 'transfer_import_not_found');
      if (row.status !== 'uploading') throw notFound('transfer_upload_not_found');
      try {
        const state = await uploads.chunk(importId, bytes, offset);
        return { received: state.received, size: state.size };
      } catch (error) {
        if (error instanceof AppError && error.code === 'transfer_upload_too_large') {
          await tasks.update(importId, ['uploading'], {
            status: 'error',
            messageCode: error.code,
            messageParams: error.params ?? {},
          });
        }
        throw error;
      }
    },

    /** Ends the upload and queues the import; returns at once. A retry of a finished one answers the same. */
    async finishImport(importId: string, lang: Language): Promise<{ message: string }> {
      const row = await task(importId, 'import', 'transfer_import_not_found');
      if (row.status === 'uploading') {
        await uploads.finish(importId);
        if (await tasks.update(importId, ['uploading'], { status: 'queued', messageCode: 'transfer_import_queued' })) {
          await jobs.send('transfers.import-plans', { importId }, { singletonKey: importId });
        }
      } else if (row.status === 'cancelled' || row.status === 'error') {
        throw notFound('transfer_upload_not_found');
      }
      return { message: formatMessage('transfer_import_queued', lang) };
    },

    /** The import job: verify the whole file, then write every plan in one transaction. */
    async runImport(importId: string): Promise<'skipped' | undefined> {
      if (!(await tasks.update(importId, ['queued'], { status: 'running', messageCode: 'transfer_import_verifying' })))
        return 'skipped';
      const controller = new AbortController();
      running.set(importId, controller);
      const { signal } = controller;
      const file = uploads.pathOf(importId);
      try {
        const verified = await verifyPackage(file, 'plans', { signal });
        if (!verified.ok) throw new PackageError(verified.code, verified.params);
        if (!verified.manifest.entries.some((entry) => entry.path === PLANS_ENTRY))
          throw new PackageError('transfer_entry_missing', { path: PLANS_ENTRY });
        const total = verified.manifest.counts.plans ?? 0;
        await tasks.update(importId, ['running'], { progress: 50, messageCode: 'transfer_import_writing' });
        await database.db.transaction(async (tx) => {
          const counts = { created: 0, updated: 0, unchanged: 0 };
          const names = new Set<string>();
          const report: TransferTaskRow['report'] = [];
          for await (const { line, record } of readRecords(file, PLANS_ENTRY, signal)) {
            const parsed = PlanRecord.safeParse(record);
            if (!parsed.success) {
              const field = String(parsed.error.issues[0]?.path[0] ?? '-');
              throw new PackageError('transfer_record_invalid', { path: PLANS_ENTRY, line, field });
            }
            const { id: _exportedId, ...plan } = parsed.data;
            // The database does not forbid two plans of one name, but the import's key is the name: the
            // first one is taken, every later one is listed in the report (never silently dropped).
            if (names.has(plan.name)) {
              report.push({ row: line, key: plan.name, message: 'transfer_record_duplicate' });
              continue;
            }
            names.add(plan.name);
            const outcome = await billing.importPlan(
              { ...plan, createdAt: new Date(plan.createdAt), updatedAt: new Date(plan.updatedAt) },
              tx,
            );
            counts[outcome] += 1;
            if (signal.aborted) throw new Cancelled();
          }
          // A cancel that another process wrote meanwhile, seen before anything is committed.
          if (signal.aborted || (await tasks.find(importId, tx))?.status !== 'running') throw new Cancelled();
          const finished = await tasks.update(
            importId,
            ['running'],
            {
              status: 'done',
              progress: 100,
              messageCode: 'transfer_plan_import_done',
              messageParams: { ...counts, total },
              report,
            },
            tx,
          );
          if (!finished) throw new Cancelled();
        });
      } catch (error) {
        if (error instanceof Cancelled || signal.aborted) {
          await tasks.update(importId, ['running'], {
            status: 'cancelled',
            messageCode: 'transfer_plan_import_cancelled',
          });
        } else if (error instanceof PackageError) {
          await fail(importId, error.code, error.params);
        } else {
          log?.error({ err: error, importId }, 'transfers: the plan import failed');
          await fail(importId, 'transfer_import_internal_error');
        }
      } finally {
        running.delete(importId);
        await uploads.drop(importId).catch(() => undefined);
      }
      return undefined;
    },

    async importProgress(importId: string, lang: Language): Promise<PlanImportProgress> {
      const row = await task(importId, 'import', 'transfer_import_not_found');
      const upload = await uploads.state(importId);
      const uploaded = upload ? percent(upload.received, upload.size) : 0;
      let uploadProgress = 100;
      if (row.status === 'uploading') uploadProgress = uploaded;
      else if ((row.status === 'cancelled' || row.status === 'error') && row.progress === 0) uploadProgress = uploaded;
      const message =
        row.status === 'uploading' && upload
          ? formatMessage('transfer_import_uploading', lang, { received: upload.received, size: upload.size })
          : messageOf(row, lang);
      return {
        uploadProgress,
        importProgress: row.progress,
        isFinished: row.status === 'done',
        isCancelledOrError: row.status === 'cancelled' || row.status === 'error',
        message,
        // The report keeps message codes; they are shown in the reader's language.
        report: row.report.map((entry) => ({
          ...entry,
          message: isMessageCode(entry.message)
            ? formatMessage(entry.message, lang, { path: PLANS_ENTRY, line: entry.row, key: entry.key })
            : entry.message,
        })),
      };
    },

    async cancelImport(importId: string, lang: Language): Promise<{ message: string }> {
      const row = await task(importId, 'import', 'transfer_import_not_found');
      running.get(importId)?.abort();
      const cancelled = await tasks.update(importId, ACTIVE, {
        status: 'cancelled',
        messageCode: 'transfer_plan_import_cancelled',
      });
      if (cancelled && row.status !== 'running') await uploads.drop(importId).catch(() => undefined);
      return {
        message: formatMessage(cancelled ? 'transfer_plan_import_cancelled' : 'transfer_task_already_ended', lang),
      };
    },

    /**
     * The hourly sweep: expired uploads, tasks older than a day with their export files, and plan tasks
     * silent for 15 minutes (killed with their process; a plan transfer takes seconds).
     */
    async sweep(): Promise<number> {
      const uploadsDropped = await uploads.sweep();
      await tasks.failStale('plans', STALE_SECONDS, 'transfer_import_internal_error');
      const old = await tasks.deleteOlderThan(24 * 60 * 60);
      for (const { filePath } of old) if (filePath) await rm(filePath, { force: true });
      return uploadsDropped + old.length;
    },
  };
}

export type PlanTransfer = ReturnType<typeof createPlanTransfer>;
