import { lineText, storableText } from '../../lib/outside-text.ts';
import { timeoutSignal } from '../../lib/timeout.ts';
import { categoryIdOf, readLot, readLots, type LotReading, type SourceLot } from './lot.ts';

/**
 * The trading platform's site JSON (sales-source.md): lot pages by category and status, a lot by id, its
 * description. The same client talks to the real platform (SALES_SOURCE_URL) and to the built-in
 * simulator, which serves the same calls. One request at a time with a polite pause between them,
 * retries with backoff for network errors and 5xx/429, fresh cookies every 30 requests (the platform
 * sits behind Cloudflare), and a clear `SourceBlockedError` on a 403 or a challenge page — never a hang.
 */
export class SourceBlockedError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'SourceBlockedError';
  }
}

/** The source answered something that is not what the call gives (after retries). */
export class SourceError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SourceError';
  }
}

export type LotPage = {
  lots: SourceLot[];
  skipped: { reason: string; lotId: number | undefined }[];
  /** Lots the category holds in that status, by the source's count. */
  total: number;
  /** The category tree's names as the answer's stats give them (children flattened). */
  categories: { id: number; name: string }[];
};

export type SalesSource = {
  /** Finished lots of a category, newest end first, page from 1. */
  finishedLots(categoryId: number, page: number, pageSize: number): Promise<LotPage>;
  /** Running lots of a category, ending soonest first, page from 1. */
  activeLots(categoryId: number, page: number, pageSize: number): Promise<LotPage>;
  /** One lot (with the final price), or undefined when the source does not know it. */
  lot(lotId: number): Promise<LotReading | undefined>;
  /** The lot's description as the source's HTML ('' when it has none). */
  description(lotId: number): Promise<string>;
};

export type HttpSalesSourceOptions = {
  baseUrl: string;
  /** The pause before each call (SALES_SOURCE_DELAY_MS). */
  delayMs: number;
  /** Attempts per call for network errors, 5xx and 429. */
  attempts?: number;
  /** Per request. */
  timeoutMs?: number;
  /** Descriptions larger than this are cut (a 5 MB description is not a book's). */
  maxDescriptionBytes?: number;
  /** A larger answer is refused unread (SourceError): the platform's answers are a few hundred KB. */
  maxAnswerBytes?: number;
  now?: () => Date;
  sleep?: (ms: number) => Promise<void>;
};

const COOKIE_REFRESH_EVERY = 30;
const DEFAULT_MAX_DESCRIPTION_BYTES = 200_000;
const DEFAULT_MAX_ANSWER_BYTES = 32 * 1024 * 1024;
const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Cloudflare's challenge and block pages: HTML where JSON was asked for, or its markers. */
function looksLikeChallenge(contentType: string, text: string): boolean {
  if (contentType.includes('application/json')) return false;
  return /cloudflare|cf-chl|challenge-platform|attention required|just a moment/i.test(text) || /^\s*</.test(text);
}

export function createHttpSalesSource({
  baseUrl,
  delayMs,
  attempts = 3,
  timeoutMs = 20_000,
  maxDescriptionBytes = DEFAULT_MAX_DESCRIPTION_BYTES,
  maxAnswerBytes = DEFAULT_MAX_ANSWER_BYTES,
  now = () => new Date(),
  sleep = sleepFor,
}: HttpSalesSourceOptions): SalesSource {
  const root = baseUrl.replace(/\/+$/, '');
  const cookies = new Map<string, string>();
  let requests = 0;
  /** Calls wait for the one before them: one request at a time, whoever calls. */
  let queue: Promise<unknown> = Promise.resolve();

  function keepCookies(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const at = pair.indexOf('=');
      if (at > 0) cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  }

  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');

  /** Opens the site's front page for fresh cookies, as a browser would; failures are left to the next call. */
  async function refreshCookies() {
    try {
      const response = await fetch(`${root}/`, {
        headers: { accept: 'text/html', ...(cookies.size ? { cookie: cookieHeader() } : {}) },
        signal: timeoutSignal('the sales platform front page', `${root}/`, timeoutMs),
      });
      keepCookies(response);
      await response.body?.cancel();
    } catch {
      // The call itself will say what is wrong.
    }
  }

  async function callOnce(path: string, body: object): Promise<unknown> {
    if (requests % COOKIE_REFRESH_EVERY === 0) await refreshCookies();
    requests += 1;
    const response = await fetch(`${root}/api/command/lots/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(cookies.size ? { cookie: cookieHeader() } : {}),
      },
      body: JSON.stringify(body),
      signal: timeoutSignal(`the sales platform call ${path}`, `${root}/api/command/lots/${path}`, timeoutMs),
    });
    keepCookies(response);
    const contentType = response.headers.get('content-type') ?? '';
    const text = await textUpTo(response, maxAnswerBytes, path);
    if (response.status === 403) throw new SourceBlockedError(`the source answered 403 to ${path}`);
    if (looksLikeChallenge(contentType, text)) {
      throw new SourceBlockedError(`the source answered a challenge page (HTTP ${response.status}) to ${path}`);
    }
    if (response.status === 429 || response.status >= 500) {
      throw new RetryableError(`the source answered HTTP ${response.status} to ${path}`);
    }
    if (!response.ok) throw new SourceError(`the source answered HTTP ${response.status} to ${path}`);
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      throw new SourceError(`the source answered ${path} with something that is not JSON`, { cause: error });
    }
  }

  async function call(path: string, body: object): Promise<unknown> {
    const run = async () => {
      for (let attempt = 1; ; attempt++) {
        await sleep(delayMs);
        try {
          return await callOnce(path, body);
        } catch (error) {
          const retryable = error instanceof RetryableError || isNetworkError(error);
          if (!retryable || attempt >= attempts) {
            if (error instanceof SourceBlockedError || error instanceof SourceError) throw error;
            throw new SourceError(`${path}: ${error instanceof Error ? error.message : String(error)}`, {
              cause: error,
            });
          }
          await sleep(Math.max(delayMs, 250) * 2 ** attempt);
        }
      }
    };
    const result = queue.then(run, run);
    queue = result.catch(() => {});
    return result;
  }

  const resultOf = (answer: unknown): unknown =>
    answer && typeof answer === 'object' ? (answer as { result?: unknown }).result : undefined;

  async function lotsPage(
    categoryId: number,
    status: 'finished' | 'active',
    page: number,
    pageSize: number,
    direction: 0 | 1,
  ): Promise<LotPage> {
    const result = resultOf(
      await call('get-items', {
        sellerMode: false,
        filter: { categoryId, status, page, pageSize, sort: { field: 'endDate', direction } },
        includes: { lots: true, stats: true },
        saveSearchRequest: false,
        featuredLotsFirst: false,
        onlyWithPicture: false,
      }),
    ) as { lots?: unknown; stats?: { count?: { overall?: unknown }; categories?: unknown } } | undefined;
    if (!result || typeof result !== 'object') throw new SourceError('get-items answered without a result');
    const { lots, skipped } = readLots(result.lots, now());
    const overall = Number(result.stats?.count?.overall);
    return {
      lots,
      skipped,
      total: Number.isSafeInteger(overall) && overall >= 0 ? overall : lots.length,
      categories: categoryNames(result.stats?.categories),
    };
  }

  return {
    finishedLots: (categoryId, page, pageSize) => lotsPage(categoryId, 'finished', page, pageSize, 1),
    activeLots: (categoryId, page, pageSize) => lotsPage(categoryId, 'active', page, pageSize, 0),

    async lot(lotId) {
      const result = resultOf(await call('get-lot-by-id', { lotId }));
      return result === undefined || result === null ? undefined : readLot(result, now());
    },

    async description(lotId) {
      const result = resultOf(await call('get-description', { lotId })) as { description?: unknown } | undefined;
      // A character is at least a byte: the cut in characters bounds the work, the one in bytes the size.
      const html = typeof result?.description === 'string' ? result.description.slice(0, maxDescriptionBytes) : '';
      const cut =
        Buffer.byteLength(html) > maxDescriptionBytes
          ? Buffer.from(html)
              .subarray(0, maxDescriptionBytes)
              .toString('utf8')
              .replace(/\uFFFD+$/, '')
          : html;
      // NUL (PostgreSQL refuses it) and the other control characters out, lone surrogates replaced.
      return storableText(cut, maxDescriptionBytes);
    },
  };
}

class RetryableError extends Error {}

/** The answer's text, refused (SourceError) past `max` bytes without reading the rest. */
async function textUpTo(response: Response, max: number, path: string): Promise<string> {
  const tooLarge = () => new SourceError(`the source answered ${path} with more than ${max} bytes`);
  if (Number(response.headers.get('content-length')) > max) {
    await response.body?.cancel();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += (chunk as Uint8Array).length;
    // Leaving the loop cancels the rest of the body.
    if (size > max) throw tooLarge();
    chunks.push(Buffer.from(chunk as Uint8Array));
  }
  // As response.text() decodes: UTF-8, a byte-order mark dropped.
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** `stats.categories` flattened: each node's id and name, its `childs` after it; anything malformed left out. */
function categoryNames(nodes: unknown, depth = 0): { id: number; name: string }[] {
  if (!Array.isArray(nodes) || depth > 5) return [];
  return nodes.flatMap((node: unknown) => {
    if (!node || typeof node !== 'object') return [];
    const { id, name, childs } = node as { id?: unknown; name?: unknown; childs?: unknown };
    // Names become the archive's category names: one storable line.
    const line = typeof name === 'string' ? lineText(name.slice(0, 2000), 200) : '';
    const own = typeof id === 'number' && categoryIdOf(id) === id && line !== '' ? [{ id, name: line }] : [];
    return [...own, ...categoryNames(childs, depth + 1)];
  });
}

function isNetworkError(error: unknown): boolean {
  return (
    error instanceof TypeError ||
    (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
  );
}
