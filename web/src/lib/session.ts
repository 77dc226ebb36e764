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
  /** Keeps the token in the cookie and the user in the query cache. */
  logIn: (response: LoginResponse) => void;
  /**
   * Forgets the token and every cached server answer at once. A user's logout also ends the session on
   * the server, in the background: neither a slow nor a failed call holds the user back.
   */
  logOut: (reason: LogoutReason, options?: LogoutOptions) => void;
  /** The same session goes on with a new token (a password change ended the old one), kept like a login's. */
  replaceToken: (token: string) => void;
  /** Null until a session ends during this visit. */
  lastLogout: LogoutReason | null;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (session === null) throw new Error('useSession must be used inside the SessionProvider');
  return session;
}
