import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { sendError } from './errors.ts';

/**
 * Serves the built web app: hashed assets cached for a year, every other GET path falls back to
 * index.html (the SPA router decides). Unknown /api paths stay JSON 404s.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  const hasWebApp = existsSync(path.join(distDir, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      // Files are looked up per request, so a rebuild of web/dist is served without a restart.
      wildcard: true,
      index: 'index.html',
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    // A missing hashed asset is a real 404; any other path is a page the SPA router resolves.
    const isPage = isRead && !request.url.startsWith('/api') && !request.url.startsWith('/assets/');
    if (hasWebApp && isPage) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendError(request, reply, 404, request.url.startsWith('/api') ? 'route_not_found' : 'not_found');
  });
}
