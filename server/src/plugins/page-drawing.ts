import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { timeoutSignal } from '../lib/timeout.ts';

/** A page drawn by the web app's render module: see web/src/server-render.tsx (ADR 0038). */
export interface Drawing {
  html: string;
  head: string;
  state: string;
}

/** What the server uses of web/dist-server/server-render.js, built by `npm run build` beside web/dist. */
export interface RenderModule {
  isDrawnPerRequest: (pathname: string) => boolean;
  renderPage: (page: {
    path: string;
    token: string;
    fetch: (url: string, init: RequestInit) => Promise<Response>;
    signal: AbortSignal;
  }) => Promise<Drawing | null>;
  fillIndexHtml: (index: string, drawing: Drawing) => string;
}

/**
 * How long a visitor's page may take to draw before the plain page goes instead (the browser then draws
 * it, as it would without this): a slow answer must not hold the whole page back.
 */
const DRAW_TIMEOUT_MS = 2_000;

/** Answers that carry no body, which a fetch Response refuses to be given one. */
const BODYLESS = new Set([204, 205, 304]);

/**
 * A fetch that asks this server itself, as the visitor: the render module's API calls go through every
 * route, hook and limit as the browser's would, from the visitor's address, without a network round trip.
 */
function fetchThroughApp(app: FastifyInstance, request: FastifyRequest) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: Object.fromEntries(new Headers(init.headers)),
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
      remoteAddress: request.ip,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
    }
    const body = BODYLESS.has(response.statusCode) ? null : response.rawPayload;
    return new Response(body, { status: response.statusCode, headers });
  };
}

/**
 * Loads the render module once, at the first page that needs it. A build without it (a server test's
 * web folder, an older build) draws nothing: every page goes as index.html, drawn by the browser.
 */
export function pageDrawer(moduleFile: string) {
  let loading: Promise<RenderModule | null> | undefined;
  const load = () => {
    loading ??= existsSync(moduleFile)
      ? (import(pathToFileURL(moduleFile).href) as Promise<RenderModule>)
      : Promise.resolve(null);
    return loading;
  };

  /** index.html with the visitor's page drawn in it, or null when the page is left to the browser. */
  return async function drawPage(
    app: FastifyInstance,
    request: FastifyRequest,
    { index, path, token }: { index: string; path: string; token: string },
  ): Promise<string | null> {
    const module = await load();
    if (module === null || !module.isDrawnPerRequest(path.split('?')[0] ?? '/')) return null;
    const signal = timeoutSignal('drawing the page', path, DRAW_TIMEOUT_MS);
    // The signal stops the rendering; an answer still under way is not waited for either.
    const timedOut = new Promise<null>((resolve) => signal.addEventListener('abort', () => resolve(null)));
    const drawing = await Promise.race([
      module.renderPage({ path, token, fetch: fetchThroughApp(app, request), signal }),
      timedOut,
    ]);
    return drawing === null ? null : module.fillIndexHtml(index, drawing);
  };
}
