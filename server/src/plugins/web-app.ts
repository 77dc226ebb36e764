import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE } from '@raritet/contracts/auth';
import { HELD_SEARCH_META } from '@raritet/contracts/archive';
import fastifyStatic from '@fastify/static';
import { sendError } from './errors.ts';
import { sendHtmlPage } from './html-page.ts';
import { serverRenderer } from './ssr.ts';
import { sessionCookieToken } from './session-cookie.ts';

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

/** The result pages of the five searches: rendering one runs its search, counted against the plan. */
const SEARCH_PAGE = /^\/searchBy[A-Za-z]+\//;

/**
 * A navigation from another site to a search page (ADR 0046): nothing is searched on its behalf. The page
 * is not rendered on the server, marked for the app, which shows a button instead of asking for the results.
 */
const isHeldSearch = (request: FastifyRequest, pathname: string) =>
  request.headers['sec-fetch-site'] === 'cross-site' && SEARCH_PAGE.test(pathname);

/** The language pages are rendered in on the server: the app's default (web/src/lib/i18n.ts). */
const SSR_LANGUAGE = 'ru';

/** Hashed by the build: a changed file gets a new name, so it may be kept for a year unasked. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The other files in the build's root (favicon.svg): kept an hour, then asked again with their ETag. */
const SHORT = 'public, max-age=3600, must-revalidate';

/**
 * index.html (and its .br/.gz, should a build leave them) is never sent as a file, and a folder never
 * as a listing or a 403: such paths are pages (sendHtmlPage).
 */
const isFile = (pathname: string) => !pathname.endsWith('/') && !/^\/(index|home)\.html(\.br|\.gz)?$/.test(pathname);

/**
 * Serves the built web app: hashed assets cached for a year, every other GET path falls back to
 * index.html (the SPA router decides). Unknown /api paths stay JSON 404s. The build leaves .br and .gz
 * beside each text file (web/vite.config.ts), sent as they are to clients that accept them.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  { pageHead }: { pageHead?: PageHeadResolver } = {},
) {
  const indexFile = path.join(distDir, 'index.html');
  // The home page prerendered at build time (web/scripts/prerender.mjs), as a guest sees it: sent to requests
  // for `/` that carry no login, so the page shows before the JavaScript arrives (ADR 0036).
  const homeFile = path.join(distDir, 'home.html');
  const assetsDir = path.resolve(distDir, 'assets') + path.sep;
  const hasWebApp = existsSync(indexFile);
  // The web app's server entry, built beside dist/ (web/scripts/prerender.mjs, ADR 0057).
  const ssr = serverRenderer(app, path.join(distDir, '..', 'dist-server', 'entry-server.js'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      // Files are looked up per request, so a rebuild of web/dist is served without a restart.
      wildcard: true,
      // index.html goes through the not-found handler below, for its ETag and the book pages' heads.
      index: false,
      allowedPath: isFile,
      // @fastify/static serves dotfiles unless told otherwise; one (a stray .env, .git) is answered as a
      // path that is no file: the app's page.
      dotfiles: 'ignore',
      preCompressed: true,
      // send's own Cache-Control (`public, max-age=0` by default) is set after setHeaders and replaced
      // what it set: the year-long caching of the assets never reached a browser.
      cacheControl: false,
      // The path is the file sent: the .br or .gz sibling when one was chosen.
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : SHORT);
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
      // Read per request, like the static files: a rebuild is served without a restart.
      // Which page is sent depends on the cookies (the login, the language) and, for a search page, on
      // whether the visitor came from another site: a shared cache must keep them apart.
      reply.header('vary', 'cookie, sec-fetch-site');
      const held = isHeldSearch(request, pathname);
      // The token counts only beside its hint, as for the API (session-cookie.ts: a local logout deletes it).
      const token = sessionCookieToken(request) ?? '';
      const wantsPrerenderedHome = pathname === '/' && token === '';
      // A build without it (a dev build, an older one) falls back to the plain page.
      let html = wantsPrerenderedHome
        ? await readFile(homeFile, 'utf8').catch(() => readFile(indexFile, 'utf8'))
        : await readFile(indexFile, 'utf8');
      // A logged-in visitor's book or search page is rendered on the server with its answers (in another
      // language than the server's the app would render it afresh, so it is not rendered here), and a search
      // form sent before the app ran is answered with the results' address.
      const language = request.cookies[LANGUAGE_COOKIE] ?? '';
      let personal = false;
      if (
        request.method === 'GET' &&
        !held &&
        page?.status !== 404 &&
        (language === '' || language === SSR_LANGUAGE) &&
        (await ssr.renders(pathname, { forGuest: token === '' }))
      ) {
        const rendered = await ssr
          .render(request, { index: html, path: request.url, token })
          .catch((error: unknown) => {
            request.log.warn({ err: error }, 'server rendering failed; the browser renders the page');
            return null;
          });
        if (rendered !== null && 'redirect' in rendered) return reply.redirect(rendered.redirect, 303);
        if (rendered !== null) html = rendered.html;
        personal = rendered !== null;
      }
      if (held)
        html = html.replace(/<\/head>/i, () => `  <meta name="${HELD_SEARCH_META}" content="cross-site">\n  </head>`);
      if (page?.status === 200) {
        return sendHtmlPage(request, reply, 200, injectPageHead(html, page.head), { personal });
      }
      return sendHtmlPage(request, reply, page?.status ?? 200, html, { personal });
    }
    return sendError(request, reply, 404, request.url.startsWith('/api') ? 'route_not_found' : 'not_found');
  });
}
