import { describe, expect, it, vi } from 'vitest';
import type { UserRow } from './repository.ts';
import { createSessionCache } from './session-cache.ts';

const user = (id: number, role: UserRow['role'] = 'User'): UserRow => ({
  id,
  email: `u${id}@example.com`,
  passwordHash: 'x',
  role,
  createdAt: new Date(0),
  emailVerifiedAt: new Date(0),
  hasSubscription: false,
});

describe('the session cache of requireCachedUser', () => {
  it('asks the database once per token within the time to live, then again', async () => {
    let clock = 0;
    let role: UserRow['role'] = 'Admin';
    const load = vi.fn(async (token: string) => (token === 'good' ? user(1, role) : null));
    const { cachedUser: cached } = createSessionCache(load, { ttlMs: 5000, now: () => clock });
    expect((await cached('good'))?.role).toBe('Admin');
    role = 'User'; // demoted meanwhile
    clock = 4999;
    expect((await cached('good'))?.role).toBe('Admin');
    expect(load).toHaveBeenCalledTimes(1);
    clock = 5000;
    expect((await cached('good'))?.role).toBe('User');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('never remembers a token that did not resolve to an account', async () => {
    const load = vi.fn(async () => null);
    const { cachedUser: cached } = createSessionCache(load);
    expect(await cached('forged')).toBeNull();
    expect(await cached('forged')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps at most maxEntries sessions, dropping the oldest', async () => {
    const load = vi.fn(async (token: string) => user(Number(token)));
    const { cachedUser: cached } = createSessionCache(load, { maxEntries: 2 });
    await cached('1');
    await cached('2');
    await cached('3'); // '1' goes
    await cached('2');
    await cached('3');
    expect(load).toHaveBeenCalledTimes(3);
    await cached('1');
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('forgets a token, or every session of an account, at once', async () => {
    const load = vi.fn(async (token: string) => user(token.startsWith('a') ? 1 : 2));
    const cache = createSessionCache(load);
    for (const token of ['a1', 'a2', 'b1']) await cache.cachedUser(token);
    cache.forgetUser(1);
    cache.forgetToken('b1');
    for (const token of ['a1', 'a2', 'b1']) await cache.cachedUser(token);
    expect(load).toHaveBeenCalledTimes(6);
  });
});
