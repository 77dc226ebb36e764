import type { UserRow } from './repository.ts';

export type SessionCacheOptions = {
  /** How long a looked-up account is trusted without asking the database again. */
  ttlMs?: number;
  /** Sessions remembered at most (the oldest go first). */
  maxEntries?: number;
  now?: () => number;
};

/** Five seconds: long enough to spare a search-as-you-page session its lookups, short enough to be harmless. */
export const SESSION_CACHE_TTL_MS = 5_000;

/**
 * The account behind a bearer token, remembered for a few seconds per process (ADR 0010). Only a
 * token that verified and a live session are remembered, so unknown tokens cannot fill it. Ending a
 * session in this process (logout, password change, demotion) forgets it here at once; other
 * processes of a scaled-out deployment notice within `ttlMs` (ADR 0013). That is why only read-only
 * routes that need nothing but the account's id and role use it (`requireCachedUser`).
 */
export function createSessionCache(
  load: (token: string) => Promise<UserRow | null>,
  { ttlMs = SESSION_CACHE_TTL_MS, maxEntries = 10_000, now = Date.now }: SessionCacheOptions = {},
) {
  const entries = new Map<string, { user: UserRow; expires: number }>();

  async function cachedUser(token: string): Promise<UserRow | null> {
    const time = now();
    const hit = entries.get(token);
    if (hit && hit.expires > time) return hit.user;
    entries.delete(token);
    const user = await load(token);
    if (user) {
      // Map keeps insertion order: the first key is the oldest entry.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(token, { user, expires: time + ttlMs });
    }
    return user;
  }

  return {
    cachedUser,
    forgetToken: (token: string) => void entries.delete(token),
    /** Every remembered session of this account (its sessions ended, or its role changed). */
    forgetUser(userId: number) {
      for (const [token, entry] of entries) if (entry.user.id === userId) entries.delete(token);
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
