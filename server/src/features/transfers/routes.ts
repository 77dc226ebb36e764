import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '@raritet/contracts/errors';
import {
  DownloadQuery,
  PlanExportProgress,
  PlanExportStartResponse,
  PlanExportTaskParams,
  PlanImportParams,
  PlanImportProgress,
  PlanImportStartQuery,
  PlanImportStartResponse,
  TRANSFER_MAX_CHUNK_BYTES,
  TransferActionResponse,
  TransferChunkQuery,
  TransferChunkResponse,
} from '@raritet/contracts/transfers';
import { badRequest } from '../../lib/errors.ts';
import { fieldErrorHandler } from '../../plugins/field-errors.ts';
import type { TransfersService } from './service.ts';
import { registerExportRoutes, registerImportRoutes, sendZip } from './task-routes.ts';
import type { TransferRunner } from './transfer-runner.ts';

export type TransferRouteOptions = { transfers: TransfersService };

const exportTag = { tags: ['admin: plan export'], security: [{ bearer: [] }] };
const importTag = { tags: ['admin: plan import'], security: [{ bearer: [] }] };
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** The subscription plans' export and import: admin only. */
export const planTransferRoutes: FastifyPluginAsyncZod<TransferRouteOptions> = async (app, { transfers }) => {
  const { plans } = transfers;

  app.post(
    '/admin/export-subscription-plans',
    {
      schema: {
        ...exportTag,
        summary: 'Starts the plan export job; 400 while another plan export runs',
        response: { 200: PlanExportStartResponse, ...errors },
      },
      onRequest: app.requireAdmin,
    },
    async () => plans.startExport(),
  );

  app.get(
    '/admin/subscription-plan-export-progress/:taskId',
    {
      schema: {
        ...exportTag,
        summary: "The plan export's progress 0–100, and why it failed",
        params: PlanExportTaskParams,
        response: { 200: PlanExportProgress, ...errors },
      },
      onRequest: app.requireAdmin,
    },
    async (request) => {
      const { progress, isError, errorDetails } = await plans.exportProgress(request.params.taskId, request.lang);
      return { progress, isError, errorDetails };
    },
  );

  app.get(
    '/admin/download-exported-subscription-plans/:taskId',
    {
      schema: {
        ...exportTag,
        summary:
          'The finished plan export as a ZIP file (application/zip), named by the task id; a link opened in a new tab carries `?ticket=` instead of the header',
        params: PlanExportTaskParams,
        querystring: DownloadQuery,
        response: { 200: z.unknown().describe('The ZIP file'), ...errors },
      },
      ...app.requireAdminForDownload,
    },
    async (request, reply) => {
      const { taskId } = request.params;
      return sendZip(reply, await plans.exportFile(taskId), `${taskId}.zip`);
    },
  );

  app.post(
    '/admin/cancel-subscription-plan-export/:taskId',
    {
      schema: {
        ...exportTag,
        summary: 'Cancels a running plan export (a finished one is left as it is)',
        params: PlanExportTaskParams,
        response: { 200: TransferActionResponse, ...errors },
      },
      onRequest: app.requireAdmin,
    },
    async (request) => plans.cancelExport(request.params.taskId, request.lang),
  );

  app.post(
    '/admin/start-subscription-plan-import',
    {
      schema: {
        ...importTag,
        summary: 'Starts an upload of a plan export of expectedFileSize bytes (at most 10 MiB); no body',
        querystring: PlanImportStartQuery,
        response: { 200: PlanImportStartResponse, ...errors },
      },
      errorHandler: fieldErrorHandler({ 'querystring.expectedFileSize': 'transfer_file_size_invalid' }),
      onRequest: app.requireAdmin,
    },
    async (request) => plans.startImport(request.query.expectedFileSize, request.query.fileName),
  );

  // The chunk route alone takes multipart bodies (the field `chunk`); everything else stays JSON.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    await scope.register(multipart, {
      limits: { fileSize: TRANSFER_MAX_CHUNK_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
    });
    scope.post(
      '/admin/subscription-plan-import/:importId/chunk',
      {
        schema: {
          ...importTag,
          summary:
            'One chunk of the file (multipart/form-data, field chunk, 1 MiB); `offset` makes a retry safe (409 when the bytes there differ)',
          consumes: ['multipart/form-data'],
          params: PlanImportParams,
          querystring: TransferChunkQuery,
          response: { 200: TransferChunkResponse, ...errors },
        },
        onRequest: scope.requireAdmin,
      },
      async (request) => {
        if (!request.isMultipart()) throw badRequest('transfer_chunk_not_multipart');
        let bytes: Buffer | undefined;
        try {
          for await (const part of request.parts()) {
            if (part.type === 'file' && part.fieldname === 'chunk' && bytes === undefined)
              bytes = await part.toBuffer();
            else if (part.type === 'file') await part.toBuffer();
          }
        } catch (error) {
          const code = (error as { code?: string }).code;
          if (code === 'FST_REQ_FILE_TOO_LARGE')
            throw badRequest('transfer_chunk_too_large', { max: TRANSFER_MAX_CHUNK_BYTES });
          throw badRequest('transfer_chunk_not_multipart');
        }
        if (bytes === undefined) throw badRequest('transfer_chunk_not_multipart');
        return plans.chunk(request.params.importId, bytes, request.query.offset);
      },
    );
  });

  app.post(
    '/admin/subscription-plan-import/:importId/finish',
    {
      schema: {
        ...importTag,
        summary: 'Ends the upload (every declared byte received) and queues the import; returns at once',
        params: PlanImportParams,
        response: { 200: TransferActionResponse, ...errors },
      },
      onRequest: app.requireAdmin,
    },
    async (request) => plans.finishImport(request.params.importId, request.lang),
  );

  app.get(
    '/admin/subscription-plan-import-progress/:importId',
    {
      schema: {
        ...importTag,
        summary: "The plan import's upload and import progress, its end and its message",
        params: PlanImportParams,
        response: { 200: PlanImportProgress, ...errors },
      },
      onRequest: app.requireAdmin,
    },
    async (request) => {
      const { importTaskId: _id, ...progress } = await plans.importProgress(request.params.importId, request.lang);
      return progress;
    },
  );

  app.post(
    '/admin/cancel-subscription-plan-import/:importId',
    {
      schema: {
        ...importTag,
        summary: 'Cancels the upload or the import; a running import is rolled back',
        params: PlanImportParams,
        response: { 200: TransferActionResponse, ...errors },
      },
      onRequest: app.requireAdmin,
    },
    async (request) => plans.cancelImport(request.params.importId, request.lang),
  );
};

/** The archive's export and import: admin only. */
export const dataTransferRoutes: FastifyPluginAsyncZod<{ runner: TransferRunner }> = async (app, { runner }) => {
  await registerExportRoutes(app, runner, {
    tag: 'admin: data export',
    status: '/admin/export-status',
    start: '/admin/export-data',
    progress: '/admin/export-progress/:taskId',
    downloads: ['/admin/download-exported-file/:taskId', '/admin/download-exported-file-stream/:taskId'],
    cancel: '/admin/cancel-export/:taskId',
    withStartBody: true,
  });
  // The `/import/*` spelling of the import routes, task id in the query.
  await registerImportRoutes(app, runner, {
    tag: 'admin: data import',
    taskIdIn: 'query',
    init: '/import/init',
    chunk: '/import/upload',
    finish: ['/import/finish', '/import/start'],
    progress: '/import/progress/:id',
    cancel: '/import/cancel',
  });
  // The other reading (its paths are not shown): the same calls under /admin, task id in the path (ADR 0029).
  await registerImportRoutes(app, runner, {
    tag: 'admin: data import',
    taskIdIn: 'path',
    init: '/admin/init-data-import',
    chunk: '/admin/upload-data-chunk/:taskId',
    finish: ['/admin/finish-data-upload/:taskId', '/admin/start-data-import/:taskId'],
    progress: '/admin/data-import-progress/:taskId',
    cancel: '/admin/cancel-data-import/:taskId',
  });
};

/** The users' export and import: admin only. */
export const userTransferRoutes: FastifyPluginAsyncZod<{ runner: TransferRunner }> = async (app, { runner }) => {
  await registerExportRoutes(app, runner, {
    tag: 'admin: user export',
    status: '/useradmin/user-export-status',
    start: '/useradmin/export-users',
    progress: '/useradmin/user-export-progress/:taskId',
    downloads: ['/useradmin/download-exported-users/:taskId'],
    cancel: '/useradmin/cancel-user-export/:taskId',
  });
  await registerImportRoutes(app, runner, {
    tag: 'admin: user import',
    taskIdIn: 'path',
    init: '/useradmin/init-user-import',
    chunk: '/useradmin/upload-user-chunk/:taskId',
    finish: ['/useradmin/finish-user-upload/:taskId'],
    progress: '/useradmin/user-import-progress/:taskId',
    cancel: '/useradmin/cancel-user-import/:taskId',
  });
};
