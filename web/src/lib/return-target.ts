import { RETURN_TARGET_STORAGE_KEY } from '@raritet/contracts/billing';

/**
 * Where a visitor wanted to go before the login page, carried in router state by the access guard,
 * and the subscription return target that survives a trip through login or payment (localStorage).
 */
export const SUBSCRIPTION_RETURN_TARGET_KEY = RETURN_TARGET_STORAGE_KEY;

export interface FromState {
  from?: string;
}

/** Only same-site paths: a crafted state must never send the user to another origin. */
function isSafePath(path: unknown): path is string {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//');
}

export function fromState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const { from } = state as FromState;
  return isSafePath(from) ? from : null;
}

export function readSubscriptionReturnTarget(): string | null {
  try {
    const value = window.localStorage.getItem(SUBSCRIPTION_RETURN_TARGET_KEY);
    return isSafePath(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberSubscriptionReturnTarget(path: string): void {
  try {
    window.localStorage.setItem(SUBSCRIPTION_RETURN_TARGET_KEY, path);
  } catch {
    // Without storage the user simply lands on / after login.
  }
}

export function clearSubscriptionReturnTarget(): void {
  try {
    window.localStorage.removeItem(SUBSCRIPTION_RETURN_TARGET_KEY);
  } catch {
    // Nothing was stored.
  }
}

/** The page they came from; else /subscription when a return target is stored; else /. */
export function loginRedirectTarget(state: unknown): string {
  const from = fromState(state);
  if (from !== null && from !== '/login' && from !== '/register') return from;
  if (readSubscriptionReturnTarget() !== null) return '/subscription';
  return '/';
}
