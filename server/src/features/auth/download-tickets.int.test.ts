import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, createAdmin } from '../../../test/factories.ts';

// The links of the admin panel's downloads opened in a new tab (docs/adr/0040). The download routes
// themselves are tried with tickets in transfers/archive-transfer.int.test.ts.
let t: TestApp;
let taskId: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ taskId } = await t.services.transfers.plans.startExport());
  await t.jobs.drain();
});
afterAll(() => t.close());

const download = (query: string) =>
  t.app.inject({ url: `/api/admin/download-exported-subscription-plans/${taskId}?${query}` });

async function ticketFor(token: string): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/api/admin/download-ticket', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json<{ ticket: string }>().ticket;
}

describe('download tickets', () => {
  it('serve one download of a plan export in a new tab; a login token in the address is refused', async () => {
    const { token } = await createAdmin(t.app, t.services);
    const ticket = await ticketFor(token);
    const first = await download(`ticket=${ticket}`);
    expect([first.statusCode, first.headers['content-type']]).toEqual([200, 'application/zip']);
    expect((await download(`ticket=${ticket}`)).json()).toMatchObject({ code: 'download_ticket_invalid' });
    const byToken = await download(`token=${token}`);
    expect(byToken.statusCode).toBe(401);
    expect(byToken.json<{ message: string }>().message).toContain('ticket');
  });

  it('end after a minute (swept hourly) and with the session that asked for them', async () => {
    const { token } = await createAdmin(t.app, t.services);
    const expired = await ticketFor(token);
    await t.database.query(`update download_tickets set expires_at = now() - interval '1 second'`);
    expect((await download(`ticket=${expired}`)).statusCode).toBe(401);
    await ticketFor(token);
    await t.database.query(`update download_tickets set expires_at = now() - interval '1 second'`);
    expect((await t.services.auth.sweepExpired()).tickets).toBe(1);

    const afterLogout = await ticketFor(token);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect((await download(`ticket=${afterLogout}`)).statusCode).toBe(401);
  });
});
