// Server-side rendering (ADR 0057): React Router's data APIs in library mode. The route loaders
// (app/loaders.ts) fill a query cache; the page is rendered once from it and the cache is dehydrated beside
// the HTML, for the browser to hydrate (src/entry-client.tsx). Used for a logged-in visitor's archive
// pages per request (server/src/plugins/ssr.ts) and for the guest's home page once at build time
// (web/scripts/prerender.mjs).
import './lib/zod-config.ts';
import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import { renderToPipeableStream } from 'react-dom/server';
import type { ReactNode } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { createLoaders } from './app/loaders.ts';
import { createQueryClient, Providers } from './app/providers.tsx';
import { createRoutes, preloadPage } from './app/router.tsx';
import { setHtmlBodyParser } from './features/books/book-page/lib/sanitize-description.ts';
import { parseHtmlBody } from './features/books/book-page/lib/server-html-parser.ts';
import { currentUserQueryKey } from './lib/current-user-query.ts';
import { BUNDLED_NAMESPACES, DEFAULT_LANGUAGE, i18n } from './lib/i18n.ts';
import { setServerContextReader, type ServerContext } from './lib/server-context.ts';
import { ssrStateScript, type SsrState } from './lib/ssr-state.ts';

/** A page rendered: the markup of `#root`, what its head needs and the state the browser hydrates from. */
export interface RenderedPage {
  html: string;
  /** The styles the markup uses and the preloads React asked for (the main photo of a book page). */
  head: string;
  /** The SSR state element (lib/ssr-state.ts); empty for the build's home page. */
  state: string;
}

/** What renderPage answers: a page, a redirect the router decided on, or null (left to the browser). */
export type RenderResult = RenderedPage | { redirect: string; status: number } | null;

const requests = new AsyncLocalStorage<ServerContext>();
setServerContextReader(() => requests.getStore());
setHtmlBodyParser(parseHtmlBody);

/**
 * The pages rendered per request: the archive's, which a logged-in visitor opens from a search engine, a
 * shared link or a bookmark, and whose first paint would otherwise wait for the whole app. The rest (the
 * admin panel, the account screens) are rendered in the browser. A guest's `/` is the build's page. The
 * search forms' GET address is answered here too, with its redirect.
 */
const SSR_PATHS = [
  /^\/$/,
  /^\/categories$/,
  /^\/books\/[^/]+$/,
  /^\/searchBy(Title|Description|Category|Seller)\/[^/]+$/,
  /^\/searchByPriceRange\/[^/]+\/[^/]+$/,
];
const SEARCH_FORM = /^\/search\/[^/]+$/;

export function isServerRendered(pathname: string): boolean {
  return SSR_PATHS.some((pattern) => pattern.test(pathname));
}

export function isSearchForm(pathname: string): boolean {
  return SEARCH_FORM.test(pathname);
}

async function i18nReady(): Promise<void> {
  if (!i18n.isInitialized) await new Promise((resolve) => i18n.on('initialized', resolve));
}

/**
 * An i18n instance for one render, sharing the texts of the app's: react-i18next reports to it the
 * namespaces the render reads, so the state carries those the first load does not bundle.
 */
function i18nForOneRender(): { instance: I18n; namespaces: () => string[] } {
  const instance: I18n & { reportNamespaces?: unknown } = i18n.cloneInstance({ initAsync: false });
  const used = new Set<string>();
  // react-i18next's own hook, which it sets on an instance it is given when missing.
  instance.reportNamespaces = {
    addUsedNamespaces: (namespaces: string[]) => namespaces.forEach((namespace) => used.add(namespace)),
    getUsedNamespaces: () => [...used],
  };
  return { instance, namespaces: () => [...used] };
}

/** The texts of the namespaces a render read that the first load does not bundle. */
function unbundledTexts(namespaces: string[]): SsrState['texts'] {
  const bundled: readonly string[] = BUNDLED_NAMESPACES;
  return Object.fromEntries(
    namespaces
      .filter((namespace) => !bundled.includes(namespace))
      .map((namespace) => [namespace, i18n.getResourceBundle(DEFAULT_LANGUAGE, namespace) as Record<string, unknown>]),
  );
}

/**
 * One render of `app` to HTML, once everything in it is ready: the lazy parts' code and texts suspend and
 * React resumes them within this render. Nothing is sent before: the head needs the page's styles, and no
 * boundary is outlined into the inline scripts React would otherwise stream, which the page's content
 * security policy does not run.
 */
function renderToHtml(app: ReactNode, signal: AbortSignal): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    let failed: unknown;
    const stream = renderToPipeableStream(app, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        if (failed !== undefined) return;
        const sink = new PassThrough();
        stream.pipe(sink);
        text(sink).then(resolve, reject);
      },
      onShellError: reject,
      onError(error) {
        // A part that failed would be left to the browser: the whole page is, instead.
        failed ??= error;
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
    const abort = () => stream.abort(signal.reason);
    if (signal.aborted) abort();
    else signal.addEventListener('abort', abort, { once: true });
  });
}

/** The page at `url` rendered once from the loaders' cache, with its styles. */
async function render(
  url: URL,
  queryClient: QueryClient,
  signal: AbortSignal,
  /** Asked once the loaders are done: false leaves the page unrendered. */
  worthRendering: () => boolean = () => true,
): Promise<{ page: RenderedPage; namespaces: string[] } | { redirect: string; status: number } | null> {
  // The page's own code and texts, loaded beside the loaders rather than suspended on within the render.
  const code = preloadPage(url.pathname);
  const handler = createStaticHandler(createRoutes(createLoaders(queryClient, 'wait')));
  const context = await handler.query(new Request(url, { signal }));
  if (context instanceof Response) {
    return { redirect: context.headers.get('location') ?? '/', status: context.status };
  }
  if (!worthRendering()) return null;
  await code;
  const router = createStaticRouter(handler.dataRoutes, context);
  const { instance, namespaces } = i18nForOneRender();
  // MUI's own cache key, so the browser's emotion adopts these styles instead of inserting them again.
  const cache = createCache({ key: 'css' });
  // Made before the render: it sets the cache to collect the styles rather than write them into the markup.
  // eslint-disable-next-line @typescript-eslint/unbound-method -- closures over the cache, used this way in Emotion's docs
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const markup = await renderToHtml(
    <CacheProvider value={cache}>
      <Providers queryClient={queryClient} i18nInstance={instance}>
        {/* The router's hydration data is not sent as the inline script it would be: app/router.tsx. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </CacheProvider>,
    signal,
  );
  // React puts the preloads it asks for (an image with a high fetch priority) before the markup; the
  // browser's React would not expect them inside #root, and in the head they are found sooner.
  const [, preloads = '', html = markup] = /^((?:<link [^>]*>)*)([\s\S]*)$/.exec(markup) ?? [];
  const head = preloads + constructStyleTagsFromChunks(extractCriticalToChunks(html));
  return { page: { html, head, state: '' }, namespaces: namespaces() };
}

/** The markup of `#root` for `/` as a guest sees it before any answer arrives, and the styles it uses. */
export async function renderHomePage(): Promise<RenderedPage> {
  await i18nReady();
  const rendered = await render(new URL('http://localhost/'), createQueryClient(), AbortSignal.timeout(30_000));
  if (rendered === null) throw new Error('The home page was not rendered');
  if ('redirect' in rendered) throw new Error(`The home page redirects to ${rendered.redirect}`);
  return rendered.page;
}

export interface PageRequest {
  /** The page's path and query (`/books/12?x=1`). */
  path: string;
  token: string;
  /** How the loaders reach the API for this visitor (server/src/plugins/ssr.ts). */
  fetch: ServerContext['fetch'];
  signal: AbortSignal;
}

/**
 * A page rendered for a request, a redirect its route decided on, or null when the page is left to the
 * browser: not such a page, no session (a token no longer valid), a render that failed. When an answer
 * failed, the page is not rendered (the browser renders it with its error, retry and messages), but the
 * answers that came are handed over all the same (`html` empty): the browser does not ask for them again,
 * and a search is not counted twice against the visitor's plan.
 */
export async function renderPage({ path, token, fetch, signal }: PageRequest): Promise<RenderResult> {
  const url = new URL(path, 'http://localhost');
  if (!isServerRendered(url.pathname) && !isSearchForm(url.pathname)) return null;
  await i18nReady();
  const queryClient = createQueryClient();
  // One try: the visitor waits for the page; the browser retries what failed.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  return requests.run({ token, fetch }, async () => {
    const failed = () =>
      queryClient
        .getQueryCache()
        .getAll()
        .some((query) => query.state.status === 'error');
    // No session (a token no longer valid: the browser ends it), or an answer failed: not rendered.
    const worthRendering = () => queryClient.getQueryState(currentUserQueryKey)?.status === 'success' && !failed();
    const rendered = await render(url, queryClient, signal, worthRendering);
    if (rendered !== null && 'redirect' in rendered) return rendered;
    if (queryClient.getQueryState(currentUserQueryKey)?.status !== 'success') return null;
    if (rendered === null) {
      return { html: '', head: '', state: ssrStateScript({ queries: dehydrate(queryClient), texts: {} }) };
    }
    const { page, namespaces } = rendered;
    return { ...page, state: ssrStateScript({ queries: dehydrate(queryClient), texts: unbundledTexts(namespaces) }) };
  });
}

/**
 * index.html with a rendered page in it: its styles and preloads in the head, the markup in `#root`, the
 * state after it. The modulepreload links go: the page paints first, and the entry asks for the app after
 * (ADR 0036). A state without markup (`html` empty) leaves the page as it was, with the state added.
 */
export function fillIndexHtml(index: string, { html, head, state }: RenderedPage): string {
  const page = html === '' ? index : index.replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  const filled = page
    .replace('</head>', () => `${head}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${html}</div>${state}`);
  if (!filled.includes(`<div id="root">${html}</div>`)) throw new Error('index.html has no empty #root to fill');
  return filled;
}
