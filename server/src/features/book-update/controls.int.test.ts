import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookUpdateActionResult, BookUpdateStatus } from '@raritet/contracts/book-update';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, createAdmin } from '../../../test/factories.ts';

describe('the book-update controls', () => {
  let t: TestApp;
  let admin: string;
  const call = (action: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/bookupdateservice/${action}`,
      headers: { ...bearer(admin), 'accept-language': 'en' },
    });
  const status = async () =>
    (
      await t.app.inject({ method: 'GET', url: '/api/bookupdateservice/status', headers: bearer(admin) })
    ).json() as BookUpdateStatus;

  beforeAll(async () => {
    // A source that is on but never reached: these tests look at the controls, not at a pull.
    t = await createTestApp({ SALES_SOURCE: 'meshok', SALES_SOURCE_URL: 'http://127.0.0.1:9' });
    admin = (await createAdmin(t.app, t.services)).token;
  });
  afterAll(async () => t?.close());

  it("starts waiting, with the settings' categories and schedule and the source named", async () => {
    expect(await status()).toMatchObject({
      isPaused: false,
      isRunningNow: false,
      lastRunTimeUtc: null,
      processedCount: 0,
      logs: [],
      sourceState: 'ok',
      source: 'meshok',
      sourceUrl: 'http://127.0.0.1:9',
      watchedCategoryIds: [13870, 13871, 13872, 13873, 13874, 13875, 13876],
      intervalMinutes: 30,
      queuedLots: 0,
      isCategoryCheckRunning: false,
    });
  });

  it('pauses and resumes, answering the status after each', async () => {
    const paused = (await call('pause')).json() as BookUpdateActionResult;
    expect(paused.status.isPaused).toBe(true);
    expect(paused.message).toMatch(/paused/);
    expect((await status()).nextRunTimeUtc).toBeNull();
    // Pausing twice is fine.
    expect((await call('pause')).statusCode).toBe(200);
    const resumed = (await call('resume')).json() as BookUpdateActionResult;
    expect(resumed.status.isPaused).toBe(false);
  });

  it('sends one pull for run now, and refuses a second while one runs', async () => {
    const first = await call('runNow');
    expect(first.statusCode).toBe(200);
    // The run holds the state row (as a pull in another process would).
    await t.database.query(`update book_update_state set run_id = 'other', run_heartbeat_at = now()`);
    const second = await call('runNow');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'book_update_running' });
    expect((await status()).isRunningNow).toBe(true);
    // A run that stopped beating over 30 s ago is dead: run now is accepted again.
    await t.database.query(`update book_update_state set run_heartbeat_at = now() - interval '3 minutes'`);
    expect((await status()).isRunningNow).toBe(false);
    expect((await call('runNow')).statusCode).toBe(200);
  });

  it('starts the category check once', async () => {
    expect((await call('runCategoryCheck')).statusCode).toBe(200);
    expect((await status()).isCategoryCheckRunning).toBe(true);
    expect((await call('runCategoryCheck')).json()).toMatchObject({ code: 'book_update_category_check_running' });
  });
});

describe('the book-update controls with the source off', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ SALES_SOURCE: 'off' });
    admin = (await createAdmin(t.app, t.services)).token;
  });
  afterAll(async () => t?.close());

  it('say so instead of starting anything', async () => {
    const run = await t.app.inject({ method: 'POST', url: '/api/bookupdateservice/runNow', headers: bearer(admin) });
    expect(run.statusCode).toBe(409);
    expect(run.json()).toMatchObject({ code: 'book_update_source_off' });
    const status = (
      await t.app.inject({ method: 'GET', url: '/api/bookupdateservice/status', headers: bearer(admin) })
    ).json();
    expect(status).toMatchObject({ source: 'off', sourceUrl: null, nextRunTimeUtc: null });
  });
});
