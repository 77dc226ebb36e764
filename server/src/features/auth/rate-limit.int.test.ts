import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '1' });
});
afterAll(() => t.close());

describe('rate limits', () => {
  it('login: the 11th attempt for one account within a minute gets 429 with Retry-After', async () => {
    const attempt = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'x@y.ru', password: 'nope12' } });
    for (let i = 0; i < 10; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(limited.json().message).toMatch(/^Слишком много запросов\. Повторите попытку через \d+ с\.$/);
    // Another account from the same address is not locked out.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'other@y.ru', password: 'nope12' },
    });
    expect(other.statusCode).toBe(401);
  });

  it('captcha: more than 30 a minute from one address gets 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await t.app.inject({ method: 'GET', url: '/api/auth/captcha' })).statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('register: the 11th registration attempt within ten minutes gets 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: {} })).statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
  });
});
