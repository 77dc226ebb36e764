import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { demoLotIdRange } from '../corpus/corpus.ts';
import { getDescription, getItems, getLotById, type Answer } from './simulator-answers.ts';
import { createSimulatorImages, type ImageStyle } from './simulator-images.ts';
import type { HostileKind, SimulatorLot } from './simulator-lot.ts';
import { createTimeline, type AddLotOptions } from './simulator-timeline.ts';
import { isActiveAt, isFinishedAt } from './simulator-wire.ts';

export type { HostileKind, SimulatorLot } from './simulator-lot.ts';
export type { AddLotOptions } from './simulator-timeline.ts';
export { ROOT_CATEGORY, UNLISTED_CATEGORY_ID, WATCHED_CATEGORIES } from './simulator-categories.ts';

/**
 * The trading platform, simulated (ADR 0021): the same JSON calls over HTTP as meshok
 * (sales-source.md), from the demo corpus, so the product's client cannot tell it from the platform.
 * Finished lots appear over time at `lotsPerMinute`; on start a backlog of lots that ended in the hours
 * before is already there. The test controls are methods, not HTTP routes, so nothing hostile can be
 * reached on a running server.
 */
export type SalesSimulatorOptions = {
  /** DEMO_SEED: the same seed and start time give the same lots. */
  seed: number;
  now?: () => Date;
  /** The timeline's zero (default: now() when created). */
  startTime?: Date;
  /** SIMULATOR_LOTS_PER_MINUTE: new lots ending per minute after the start (0: none). */
  lotsPerMinute?: number;
  /** Lots that ended before the start (default 150, over `backlogHours`). */
  backlog?: number;
  backlogHours?: number;
  /** DEMO_BOOKS: every lot id is above the demo archive's (demoLotIdRange). */
  archiveLots?: number;
  /** 'drawn' (default): the demo renderer's pictures; 'plain': cheap coloured sheets for the bench. */
  imageStyle?: ImageStyle;
  /** Answer 403 to API calls without the cookie `GET /` gives (as Cloudflare does). */
  requireCookie?: boolean;
  /** Every lot shows this many images instead of its own count (the pull bench: 0, then 1). */
  imagesPerLot?: number;
};

export type SimulatorRequest = { method: string; path: string; body: unknown; status: number; at: Date };

export type RunningSimulator = { url: string; close(): Promise<void> };

export type SalesSimulator = {
  start(options?: { port?: number; host?: string }): Promise<RunningSimulator>;
  /** The next `count` API calls answer 403 ('forbidden') or Cloudflare's challenge page ('challenge'). */
  blockNext(count: number, how?: 'forbidden' | 'challenge'): void;
  /** A lot ending now (or `endsInMs` from now), optionally hostile; returns it. */
  addLot(options?: AddLotOptions): SimulatorLot;
  /** A finished, sold lot whose answers carry one kind of trouble. */
  injectHostile(kind: HostileKind, options?: Omit<AddLotOptions, 'hostile'>): SimulatorLot;
  /** Files the lot under another category (its categoryId and the lists it shows in). */
  moveLot(lotId: number, categoryId: number): void;
  /** A lot by id, as the simulator knows it (undefined before it is made). */
  lot(lotId: number): SimulatorLot | undefined;
  /** Lots finished (or active) now, newest end first, optionally of one listing category. */
  lots(filter?: { status?: 'finished' | 'active'; categoryId?: number }): SimulatorLot[];
  /** Every request received, oldest first (the last 5,000). */
  readonly requests: readonly SimulatorRequest[];
  clearRequests(): void;
};

const BACKLOG_DEFAULT = 150;
const BACKLOG_HOURS_DEFAULT = 3;
const REQUEST_LOG_SIZE = 5_000;
const MAX_BODY_BYTES = 64 * 1024;
const CLEARANCE_COOKIE = 'cf_clearance';
const IMAGE_PATH = /^\/images\/(\d+)_(\d+)(_thumb)?\.jpg$/;

const CHALLENGE_PAGE = `<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title>
<meta http-equiv="refresh" content="390"></head><body><div class="main-wrapper" role="main">
<h1>meshok.net</h1><p>Verifying you are human. This may take a few seconds.</p>
<script src="/cdn-cgi/challenge-platform/h/g/orchestrate/chl_page/v1?ray=8f00000000000000"></script>
</div></body></html>`;

/** The demo archive's size when nobody says (the server's DEMO_BOOKS default). */
const DEMO_ARCHIVE_LOTS = 230_000;

export function createSalesSimulator({
  seed,
  now = () => new Date(),
  startTime,
  lotsPerMinute = 3,
  backlog = BACKLOG_DEFAULT,
  backlogHours = BACKLOG_HOURS_DEFAULT,
  archiveLots = DEMO_ARCHIVE_LOTS,
  imageStyle = 'drawn',
  requireCookie = false,
  imagesPerLot,
}: SalesSimulatorOptions): SalesSimulator {
  const timeline = createTimeline({
    seed,
    startMs: (startTime ?? now()).getTime(),
    lotsPerMinute,
    backlog,
    backlogSpanMs: backlogHours * 3_600_000,
    firstLotId: demoLotIdRange(archiveLots)[1] + 1,
    imagesPerLot,
  });
  const images = createSimulatorImages({ style: imageStyle });
  const requests: SimulatorRequest[] = [];
  const blocks: Array<'forbidden' | 'challenge'> = [];
  const clearances = new Set<string>();

  /** The clock, with every lot listed by then made. */
  function clock(): number {
    const atMs = now().getTime();
    timeline.reach(atMs);
    return atMs;
  }

  function log(request: IncomingMessage, path: string, body: unknown, status: number) {
    requests.push({ method: request.method ?? 'GET', path, body, status, at: now() });
    if (requests.length > REQUEST_LOG_SIZE) requests.splice(0, requests.length - REQUEST_LOG_SIZE);
  }

  function hasClearance(request: IncomingMessage): boolean {
    const cookies = request.headers.cookie ?? '';
    return cookies.split(';').some((pair) => {
      const [name = '', value = ''] = pair.trim().split('=');
      return name === CLEARANCE_COOKIE && clearances.has(value);
    });
  }

  async function readBody(request: IncomingMessage): Promise<unknown> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of request as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) throw new Error('body too large');
      chunks.push(chunk);
    }
    const text = Buffer.concat(chunks).toString('utf8');
    return text ? (JSON.parse(text) as unknown) : {};
  }

  function send(response: ServerResponse, status: number, type: string, payload: string | Buffer) {
    response.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(payload) }).end(payload);
  }

  async function handleApi(request: IncomingMessage, response: ServerResponse, path: string, baseUrl: string) {
    let body: unknown;
    try {
      body = await readBody(request);
    } catch {
      log(request, path, undefined, 400);
      return send(response, 400, 'application/json', JSON.stringify({ error: 'bad body' }));
    }
    const block = blocks.shift() ?? (requireCookie && !hasClearance(request) ? 'forbidden' : undefined);
    if (block === 'forbidden') {
      log(request, path, body, 403);
      return send(response, 403, 'text/html; charset=UTF-8', '<html><title>Access denied</title>Error 1020</html>');
    }
    if (block === 'challenge') {
      log(request, path, body, 503);
      return send(response, 503, 'text/html; charset=UTF-8', CHALLENGE_PAGE);
    }
    const atMs = clock();
    const call = path.slice('/api/command/lots/'.length);
    const answer: Answer =
      call === 'get-items'
        ? getItems(timeline, body, atMs, baseUrl)
        : call === 'get-lot-by-id'
          ? getLotById(timeline, body, atMs, baseUrl)
          : call === 'get-description'
            ? getDescription(timeline, body, atMs)
            : { status: 404, body: { error: 'no such command' } };
    log(request, path, body, answer.status);
    send(response, answer.status, 'application/json; charset=utf-8', JSON.stringify(answer.body));
  }

  async function handleImage(request: IncomingMessage, response: ServerResponse, path: string) {
    const [, lotId = '', n = '', thumbnail] = IMAGE_PATH.exec(path) ?? [];
    const atMs = clock();
    const lot = timeline.byId(Number(lotId));
    const index = Number(n);
    if (!lot || lot.beginMs > atMs || index < 1 || index > lot.imageCount) {
      log(request, path, undefined, 404);
      return send(response, 404, 'text/plain', 'Not found');
    }
    if (lot.hostile === 'not-an-image') {
      log(request, path, undefined, 200);
      return send(
        response,
        200,
        'text/html; charset=UTF-8',
        '<!DOCTYPE html><html><body>Фото скоро будет</body></html>',
      );
    }
    const jpeg = await images.image(lot.picture, index, Boolean(thumbnail));
    log(request, path, undefined, 200);
    response.writeHead(200, {
      'content-type': 'image/jpeg',
      'content-length': jpeg.length,
      'cache-control': 'public, max-age=86400',
    });
    response.end(request.method === 'HEAD' ? undefined : jpeg);
  }

  function handleFrontPage(request: IncomingMessage, response: ServerResponse) {
    // Cloudflare's clearance: the client opens the front page for fresh cookies every 30 calls.
    const clearance = randomBytes(16).toString('hex');
    clearances.add(clearance);
    log(request, '/', undefined, 200);
    response.writeHead(200, {
      'content-type': 'text/html; charset=UTF-8',
      'set-cookie': [
        `${CLEARANCE_COOKIE}=${clearance}; Path=/; Max-Age=1800; HttpOnly; SameSite=None; Secure`,
        `__cf_bm=${randomBytes(8).toString('hex')}; Path=/; Max-Age=1800; HttpOnly`,
      ],
    });
    response.end('<!DOCTYPE html><html><head><title>Мешок — аукцион</title></head><body></body></html>');
  }

  function route(request: IncomingMessage, response: ServerResponse, baseUrl: string): Promise<void> | void {
    const path = new URL(request.url ?? '/', 'http://simulator').pathname;
    if (request.method === 'POST' && path.startsWith('/api/command/lots/')) {
      return handleApi(request, response, path, baseUrl);
    }
    if ((request.method === 'GET' || request.method === 'HEAD') && IMAGE_PATH.test(path)) {
      return handleImage(request, response, path);
    }
    if (request.method === 'GET' && path === '/') return handleFrontPage(request, response);
    log(request, path, undefined, 404);
    send(response, 404, 'application/json', JSON.stringify({ error: 'not found' }));
  }

  return {
    async start({ port = 0, host = '127.0.0.1' } = {}) {
      clock();
      let baseUrl = '';
      const server = createServer((request, response) => {
        Promise.resolve(route(request, response, baseUrl)).catch((error: unknown) => {
          if (!response.headersSent) send(response, 500, 'application/json', JSON.stringify({ error: String(error) }));
          else response.destroy();
        });
      });
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, resolve);
      });
      baseUrl = `http://${host}:${(server.address() as AddressInfo).port}`;
      return {
        url: baseUrl,
        close: () =>
          new Promise<void>((resolve) => {
            server.close(() => resolve());
            server.closeAllConnections();
          }),
      };
    },
    blockNext(count, how = 'forbidden') {
      for (let i = 0; i < count; i++) blocks.push(how);
    },
    addLot: (options = {}) => timeline.add(clock(), options),
    injectHostile: (kind, options = {}) => timeline.add(clock(), { sold: true, ...options, hostile: kind }),
    moveLot(lotId, categoryId) {
      const lot = timeline.byId(lotId);
      if (!lot) throw new Error(`the simulator has no lot ${lotId}`);
      lot.listedIn = categoryId;
      lot.categoryId = categoryId;
    },
    lot: (lotId) => timeline.byId(lotId),
    lots({ status = 'finished', categoryId } = {}) {
      const atMs = clock();
      const visible = status === 'finished' ? isFinishedAt : isActiveAt;
      return timeline.lots
        .filter((lot) => visible(lot, atMs) && (categoryId === undefined || lot.listedIn === categoryId))
        .reverse();
    },
    requests,
    clearRequests() {
      requests.length = 0;
    },
  };
}
