import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginResponse } from '@raritet/contracts/auth';
import { onUnauthorized } from '../lib/api-client.ts';
import { currentUserQueryKey, currentUserQueryOptions } from '../lib/current-user-query.ts';
import { SessionContext, type LogoutReason, type Session, type SessionStatus } from '../lib/session.ts';
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
    (reason: LogoutReason) => {
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

  useEffect(() => onUnauthorized(() => logOut('expired')), [logOut]);

  const user = token === null ? null : (userQuery.data ?? null);
  let status: SessionStatus = 'guest';
  if (user !== null) status = 'authenticated';
  else if (token !== null && userQuery.isPending) status = 'loading';

  const session = useMemo<Session>(
    () => ({ status, user, logIn, logOut, lastLogout }),
    [status, user, logIn, logOut, lastLogout],
  );
  return <SessionContext value={session}>{children}</SessionContext>;
}
