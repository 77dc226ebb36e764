import { useQuery } from '@tanstack/react-query';
import { SessionList } from '@raritet/contracts/auth';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminQueryKey } from '../lib/admin-query-keys.ts';

/** What the access-denied debug view shows of the login token. */
export interface TokenClaims {
  /** The whole payload, for the debug view. */
  payload: Record<string, unknown>;
  subject: string | null;
  issuedAt: Date | null;
  expiresAt: Date | null;
}

/**
 * The token's claims as the server holds them (GET /auth/sessions: this session's id, start and end;
 * the account's id). The token itself is in an HttpOnly cookie the page cannot read (ADR 0051), so the
 * debug view asks the server instead of decoding it. Undefined while unknown or for a session the
 * server no longer has.
 */
export function useSessionClaims(enabled: boolean, userId: number | undefined): TokenClaims | undefined {
  const { data } = useQuery({
    queryKey: [...adminQueryKey, 'session-claims'],
    queryFn: ({ signal }) => apiRequest('/auth/sessions', SessionList, { signal }),
    enabled,
    retry: false,
  });
  const current = data?.sessions.find((session) => session.current);
  if (current === undefined) return undefined;
  const seconds = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);
  const subject = userId === undefined ? null : String(userId);
  return {
    payload: { sub: subject, sid: current.id, iat: seconds(current.createdAt), exp: seconds(current.expiresAt) },
    subject,
    issuedAt: new Date(current.createdAt),
    expiresAt: new Date(current.expiresAt),
  };
}
