import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { timeoutSignal } from '../lib/timeout.ts';

/** A page rendered by the web app's server entry: see web/src/entry-server.tsx (ADR 0057). */
export interface RenderedPage {
  html: string;
  head: string;
  state: string;
}

/** What the server uses of web/dist-server/entry-server.js, built by `npm run build` beside web/dist. */
export interface ServerEntry {
  isServerRendered: (pathname: string) => boolean;
  isSearchForm: (pathname: string) => boolean;
  renderPage: (page: {
    path: string;
    token: string;
    fetch: (url: string, init: RequestInit) => Promise<Response>;
    signal: AbortSignal;
  }) => Promise<RenderedPage | { redirect: string; status: number } | null>;
  fillIndexHtml: (index: string, page: RenderedPage) => string;
}

/** What the server sends for a page: index.html with the page in it, or a redirect. */
export type SsrResult = { html: string } | { redirect: string; status: number } | null;

/**
 * How long a visitor's page may take to render before the plain page goes instead (the browser then renders
 * it, as it would without this): a slow answer must not hold the whole page back.
 */
const RENDER_TIMEOUT_MS = 2_000;

/** Answers that carry no body, which a fetch Response refuses to be given one. */
const BODYLESS = new Set([204, 205, 304]);

/**
 * The loaders' fetch for one request: an API address answered by this server in-process, as the visitor
 * (their token, their address), through every route, hook and limit the browser's call would pass. One
 * call per query a loader needs; the render itself fetches nothing.
 */
function fetchAsVisitor(
  app: FastifyInstance,
  request: FastifyRequest,
  { track, closing }: { track: (work: Promise<unknown>) => void; closing: AbortSignal },
) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    // No new call once the server closes: the render that asks is being aborted.
    closing.throwIfAborted();
    const answering = app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: Object.fromEntries(new Headers(init.headers)),
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
      remoteAddress: request.ip,
    });
    track(answering);
    const response = await answering;
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
 * Loads the server entry once, at the first page that needs it. A build without it (a server test's web
 * folder, an older build) renders nothing: every page goes as index.html, rendered by the browser.
 *
 * Renders under way when the server closes are aborted and waited for before the database pool ends
 * (`preClose`): none outlives the pool.
 */
export function serverRenderer(app: FastifyInstance, entryFile: string) {
  let loading: Promise<ServerEntry | null> | undefined;
  const load = () => {
    loading ??= existsSync(entryFile)
      ? (import(pathToFileURL(entryFile).href) as Promise<ServerEntry>)
      : Promise.resolve(null);
    return loading;
  };

  const closing = new AbortController();
  // The renders under way and the API calls their loaders made, which may outlast an aborted render.
  const inFlight = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    const settled = work.then(
      () => undefined,
      () => undefined,
    );
    inFlight.add(settled);
    // eslint-disable-next-line @typescript-eslint/no-floating-promises -- `settled` never rejects (both outcomes map to undefined above)
    void settled.then(() => inFlight.delete(settled));
  };
  app.addHook('preClose', async () => {
    closing.abort(new Error('The server is closing'));
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
  });

  /** Whether the page at `pathname` may be rendered here (the entry loaded on the way). */
  async function renders(pathname: string, { forGuest }: { forGuest: boolean }): Promise<boolean> {
    const entry = await load();
    if (entry === null) return false;
    return entry.isSearchForm(pathname) || (!forGuest && entry.isServerRendered(pathname));
  }

  /** index.html with the visitor's page in it, a redirect, or null when the page is left to the browser. */
  async function render(
    request: FastifyRequest,
    { index, path, token }: { index: string; path: string; token: string },
  ): Promise<SsrResult> {
    const entry = await load();
    if (entry === null || closing.signal.aborted) return null;
    const signal = AbortSignal.any([timeoutSignal('rendering the page', path, RENDER_TIMEOUT_MS), closing.signal]);
    // The signal stops the render; an answer still under way is not waited for either.
    const stopped = new Promise<null>((resolve) => signal.addEventListener('abort', () => resolve(null)));
    const rendering = entry.renderPage({
      path,
      token,
      fetch: fetchAsVisitor(app, request, { track, closing: closing.signal }),
      signal,
    });
    track(rendering);
    const result = await Promise.race([rendering, stopped]);
    if (result === null) return null;
    if ('redirect' in result) return result;
    return { html: entry.fillIndexHtml(index, result) };
  }

  return { renders, render };
}
