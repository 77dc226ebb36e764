import { useEffect, useState } from 'react';

/**
 * True once `active` has stayed true for `ms` milliseconds in the current attempt. A new `attempt`
 * (a retry) starts the clock again; while `active` is false the answer is always false.
 */
export function useTimedOut(active: boolean, ms: number, attempt: number): boolean {
  const [expiredAttempt, setExpiredAttempt] = useState<number | null>(null);
  useEffect(() => {
    if (!active) return undefined;
    const timer = window.setTimeout(() => setExpiredAttempt(attempt), ms);
    return () => window.clearTimeout(timer);
  }, [active, ms, attempt]);
  return active && expiredAttempt === attempt;
}
