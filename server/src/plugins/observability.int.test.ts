import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, createAdmin } from '../../test/factories.ts';
import { isLoopback } from './observability.ts';

const METRICS_TOKEN = 'metrics-token-0123456789abcdef';

let open: TestApp;
let behindProxy: TestApp;
let withToken: TestApp;
beforeAll(async () => {
  [open, behindProxy, withToken] = await Promise.all([
    createTestApp(),
    createTestApp({ TRUST_PROXY: 'loopback' }),
    createTestApp({ METRICS_TOKEN }),
  ]);
});
afterAll(() => Promise.all([open.close(), behindProxy.close(), withToken.close()]));

describe('/metrics without METRICS_TOKEN: this machine only', () => {
  it('is Prometheus text with the request histogram for a loopback caller', async () => {
    await open.app.inject({ url: '/healthz' });
    const response = await open.app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('http_request_duration_seconds_bucket');
    expect(response.body).toContain('process_cpu_user_seconds_total');
  });

  it('refuses another address, also with a made-up X-Forwarded-For: 127.0.0.1', async () => {
    for (const headers of [{}, { 'x-forwarded-for': '127.0.0.1' }]) {
      const response = await open.app.inject({ url: '/metrics', remoteAddress: '203.0.113.9', headers });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: 'metrics_forbidden',
        message: 'Метрики доступны только с этого же компьютера (или с токеном METRICS_TOKEN).',
      });
      expect(response.body).not.toContain('http_request');
    }
  });

  it('behind a proxy on this host, an outside client the proxy names is refused', async () => {
    const outside = await behindProxy.app.inject({ url: '/metrics', headers: { 'x-forwarded-for': '198.51.100.4' } });
    expect(outside.statusCode).toBe(403);
    expect((await behindProxy.app.inject({ url: '/metrics' })).statusCode).toBe(200);
  });
});

describe('/metrics with METRICS_TOKEN: the bearer token only', () => {
  it('answers the token from anywhere', async () => {
    const response = await withToken.app.inject({
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: bearer(METRICS_TOKEN),
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('http_request_duration_seconds');
  });

  it('refuses no token, a wrong one, one in the query string and a login token, even from loopback', async () => {
    const admin = await createAdmin(withToken.app, withToken.services);
    for (const request of [
      { url: '/metrics' },
      { url: '/metrics', headers: bearer(`${METRICS_TOKEN}x`) },
      { url: `/metrics?token=${METRICS_TOKEN}` },
      { url: `/metrics?access_token=${METRICS_TOKEN}` },
      { url: '/metrics', headers: bearer(admin.token) },
    ]) {
      const response = await withToken.app.inject(request);
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.json().code).toBe('metrics_token_required');
    }
  });
});

describe('isLoopback', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['fe80::1', false],
    ['1270.0.0.1', false],
  ])('%s → %s', (address, expected) => {
    expect(isLoopback(address)).toBe(expected);
  });
});
