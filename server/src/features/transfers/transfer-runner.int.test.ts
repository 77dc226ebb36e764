import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, createAdmin } from '../../../test/factories.ts';
import { transferTasks } from './schema.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await createAdmin(t.app, t.services)).token;
});
afterAll(async () => t.close());

const start = () =>
  t.app.inject({ method: 'POST', url: '/api/admin/export-subscription-plans', headers: bearer(admin) });

async function age(taskId: string, seconds: number) {
  await t.database.db
    .update(transferTasks)
    .set({ updatedAt: sql`now() - make_interval(secs => ${seconds}::float8)` })
    .where(eq(transferTasks.id, taskId));
}

describe('the transfer runner', () => {
  it('fails a running export whose heartbeat stopped two minutes ago (its process was killed), so the next may start', async () => {
    const first = await start();
    expect(first.statusCode).toBe(200);
    const { taskId } = first.json() as { taskId: string };
    // As a killed process leaves it: running, never finished, its heartbeat silent.
    await t.database.db.update(transferTasks).set({ status: 'running' }).where(eq(transferTasks.id, taskId));
    await age(taskId, 60);
    expect((await start()).statusCode).toBe(400);

    await age(taskId, 121);
    const next = await start();
    expect(next.statusCode, next.body).toBe(200);
    const killed = await t.app.inject({
      url: `/api/admin/subscription-plan-export-progress/${taskId}`,
      headers: { ...bearer(admin), 'accept-language': 'en' },
    });
    expect(killed.json()).toEqual({
      progress: 0,
      isError: true,
      errorDetails: 'The task was interrupted: the server process running it stopped. Start it again.',
    });
    await t.jobs.drain();
  });

  it('gives a queued task fifteen minutes to be picked up before failing it', async () => {
    const { taskId } = (await start()).json() as { taskId: string };
    await age(taskId, 10 * 60);
    expect((await start()).statusCode).toBe(400);
    await age(taskId, 16 * 60);
    expect((await start()).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(transferTasks).where(eq(transferTasks.id, taskId));
    expect(row).toMatchObject({ status: 'error', messageCode: 'transfer_task_interrupted' });
    await t.jobs.drain();
  });

  it('the hourly sweep fails silent tasks too', async () => {
    const { taskId } = (await start()).json() as { taskId: string };
    await t.database.db.update(transferTasks).set({ status: 'running' }).where(eq(transferTasks.id, taskId));
    await age(taskId, 300);
    await t.services.transfers.sweep();
    const [row] = await t.database.db.select().from(transferTasks).where(eq(transferTasks.id, taskId));
    expect(row?.status).toBe('error');
  });
});
