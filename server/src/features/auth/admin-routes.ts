import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminUserList, AdminUsersQuery, RoleChangeRequest } from '@raritet/contracts/admin-users';
import { User } from '@raritet/contracts/auth';
import { ErrorBody } from '@raritet/contracts/errors';
import { UserIdParams } from '@raritet/contracts/member';
import { DownloadTicketResponse } from '@raritet/contracts/transfers';
import { requestToken } from '../../plugins/auth.ts';
import { fieldErrorHandler } from '../../plugins/field-errors.ts';
import type { AuthService } from './service.ts';

export type AuthAdminRouteOptions = { auth: Pick<AuthService, 'listUsers' | 'changeRole' | 'issueDownloadTicket'> };

const admin = { tags: ['admin: users'], security: [{ bearer: [] }] };
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

const listFieldErrors = fieldErrorHandler({ 'querystring.search': 'users_search_too_long' });
const roleFieldErrors = fieldErrorHandler({
  'params.id': 'user_id_invalid',
  // A bare string body has no property: its issues are at the body itself.
  'body.': 'role_invalid',
  'body.role': 'role_invalid',
});

/** The admin panel's Users section: the list and role changes. */
export const authAdminRoutes: FastifyPluginAsyncZod<AuthAdminRouteOptions> = async (app, { auth }) => {
  app.get(
    '/admin/users',
    {
      schema: {
        ...admin,
        summary: 'Users, administrators first, then newest first; paged, searchable by a part of the e-mail',
        querystring: AdminUsersQuery,
        response: { 200: AdminUserList, ...errors },
      },
      errorHandler: listFieldErrors,
      onRequest: app.requireAdmin,
    },
    async ({ query }) => auth.listUsers(query),
  );

  app.post(
    '/admin/user/:id/role',
    {
      schema: {
        ...admin,
        summary: 'Makes the user an administrator or a user; the body is the role ("Admin" or {"role": "Admin"})',
        params: UserIdParams,
        body: RoleChangeRequest,
        response: { 200: User, ...errors, 404: ErrorBody, 409: ErrorBody },
      },
      errorHandler: roleFieldErrors,
      onRequest: app.requireAdmin,
    },
    async ({ user, params, body }) => auth.changeRole(user.id, params.id, body),
  );

  app.post(
    '/admin/download-ticket',
    {
      schema: {
        tags: ['admin: downloads'],
        security: admin.security,
        summary:
          'A single-use ticket (60 s) for a download link opened in a new tab: GET <download path>?ticket=…; the login token never goes in an address',
        response: { 200: DownloadTicketResponse, ...errors },
      },
      onRequest: app.requireAdmin,
    },
    // requireAdmin has read the bearer token: the ticket belongs to its session.
    async (request) => auth.issueDownloadTicket(requestToken(request) ?? ''),
  );
};
