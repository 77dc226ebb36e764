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

describe('requests the HTTP parser refuses, on a real port', () => {
  it('an oversized header is a 431 with { code, message }; a malformed request line a 400', async () => {
    const { request } = await import('node:http');
    const { connect } = await import('node:net');
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const big = await new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
      const call = request({
        port,
        host: '127.0.0.1',
        path: '/api/categories',
        headers: { 'x-big': 'a'.repeat(20_000) },
      });
      call.on('response', (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, type: String(response.headers['content-type']), body }),
        );
      });
      call.on('error', reject);
      call.end();
    });
    expect(big.status).toBe(431);
    expect(big.type).toBe('application/json; charset=utf-8');
    expect(JSON.parse(big.body)).toEqual({ code: 'headers_too_large', message: 'Заголовки запроса слишком большие.' });

    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.write('NOT A REQUEST\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 Bad Request/);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({
      code: 'bad_request',
      message: 'Некорректный запрос.',
    });
  });
});

describe("the router's own refusals", () => {
  it('a path parameter with bad percent-encoding is 400 bad_url; one too long 414', async () => {
    for (const url of ['/api/books/%zz', '/api/books/%ED%A0%80', '/api/user/%']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({
        code: 'bad_url',
        message: 'Адрес запроса содержит неверно закодированные символы.',
      });
    }
    const long = await t.app.inject({ url: `/api/books/${'1'.repeat(150)}`, headers: { 'accept-language': 'en' } });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ code: 'url_part_too_long', message: 'A part of the request address is too long.' });
  });
});
