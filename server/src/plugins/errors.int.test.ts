import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (payload: string, contentType = 'application/json', lang?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload,
    headers: { 'content-type': contentType, ...(lang ? { 'accept-language': lang } : {}) },
  });

describe('every client mistake is a 4xx with { code, message }', () => {
  it('malformed JSON', async () => {
    const response = await post('{"email": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'bad_json', message: 'Тело запроса не является корректным JSON.' });
  });

  it('an empty JSON body', async () => {
    const response = await post('');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('bad_json');
  });

  it('wrong types name the field', async () => {
    const response = await post(JSON.stringify({ email: 42, password: ['x'] }), 'application/json', 'en');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation_failed',
      message: 'Invalid request data: body.email, body.password',
    });
  });

  it('a JSON array or a string instead of an object', async () => {
    expect((await post('[1,2]')).statusCode).toBe(400);
    expect((await post('"text"')).statusCode).toBe(400);
  });

  it('an oversized body', async () => {
    const response = await post(JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }));
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('body_too_large');
  });

  it('an unsupported content type', async () => {
    const response = await post('<email/>', 'application/xml');
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('unsupported_media_type');
  });

  it('an unknown API route', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/no/such/route',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'route_not_found', message: 'There is no such API address.' });
  });

  it('a wrong method on a known route', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/auth/login' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('route_not_found');
  });
});

describe('operations endpoints', () => {
  it('/healthz and /readyz answer ok', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ok' });
  });

  it('/api/docs/json is the OpenAPI document of the routes', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/auth/register', '/api/auth/user', '/api/setup/initialize']),
    );
  });
});
