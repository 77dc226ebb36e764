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
import { clearSessionHint, forgetScriptToken, readSessionHint } from '../lib/session-hint.ts';

/**
 * loading → authenticated | guest. The token lives in an HttpOnly cookie the server sets and clears
 * (ADR 0051); the app knows of it by the session hint beside it. The user is the cached answer of
 * GET /api/auth/user. Any 401 on an authenticated call ends the session everywhere at once.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // Whether a session hint is there: which session it names matters only to the API client's 401 check
  // (a password change sets a new one under the same login).
  const [signedIn, setSignedIn] = useState(() => readSessionHint() !== null);
  const [lastLogout, setLastLogout] = useState<LogoutReason | null>(null);
  const userQuery = useQuery({ ...currentUserQueryOptions(), enabled: signedIn });

  // The script-readable token cookie of earlier versions is dropped once, on the first visit after them.
  useEffect(forgetScriptToken, []);

  const logOut = useCallback(
    (reason: LogoutReason, options: LogoutOptions = {}) => {
      // Never awaited: the user is logged out here whatever the server answers. Only the server can clear
      // the HttpOnly cookie, so even a session it refused ('expired') is told, unless it has cleared it
      // already (log out everywhere).
      if (options.endedOnServer !== true && readSessionHint() !== null) logout().catch(() => undefined);
      clearSessionHint();
      setSignedIn(false);
      setLastLogout(reason);
      queryClient.clear();
    },
    [queryClient],
  );

  const logIn = useCallback(
    (response: LoginResponse) => {
      // The answer set the cookies; the token in its body is for API clients and is not kept here.
      queryClient.setQueryData(currentUserQueryKey, response.user);
      setSignedIn(readSessionHint() !== null);
      setLastLogout(null);
    },
    [queryClient],
  );

  useEffect(() => onUnauthorized(() => logOut('expired')), [logOut]);

  const user = signedIn ? (userQuery.data ?? null) : null;
  let status: SessionStatus = 'guest';
  if (user !== null) status = 'authenticated';
  else if (signedIn && userQuery.isPending) status = 'loading';

  const session = useMemo<Session>(
    () => ({ status, user, logIn, logOut, lastLogout }),
    [status, user, logIn, logOut, lastLogout],
  );
  return <SessionContext value={session}>{children}</SessionContext>;
}
