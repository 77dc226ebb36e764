import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoLotIdRange } from '@raritet/demo/corpus/corpus';
import { createHttpSalesSource, SourceBlockedError } from './http-source.ts';
import { FINISHED_STATUS, isSold, readLots } from './lot.ts';
import {
  createSalesSimulator,
  UNLISTED_CATEGORY_ID,
  WATCHED_CATEGORIES,
  type RunningSimulator,
  type SalesSimulator,
} from '@raritet/demo/simulator/simulator';

const START = new Date('2025-06-02T09:00:00Z');
const ARCHIVE_LOTS = 5_000;
const MINUTE = 60_000;
const WATCHED = WATCHED_CATEGORIES.map((category) => category.id);

let clock: Date;
const now = () => clock;
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

let simulator: SalesSimulator;
let running: RunningSimulator;
const client = () =>
  createHttpSalesSource({ baseUrl: running.url, delayMs: 0, sleep: async () => {}, now, timeoutMs: 10_000 });

async function call(path: string, body: unknown, cookie?: string) {
  const response = await fetch(`${running.url}/api/command/lots/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() };
}

const itemsBody = (categoryId: number, status: string, page = 1, pageSize = 50, direction = 1) => ({
  sellerMode: false,
  filter: { categoryId, status, page, pageSize, sort: { field: 'endDate', direction } },
  includes: { lots: true, stats: true },
});

beforeAll(async () => {
  clock = START;
  simulator = createSalesSimulator({ seed: 1, now, archiveLots: ARCHIVE_LOTS });
  running = await simulator.start();
});
afterAll(() => running.close());
beforeEach(() => simulator.clearRequests());

describe('the sales simulator, through the platform client', () => {
  it('pages finished lots of a category newest end first, with the totals', async () => {
    const source = client();
    const expected = simulator.lots({ categoryId: 13870 });
    const first = await source.finishedLots(13870, 1, 10);
    const second = await source.finishedLots(13870, 2, 10);
    expect(first.total).toBe(expected.length);
    expect([...first.lots, ...second.lots].map((lot) => lot.id)).toEqual(expected.slice(0, 20).map((lot) => lot.id));
    const ends = [...first.lots, ...second.lots].map((lot) => lot.endDate!.getTime());
    expect(ends).toEqual([...ends].sort((a, b) => b - a));
    expect(ends.every((end) => end <= clock.getTime())).toBe(true);

    let total = 0;
    for (const categoryId of WATCHED) total += (await source.finishedLots(categoryId, 1, 1)).total;
    expect(total).toBe(simulator.lots().length);
  });

  it('answers the documented envelope with the category stats', async () => {
    const answer = await call('get-items', itemsBody(13871, 'finished', 1, 5));
    expect(answer.status).toBe(200);
    const { correlationId, result } = JSON.parse(answer.text) as {
      correlationId: string;
      result: {
        lots: Record<string, unknown>[];
        stats: { categories: { id: number; name: string; parentId: number | null; lotsCount: number }[] };
        lastSortValues: unknown;
      };
    };
    expect(correlationId).toBeTruthy();
    expect(result.lots).toHaveLength(5);
    expect(Object.keys(result.lots[0]!)).toEqual(
      expect.arrayContaining([
        'id',
        'title',
        'categoryId',
        'beginDate',
        'endDate',
        'price',
        'startPrice',
        'bidsCount',
        'images',
        'thumbnails',
        'pictures',
        'city',
        'seller',
        'condition',
        'currency',
        'type',
        'status',
        'soldQuantity',
        'quantity',
        'tags',
      ]),
    );
    const leaf = result.stats.categories.find((category) => category.id === 13871)!;
    expect(leaf).toMatchObject({ name: 'Поэзия Серебряного века', parentId: 13869 });
    expect(leaf.lotsCount).toBe(simulator.lots({ categoryId: 13871 }).length);
    expect(result.lastSortValues).toEqual([expect.any(Number), result.lots[4]!.id]);
  });

  it('starts with a backlog of at least 50 sold lots that ended in the hours before, above the archive ids', async () => {
    const finished = simulator.lots();
    const sold = finished.filter((lot) => lot.sold);
    expect(sold.length).toBeGreaterThanOrEqual(50);
    expect(finished.every((lot) => lot.endMs <= START.getTime() && lot.endMs > START.getTime() - 4 * 3_600_000)).toBe(
      true,
    );
    expect(Math.min(...finished.map((lot) => lot.id))).toBeGreaterThan(demoLotIdRange(ARCHIVE_LOTS)[1]);
    // Ids grow with the end time.
    const oldestFirst = [...finished].reverse();
    expect(oldestFirst.map((lot) => lot.id)).toEqual(oldestFirst.map((lot) => lot.id).sort((a, b) => a - b));
    expect(new Set(finished.map((lot) => lot.type))).toEqual(new Set(['auction', 'fixedPrice']));
  });

  it('gives a lot by id with its final price, null for an unknown id, and its description', async () => {
    const source = client();
    const sold = simulator.lots().find((lot) => lot.sold && lot.type === 'auction')!;
    const reading = await source.lot(sold.id);
    expect(reading).toMatchObject({ lot: { id: sold.id, status: FINISHED_STATUS, normalizedPrice: sold.finalPrice } });
    expect(isSold((reading as { lot: Parameters<typeof isSold>[0] }).lot)).toBe(true);
    expect(await source.lot(sold.id + 1)).toBeUndefined();

    const raw = JSON.parse((await call('get-lot-by-id', { lotId: sold.id })).text) as {
      result: Record<string, unknown>;
    };
    expect(raw.result).toMatchObject({ picsCount: sold.imageCount, currency: 'RUB', seller: sold.seller });
    expect(raw.result).toHaveProperty('strikePrice');
    expect(raw.result).toHaveProperty('watchCount');
    expect(raw.result).toHaveProperty('hitsCount');
    expect(raw.result).toHaveProperty('delivery');

    expect(await source.description(sold.id)).toBe(sold.descriptionHtml);
    expect(sold.descriptionHtml).toMatch(/^</);
    const description = JSON.parse((await call('get-description', { lotId: sold.id })).text) as {
      result: { deliveryDetails: string };
    };
    expect(description.result.deliveryDetails).toBeTruthy();
  });

  it('serves real JPEGs at the lot image addresses, thumbnails smaller', async () => {
    const [lot] = (await client().finishedLots(13872, 1, 1)).lots;
    expect(new URL(lot!.images[0]!).host).toBe(new URL(running.url).host);
    const full = await fetch(lot!.images[0]!);
    expect(full.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await full.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const metadata = await sharp(bytes).metadata();
    expect(metadata.format).toBe('jpeg');
    const thumbnail = await sharp(
      Buffer.from(await (await fetch(lot!.images[0]!.replace('.jpg', '_thumb.jpg'))).arrayBuffer()),
    ).metadata();
    expect(thumbnail.width).toBeLessThan(metadata.width);
    expect((await fetch(`${running.url}/images/${lot!.id}_99.jpg`)).status).toBe(404);
  });

  it('finishes new lots as the clock moves, at the configured rate', async () => {
    const before = simulator.lots().length;
    advance(10 * MINUTE);
    expect(simulator.lots().length).toBe(before + 30);
    const source = client();
    let total = 0;
    for (const categoryId of WATCHED) total += (await source.finishedLots(categoryId, 1, 1)).total;
    expect(total).toBe(before + 30);
  });

  it('shows an auction as active before its end and finished, with its final price, after', async () => {
    const auction = simulator.lots({ status: 'active' }).find((lot) => lot.type === 'auction' && lot.sold)!;
    const active = JSON.parse((await call('get-items', itemsBody(auction.listedIn, 'active', 1, 200, 0))).text) as {
      result: { lots: { id: number; status: number }[] };
    };
    expect(active.result.lots.find((lot) => lot.id === auction.id)).toMatchObject({ status: 1 });
    const source = client();
    const running = await source.lot(auction.id);
    expect(running).toMatchObject({ lot: { status: 1, normalizedPrice: undefined, soldQuantity: 0 } });

    advance(auction.endMs - clock.getTime() + 1);
    const ended = await source.lot(auction.id);
    expect(ended).toMatchObject({
      lot: { status: FINISHED_STATUS, normalizedPrice: auction.finalPrice, soldQuantity: 1 },
    });
    expect(isSold((ended as { lot: Parameters<typeof isSold>[0] }).lot)).toBe(true);
  });

  it('finishes some lots unsold, and those are not sold to the reader', async () => {
    const unsold = simulator.lots().filter((lot) => !lot.sold);
    expect(unsold.length).toBeGreaterThan(0);
    const reading = await client().lot(unsold[0]!.id);
    expect(reading).toMatchObject({ lot: { status: FINISHED_STATUS, soldQuantity: 0 } });
    expect(isSold((reading as { lot: Parameters<typeof isSold>[0] }).lot)).toBe(false);
  });

  it('files a few lots under no category or one the lists do not name', () => {
    const wide = createSalesSimulator({ seed: 1, now, archiveLots: ARCHIVE_LOTS, backlog: 800 });
    const odd = wide.lots().filter((lot) => lot.categoryId === undefined || lot.categoryId === UNLISTED_CATEGORY_ID);
    expect(odd.length).toBeGreaterThan(0);
    expect(odd.length).toBeLessThan(40);
    expect(odd.every((lot) => WATCHED.includes(lot.listedIn))).toBe(true);
  });
});

describe('the sales simulator, test controls', () => {
  it('answers 403 and the Cloudflare challenge page when told, which stop the client', async () => {
    const source = client();
    simulator.blockNext(1, 'forbidden');
    await expect(source.finishedLots(13870, 1, 10)).rejects.toBeInstanceOf(SourceBlockedError);
    simulator.blockNext(1, 'challenge');
    await expect(source.lot(1)).rejects.toBeInstanceOf(SourceBlockedError);
    const challenge = simulator.requests.find((request) => request.status === 503)!;
    expect(challenge.path).toBe('/api/command/lots/get-lot-by-id');

    simulator.blockNext(1, 'challenge');
    const page = await call('get-items', itemsBody(13870, 'finished'));
    expect(page).toMatchObject({ status: 503, type: expect.stringContaining('text/html') });
    expect(page.text).toContain('Just a moment...');
    expect(page.text).toContain('cdn-cgi/challenge-platform');
    expect((await source.finishedLots(13870, 1, 10)).lots).toHaveLength(10);
  });

  it('puts hostile lots into its answers, which the reader skips or cleans', async () => {
    const html = simulator.injectHostile('html-title');
    const price = simulator.injectHostile('absurd-price');
    const twice = simulator.injectHostile('duplicate-id');
    const missing = simulator.injectHostile('missing-fields');
    const wrong = simulator.injectHostile('wrong-types');
    const huge = simulator.injectHostile('huge-description');
    const notImage = simulator.injectHostile('not-an-image');
    const dated = simulator.injectHostile('absurd-date');
    const categoryId = 13873;
    for (const lot of [html, price, twice, missing, wrong, huge, notImage, dated])
      simulator.moveLot(lot.id, categoryId);

    const raw = JSON.parse((await call('get-items', itemsBody(categoryId, 'finished', 1, 20))).text) as {
      result: { lots: unknown[] };
    };
    const { lots, skipped } = readLots(raw.result.lots, clock);
    const byId = new Map(lots.map((lot) => [lot.id, lot]));
    expect(byId.get(html.id)!.title).not.toMatch(/[<>]/);
    expect(byId.get(html.id)!.title).toContain(html.title);
    expect(byId.get(price.id)!.price).toBeUndefined();
    expect(isSold(byId.get(price.id)!)).toBe(false);
    expect(byId.get(dated.id)).toMatchObject({ beginDate: undefined, endDate: undefined });
    expect(skipped).toEqual(
      expect.arrayContaining([
        { reason: 'seen twice in one page', lotId: twice.id },
        { reason: 'no title', lotId: missing.id },
        { reason: 'no title', lotId: wrong.id },
      ]),
    );

    const source = client();
    const description = await source.description(huge.id);
    const rawDescription = await call('get-description', { lotId: huge.id });
    expect(Buffer.byteLength(rawDescription.text)).toBeGreaterThanOrEqual(5 * 1024 * 1024);
    expect(Buffer.byteLength(description)).toBeLessThanOrEqual(200_000);

    const picture = await fetch(byId.get(notImage.id)!.images[0]!);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toContain('text/html');
  });

  it('moves a lot to another category and adds a lot now', async () => {
    const source = client();
    const [lot] = (await source.finishedLots(13874, 1, 1)).lots;
    simulator.moveLot(lot!.id, 13875);
    expect((await source.lot(lot!.id))!).toMatchObject({ lot: { categoryId: 13875 } });
    expect((await source.finishedLots(13875, 1, 200)).lots.map((moved) => moved.id)).toContain(lot!.id);
    expect((await source.finishedLots(13874, 1, 200)).lots.map((moved) => moved.id)).not.toContain(lot!.id);

    const added = simulator.addLot({ categoryId: 13876, type: 'fixedPrice', finalPrice: 4_500 });
    const page = await source.finishedLots(13876, 1, 1);
    expect(page.lots[0]).toMatchObject({ id: added.id, type: 'fixedPrice', price: 4_500, status: FINISHED_STATUS });
    // Still above every lot that ended before it.
    const oldestFirst = simulator.lots().reverse();
    expect(oldestFirst.map((l) => l.id)).toEqual(oldestFirst.map((l) => l.id).sort((a, b) => a - b));
  });

  it('logs every request with its body', async () => {
    await client().finishedLots(13870, 3, 7);
    const items = simulator.requests.find((request) => request.path === '/api/command/lots/get-items')!;
    expect(items).toMatchObject({
      method: 'POST',
      status: 200,
      body: { filter: { categoryId: 13870, page: 3, pageSize: 7 } },
    });
    expect(simulator.requests[0]).toMatchObject({ method: 'GET', path: '/' });
  });

  it('refuses calls without the cookie of the front page when asked to, as Cloudflare does', async () => {
    const strict = createSalesSimulator({ seed: 2, now, archiveLots: ARCHIVE_LOTS, backlog: 20, requireCookie: true });
    const server = await strict.start();
    try {
      const response = await fetch(`${server.url}/api/command/lots/get-items`, {
        method: 'POST',
        body: JSON.stringify(itemsBody(13870, 'finished')),
      });
      expect(response.status).toBe(403);
      const source = createHttpSalesSource({ baseUrl: server.url, delayMs: 0, sleep: async () => {}, now });
      expect((await source.finishedLots(13870, 1, 5)).total).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  });
});

describe('the sales simulator, determinism and speed', () => {
  it('makes the same lots for the same seed and start, others for another seed', () => {
    const options = { now, startTime: START, archiveLots: ARCHIVE_LOTS, backlog: 60 };
    const summary = (s: SalesSimulator) => s.lots().map((lot) => [lot.id, lot.title, lot.finalPrice, lot.listedIn]);
    const a = summary(createSalesSimulator({ seed: 7, ...options }));
    expect(summary(createSalesSimulator({ seed: 7, ...options }))).toEqual(a);
    const other = summary(createSalesSimulator({ seed: 8, ...options }));
    expect(other.map((lot) => lot[1])).not.toEqual(a.map((lot) => lot[1]));
  });

  it('answers a page of 200 cheaply from a large backlog', async () => {
    const large = createSalesSimulator({
      seed: 3,
      now,
      archiveLots: ARCHIVE_LOTS,
      backlog: 3_000,
      imageStyle: 'plain',
    });
    const server = await large.start();
    try {
      const source = createHttpSalesSource({ baseUrl: server.url, delayMs: 0, sleep: async () => {}, now });
      await source.finishedLots(13876, 1, 200);
      const started = performance.now();
      for (let page = 1; page <= 5; page++) await source.finishedLots(13869, page, 200);
      expect((performance.now() - started) / 5).toBeLessThan(250);
      const [lot] = (await source.finishedLots(13870, 1, 1)).lots;
      const picture = Buffer.from(await (await fetch(lot!.images[0]!)).arrayBuffer());
      expect((await sharp(picture).metadata()).format).toBe('jpeg');
    } finally {
      await server.close();
    }
  });
});
