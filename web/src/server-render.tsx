// The app drawn as HTML in Node, without a DOM: the guest's home page once at build time
// (web/scripts/prerender.mjs, ADR 0036), and a logged-in visitor's book and search pages per request
// (server/src/plugins/web-app.ts, ADR 0038). The browser paints the drawing before the app's code arrives
// and the app takes it over (src/main.tsx, src/start.tsx).
import './lib/zod-config.ts';
import { AsyncLocalStorage } from 'node:async_hooks';
import { text } from 'node:stream/consumers';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { createQueryClient, Providers } from './app/providers.tsx';
import { currentUserQueryOptions } from './lib/current-user-query.ts';
import { routes } from './app/router.tsx';
import { setHtmlBodyParser } from './features/archive/book-page/lib/sanitize-description.ts';
import { drawnStateScript, type DrawnState } from './lib/drawn-state.ts';
import { BUNDLED_NAMESPACES, DEFAULT_LANGUAGE, i18n } from './lib/i18n.ts';
import { setServerContextReader, type ServerContext } from './lib/server-context.ts';
import { parseHtmlBody } from './features/archive/book-page/lib/server-html-parser.ts';

/** A page drawn: the markup of `#root`, what its head needs and the answers it was drawn from. */
export interface Drawing {
  html: string;
  /** The styles the markup uses and the preloads React asked for (the main photo of a book page). */
  head: string;
  /** What the page was drawn from, as an HTML element (lib/drawn-state.ts); empty for the build's home page. */
  state: string;
}

const requests = new AsyncLocalStorage<ServerContext>();
setServerContextReader(() => requests.getStore());
setHtmlBodyParser(parseHtmlBody);

/**
 * The pages drawn per request: the archive's, which a logged-in visitor opens from a search engine, a
 * shared link or a bookmark, and whose first paint would otherwise wait for the whole app. The rest (the
 * admin panel, the account screens) are drawn in the browser. A guest's `/` is the build's drawing.
 */
const DRAWN_PER_REQUEST = [
  /^\/$/,
  /^\/categories$/,
  /^\/books\/[^/]+$/,
  /^\/searchBy(Title|Description|Category|Seller)\/[^/]+$/,
  /^\/searchByPriceRange\/[^/]+\/[^/]+$/,
];

export function isDrawnPerRequest(pathname: string): boolean {
  return DRAWN_PER_REQUEST.some((pattern) => pattern.test(pathname));
}

/**
 * Renders until the page asks for no answer it has not got and waits for no code: each round meets the
 * queries the page would start in a browser (a book's page needs the book, then what depends on it). Five
 * are enough for every page drawn; a page still unfinished after them is left to the browser.
 */
const MAX_ROUNDS = 5;

function isWaiting(query: Query): boolean {
  const { queryFn } = query.options;
  // The observer's option, which the query keeps from the useQuery that made it.
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  const isEnabled = typeof enabled === 'function' ? enabled(query) : enabled !== false;
  return (
    isEnabled && typeof queryFn === 'function' && query.state.status === 'pending' && query.state.fetchStatus === 'idle'
  );
}

async function ready(): Promise<void> {
  if (!i18n.isInitialized) await new Promise((resolve) => i18n.on('initialized', resolve));
}

/**
 * Runs a synchronous render while noting the text namespaces it reads (react-i18next reports them to the
 * instance): nothing else renders meanwhile, so the set holds this render's alone.
 */
function whileCollectingNamespaces<T>(namespaces: Set<string>, render: () => T): T {
  const reporting = i18n.reportNamespaces;
  i18n.reportNamespaces = {
    addUsedNamespaces: (used: string[]) => used.forEach((namespace) => namespaces.add(namespace)),
    getUsedNamespaces: () => [...namespaces],
  };
  try {
    return render();
  } finally {
    i18n.reportNamespaces = reporting;
  }
}

/** The app at `url` with the answers in `queryClient`, as React elements; undefined for a route that redirects. */
async function appAt(url: string, queryClient: QueryClient, cache: EmotionCache, signal: AbortSignal) {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url, { signal }));
  if (context instanceof Response) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  return (
    <CacheProvider value={cache}>
      <Providers queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </CacheProvider>
  );
}

/**
 * Renders the app at `url` and waits for every lazy component and text namespace it meets, so that the
 * next render finds them loaded. The markup is not used: React sends what suspended meanwhile as inline
 * scripts, which the page's policy forbids.
 */
async function loadWhatItNeeds(url: string, queryClient: QueryClient, signal: AbortSignal): Promise<void> {
  const cache = createCache({ key: 'css' });
  createEmotionServer(cache);
  const app = await appAt(url, queryClient, cache, signal);
  if (app === undefined) return;
  const { prelude } = await prerenderToNodeStream(app, { signal });
  await text(prelude);
}

/** A drawing and the text namespaces it read. */
type Drawn = Drawing & { namespaces: Set<string> };

/**
 * The page in one synchronous render: 'suspended' when a part of it still waits for its code or texts
 * (React would leave that part to the browser, with an error there), 'redirected' for a route that sends
 * elsewhere. Cheap enough to render again: the code and texts, once loaded, stay loaded for every request.
 */
async function draw(
  url: string,
  queryClient: QueryClient,
  signal: AbortSignal,
): Promise<Drawn | 'suspended' | 'redirected'> {
  // MUI's own cache key, so the browser's emotion adopts these styles instead of inserting them again.
  const cache = createCache({ key: 'css' });
  // Made before the render: it sets the cache to collect the styles rather than write them into the markup.
  // eslint-disable-next-line @typescript-eslint/unbound-method -- closures over the cache, used this way in Emotion's docs
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const app = await appAt(url, queryClient, cache, signal);
  if (app === undefined) return 'redirected';
  const namespaces = new Set<string>();
  const markup = whileCollectingNamespaces(namespaces, () => renderToString(app));
  if (markup.includes('<!--$!-->') || markup.includes('<template')) return 'suspended';
  // React puts the preloads it asks for (an image with a high fetch priority) before the markup; the
  // browser's React would not expect them inside #root, and in the head they are found sooner.
  const [, preloads = '', html = markup] = /^((?:<link [^>]*>)*)([\s\S]*)$/.exec(markup) ?? [];
  return { html, head: preloads + constructStyleTagsFromChunks(extractCriticalToChunks(html)), state: '', namespaces };
}

/** The markup of `#root` for `/` as a guest sees it before any answer arrives, and the styles it uses. */
export async function renderHomePage(): Promise<Drawing> {
  await ready();
  const url = 'http://localhost/';
  const queryClient = createQueryClient();
  const signal = AbortSignal.timeout(30_000);
  // Loads the home page's own lazy parts, which would otherwise be drawn as their loading state.
  await loadWhatItNeeds(url, queryClient, signal);
  const drawing = await draw(url, queryClient, signal);
  if (typeof drawing === 'string') throw new Error(`The home page could not be drawn: ${drawing}`);
  const { namespaces: _namespaces, ...drawn } = drawing;
  return drawn;
}

export interface PageRequest {
  /** The page's path and query (`/books/12?x=1`). */
  path: string;
  token: string;
  fetch: ServerContext['fetch'];
  signal: AbortSignal;
}

/** The texts of the namespaces a drawing read that the first load does not bundle. */
function unbundledTexts(namespaces: Set<string>): DrawnState['texts'] {
  const unbundled = [...namespaces].filter(
    (namespace) => !(BUNDLED_NAMESPACES as readonly string[]).includes(namespace),
  );
  return Object.fromEntries(
    unbundled.map((namespace) => [
      namespace,
      i18n.getResourceBundle(DEFAULT_LANGUAGE, namespace) as Record<string, unknown>,
    ]),
  );
}

/**
 * A logged-in visitor's page drawn with its answers, or null when it is not drawn here (not such a page, a
 * route that redirects, no answer at all, as for a token no longer valid). When an answer failed, the page
 * is not drawn (the browser draws it with its error, retry and messages), but the answers that came are
 * handed over all the same (`html` empty): the browser does not ask for them again, and a search is not
 * counted twice against the visitor's plan.
 */
export async function renderPage({ path, token, fetch, signal }: PageRequest): Promise<Drawing | null> {
  const url = new URL(path, 'http://localhost');
  if (!isDrawnPerRequest(url.pathname)) return null;
  await ready();
  const queryClient = createQueryClient();
  // One try: the visitor waits for the page; the browser retries what failed.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  return requests.run({ token, fetch }, async () => {
    // Every page drawn here starts from the session's user: asked first, it saves a round, and a token no
    // longer valid ends the drawing at once.
    try {
      await queryClient.fetchQuery(currentUserQueryOptions());
    } catch {
      return null;
    }
    let drawing: Drawn | undefined;
    for (let round = 0; round < MAX_ROUNDS && drawing === undefined; round += 1) {
      const attempt = await draw(url.href, queryClient, signal);
      if (attempt === 'redirected') return null;
      const waiting = queryClient.getQueryCache().getAll().filter(isWaiting);
      if (waiting.length > 0) await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
      // Code or texts not loaded yet in this process (its first pages): waited for, then drawn again.
      else if (attempt === 'suspended') await loadWhatItNeeds(url.href, queryClient, signal);
      else drawing = attempt;
    }
    const queries = queryClient.getQueryCache().getAll();
    if (drawing === undefined || queries.some((query) => query.state.status === 'error')) {
      if (!queries.some((query) => query.state.status === 'success')) return null;
      return { html: '', head: '', state: drawnStateScript({ queries: dehydrate(queryClient), texts: {} }) };
    }
    const { namespaces, ...drawn } = drawing;
    return {
      ...drawn,
      state: drawnStateScript({ queries: dehydrate(queryClient), texts: unbundledTexts(namespaces) }),
    };
  });
}

/**
 * index.html with a drawing in it: its styles and preloads in the head, the markup in `#root`, what it was
 * drawn from after it. The modulepreload links go: the drawing paints first, and the entry asks for the app
 * after (ADR 0036). Answers without a drawing (`html` empty) leave the page as it was, with them added.
 */
export function fillIndexHtml(index: string, { html, head, state }: Drawing): string {
  const drawn = html === '' ? index : index.replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  const filled = drawn
    .replace('</head>', () => `${head}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${html}</div>${state}`);
  if (!filled.includes(`<div id="root">${html}</div>`)) throw new Error('index.html has no empty #root to fill');
  return filled;
}
