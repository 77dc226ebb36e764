import { createContext, useContext } from 'react';
import type { LoginResponse, User } from '@raritet/contracts/auth';

export type SessionStatus = 'loading' | 'authenticated' | 'guest';

/** Why the last session ended: the user chose to, or the server refused the token (401). */
export type LogoutReason = 'user' | 'expired';

export interface LogoutOptions {
  /**
   * The server has ended this session already (log out everywhere): nothing is left to end there. A
   * user's logout otherwise tells the server; an expired one never does (the server ended it).
   */
  endedOnServer?: boolean;
}

export interface Session {
  status: SessionStatus;
  /** Set only while `status` is 'authenticated'. */
  user: User | null;
  /** Keeps the user in the query cache (the login's answer set the HttpOnly session cookie). */
  logIn: (response: LoginResponse) => void;
  /**
   * Forgets the session and every cached server answer at once, and asks the server (in the background:
   * neither a slow nor a failed call holds the user back) to end it and clear its HttpOnly cookie.
   */
  logOut: (reason: LogoutReason, options?: LogoutOptions) => void;
  /** Null until a session ends during this visit. */
  lastLogout: LogoutReason | null;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (session === null) throw new Error('useSession must be used inside the SessionProvider');
  return session;
}
