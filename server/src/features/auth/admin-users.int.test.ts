import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserList } from '@raritet/contracts/admin-users';
import type { LoginResponse } from '@raritet/contracts/auth';
import { apiGet, queryString } from '../../../test/archive-factories.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { planIdByName, travel } from '../../../test/billing-factories.ts';
import { createAdmin, registerUser } from '../../../test/factories.ts';

/** GET /admin/users: order, paging, search, the subscription fields, bad input, access. */

let t: TestApp;
let admin: LoginResponse;
let user: LoginResponse;

/** Accounts made straight in the table, `daysAgo` before now, so the order by date is known. */
async function insertAccounts(accounts: { email: string; daysAgo: number; role?: 'Admin' | 'User' }[]) {
  for (const { email, daysAgo, role = 'User' } of accounts) {
    await t.database.query(
      `insert into users (email, password_hash, role, created_at) values ($1, 'x', $2, now() - make_interval(days => $3))`,
      [email, role, daysAgo],
    );
  }
}

const list = (params: Record<string, string | number> = {}, token = admin.token) =>
  apiGet<AdminUserList>(t, `/admin/users${queryString(params)}`, token);
const emailsOf = (page: AdminUserList) => page.items.map((item) => item.email);

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.services, { email: 'chief@raritet.test', password: 'admin-secret' });
  user = await registerUser(t.app, t.database, { email: 'reader@raritet.test' });
  await insertAccounts([
    { email: 'old-admin@raritet.test', daysAgo: 400, role: 'Admin' },
    { email: 'percent%sign@raritet.test', daysAgo: 10 },
    { email: 'under_score@raritet.test', daysAgo: 11 },
    { email: 'underxscore@raritet.test', daysAgo: 12 },
    { email: 'back\\slash@raritet.test', daysAgo: 13 },
    ...Array.from({ length: 26 }, (_, i) => ({
      email: `bulk${String(i).padStart(2, '0')}@example.com`,
      daysAgo: 20 + i,
    })),
  ]);
});
afterAll(() => t.close());

describe('the order', () => {
  it('lists administrators first, then everyone newest first, with the total and the page count', async () => {
    const { status, body } = await list({ pageSize: 50 });
    expect(status).toBe(200);
    expect(body.totalItems).toBe(33);
    expect(body.totalPages).toBe(1);
    expect({ page: body.page, pageSize: body.pageSize }).toEqual({ page: 1, pageSize: 50 });
    expect(emailsOf(body)).toEqual([
      'chief@raritet.test',
      'old-admin@raritet.test',
      'reader@raritet.test',
      'percent%sign@raritet.test',
      'under_score@raritet.test',
      'underxscore@raritet.test',
      'back\\slash@raritet.test',
      ...Array.from({ length: 26 }, (_, i) => `bulk${String(i).padStart(2, '0')}@example.com`),
    ]);
  });

  it('pages through the same order without gaps or repeats', async () => {
    const whole = emailsOf((await list({ pageSize: 50 })).body);
    const pages = await Promise.all([1, 2, 3, 4].map((page) => list({ page, pageSize: 10 })));
    expect(pages.map(({ body }) => body.totalPages)).toEqual([4, 4, 4, 4]);
    expect(pages.flatMap(({ body }) => emailsOf(body))).toEqual(whole);
    expect(pages[3]!.body.items).toHaveLength(3);
    // A page past the end is empty, not an error.
    const past = await list({ page: 9, pageSize: 10 });
    expect(past.status).toBe(200);
    expect(past.body).toMatchObject({ items: [], page: 9, totalItems: 33, totalPages: 4 });
  });

  it('gives each row the user fields of the spec: id, e-mail, role and registration date', async () => {
    const { body } = await list({ search: 'chief' });
    expect(body.items).toEqual([
      {
        id: admin.user.id,
        email: 'chief@raritet.test',
        role: 'Admin',
        registrationDate: admin.user.registrationDate,
        emailVerified: true,
        hasSubscription: false,
        subscriptionType: null,
        subscriptionExpiryDate: null,
        subscription: null,
        currentSubscription: null,
      },
    ]);
  });
});

describe('the subscription fields', () => {
  it('shows the current plan and its end for a subscriber, and the last ended one after it ran out', async () => {
    const standard = await planIdByName(t, 'Стандарт');
    await t.services.billing.assignPlan(user.user.id, { planId: standard, autoRenew: true });
    const [row] = (await list({ search: 'reader@' })).body.items;
    expect(row).toMatchObject({
      email: 'reader@raritet.test',
      hasSubscription: true,
      subscriptionType: 'Стандарт',
      currentSubscription: { subscriptionPlanId: standard, autoRenew: true, subscriptionPlan: { name: 'Стандарт' } },
    });
    expect(row!.subscription?.endDate).toBe(row!.currentSubscription?.endDate);
    expect(new Date(row!.subscription!.endDate).getTime()).toBeGreaterThan(Date.now());
    // The same answer as the user's own DTO: one batch query gives what subscriptionSummary gives one by one.
    expect(row).toEqual(await t.services.auth.userDtoById(user.user.id));

    await travel(t, user.user.id, '40 days');
    const [expired] = (await list({ search: 'reader@' })).body.items;
    expect(expired).toMatchObject({ hasSubscription: false, subscriptionType: 'Стандарт' });
    expect(new Date(expired!.subscription!.endDate).getTime()).toBeLessThan(Date.now());
  });
});

describe('the search', () => {
  it('finds a part of the e-mail in any case, keeping the order and counting only the matches', async () => {
    const { body } = await list({ search: '  RARITET.test ' });
    expect(body.totalItems).toBe(7);
    expect(emailsOf(body).slice(0, 3)).toEqual(['chief@raritet.test', 'old-admin@raritet.test', 'reader@raritet.test']);
    const bulk = await list({ search: 'BULK1', pageSize: 25 });
    expect(emailsOf(bulk.body)).toEqual(Array.from({ length: 10 }, (_, i) => `bulk1${i}@example.com`));
  });

  it('takes % and _ (and the backslash) literally', async () => {
    expect(emailsOf((await list({ search: '%' })).body)).toEqual(['percent%sign@raritet.test']);
    expect(emailsOf((await list({ search: 'r_s' })).body)).toEqual(['under_score@raritet.test']);
    expect(emailsOf((await list({ search: '_' })).body)).toEqual(['under_score@raritet.test']);
    expect(emailsOf((await list({ search: '\\' })).body)).toEqual(['back\\slash@raritet.test']);
    expect(emailsOf((await list({ search: 'under%score' })).body)).toEqual([]);
  });

  it('answers a search that matches nobody with an empty first page', async () => {
    const { status, body } = await list({ search: 'nobody-has-this' });
    expect(status).toBe(200);
    expect(body).toEqual({ items: [], page: 1, pageSize: 10, totalItems: 0, totalPages: 0 });
  });

  it('treats a blank search as no search', async () => {
    expect((await list({ search: '   ' })).body.totalItems).toBe(33);
  });
});

describe('bad input', () => {
  it('reads page 0 and a malformed page as page 1 (as every list does)', async () => {
    for (const page of ['0', '-3', 'abc', '1.5']) {
      const { status, body } = await list({ page });
      expect(status, page).toBe(200);
      expect(body.page, page).toBe(1);
    }
  });

  it('moves a page size to the next allowed one (10, 25, 50) and caps it at 50', async () => {
    const cases: [string, number][] = [
      ['7', 10],
      ['10', 10],
      ['11', 25],
      ['30', 50],
      ['1000', 50],
      ['0', 10],
      ['x', 10],
    ];
    for (const [asked, given] of cases) {
      const { status, body } = await list({ pageSize: asked });
      expect(status, asked).toBe(200);
      expect(body.pageSize, asked).toBe(given);
      expect(body.items.length, asked).toBe(Math.min(given, 33));
    }
  });

  it('refuses a search longer than any e-mail with its own message', async () => {
    const { status, body } = await list({ search: 'a'.repeat(255) });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'users_search_too_long' });
    const huge = await list({ search: 'x'.repeat(8000) });
    expect(huge.status).toBe(400);
    expect(huge.body).toMatchObject({ code: 'users_search_too_long' });
    expect((await list({ search: 'a'.repeat(254) })).status).toBe(200);
  });

  it('refuses a NUL in the search', async () => {
    const { status, body } = await apiGet<{ code: string }>(t, '/admin/users?search=a%00b', admin.token);
    expect(status).toBe(400);
    expect(body.code).toBe('text_invalid_character');
  });
});

describe('access', () => {
  it('a guest gets 401 and a user 403', async () => {
    const guest = await apiGet<{ code: string }>(t, '/admin/users');
    expect(guest.status).toBe(401);
    const reader = await list({}, user.token);
    expect(reader.status).toBe(403);
    expect(reader.body).toMatchObject({ code: 'admin_required' });
  });
});
