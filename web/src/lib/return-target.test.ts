import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromState, loginRedirectTarget, SUBSCRIPTION_RETURN_TARGET_KEY } from './return-target.ts';

describe('loginRedirectTarget: where a login leads', () => {
  const storage = new Map<string, string>();

  beforeEach(() => {
    storage.clear();
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (key: string) => storage.get(key) ?? null,
        setItem: (key: string, value: string) => storage.set(key, value),
        removeItem: (key: string) => storage.delete(key),
      },
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('goes back to the page the visitor came from', () => {
    storage.set(SUBSCRIPTION_RETURN_TARGET_KEY, '/books/7');
    expect(loginRedirectTarget({ from: '/favorites?page=2' })).toBe('/favorites?page=2');
  });

  it('goes to /subscription when a subscription return target is stored', () => {
    storage.set(SUBSCRIPTION_RETURN_TARGET_KEY, '/books/7');
    expect(loginRedirectTarget(null)).toBe('/subscription');
  });

  it('goes home otherwise', () => {
    expect(loginRedirectTarget(undefined)).toBe('/');
    expect(loginRedirectTarget({ from: '/login' })).toBe('/');
  });

  it('never leaves the site', () => {
    expect(fromState({ from: '//evil.example/x' })).toBeNull();
    expect(fromState({ from: 'https://evil.example/' })).toBeNull();
    expect(loginRedirectTarget({ from: '//evil.example/x' })).toBe('/');
  });
});
