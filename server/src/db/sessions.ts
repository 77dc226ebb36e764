import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What a statement of bounded work (Database.bounded) fails with when it would start after the work's
 * deadline: the code is PostgreSQL's query_canceled, which a statement cut by statement_timeout fails
 * with too, so callers tell both by one code (lib/errors.ts `isStatementTimeout`).
 */
export class StatementTimeoutError extends Error {
  readonly code = '57014';
  constructor() {
    super('canceling statement: the work it belongs to is past its time limit');
    this.name = 'StatementTimeoutError';
  }
}

/**
 * Statements of one piece of work, on one connection (PostgreSQL: a pooled client in a transaction) or
 * in one transaction (PGlite): Database.bounded and Database.withSettings open one, and the database's
 * `rows`, `query` and `prepared` called from inside the work (its async context) run there.
 */
export type Session<Connection> = {
  connection: Connection;
  /** When the work's time is up (Date.now() ms; Infinity: no limit). */
  deadline: number;
  /** PostgreSQL: the statement_timeout set on the transaction (ms); undefined when none is. */
  timeout?: number | undefined;
  /** `done`: the work ended; `cut`: it failed or ran out of time, and its stragglers fail too. */
  state: 'open' | 'done' | 'cut';
};

/**
 * statement_timeout limits each statement, not the work. Once the work has used more than this of its
 * time, each further statement first sets the timeout to what is left (one more round trip), so the
 * whole work ends by its deadline; work faster than this (nearly every search) never pays for it.
 */
const TIMEOUT_SLACK_MS = 100;

export function createSessions<Connection>() {
  const storage = new AsyncLocalStorage<Session<Connection>>();
  return {
    /**
     * The open session the caller runs in, or undefined. Throws StatementTimeoutError once the session's
     * deadline has passed or it was cut: no statement of that work starts any more.
     */
    current(): Session<Connection> | undefined {
      const session = storage.getStore();
      if (!session || session.state === 'done') return undefined;
      if (session.state === 'cut' || Date.now() >= session.deadline) {
        session.state = 'cut';
        throw new StatementTimeoutError();
      }
      return session;
    },

    /**
     * Runs `work` in the session. Statements its async context makes afterwards (an un-awaited branch)
     * run outside it when it ended well, and fail when it failed: a cut search does not go on unbounded.
     */
    async run<T>(session: Session<Connection>, work: () => Promise<T>): Promise<T> {
      try {
        const result = await storage.run(session, work);
        session.state = 'done';
        return result;
      } catch (error) {
        session.state = 'cut';
        throw error;
      }
    },

    /**
     * PostgreSQL: the statement_timeout a statement about to start should have, when the one set is
     * more than the time left (plus a slack, so fast work never pays for this); undefined otherwise.
     */
    timeoutToSet(session: Session<Connection>): number | undefined {
      if (session.timeout === undefined) return undefined;
      const left = Math.max(1, Math.ceil(session.deadline - Date.now()));
      return left < session.timeout - TIMEOUT_SLACK_MS ? left : undefined;
    },
  };
}

/** `SET LOCAL name = 'value'` for each setting; names are checked (they come from code, but go in as text). */
export function setLocal(settings: Readonly<Record<string, string | number>>): string {
  return Object.entries(settings)
    .map(([name, value]) => {
      if (!/^[a-z_][a-z0-9_.]*$/i.test(name)) throw new Error(`not a setting name: ${name}`);
      return `set local ${name} = '${String(value).replaceAll("'", "''")}'`;
    })
    .join('; ');
}
