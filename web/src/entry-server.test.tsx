import type { BookDetail } from '@raritet/contracts/archive';
import { EMPTY_STATISTICS } from '@raritet/contracts/price-statistics';
import { describe, expect, it } from 'vitest';
import { SSR_STATE_ID, type SsrState } from './lib/ssr-state.ts';
import { jsonResponse, testUser } from './lib/test-render.tsx';
import { fillIndexHtml, isServerRendered, renderPage, type RenderedPage } from './entry-server.tsx';

/** A book as GET /api/books/{id} answers a subscriber, its description with markup a browser would repair. */
const BOOK: BookDetail = {
  id: 50,
  sourceLotId: 9050,
  title: 'Евгений Онегин. Роман в стихах',
  author: 'Пушкин А.С.',
  year: 1837,
  type: 'Книга',
  description: 'Владельческий переплёт. Экслибрис.',
  descriptionHtml: '<p>Владельческий переплёт.<p>Экслибрис <b>владельца',
  sellerName: 'bibliophile',
  publisher: null,
  language: 'ru',
  categoryId: 3,
  categoryName: 'Пушкиниана',
  finalPrice: 64_000,
  price: 64_000,
  date: '2025-03-14T12:00:00.000Z',
  endDate: '2025-03-14T12:00:00.000Z',
  firstImageName: null,
  coverUrls: null,
  imageCount: 0,
  publicationPlace: 'СПб.',
  addedDate: '2025-03-15T00:00:00.000Z',
};

const SUBSCRIBER = testUser({ hasSubscription: true, subscriptionType: 'Месяц' });

/** One page of a title search, as GET /api/books/searchByTitle answers a subscriber. */
const SEARCH_ANSWER = {
  items: [BOOK],
  totalPages: 1,
  totalItems: 1,
  totalIsEstimate: false,
  remainingRequests: 99,
  partialResults: false,
  totalFound: 1,
  firstBookTitles: [BOOK.title],
};

/** The API as the server answers it for one visitor: each path's answer, anything else a 404. */
function fakeApi(answers: Record<string, unknown>, asked: string[] = []) {
  return async (url: string, init: RequestInit) => {
    asked.push(`${new Headers(init.headers).get('authorization') ?? ''} ${url}`);
    const path = url.split('?')[0] ?? url;
    if (!(path in answers)) return jsonResponse(404, { code: 'not_found', message: 'Not found' });
    const answer = answers[path];
    return answer instanceof Response ? answer : jsonResponse(200, answer);
  };
}

const BOOK_ANSWERS = {
  '/api/auth/user': SUBSCRIBER,
  '/api/books/50': BOOK,
  '/api/books/50/images': { images: [], imageUrls: [] },
  '/api/books/50/comparables': {
    items: [],
    stats: EMPTY_STATISTICS,
    sameCopy: [],
    workStats: EMPTY_STATISTICS,
    editions: [],
    editionsTotal: 0,
  },
  '/api/books/50/is-favorite': { bookId: 50, isFavorite: true },
};

const render = (path: string, fetch: ReturnType<typeof fakeApi>, token = 'visitor-token') =>
  renderPage({ path, token, fetch, signal: AbortSignal.timeout(20_000) });

/** A rendered page, not a redirect or null. */
async function renderedPage(path: string, fetch: ReturnType<typeof fakeApi>): Promise<RenderedPage> {
  const result = await render(path, fetch);
  if (result === null || 'redirect' in result) throw new Error(`${path} was not rendered`);
  return result;
}

/** The state a server-rendered page carries, read back as the browser reads it. */
function stateOf(element: string): SsrState {
  const json = /<script id="([^"]+)" type="application\/json">([\s\S]*)<\/script>/.exec(element);
  expect(json?.[1]).toBe(SSR_STATE_ID);
  return JSON.parse(json![2]!) as SsrState;
}

describe('renderPage', () => {
  it("renders a subscriber's book page with its answers, asked for as the visitor", async () => {
    const asked: string[] = [];
    const { html, head, state } = await renderedPage('/books/50', fakeApi(BOOK_ANSWERS, asked));
    expect(html).toContain('Евгений Онегин. Роман в стихах</h1>');
    expect(html).toMatch(/64\s000/);
    expect(html).toContain('aria-pressed="true"');
    // The description parsed as the browser parses it (implied end tags), so the two renders agree.
    expect(html).toContain('<p>Владельческий переплёт.</p><p>Экслибрис <b>владельца</b></p>');
    expect(head).toMatch(/^<style data-emotion="css/);
    expect(asked.every((line) => line.startsWith('Bearer visitor-token '))).toBe(true);
    expect(asked.map((line) => line.split(' ')[2])).toContain('/api/books/50');

    const ssrState = stateOf(state);
    const keys = ssrState.queries.queries.map((query) => JSON.stringify(query.queryKey));
    expect(keys).toContain(JSON.stringify(['auth', 'current-user']));
    expect(keys).toContain(JSON.stringify(['archive', 'book', 50, 'detail', { subscribed: true }]));
    // The book page's texts come with it; the bundled ones do not.
    expect(Object.keys(ssrState.texts)).toContain('book');
    expect(Object.keys(ssrState.texts)).not.toContain('common');
    // Each answer asked for once: the loaders fetch, the render does not.
    expect(new Set(asked).size).toBe(asked.length);
  });

  it('escapes the state so that no answer can close its script element', async () => {
    const title = '</script><script>alert(1)</script>';
    const page = await renderedPage('/books/50', fakeApi({ ...BOOK_ANSWERS, '/api/books/50': { ...BOOK, title } }));
    expect(page.state.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.stringify(stateOf(page.state))).toContain(title);
  });

  it('renders nothing when the token is refused: the browser ends the session itself', async () => {
    const refused = jsonResponse(401, { code: 'unauthorized', message: 'Unauthorized' });
    expect(await render('/books/50', fakeApi({ ...BOOK_ANSWERS, '/api/auth/user': refused }))).toBeNull();
  });

  it('renders nothing when an answer failed, but hands over the answers that came', async () => {
    // The browser shows the error with its retry, and does not ask again for what it has (a search would
    // count twice against the plan).
    const failed = jsonResponse(500, { code: 'internal_error', message: 'Internal error' });
    for (const [path, answers] of [
      ['/books/50', { ...BOOK_ANSWERS, '/api/books/50': failed }],
      ['/books/51', BOOK_ANSWERS],
    ] as const) {
      const page = await renderedPage(path, fakeApi(answers));
      expect(page.html, path).toBe('');
      expect(page.head, path).toBe('');
      const { queries, texts } = stateOf(page.state);
      const keys = queries.queries.map((query) => JSON.stringify(query.queryKey));
      expect(keys, path).toContain(JSON.stringify(['auth', 'current-user']));
      // The failed one is left for the browser to ask for.
      expect(
        keys.some((key) => key.includes('"detail"')),
        path,
      ).toBe(false);
      expect(texts).toEqual({});
    }
  });

  it('renders only the archive pages', async () => {
    for (const path of ['/', '/categories', '/books/50', '/searchByTitle/x', '/searchByPriceRange/1/2']) {
      expect(isServerRendered(path), path).toBe(true);
    }
    for (const path of ['/admin', '/favorites', '/user/7', '/login', '/books/50/extra']) {
      expect(isServerRendered(path), path).toBe(false);
    }
    expect(await render('/admin', fakeApi(BOOK_ANSWERS))).toBeNull();
  });

  it('renders a search page with its results, the search asked for once', async () => {
    const asked: string[] = [];
    const answers = {
      '/api/auth/user': SUBSCRIBER,
      '/api/books/searchByTitle': SEARCH_ANSWER,
      '/api/books/searchByTitle/stats': EMPTY_STATISTICS,
      '/api/books/favorites/ids': { bookIds: [50] },
    };
    const page = await renderedPage(
      '/searchByTitle/%D0%9E%D0%BD%D0%B5%D0%B3%D0%B8%D0%BD?page=1',
      fakeApi(answers, asked),
    );
    expect(page.html).toContain('Евгений Онегин. Роман в стихах');
    const searches = asked.filter((line) => line.includes('/api/books/searchByTitle?'));
    expect(searches).toHaveLength(1);
    expect(searches[0]).toContain('title=%D0%9E%D0%BD%D0%B5%D0%B3%D0%B8%D0%BD');
    expect(asked.some((line) => line.includes('/api/books/favorites/ids?bookIds=50'))).toBe(true);
    const keys = stateOf(page.state).queries.queries.map((query) => JSON.stringify(query.queryKey));
    expect(keys.some((key) => key.startsWith('["archive","search","title"'))).toBe(true);
  });

  it('answers a search form sent before hydration with the address of its results, for a guest too', async () => {
    const asked: string[] = [];
    const result = await render('/search/title?q=%20Онегин%20&exactPhrase=true', fakeApi({}, asked), '');
    expect(result).toEqual({
      redirect: '/searchByTitle/%D0%9E%D0%BD%D0%B5%D0%B3%D0%B8%D0%BD?exactPhrase=true',
      status: 302,
    });
    expect(asked).toEqual([]);
    expect(await render('/search/title?q=%20', fakeApi({}), '')).toEqual({ redirect: '/', status: 302 });
  });
});

describe('fillIndexHtml', () => {
  const index =
    '<html><head><link rel="modulepreload" crossorigin href="/assets/start.js">\n</head>' +
    '<body><div id="root"></div></body></html>';

  it('puts the page in #root, its head before </head>, its state after #root, and drops the preloads', () => {
    const filled = fillIndexHtml(index, {
      html: '<main>page</main>',
      head: '<style>x</style>',
      state: '<script></script>',
    });
    expect(filled).toBe(
      '<html><head>\n<style>x</style>\n  </head><body><div id="root"><main>page</main></div><script></script></body></html>',
    );
  });

  it('adds a state without markup to the page as it is, preloads and all', () => {
    const filled = fillIndexHtml(index, { html: '', head: '', state: '<script></script>' });
    expect(filled).toBe(
      index
        .replace('<div id="root"></div>', '<div id="root"></div><script></script>')
        .replace('</head>', '\n  </head>'),
    );
  });

  it('refuses an index.html without an empty #root', () => {
    expect(() => fillIndexHtml('<html></html>', { html: '<main></main>', head: '', state: '' })).toThrow();
  });
});
