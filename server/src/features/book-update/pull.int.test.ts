import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BookUpdateStatus } from '@raritet/contracts/book-update';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, createAdmin } from '../../../test/factories.ts';
import {
  createSalesSimulator,
  type RunningSimulator,
  type SalesSimulator,
} from '../../integrations/sales-source/simulator.ts';

/** The pull end to end: the built-in simulator serves the platform's JSON, the product pulls through HTTP. */
describe('pulling new sales from the platform', () => {
  let simulator: SalesSimulator;
  let running: RunningSimulator;
  let t: TestApp;
  let admin: string;
  const added: number[][] = [];

  const status = async () =>
    (
      await t.app.inject({ method: 'GET', url: '/api/bookupdateservice/status', headers: bearer(admin) })
    ).json() as BookUpdateStatus;
  const control = (action: string) =>
    t.app.inject({ method: 'POST', url: `/api/bookupdateservice/${action}`, headers: bearer(admin) });
  const runNow = async () => {
    const response = await control('runNow');
    expect(response.statusCode, response.body).toBe(200);
    await t.jobs.drain();
  };
  const count = async (sql: string) => Number((await t.database.query<{ n: number }>(sql))[0]!.n);
  const soldFinished = () => simulator.lots({ status: 'finished' }).filter((lot) => lot.sold);

  beforeAll(async () => {
    simulator = createSalesSimulator({
      seed: 7,
      backlog: 40,
      backlogHours: 2,
      lotsPerMinute: 0,
      archiveLots: 0,
      imageStyle: 'plain',
    });
    running = await simulator.start();
    t = await createTestApp({ SALES_SOURCE: 'meshok', SALES_SOURCE_URL: running.url, SALES_SOURCE_DELAY_MS: '0' });
    admin = (await createAdmin(t.app, t.services)).token;
    t.services.bookUpdate.onLotsAdded((ids) => added.push(ids));
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await running?.close();
  });
  beforeEach(() => {
    added.length = 0;
    simulator.clearRequests();
  });

  it('stores every sold lot once, with its images, and announces them; searches and recent sales show them', async () => {
    await runNow();
    const sold = soldFinished();
    expect(sold.length).toBeGreaterThan(20);
    expect(await count('select count(*)::int as n from books')).toBe(sold.length);
    expect(added.flat()).toHaveLength(sold.length);
    const after = await status();
    expect(after).toMatchObject({
      isRunningNow: false,
      sourceState: 'ok',
      lastError: null,
      processedCount: sold.length,
      queuedLots: 0,
    });
    expect(after.lastRunTimeUtc).not.toBeNull();
    expect(after.logs.some((entry) => entry.message.startsWith('Сохранён'))).toBe(true);
    // The log is kept as message codes: an English reader reads it in English.
    const english = (
      await t.app.inject({
        method: 'GET',
        url: '/api/bookupdateservice/status',
        headers: { ...bearer(admin), 'accept-language': 'en' },
      })
    ).json() as BookUpdateStatus;
    expect(english.logs.some((entry) => entry.message === `Stored: ${sold[0]!.title}`)).toBe(true);

    // Unsold lots are not stored.
    const unsold = simulator.lots({ status: 'finished' }).filter((lot) => !lot.sold);
    if (unsold.length > 0) {
      expect(
        await count(
          `select count(*)::int as n from books where source_lot_id in (${unsold.map((lot) => lot.id).join(',')})`,
        ),
      ).toBe(0);
    }

    const newest = sold[0]!;
    const [row] = await t.database.query<{
      id: number;
      title: string;
      image_names: string[];
      city: string;
      final_price: number;
    }>('select id, title, image_names, city, final_price from books where source_lot_id = $1', [newest.id]);
    expect(row).toMatchObject({ title: newest.title, city: newest.city, final_price: newest.finalPrice });
    expect(row!.image_names.length).toBe(newest.imageCount);
    const image = await t.app.inject({
      method: 'GET',
      url: `/api/books/${row!.id}/images/${row!.image_names[0]}`,
      headers: bearer(admin),
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\//);

    const recent = (await t.app.inject({ method: 'GET', url: '/api/books/recent-sales?limit=5' })).json() as {
      title: string;
    }[];
    expect(recent.map((lot) => lot.title)).toContain(newest.title);
    const word = newest.title.split(/\s+/).find((part) => part.length > 5) ?? newest.title;
    const search = await t.app.inject({
      method: 'GET',
      url: `/api/books/searchByTitle?title=${encodeURIComponent(word)}`,
      headers: bearer(admin),
    });
    expect(search.statusCode).toBe(200);
    expect(JSON.stringify(search.json())).toContain(newest.title.slice(0, 20));
  });

  it('adds nothing on a second pull and fetches no lot again', async () => {
    const before = await count('select count(*)::int as n from books');
    await runNow();
    expect(await count('select count(*)::int as n from books')).toBe(before);
    expect(added).toEqual([]);
    expect(simulator.requests.filter((request) => request.path.endsWith('get-lot-by-id'))).toEqual([]);
  });

  it('files a lot the platform files nowhere under the placeholder category', async () => {
    const lot = simulator.addLot({ categoryId: 13870, sold: true });
    // What the simulator does for a few lots: no categoryId of its own.
    (lot as { categoryId: number | undefined }).categoryId = undefined;
    await runNow();
    const [row] = await t.database.query<{ name: string }>(
      'select c.name from books b join categories c on c.id = b.category_id where b.source_lot_id = $1',
      [lot.id],
    );
    // The listing's category stands in when the lot has none.
    expect(row?.name).toBe('Русская классика XIX века');
  });

  it('stops between lots when paused, and the rest comes with the next run', async () => {
    for (let i = 0; i < 60; i++) simulator.addLot({ categoryId: 13871, sold: true });
    // eslint-disable-next-line @typescript-eslint/no-floating-promises -- a pause that failed fails the counts below
    const stopListening = t.services.bookUpdate.onLotsAdded(() => void control('pause'));
    // A scheduled run (not the operator's): the pause stops it after the first batch.
    await t.services.bookUpdate.pull(false);
    stopListening();
    const paused = await status();
    expect(paused.isPaused).toBe(true);
    expect(paused.queuedLots).toBeGreaterThan(0);
    expect(paused.logs.some((entry) => entry.operationName === 'pause')).toBe(true);
    // While paused, scheduled runs do not start; run now does, and the service stays paused.
    expect(await t.services.bookUpdate.tick()).toBe(false);
    await runNow();
    expect((await status()).queuedLots).toBe(0);
    expect((await status()).isPaused).toBe(true);
    await control('resume');
  });

  it('resumes the work of a run killed in the middle, storing nothing twice', async () => {
    const lots = [0, 1, 2].map(() => simulator.addLot({ categoryId: 13872, sold: true }));
    // What a kill -9 leaves: lots found and queued, the state held by a run that stopped beating.
    await t.database.query(
      `insert into book_update_queue (source_lot_id, source_category_id) values ${lots.map((lot) => `(${lot.id}, 13872)`).join(', ')}`,
    );
    await t.database.query(
      `update book_update_state set run_id = 'killed', run_heartbeat_at = now() - interval '10 minutes'`,
    );
    await runNow();
    for (const lot of lots) {
      expect(await count(`select count(*)::int as n from books where source_lot_id = ${lot.id}`)).toBe(1);
    }
    expect((await status()).queuedLots).toBe(0);
  });

  it.each(['forbidden', 'challenge'] as const)('ends cleanly as blocked when the platform answers %s', async (how) => {
    simulator.addLot({ categoryId: 13873, sold: true });
    // Three refusals: the run's three tries, then the platform lets calls through again.
    simulator.blockNext(3, how);
    await runNow();
    const blocked = await status();
    expect(blocked).toMatchObject({ isRunningNow: false, sourceState: 'blocked' });
    expect(blocked.lastError).toMatch(how === 'forbidden' ? /403/ : /challenge page/);
    // Tried three times in the run, no more.
    expect(simulator.requests.filter((request) => request.status === 403 || request.status === 503)).toHaveLength(3);
    // The next run tries again and gets through.
    await runNow();
    expect((await status()).sourceState).toBe('ok');
  });

  it('skips or cleans what the platform should not have sent, with a log entry, never a crash', async () => {
    const kinds = [
      'html-title',
      'absurd-price',
      'absurd-date',
      'duplicate-id',
      'huge-description',
      'not-an-image',
      'missing-fields',
      'wrong-types',
    ] as const;
    const hostile = kinds.map((kind) => simulator.injectHostile(kind, { categoryId: 13874 }));
    await runNow();
    expect((await status()).sourceState).toBe('ok');
    const titles = await t.database.query<{ title: string; description_html: string; final_price: number }>(
      `select title, description_html, final_price from books where source_lot_id in (${hostile.map((lot) => lot.id).join(',')})`,
    );
    for (const row of titles) {
      expect(row.title).not.toMatch(/<|>/);
      expect(row.final_price).toBeGreaterThan(0);
      expect(row.final_price).toBeLessThanOrEqual(100_000_000);
      // Cut at 200,000 bytes by the client; sanitizing may close a tag the cut left open.
      expect(Buffer.byteLength(row.description_html)).toBeLessThanOrEqual(200_100);
      expect(row.description_html).not.toMatch(/<script/i);
    }
    const logs = (await status()).logs;
    expect(logs.some((entry) => /пропущен/i.test(entry.message))).toBe(true);
  });

  it('watches a running auction and stores it once it has ended sold, with its final price', async () => {
    const auction = simulator.addLot({ categoryId: 13876, type: 'auction', sold: true, endsInMs: 1_500 });
    await runNow();
    expect(await count(`select count(*)::int as n from books where source_lot_id = ${auction.id}`)).toBe(0);
    expect(await count(`select count(*)::int as n from book_update_watch where source_lot_id = ${auction.id}`)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    // A minute after its end it is checked again (the clock of this test moves it there).
    await t.database.query(`update book_update_watch set next_check_at = now() where source_lot_id = ${auction.id}`);
    await runNow();
    const [row] = await t.database.query<{ final_price: number }>(
      'select final_price from books where source_lot_id = $1',
      [auction.id],
    );
    expect(row?.final_price).toBe(auction.finalPrice);
    expect(await count(`select count(*)::int as n from book_update_watch where source_lot_id = ${auction.id}`)).toBe(0);
  });

  it('moves a stored lot whose platform category changed (the category check)', async () => {
    const lot = simulator.addLot({ categoryId: 13875, sold: true });
    await runNow();
    simulator.moveLot(lot.id, 13876);
    expect((await control('runCategoryCheck')).statusCode).toBe(200);
    await t.jobs.drain();
    const [row] = await t.database.query<{ name: string }>(
      'select c.name from books b join categories c on c.id = b.category_id where b.source_lot_id = $1',
      [lot.id],
    );
    expect(row?.name).toBe('Русская классика в советских изданиях');
    expect((await status()).isCategoryCheckRunning).toBe(false);
  });
});
