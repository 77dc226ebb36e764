import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pino from 'pino';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { startHostilePlatform, type HostilePlatform, type RawPlatformLot } from '../../../test/hostile-platform.ts';
import { collectJobs } from '../../app.ts';
import { rowsOf } from '../../db/client.ts';
import { createPgBossJobs, type PgBossJobs } from '../../jobs/pg-boss-queue.ts';

/**
 * One sold lot with a NUL in its description stopped the server (the insert failed,
 * then the log entry holding the database's message, then pg-boss's store of the job's failure, inside
 * its worker: an unhandled rejection). Here a platform feeds lots built to hurt while the server pulls
 * through the real pipeline and the real pg-boss queue: the server stays up, the good lots land, the bad
 * ones are counted and named in the log.
 */
const CATEGORY = 13870;
const CONTROLS = '\u0000\u0001\u0007\u001b[31m\u007f\u0085';
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();
/** Text PostgreSQL would refuse (NUL), a channel would choke on (controls), or jsonb (a lone surrogate). */
const UNFIT =
  // eslint-disable-next-line no-control-regex -- finding them is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

describe('a platform feeding hostile lots while the server pulls', () => {
  let platform: HostilePlatform;
  let t: TestApp;
  let jobs: PgBossJobs;
  const serverLog: string[] = [];
  const jobLog: string[] = [];
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => void unhandled.push(reason);
  const lots: RawPlatformLot[] = [];
  let nextId = 700_000_001;

  const lot = (fields: Record<string, unknown> = {}, description: unknown = '<p>Хорошее описание</p>') => {
    const id = nextId++;
    const entry: RawPlatformLot = {
      categoryId: CATEGORY,
      raw: {
        id,
        title: `Книга номер ${id}`,
        categoryId: CATEGORY,
        beginDate: iso(Date.now() - 48 * HOUR),
        endDate: iso(Date.now() - HOUR),
        price: 1500,
        normalizedPrice: 1500,
        images: [`${platform.imageBase}/${id}_1.jpg`],
        city: 'Москва',
        seller: { id: 1, name: 'Продавец' },
        condition: 'хорошее',
        currency: 'RUB',
        type: 'fixedPrice',
        status: 2,
        soldQuantity: 1,
        ...fields,
      },
      description,
    };
    lots.push(entry);
    return id;
  };
  /** Something in the listing that is not a lot the reader can take (it has no usable id). */
  const junk = (raw: unknown) => lots.push({ categoryId: CATEGORY, raw, description: '' });

  /** The lots that must land, and those that must be skipped, by what they carry. */
  const attemptsSeen: number[] = [];
  const good = {} as Record<
    | 'plain'
    | 'controlsEverywhere'
    | 'loneSurrogates'
    | 'hugeDescription'
    | 'unclosedTags'
    | 'manyImages'
    | 'priceAsString'
    | 'futureDate'
    | 'farFutureDate'
    | 'hugeCategoryId'
    | 'markup',
    number
  >;
  const bad = {} as Record<
    'priceWords' | 'priceNegative' | 'priceHuge' | 'priceDigits' | 'priceNul' | 'noTitle' | 'refusedByTheDatabase',
    number
  >;

  beforeAll(async () => {
    process.on('unhandledRejection', onUnhandled);
    platform = await startHostilePlatform({
      lots: () => lots,
      categories: [
        {
          id: CATEGORY,
          name: `Русская${CONTROLS} классика \ud800`,
          childs: [
            { id: 13871, name: 'я'.repeat(10_000) },
            // Beyond the tables' integer: once failed every run at its first statement.
            { id: 2 ** 40, name: 'Слишком большой номер' },
          ],
        },
      ],
    });
    good.plain = lot();
    good.controlsEverywhere = lot(
      {
        title: `Пушкин${CONTROLS} Евгений Онегин`,
        city: `Моск${CONTROLS}ва`,
        seller: { id: 2, name: `Прод${CONTROLS}авец` },
        condition: `хор${CONTROLS}ошее`,
        currency: '\u0000RUB\u0007',
        images: [`${platform.imageBase}/nul\u0000.jpg`, `${platform.imageBase}/clean.jpg`],
      },
      `<p>Описание${CONTROLS} с нулём</p>`,
    );
    good.loneSurrogates = lot(
      { title: 'Том \ud800 первый', city: '\ud83d', seller: { id: 3, name: 'a\udfffb' } },
      '<p>\udc00 текст \ud83d</p>',
    );
    good.hugeDescription = lot({}, `<p>${'Очень длинное описание. '.repeat(120_000)}</p>`);
    good.unclosedTags = lot({}, '<br'.repeat(60_000));
    good.manyImages = lot({
      images: Array.from({ length: 10_000 }, (_, index) => `${platform.imageBase}/many_${index}.jpg`),
    });
    good.priceAsString = lot({ price: '2500', normalizedPrice: '2500' });
    good.futureDate = lot({ endDate: iso(Date.now() + 30 * 24 * HOUR) });
    good.farFutureDate = lot({ endDate: '2999-01-01T00:00:00Z' });
    good.hugeCategoryId = lot({ categoryId: 2 ** 40 });
    good.markup = lot(
      { title: '<script>alert(1)</script><b>Заголовок</b> &laquo;редкость&raquo;' },
      '<script>alert("x")</script><img src=x onerror=alert(1)><p>ok</p>',
    );
    bad.priceWords = lot({ price: 'дорого', normalizedPrice: 'дорого' });
    bad.priceNegative = lot({ price: -100, normalizedPrice: -100 });
    bad.priceHuge = lot({ price: 1e15, normalizedPrice: 1e15 });
    bad.priceDigits = lot({ price: '9'.repeat(400), normalizedPrice: '9'.repeat(400) });
    bad.priceNul = lot({ price: `15${CONTROLS}`, normalizedPrice: `15${CONTROLS}` });
    bad.noTitle = lot({ title: '\u0000\u0001<b></b> \u007f' });
    bad.refusedByTheDatabase = lot();
    junk('not a lot');
    junk({ id: `7${CONTROLS}`, title: 'x' });

    t = await createTestApp(
      { SALES_SOURCE: 'meshok', SALES_SOURCE_URL: platform.url, SALES_SOURCE_DELAY_MS: '0' },
      { logLines: serverLog },
    );
    // A lot the database still refuses: Drizzle's error carries the statement's parameters (outside text).
    const imports = t.services.books.imports;
    const importLot = imports.importLot.bind(imports);
    vi.spyOn(imports, 'importLot').mockImplementation(async (imported, tx, bookId) => {
      if (imported.sourceLotId !== bad.refusedByTheDatabase) return importLot(imported, tx, bookId);
      // The try is already counted (a try that ended the process would count too).
      const [queued] = await rowsOf<{ attempts: number }>(
        tx!,
        sql`select attempts from book_update_queue where source_lot_id = ${imported.sourceLotId}`,
      );
      attemptsSeen.push(queued!.attempts);
      const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
      throw new DrizzleQueryError('insert into "books" …', [`RAW-LOT-TEXT\u0000 \ud800`], cause);
    });
    jobs = createPgBossJobs(t.database, pino({ level: 'debug' }, { write: (line: string) => void jobLog.push(line) }), {
      pollingIntervalSeconds: 0.5,
    });
    // The pull's own job on the real engine (the app's other jobs would only slow the start).
    await jobs.start(
      collectJobs(t.services).filter((job) => job.name === 'book-update.pull'),
      { work: true },
    );
  }, 60_000);

  afterAll(async () => {
    process.off('unhandledRejection', onUnhandled);
    await jobs?.stop();
    await t?.close();
    await platform?.close();
  });

  async function pullThroughTheQueue() {
    const id = await jobs.queue.send('book-update.pull', { explicit: true });
    const until = Date.now() + 25_000;
    for (;;) {
      const [job] = await t.database.query<{ state: string; output: unknown }>(
        'select state, output from pgboss.job where id = $1',
        [id],
      );
      if (job && ['completed', 'failed'].includes(job.state)) return job;
      // What once ended the process: pg-boss failing to store the job's failure.
      if (unhandled.length > 0)
        throw new Error(`an unhandled rejection would have ended the server: ${String(unhandled[0])}`);
      if (Date.now() > until) throw new Error(`the pull job is still ${job?.state}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('stays up, stores the good lots cleaned, and counts and names the bad ones', async () => {
    const job = await pullThroughTheQueue();
    expect(job.state).toBe('completed');
    expect(unhandled).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    const rows = await t.database.query<{
      source_lot_id: number;
      title: string;
      description_html: string;
      city: string | null;
      seller: string;
      category: string;
      final_price: number;
      sale_date: Date;
      image_names: string[];
    }>(
      `select b.source_lot_id, b.title, b.description_html, b.city, s.name as seller, c.name as category,
              b.final_price, b.sale_date, b.image_names
         from books b join sellers s on s.id = b.seller_id join categories c on c.id = b.category_id`,
    );
    const stored = new Map(rows.map((row) => [Number(row.source_lot_id), row]));
    expect([...stored.keys()].sort()).toEqual(Object.values(good).sort());
    for (const row of rows) {
      for (const text of [row.title, row.description_html, row.city ?? '', row.seller, row.category]) {
        expect(UNFIT.test(text), `${row.source_lot_id}: ${JSON.stringify(text.slice(0, 80))}`).toBe(false);
      }
      expect(row.description_html).not.toMatch(/<script|onerror/i);
      expect(row.sale_date.getTime()).toBeLessThanOrEqual(Date.now());
    }
    expect(stored.get(good.controlsEverywhere)).toMatchObject({
      title: 'Пушкин [31m Евгений Онегин',
      city: 'Моск [31m ва',
      description_html: '<p>Описание[31m с нулём</p>',
    });
    expect(stored.get(good.loneSurrogates)!.title).toBe('Том \ufffd первый');
    expect(Buffer.byteLength(stored.get(good.hugeDescription)!.description_html)).toBeLessThanOrEqual(200_100);
    expect(stored.get(good.manyImages)!.image_names).toHaveLength(12);
    // The address with a NUL is not fetched; the clean one is.
    expect(stored.get(good.controlsEverywhere)!.image_names).toHaveLength(1);
    expect(stored.get(good.priceAsString)!.final_price).toBe(2500);
    expect(stored.get(good.markup)!.title).toBe('Заголовок «редкость»');
    expect(stored.get(good.plain)!.category).toBe('Русская [31m классика \ufffd');
    // Filed under the listing's category instead.
    expect(stored.get(good.hugeCategoryId)!.category).toBe('Русская [31m классика \ufffd');

    // The run's log names every bad lot and counts them; nothing of the raw text got into it.
    const log = await t.database.query<{ message_code: string; lot_id: number | null; text: string }>(
      `select message_code, lot_id, message_params::text || coalesce(exception_message, '') as text
         from book_update_log order by id`,
    );
    const named = new Set(
      log
        .filter((entry) => ['book_update_log_lot_skipped', 'book_update_log_lot_given_up'].includes(entry.message_code))
        .map((entry) => Number(entry.lot_id)),
    );
    for (const id of Object.values(bad)) expect(named, String(id)).toContain(id);
    const skippedCount = log.find((entry) => entry.message_code === 'book_update_log_run_skipped');
    // The bad lots and the two listing entries without a usable id.
    expect(skippedCount?.text).toContain(`"count": ${Object.keys(bad).length + 2}`);
    expect(log.every((entry) => !UNFIT.test(entry.text) && !entry.text.includes('RAW-LOT-TEXT'))).toBe(true);
    const givenUp = log.find((entry) => entry.message_code === 'book_update_log_lot_given_up');
    expect(givenUp?.text).toContain('the database refused a statement: invalid byte sequence');

    // The server log names them too, and no line carries the lot's raw text.
    const skippedLines = serverLog.filter((line) => line.includes('sales pull: a lot was skipped'));
    expect(skippedLines.length).toBe(Object.keys(bad).length + 2);
    for (const line of [...serverLog, ...jobLog]) {
      expect(line).not.toMatch(/\\u0000|RAW-LOT-TEXT/);
    }
  }, 40_000);

  it('never tries a given-up lot again, nor finds it again in the listing', async () => {
    const before = lots.length;
    const job = await pullThroughTheQueue();
    expect(job.state).toBe('completed');
    expect(lots.length).toBe(before);
    const [queued] = await t.database.query<{ attempts: number }>(
      'select attempts from book_update_queue where source_lot_id = $1',
      [bad.refusedByTheDatabase],
    );
    expect(queued?.attempts).toBe(3);
    expect(attemptsSeen).toEqual([1, 2, 3]);
    expect(
      vi
        .mocked(t.services.books.imports.importLot)
        .mock.calls.filter(([lot]) => lot.sourceLotId === bad.refusedByTheDatabase),
    ).toHaveLength(3);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect(unhandled).toEqual([]);
  }, 40_000);
});
