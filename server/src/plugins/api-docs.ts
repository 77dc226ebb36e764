import type { FastifyInstance, FastifyRequest } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { isAdminRole } from '@raritet/contracts/auth';
import type { AuthService } from '../features/auth/service.ts';
import { optionalUser } from './auth.ts';

type Operation = { tags?: string[] };
type Document = { paths?: Record<string, Record<string, Operation>>; tags?: { name: string }[] };

/** An admin operation: the routes of the admin panel are tagged `admin: …` (the authorization matrix reads them so). */
export const isAdminOperation = (operation: Operation): boolean =>
  operation.tags?.some((tag) => tag.startsWith('admin')) ?? false;

/** The document without the admin operations (and paths and tags left with none). */
function withoutAdminOperations(document: Document): Document {
  const paths = Object.fromEntries(
    Object.entries(document.paths ?? {}).flatMap(([path, item]) => {
      const kept = Object.entries(item).filter(
        ([, operation]) => typeof operation !== 'object' || !isAdminOperation(operation),
      );
      return kept.length === 0 ? [] : [[path, Object.fromEntries(kept)]];
    }),
  );
  return {
    ...document,
    paths,
    ...(document.tags ? { tags: document.tags.filter((tag) => !tag.name.startsWith('admin')) } : {}),
  };
}

/**
 * OpenAPI generated from the route schemas, browsable at /api/docs (JSON at /api/docs/json). Admin
 * operations are listed to administrators only (ADR 0050): the document is filtered per call by
 * the caller's bearer token, so a guest or a user reads the public API and an administrator all of it.
 */
export async function registerApiDocs(app: FastifyInstance, auth: Pick<AuthService, 'userFromToken'>) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Raritet API', version: '1.0.0', description: 'Archive of rare and antique book sales' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  // Requests of administrators, found in onRequest (the transform below cannot wait for the database).
  const administrators = new WeakSet<FastifyRequest>();
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiHooks: {
      // eslint-disable-next-line @typescript-eslint/no-misused-promises -- swagger-ui puts it on its routes, where Fastify awaits an async hook; its type names only the callback form
      onRequest: async (request) => {
        // Only the document itself depends on who asks (the page and its scripts do not); the bearer
        // header, or an administrator's session cookie (Swagger UI in the browser sends no header).
        if (!/\/(json|yaml)$/.test(request.url.split('?')[0]!)) return;
        const user = await optionalUser(request, auth);
        if (user && isAdminRole(user.role)) administrators.add(request);
      },
    },
    transformSpecification: (document, request, reply) => {
      // What the document holds depends on who asks: no shared cache may keep one caller's copy.
      reply.header('cache-control', 'private, no-cache').header('vary', 'authorization, cookie');
      return administrators.has(request) ? document : withoutAdminOperations(document as Document);
    },
  });
}
