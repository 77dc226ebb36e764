import { createReadStream } from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '@raritet/contracts/errors';
import {
  DataExportStartBody,
  DownloadForm,
  DownloadQuery,
  ExportStartResponse,
  ExportTask,
  ExportTaskParams,
  ImportChunkQuery,
  ImportInitQuery,
  ImportInitResponse,
  ImportProgressParams,
  ImportTask,
  ImportTaskParams,
  ImportTaskQuery,
  TRANSFER_MAX_CHUNK_BYTES,
  TransferActionResponse,
  TransferChunkQuery,
  TransferChunkResponse,
} from '@raritet/contracts/transfers';
import { badRequest } from '../../lib/errors.ts';
import { fieldErrorHandler } from '../../plugins/field-errors.ts';
import { createImportSessions } from './import-sessions.ts';
import type { TransferRunner } from './transfer-runner.ts';

/**
 * The routes of the users' and the archive's transfers, built from their paths: both
 * kinds do the same things under different names, so one builder keeps them the same. Admin only.
 */

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const security = [{ bearer: [] }];

/** A finished export's ZIP as a download named `fileName` (the plan export's by its task id). */
export function sendZip(reply: FastifyReply, file: { path: string; size: number }, fileName: string) {
  return reply
    .type('application/zip')
    .header('content-length', file.size)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(createReadStream(file.path));
}

async function sendExportFile(runner: TransferRunner, taskId: string, reply: FastifyReply) {
  return sendZip(reply, await runner.exportFile(taskId), `${runner.kind}-export-${taskId}.zip`);
}

export type ExportPaths = {
  tag: string;
  status: string;
  start: string;
  progress: string;
  /** Each download path (with `:taskId`), as GET with the bearer header or `?ticket=`, and as POST with a form. */
  downloads: string[];
  cancel: string;
  /** The start call's body (the data export's includeImages); none otherwise. */
  withStartBody?: boolean;
};

/** Status, start, progress, download(s) and cancel of one kind's export. */
export async function registerExportRoutes(
  parent: FastifyInstance,
  runner: TransferRunner,
  paths: ExportPaths,
): Promise<void> {
  await parent.register(async (plain) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = [paths.tag];
    // The form-submit download posts `token=…` urlencoded (a small body, parsed here only).
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 8192 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    app.get(
      paths.status,
      {
        schema: {
          tags,
          security,
          summary: 'The newest export (taskId null when there was none): a page opened meanwhile resumes polling',
          response: { 200: ExportTask, ...errors },
        },
        onRequest: app.requireAdmin,
      },
      async (request) => runner.exportStatus(request.lang),
    );

    app.post(
      paths.start,
      {
        schema: {
          tags,
          security,
          summary: 'Starts the export job; 400 while another export of this kind runs',
          ...(paths.withStartBody ? { body: DataExportStartBody } : {}),
          response: { 200: ExportStartResponse, ...errors },
        },
        onRequest: app.requireAdmin,
      },
      async (request) => {
        const body = paths.withStartBody ? (request.body as DataExportStartBody) : undefined;
        return runner.startExport({ includeImages: body?.includeImages ?? false });
      },
    );

    app.get(
      paths.progress,
      {
        schema: {
          tags,
          security,
          summary: "The export's progress 0–100, whether it runs, and why it failed",
          params: ExportTaskParams,
          response: { 200: ExportTask, ...errors },
        },
        onRequest: app.requireAdmin,
      },
      async (request) => runner.exportProgress(request.params.taskId, request.lang),
    );

    for (const path of paths.downloads) {
      app.get(
        path,
        {
          schema: {
            tags,
            security,
            summary:
              'The finished export as a ZIP file; a link opened in a new tab carries a single-use `?ticket=` (POST /api/admin/download-ticket) instead of the header',
            params: ExportTaskParams,
            querystring: DownloadQuery,
            response: { 200: z.unknown().describe('The ZIP file'), ...errors },
          },
          ...app.requireAdminForDownload,
        },
        async (request, reply) => sendExportFile(runner, request.params.taskId, reply),
      );
      app.post(
        path,
        {
          schema: {
            tags,
            security,
            summary: 'The form-submit download: a urlencoded form with the `token` field',
            consumes: ['application/x-www-form-urlencoded'],
            params: ExportTaskParams,
            body: DownloadForm,
            response: { 200: z.unknown().describe('The ZIP file'), ...errors },
          },
          ...app.requireAdminForDownload,
        },
        async (request, reply) => sendExportFile(runner, request.params.taskId, reply),
      );
    }

    app.post(
      paths.cancel,
      {
        schema: {
          tags,
          security,
          summary: 'Cancels a running export (a finished one is left as it is)',
          params: ExportTaskParams,
          response: { 200: TransferActionResponse, ...errors },
        },
        onRequest: app.requireAdmin,
      },
      async (request) => runner.cancelExport(request.params.taskId, request.lang),
    );
  });
}

export type ImportPaths = {
  tag: string;
  init: string;
  /** Where the task id is: the path (`/…/:taskId`) or the query (`?importTaskId=`, the `/import/*` reading). */
  taskIdIn: 'path' | 'query';
  chunk: string;
  /** Several names for the same call (the data import's "start or finish"). */
  finish: string[];
  /** With `:id` or `:taskId` in the path, in either reading. */
  progress: string;
  cancel: string;
};

/** Init, octet-stream chunks, finish, progress and cancel of one kind's import. */
export async function registerImportRoutes(
  parent: FastifyInstance,
  runner: TransferRunner,
  paths: ImportPaths,
): Promise<void> {
  await parent.register(async (plain) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = [paths.tag];
    // Chunks are raw bytes (256 KB from the web app, at most 8 MiB).
    app.addContentTypeParser(
      'application/octet-stream',
      { parseAs: 'buffer', bodyLimit: TRANSFER_MAX_CHUNK_BYTES },
      (_request, body, done) => done(null, body),
    );
    const byPath = paths.taskIdIn === 'path';
    const idOf = (request: { params: unknown; query: unknown }): string =>
      byPath ? (request.params as { taskId: string }).taskId : (request.query as { importTaskId: string }).importTaskId;
    const taskSchema = byPath ? { params: ImportTaskParams } : { querystring: ImportTaskQuery };
    // The calls naming an import: admin only, and answered while the import holds the embedded database.
    const sessions = createImportSessions(app, runner);
    const guard = sessions.guard((request) =>
      byPath
        ? (request.params as { taskId?: unknown }).taskId
        : (request.query as { importTaskId?: unknown }).importTaskId,
    );
    const progressGuard = sessions.guard((request) => {
      const params = request.params as { id?: unknown; taskId?: unknown };
      return params.id ?? params.taskId;
    });

    app.post(
      paths.init,
      {
        schema: {
          tags,
          security,
          summary: 'Starts an upload of a file of fileSize bytes (a ZIP export of this kind); no body',
          querystring: ImportInitQuery,
          response: { 200: ImportInitResponse, ...errors },
        },
        errorHandler: fieldErrorHandler({ 'querystring.fileSize': 'transfer_file_size_invalid' }),
        onRequest: app.requireAdmin,
      },
      async (request) => {
        const { importId } = await runner.startImport(request.query.fileSize, request.query.fileName);
        sessions.remember(importId, request);
        return { importTaskId: importId };
      },
    );

    app.post(
      paths.chunk,
      {
        schema: {
          tags,
          security,
          summary:
            'One chunk of the file as application/octet-stream (256 KB); `offset` makes a retry safe (409 when the bytes there differ)',
          consumes: ['application/octet-stream'],
          ...(byPath
            ? { params: ImportTaskParams, querystring: TransferChunkQuery }
            : { querystring: ImportChunkQuery }),
          response: { 200: TransferChunkResponse, ...errors },
        },
        onRequest: guard,
      },
      async (request) => {
        if (!Buffer.isBuffer(request.body)) throw badRequest('transfer_chunk_empty');
        const { offset } = request.query;
        return runner.chunk(idOf(request), request.body, offset);
      },
    );

    for (const path of paths.finish) {
      app.post(
        path,
        {
          schema: {
            tags,
            security,
            summary: 'Ends the upload (every declared byte received) and queues the import; returns at once',
            ...taskSchema,
            response: { 200: TransferActionResponse, ...errors },
          },
          onRequest: guard,
        },
        async (request) => runner.finishImport(idOf(request), request.lang),
      );
    }

    app.get(
      paths.progress,
      {
        schema: {
          tags,
          security,
          summary: "The import's upload and import progress, its end, its message and its report",
          params: paths.progress.includes(':id') ? ImportProgressParams : ImportTaskParams,
          response: { 200: ImportTask, ...errors },
        },
        onRequest: progressGuard,
      },
      async (request) => {
        const params = request.params as { id?: string; taskId?: string };
        const id = params.id ?? params.taskId ?? '';
        const progress = await runner.importProgress(id, request.lang);
        if (progress.isFinished || progress.isCancelledOrError) sessions.forget(id);
        return progress;
      },
    );

    app.post(
      paths.cancel,
      {
        schema: {
          tags,
          security,
          summary: 'Cancels the upload or the import; a running import is rolled back',
          ...taskSchema,
          response: { 200: TransferActionResponse, ...errors },
        },
        onRequest: guard,
      },
      async (request) => runner.cancelImport(idOf(request), request.lang),
    );
  });
}
