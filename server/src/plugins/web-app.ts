import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { sendError } from './errors.ts';

/** A page's own <title> and extra <head> elements (already escaped HTML). */
export type PageHead = { title: string; head: string };

/**
 * Pages whose HTML the server fills in before the app runs (book pages: title, meta, JSON-LD).
 * `undefined` = not such a page (plain index.html); `{ status: 404 }` = such a page for something that
 * does not exist (index.html with 404, the app shows its own "not found").
 */
export type PageHeadResolver = (
  pathname: string,
) => Promise<{ status: 200; head: PageHead } | { status: 404 } | undefined>;

/** Where a page's head elements go: this marker if index.html has it, else just before </head>. */
const HEAD_MARKER = '<!--page-head-->';

export function injectPageHead(html: string, { title, head }: PageHead): string {
  const withTitle = html.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${title}</title>`);
  // The page's own description replaces the site-wide one.
  const withoutDescription = withTitle.replace(/\s*<meta\s+name=["']description["'][^>]*>/gi, '');
  if (withoutDescription.includes(HEAD_MARKER)) return withoutDescription.replace(HEAD_MARKER, () => head);
  return withoutDescription.replace(/<\/head>/i, () => `  ${head}\n  </head>`);
}

/**
 * Serves the built web app: hashed assets cached for a year, every other GET path falls back to
 * index.html (the SPA router decides). Unknown /api paths stay JSON 404s.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  { pageHead }: { pageHead?: PageHeadResolver } = {},
) {
  const indexFile = path.join(distDir, 'index.html');
  const hasWebApp = existsSync(indexFile);
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
      const pathname = request.url.split('?')[0] ?? '/';
      // A page whose head cannot be made is still served: the app fills in what it can.
      const page = await pageHead?.(pathname).catch((error: unknown) => {
        request.log.error({ err: error }, 'page head failed');
        return undefined;
      });
      if (page) {
        // Read per request, like the static files: a rebuild is served without a restart.
        const html = await readFile(indexFile, 'utf8');
        return reply
          .code(page.status)
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(page.status === 200 ? injectPageHead(html, page.head) : html);
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendError(request, reply, 404, request.url.startsWith('/api') ? 'route_not_found' : 'not_found');
  });
}
