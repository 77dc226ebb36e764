import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://127.0.0.1:3000' });
});
afterAll(() => t.close());

describe('security headers on an http deployment', () => {
  it('API answers carry the CSP, but no HSTS and no upgrade to https', async () => {
    const response = await t.app.inject({ url: '/api/categories' });
    expect(response.statusCode).toBe(200);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['permissions-policy']).toContain('geolocation=()');
  });

  it('errors carry them too', async () => {
    const response = await t.app.inject({ url: '/api/no-such-route' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-security-policy']).toBeDefined();
    expect(response.headers['x-frame-options']).toBe('DENY');
  });
});
