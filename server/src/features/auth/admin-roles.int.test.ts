import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse, User } from '@raritet/contracts/auth';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, createAdmin, registerUser, uniqueEmail } from '../../../test/factories.ts';

/** POST /admin/user/{id}/role: the body forms, the last-admin and self-demotion rules, sessions. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Answer = { status: number; body: User & { code?: string; message?: string } };

/** Posts a role change; `body` is sent as the JSON text given (a bare string is `"Admin"`). */
async function changeRole(
  app: TestApp,
  token: string | undefined,
  id: number | string,
  body: unknown,
): Promise<Answer> {
  const response = await app.app.inject({
    method: 'POST',
    url: `/api/admin/user/${id}/role`,
    headers: { ...(token ? bearer(token) : {}), 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.json() };
}

const adminCall = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/admin/users', headers: bearer(token) }).then((r) => r.statusCode);

async function adminIds(app: TestApp): Promise<number[]> {
  const rows = await app.database.query<{ id: number }>("select id from users where role = 'Admin' order by id");
  return rows.map((row) => row.id);
}

describe('the body', () => {
  let admin: LoginResponse;
  let user: LoginResponse;
  beforeAll(async () => {
    admin = await createAdmin(t.app, t.services);
    user = await registerUser(t.app, t.database);
  });

  it('takes the role as a JSON string, as an object {role}, and in any case', async () => {
    const made = await changeRole(t, admin.token, user.user.id, 'Admin');
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ id: user.user.id, email: user.user.email, role: 'Admin' });
    const back = await changeRole(t, admin.token, user.user.id, { role: 'User' });
    expect(back.status).toBe(200);
    expect(back.body.role).toBe('User');
    expect((await changeRole(t, admin.token, user.user.id, 'admin')).body.role).toBe('Admin');
    expect((await changeRole(t, admin.token, user.user.id, { role: ' USER ' })).body.role).toBe('User');
  });

  it('answers with the whole user, subscription fields included, as the list shows it', async () => {
    const { body } = await changeRole(t, admin.token, user.user.id, 'User');
    expect(body).toEqual(await t.services.auth.userDtoById(user.user.id));
  });

  it('refuses any other role or shape with role_invalid', async () => {
    const bodies: unknown[] = ['Root', { role: 'Root' }, '', 42, null, true, [], ['Admin'], {}, { name: 'Admin' }];
    for (const body of bodies) {
      const answer = await changeRole(t, admin.token, user.user.id, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.code, JSON.stringify(body)).toBe('role_invalid');
    }
    expect((await t.services.auth.userDtoById(user.user.id))!.role).toBe('User');
  });

  it('refuses a body that is not JSON, or none at all', async () => {
    const notJson = await t.app.inject({
      method: 'POST',
      url: `/api/admin/user/${user.user.id}/role`,
      headers: { ...bearer(admin.token), 'content-type': 'application/json' },
      payload: 'Admin',
    });
    expect(notJson.statusCode).toBe(400);
    const none = await t.app.inject({
      method: 'POST',
      url: `/api/admin/user/${user.user.id}/role`,
      headers: bearer(admin.token),
    });
    expect(none.statusCode).toBe(400);
  });

  it('refuses a NUL in the role', async () => {
    const answer = await changeRole(t, admin.token, user.user.id, 'Ad\u0000min');
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('text_invalid_character');
  });

  it('answers 400 for an id that is not a positive integer and 404 for an unknown one', async () => {
    for (const id of ['abc', '1.5', '0', '-1', '99999999999']) {
      const answer = await changeRole(t, admin.token, id, 'Admin');
      expect(answer.status, id).toBe(400);
      expect(answer.body.code, id).toBe('user_id_invalid');
    }
    const unknown = await changeRole(t, admin.token, 2_000_000_000, 'Admin');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('user_not_found');
  });

  it('is for administrators only: a guest gets 401, a user 403, and nothing changes', async () => {
    // A fresh account: the one above was demoted, which ended its sessions.
    const user = await registerUser(t.app, t.database);
    expect((await changeRole(t, undefined, user.user.id, 'Admin')).status).toBe(401);
    const bySelf = await changeRole(t, user.token, user.user.id, 'Admin');
    expect(bySelf.status).toBe(403);
    expect(bySelf.body.code).toBe('admin_required');
    expect((await t.services.auth.userDtoById(user.user.id))!.role).toBe('User');
  });
});

describe('who may be demoted', () => {
  it('an administrator cannot demote themselves (409), another administrator can', async () => {
    const first = await createAdmin(t.app, t.services);
    const second = await createAdmin(t.app, t.services);
    const self = await changeRole(t, first.token, first.user.id, 'User');
    expect(self.status).toBe(409);
    expect(self.body.code).toBe('role_self_demotion');
    expect(self.body.message).toBe(
      'Нельзя снять права администратора с самого себя. Это может сделать другой администратор.',
    );
    expect(await adminCall(first.token)).toBe(200);

    const byOther = await changeRole(t, second.token, first.user.id, 'User');
    expect(byOther.status).toBe(200);
    expect(byOther.body.role).toBe('User');
  });

  it('the last administrator cannot be demoted (409 with a message)', async () => {
    const app = await createTestApp();
    try {
      const only = await createAdmin(app.app, app.services);
      expect(await adminIds(app)).toEqual([only.user.id]);
      const answer = await changeRole(app, only.token, only.user.id, { role: 'User' });
      expect(answer.status).toBe(409);
      expect(answer.body.code).toBe('role_last_admin');
      expect(answer.body.message).toBe(
        'Нельзя снять права с последнего администратора: сначала назначьте администратором другого пользователя.',
      );
      const english = await app.app.inject({
        method: 'POST',
        url: `/api/admin/user/${only.user.id}/role`,
        headers: { ...bearer(only.token), 'accept-language': 'en' },
        payload: { role: 'User' },
      });
      expect(english.json().message).toBe(
        'The last administrator cannot be demoted: make another user an administrator first.',
      );
      expect(await adminIds(app)).toEqual([only.user.id]);
    } finally {
      await app.close();
    }
  });

  it('setting the role an account already has changes nothing and ends no session', async () => {
    const admin = await createAdmin(t.app, t.services);
    const user = await registerUser(t.app, t.database);
    expect((await changeRole(t, admin.token, admin.user.id, 'Admin')).status).toBe(200);
    expect((await changeRole(t, admin.token, user.user.id, 'User')).status).toBe(200);
    expect(await adminCall(admin.token)).toBe(200);
  });
});

describe('sessions', () => {
  it("a demotion ends the demoted administrator's live session at once", async () => {
    const boss = await createAdmin(t.app, t.services);
    const demoted = await createAdmin(t.app, t.services);
    expect(await adminCall(demoted.token)).toBe(200);
    expect((await changeRole(t, boss.token, demoted.user.id, 'User')).status).toBe(200);
    expect(await adminCall(demoted.token)).toBe(401);
    const user = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(demoted.token) });
    expect(user.statusCode).toBe(401);
    expect(await adminCall(boss.token)).toBe(200);
  });

  it("a promotion gives the user's live session admin rights on its next call", async () => {
    const boss = await createAdmin(t.app, t.services);
    const user = await registerUser(t.app, t.database);
    expect(await adminCall(user.token)).toBe(403);
    expect((await changeRole(t, boss.token, user.user.id, 'Admin')).status).toBe(200);
    expect(await adminCall(user.token)).toBe(200);
  });
});

describe('concurrent role changes', () => {
  it('two administrators demoting each other at once: one wins, one administrator stays', async () => {
    const app = await createTestApp();
    try {
      for (let round = 0; round < 5; round++) {
        const a = await createAdmin(app.app, app.services);
        const b = await createAdmin(app.app, app.services);
        const before = (await adminIds(app)).filter((id) => id !== a.user.id && id !== b.user.id);
        // Everyone else is demoted first, so these two are the only administrators.
        for (const id of before) await app.services.auth.setRole(id, 'User');
        const answers = await Promise.all([
          changeRole(app, a.token, b.user.id, 'User'),
          changeRole(app, b.token, a.user.id, 'User'),
        ]);
        const statuses = answers.map((answer) => answer.status).sort();
        // The loser was demoted meanwhile: its session ended (401), or it was refused as no longer admin (403).
        expect(statuses[0]).toBe(200);
        expect([401, 403]).toContain(statuses[1]);
        expect(await adminIds(app)).toHaveLength(1);
      }
    } finally {
      await app.close();
    }
  });

  it('many administrators demoting each other in a ring never leave none', async () => {
    const app = await createTestApp();
    try {
      const admins = await Promise.all(Array.from({ length: 6 }, () => createAdmin(app.app, app.services)));
      const answers = await Promise.all(
        admins.map((admin, i) => changeRole(app, admin.token, admins[(i + 1) % admins.length]!.user.id, 'User')),
      );
      expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThan(0);
      for (const answer of answers) expect([200, 401, 403, 409]).toContain(answer.status);
      expect((await adminIds(app)).length).toBeGreaterThanOrEqual(1);
    } finally {
      await app.close();
    }
  });

  it('the service itself holds the rule when both calls pass the route check together', async () => {
    const app = await createTestApp();
    try {
      for (let round = 0; round < 10; round++) {
        const [a, b] = (await onlyAdmins(app, 2)) as [number, number];
        const results = await Promise.allSettled([
          app.services.auth.changeRole(a, b, 'User'),
          app.services.auth.changeRole(b, a, 'User'),
        ]);
        expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
        const refused = results.find((result) => result.status === 'rejected');
        expect((refused as PromiseRejectedResult).reason).toMatchObject({ statusCode: 403, code: 'admin_required' });
        expect(await adminIds(app)).toHaveLength(1);
      }
    } finally {
      await app.close();
    }
  });
});

/** Makes `count` new administrators the only ones (everyone else is demoted); returns their ids. */
async function onlyAdmins(app: TestApp, count: number): Promise<number[]> {
  const fresh = [];
  for (let i = 0; i < count; i++)
    fresh.push((await app.services.auth.ensureAdmin(uniqueEmail('admin'), 'admin-secret')).id);
  for (const id of await adminIds(app)) if (!fresh.includes(id)) await app.services.auth.setRole(id, 'User');
  return fresh;
}
