import { useCallback, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isAdminRole, type User } from '@raritet/contracts/auth';
import { currentUserQueryOptions } from '../../../lib/current-user-query.ts';
import { readSessionHint } from '../../../lib/session-hint.ts';
import { adminQueryKey } from '../lib/admin-query-keys.ts';

/** Why the panel is closed: no token, not an Admin, or a section got 403. */
export type DeniedReason = 'noToken' | 'notAdmin' | 'forbidden';

export type AdminAccessState =
  | { status: 'checking' }
  | { status: 'granted' }
  | { status: 'denied'; reason: DeniedReason }
  /** The user could not be read (network, 5xx): not a denial, so it offers a retry instead. */
  | { status: 'failed' };

export interface AdminAccess {
  state: AdminAccessState;
  token: string | null;
  user: User | null;
  /** For sections: their list call answered 403. */
  denyAccess: () => void;
  /** "Проверить снова": reads the token and the user again and asks every section's list anew. */
  recheck: () => void;
  rechecking: boolean;
}

export function useAdminAccess(): AdminAccess {
  const queryClient = useQueryClient();
  // The token is HttpOnly (ADR 0051): its readable hint says whether there is one.
  const [token, setToken] = useState(readSessionHint);
  const [forbidden, setForbidden] = useState(false);
  // The session's own user query, read afresh on entering the panel (a role granted or
  // revoked a minute ago counts); the session's cached copy shows meanwhile, so there is no flash.
  const userQuery = useQuery({ ...currentUserQueryOptions(), staleTime: 0, enabled: token !== null });
  const user = userQuery.data ?? null;
  const { refetch } = userQuery;

  const denyAccess = useCallback(() => setForbidden(true), []);
  const recheck = useCallback(() => {
    const currentToken = readSessionHint();
    setToken(currentToken);
    setForbidden(false);
    if (currentToken !== null) void refetch();
    // A section that answered 403 must ask the server again rather than show its cached error.
    void queryClient.resetQueries({ queryKey: adminQueryKey });
  }, [queryClient, refetch]);

  let state: AdminAccessState;
  if (token === null) state = { status: 'denied', reason: 'noToken' };
  else if (userQuery.isPending) state = { status: 'checking' };
  else if (user === null) state = { status: 'failed' };
  else if (!isAdminRole(user.role)) state = { status: 'denied', reason: 'notAdmin' };
  else if (forbidden) state = { status: 'denied', reason: 'forbidden' };
  else state = { status: 'granted' };

  return { state, token, user, denyAccess, recheck, rechecking: userQuery.isFetching };
}
