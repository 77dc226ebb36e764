import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginResponse } from '@raritet/contracts/auth';
import { logout } from '../features/auth/api/logout.ts';
import { onUnauthorized } from '../lib/api-client.ts';
import { currentUserQueryKey, currentUserQueryOptions } from '../lib/current-user-query.ts';
import {
  SessionContext,
  type LogoutOptions,
  type LogoutReason,
  type Session,
  type SessionStatus,
} from '../lib/session.ts';
import { clearToken, readToken, writeToken } from '../lib/token-cookie.ts';

/**
 * loading → authenticated | guest. The token lives in the cookie; the user is the cached answer of
 * GET /api/auth/user. Any 401 on an authenticated call ends the session everywhere at once.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState<string | null>(() => readToken());
  const [lastLogout, setLastLogout] = useState<LogoutReason | null>(null);
  const userQuery = useQuery({ ...currentUserQueryOptions(), enabled: token !== null });

  const logOut = useCallback(
    (reason: LogoutReason, options: LogoutOptions = {}) => {
      const ending = readToken();
      // Sent before the cookie is cleared, never awaited: the user is logged out here whatever the server
      // answers, and a token the server refused (401, 'expired') has nothing left to end.
      if (reason === 'user' && options.endedOnServer !== true && ending !== null) {
        logout(ending).catch(() => undefined);
      }
      clearToken();
      setToken(null);
      setLastLogout(reason);
      queryClient.clear();
    },
    [queryClient],
  );

  const logIn = useCallback(
    (response: LoginResponse) => {
      writeToken(response.token);
      queryClient.setQueryData(currentUserQueryKey, response.user);
      setToken(response.token);
      setLastLogout(null);
    },
    [queryClient],
  );

  const replaceToken = useCallback((next: string) => {
    writeToken(next);
    setToken(next);
  }, []);

  useEffect(() => onUnauthorized(() => logOut('expired')), [logOut]);

  const user = token === null ? null : (userQuery.data ?? null);
  let status: SessionStatus = 'guest';
  if (user !== null) status = 'authenticated';
  else if (token !== null && userQuery.isPending) status = 'loading';

  const session = useMemo<Session>(
    () => ({ status, user, logIn, logOut, replaceToken, lastLogout }),
    [status, user, logIn, logOut, replaceToken, lastLogout],
  );
  return <SessionContext value={session}>{children}</SessionContext>;
}
