import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
