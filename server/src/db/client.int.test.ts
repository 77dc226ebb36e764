import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import type { PreparedStatement } from './client.ts';

const ECHO: PreparedStatement = {
  name: 'test_echo',
  text: 'select $1::int as n, $2::text as s, $3::date::text as d, $4::boolean as b',
};
const BUMP: PreparedStatement = {
  name: 'test_bump',
  text: 'insert into test_counters (key, n) values ($1, 1) on conflict (key) do update set n = test_counters.n + 1 returning n',
};

describe('prepared statements', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
    await test.database.exec('create table test_counters (key text primary key, n int not null)');
  });
  afterAll(() => test.drop());

  it('passes every kind of value through unchanged, quotes and backslashes included', async () => {
    const tricky = `O'Brien \\ "x" ); drop table test_counters; --`;
    const [row] = await test.database.prepared(ECHO, [7, tricky, '2026-11-01', true]);
    expect(row).toEqual({ n: 7, s: tricky, d: '2026-11-01', b: true });
    const [nulls] = await test.database.prepared(ECHO, [null, null, null, false]);
    expect(nulls).toEqual({ n: null, s: null, d: null, b: false });
    expect(await test.database.query('select count(*)::int as n from test_counters')).toEqual([{ n: 0 }]);
  });

  it('is prepared once and reused, for reads and writes alike', async () => {
    for (let round = 1; round <= 5; round++) {
      expect(await test.database.prepared(BUMP, ['a'])).toEqual([{ n: round }]);
    }
    const runs = await Promise.all(Array.from({ length: 10 }, () => test.database.prepared(BUMP, ['b'])));
    expect(runs.map(([row]) => (row as { n: number }).n).sort((x, y) => x - y)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
  });

  it('refuses a number that has no SQL form', async () => {
    await expect(test.database.prepared(ECHO, [Number.NaN, 'x', '2026-11-01', true])).rejects.toThrow();
  });
});

// The rule comes from ADR 0042, bounded queries.
describe('bounded work (Database.bounded)', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(() => test.drop());

  const sleep = (seconds: number) => test.database.query(`select pg_sleep(${seconds}) as slept`);
  const codeOf = (work: Promise<unknown>) =>
    work.then(
      () => 'finished',
      (error: unknown) => (error as { code?: string }).code,
    );

  it('stops a statement that outlasts the limit (PostgreSQL), or the next one (PGlite), with 57014', async () => {
    const ran: string[] = [];
    const outcome = codeOf(
      test.database.bounded(100, async () => {
        await sleep(0.3);
        ran.push('first');
        await sleep(0);
        ran.push('second');
      }),
    );
    expect(await outcome).toBe('57014');
    // PostgreSQL cancels the running statement; PGlite cannot (one WASM thread), so the next is refused.
    expect(ran).toEqual(test.database.driver === 'pg' ? [] : ['first']);
  });

  it('leaves nothing behind: no other statement meets the limit, and the work that fits returns its rows', async () => {
    for (let i = 0; i < 5; i++) await codeOf(test.database.bounded(20, () => sleep(0.1)));
    const [row] = await test.database.bounded(1000, () => test.database.query<{ n: number }>('select 41 + 1 as n'));
    expect(row).toEqual({ n: 42 });
    // Every pooled connection (4 in the tests) at once: none has a statement_timeout left.
    const settings = await Promise.all(
      Array.from({ length: 4 }, () =>
        test.database.query<{ statement_timeout: string }>(
          `select current_setting('statement_timeout') as statement_timeout, pg_sleep(0.05)`,
        ),
      ),
    );
    expect(settings.map(([setting]) => setting?.statement_timeout)).toEqual(['0', '0', '0', '0']);
    expect(await codeOf(sleep(0.2))).toBe('finished');
  });

  it('keeps settings asked for inside it to their statements, and the limit after them', async () => {
    const setting = (name: string) =>
      test.database.query<{ value: string }>(`select current_setting('${name}') as value`).then(([row]) => row?.value);
    const seen = await test.database.bounded(2000, async () => {
      const inside = await test.database.withSettings({ work_mem: '64MB' }, async (rows) => {
        const [row] = await rows<{ value: string }>(sql`select current_setting('work_mem') as value`);
        return row?.value;
      });
      return { inside, after: await setting('work_mem'), limit: await setting('statement_timeout') };
    });
    expect(seen).toEqual({
      inside: '64MB',
      after: '4MB',
      limit: test.database.driver === 'pg' ? '2s' : '0',
    });
  });
});
