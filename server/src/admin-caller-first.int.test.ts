import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { bearer, createAdmin, registerUser } from '../test/factories.ts';
import { isAdminOperation } from './plugins/api-docs.ts';

type OpenApi = { paths: Record<string, Record<string, { tags?: string[] }>> };

// ADR 0050: every admin route checks who calls before it reads or validates anything, and
// the API document shows the admin operations to administrators only.
let t: TestApp;
let admin: string;
let user: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await createAdmin(t.app, t.services)).token;
  user = (await registerUser(t.app, t.database)).token;
});
afterAll(() => t.close());

const documentAs = async (token?: string) => {
  const response = await t.app.inject({ url: '/api/docs/json', headers: token ? bearer(token) : {} });
  expect(response.statusCode).toBe(200);
  return { document: response.json() as OpenApi, headers: response.headers };
};

const adminOperations = (document: OpenApi) =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([, operation]) => isAdminOperation(operation))
      .map(([method]) => ({ method: method.toUpperCase(), path })),
  );

describe('the OpenAPI document', () => {
  it('lists no admin operation to a guest or a user, every one to an administrator', async () => {
    const full = (await documentAs(admin)).document;
    const operations = adminOperations(full);
    expect(operations.length).toBeGreaterThan(50);
    expect(full.paths).toHaveProperty('/api/admin/users');
    expect(full.paths).toHaveProperty('/api/CategoryCleanup/merge');
    expect(full.paths).toHaveProperty('/api/adminsettings');
    expect((await t.app.inject({ url: '/api/docs/yaml', headers: bearer(admin) })).body).toContain('/api/admin/users');
    for (const token of [undefined, user, 'not-a-token']) {
      const { document, headers } = await documentAs(token);
      expect(adminOperations(document)).toEqual([]);
      for (const path of ['/api/admin/users', '/api/CategoryCleanup/merge', '/api/adminsettings', '/api/import/init']) {
        expect(document.paths).not.toHaveProperty([path]);
      }
      expect(JSON.stringify(document)).not.toContain('/api/admin/');
      // The public API is all there.
      expect(Object.keys(document.paths)).toEqual(
        expect.arrayContaining(['/api/auth/login', '/api/books/{id}', '/api/books/searchByTitle']),
      );
      expect(Object.keys(document.paths).length).toBe(
        Object.keys(full.paths).length - new Set(operations.map(({ path }) => path)).size,
      );
      const yaml = await t.app.inject({ url: '/api/docs/yaml', headers: token ? bearer(token) : {} });
      expect(yaml.statusCode).toBe(200);
      expect(yaml.body).toContain('/api/auth/login');
      expect(yaml.body).not.toContain('/api/admin/');
      // No shared cache may hand one caller's copy to another.
      expect(headers['cache-control']).toBe('private, no-cache');
      expect(String(headers.vary)).toMatch(/authorization/i);
    }
  });
});

describe('every admin route checks the caller first', () => {
  it('a guest gets 401 and a user 403 before the route looks at malformed parameters, query or body', async () => {
    const operations = adminOperations((await documentAs(admin)).document);
    const outcomes: string[] = [];
    for (const { method, path } of operations) {
      // Every path parameter, query parameter and body the route could refuse as a 400.
      const url = `${path.replace(/\{[^}]+\}/g, 'not%20an%20id')}?page=-1&pageSize=x&offset=-5&fileSize=x&expectedFileSize=x&importTaskId=`;
      const send = (token?: string) =>
        t.app.inject({
          method: method as 'POST',
          url,
          headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
          ...(method === 'GET' ? {} : { payload: '{"not": json' }),
        });
      const guest = await send();
      const member = await send(user);
      outcomes.push(`${method} ${path}: ${guest.statusCode} ${member.statusCode}`);
      expect(guest.statusCode, `${method} ${path} as a guest: ${guest.body}`).toBe(401);
      expect(guest.json(), `${method} ${path} as a guest`).toMatchObject({ code: 'unauthorized' });
      expect(member.statusCode, `${method} ${path} as a user: ${member.body}`).toBe(403);
      expect(member.json(), `${method} ${path} as a user`).toMatchObject({ code: 'admin_required' });
    }
    expect(outcomes).toHaveLength(operations.length);
  });

  it('the category cleanup: a guest posting a bad body learns nothing of what is valid', async () => {
    for (const [method, url, payload] of [
      ['POST', '/api/CategoryCleanup/analyze', { names: 'not a list' }],
      ['POST', '/api/CategoryCleanup/merge', { sourceIds: 'x', targetId: -1 }],
      ['DELETE', '/api/CategoryCleanup/byNames', []],
      ['DELETE', '/api/CategoryCleanup/not-an-id', undefined],
    ] as const) {
      const response = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual({ code: 'unauthorized', message: expect.any(String) });
    }
  });

  it('a form download without a token is refused 401 before its form is validated', async () => {
    const url = '/api/admin/download-exported-file/not-a-task';
    const form = (payload: string, token?: string) =>
      t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? bearer(token) : {}) },
      });
    for (const payload of ['', 'token=', 'other=1&token[]=x', 'token=not-a-token']) {
      const response = await form(payload);
      expect(response.statusCode, payload).toBe(401);
    }
    // A user's token in the form: 403, still before the task id is looked at.
    expect((await form(`token=${user}`)).statusCode).toBe(403);
    // An administrator's token in the form reaches the route: the task id is refused as such.
    const own = await form(`token=${admin}`);
    expect(own.statusCode).not.toBe(401);
    expect(own.statusCode).not.toBe(403);
  });
});
