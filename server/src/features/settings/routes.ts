import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody } from '@raritet/contracts/errors';
import { formatMessage, isMessageCode } from '@raritet/contracts/messages';
import {
  AdminSettingsInput,
  AdminSettingsResponse,
  type AdminSettingsStatus,
  SettingsAuditList,
  SettingsAuditQuery,
  SettingsCheckParams,
  SettingsCheckResult,
  SettingsErrorBody,
} from '@raritet/contracts/settings';
import { AppError } from '../../lib/errors.ts';
import type { SettingsService } from './service.ts';

export type SettingsRouteOptions = {
  settings: SettingsService;
  /** What the settings lead to, shown beside them (the payments' mode and state: billing's answer). */
  status: () => Promise<AdminSettingsStatus>;
};

const admin = { tags: ['admin: settings'], security: [{ bearer: [] }] };
const errors = { 401: ErrorBody, 403: ErrorBody };

/**
 * A refused field answers its own code and names the field (`smtp.Port`), so the form can show the
 * message under it. Other errors go on to the app's handler.
 */
// Typed by Fastify as returning nothing (`void`: a reply is a lazy thenable nothing waits on).
function settingsFieldErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issue = error.validation[0];
    const field = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.') ?? '';
    const code = issue?.message && isMessageCode(issue.message) ? issue.message : 'settings_field_invalid';
    return void reply
      .code(400)
      .type('application/json; charset=utf-8')
      .send({ code, message: formatMessage(code, request.lang, { field }), ...(field ? { field } : {}) });
  }
  // Text that cannot be stored is refused before validation, naming `body.smtp.User`: the same field.
  if (error instanceof AppError && typeof error.params.field === 'string' && error.params.field.startsWith('body.')) {
    const field = error.params.field.slice('body.'.length);
    return void reply
      .code(error.statusCode)
      .type('application/json; charset=utf-8')
      .send({ code: error.code, message: formatMessage(error.code, request.lang, { field }), field });
  }
  throw error;
}

/** The admin settings of the whole service. */
export const settingsRoutes: FastifyPluginAsyncZod<SettingsRouteOptions> = async (app, { settings, status }) => {
  app.get(
    '/adminsettings',
    {
      schema: {
        ...admin,
        summary: 'The whole settings object; secrets masked, fields the environment sets listed',
        response: { 200: AdminSettingsResponse, ...errors },
      },
      onRequest: app.requireAdmin,
    },
    async () => ({ ...(await settings.view()), status: await status() }),
  );

  app.post(
    '/adminsettings',
    {
      schema: {
        ...admin,
        summary: 'Saves the object (missing fields and masked secrets keep their values; empty clears)',
        body: AdminSettingsInput,
        response: { 200: AdminSettingsResponse, 400: SettingsErrorBody, ...errors },
      },
      errorHandler: settingsFieldErrors,
      onRequest: app.requireAdmin,
    },
    async (request) => {
      const { lockedByEnvironment: _ignored, status: _readOnly, ...patch } = request.body;
      const saved = await settings.save(patch, { id: request.user.id, email: request.user.email });
      return { ...saved, status: await status() };
    },
  );

  app.post(
    '/adminsettings/check/:group',
    {
      schema: {
        ...admin,
        summary:
          "Checks a group's connection with the stored values, or with the posted ones over them; another destination only with the secret given (400 naming it otherwise); audited",
        params: SettingsCheckParams,
        body: AdminSettingsInput.nullish(),
        response: { 200: SettingsCheckResult, 400: SettingsErrorBody, ...errors },
      },
      errorHandler: settingsFieldErrors,
      onRequest: app.requireAdmin,
    },
    async (request, reply) => {
      const { lockedByEnvironment: _ignored, status: _readOnly, ...patch } = request.body ?? {};
      const outcome = await settings.check(request.params.group, patch, {
        id: request.user.id,
        email: request.user.email,
      });
      const message = formatMessage(outcome.code, request.lang, outcome.params);
      // Not attempted for want of a secret: refused like a save, naming the field to fill in.
      if (outcome.field) return reply.code(400).send({ code: outcome.code, message, field: outcome.field });
      return { ok: outcome.ok, message };
    },
  );

  app.get(
    '/adminsettings/audit',
    {
      schema: {
        ...admin,
        summary: 'Who changed which settings when, and who checked which group with what result (never values)',
        querystring: SettingsAuditQuery,
        response: { 200: SettingsAuditList, 400: SettingsErrorBody, ...errors },
      },
      errorHandler: settingsFieldErrors,
      onRequest: app.requireAdmin,
    },
    async (request) => ({ items: await settings.auditLog(request.query.limit) }),
  );
};
