import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { createSessions, setLocal, type Session } from './sessions.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; repositories accept `Db | Tx` so callers can compose writes. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/**
 * The rows of a statement Drizzle's query builder cannot express (EXPLAIN, catalogue reads, UNION
 * with LIMIT), written with its `sql` template. Raw rows: timestamps arrive as text and bigints as
 * strings on both drivers, so map what you read.
 */
export async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- the drivers' execute() results differ in type; this one cast names the rows both give
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * A statement run on every request with the same shape (the search's access check): planned once and
 * reused, because planning it cost more than running it (0.3 of 0.4 ms on PostgreSQL, about 1 ms on
 * PGlite; docs/adr/0010). The text casts each parameter whose type its context does not fix
 * (`$1::int`): both engines infer the rest alike. Only for statements whose best plan does not depend
 * on the values: PostgreSQL may switch a prepared statement to a generic plan.
 */
export type PreparedStatement = { name: string; text: string };

/** Renders Drizzle's `sql` templates to text and parameters (both drivers speak PostgreSQL). */
const dialect = new PgDialect();

/**
 * A prepared statement written with Drizzle's `sql` template (columns and tables from the schema),
 * rendered to text once. Its parameters are written as `$1`, `$2` in the template's text: a template
 * value would become a parameter of this one rendering, so none is allowed.
 */
export function preparedStatement(name: string, query: SQL): PreparedStatement {
  const rendered = dialect.sqlToQuery(query);
  if (rendered.params.length > 0) throw new Error(`prepared statement ${name}: write its parameters as $n`);
  return { name, text: rendered.sql };
}
export type PreparedValue = number | string | boolean | null;
/** Runs a statement's rows (database.rows, or the reader a withSettings work is given). */
export type RowReader = <T>(query: SQL) => Promise<T[]>;

function checkValues(values: readonly PreparedValue[]): PreparedValue[] {
  for (const value of values) {
    if (typeof value === 'number' && !Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
  }
  return [...values];
}

/** A value written into SQL as a literal (PGlite's EXECUTE takes no bound parameters). */
function sqlLiteral(value: PreparedValue): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return pg.escapeLiteral(value);
  return String(value);
}

export type Database = {
  driver: 'pglite' | 'pg';
  db: Db;
  /** Runs SQL holding several statements (PGlite's `query` refuses those). */
  exec(sql: string): Promise<void>;
  /** Whether the database answers (readiness checks). */
  ping(): Promise<void>;
  /**
   * The rows of a statement written with Drizzle's `sql` template, rendered once and run on the driver
   * itself, with the driver's own parsing (timestamps as Dates, bigints as text on PostgreSQL): the
   * search's hot path, where the query builder's per-call work was a measurable part of a search.
   * Outside a transaction only; in one, `rowsOf(tx, query)`.
   */
  rows<T>(query: SQL): Promise<T[]>;
  /** Runs one parameterised statement outside Drizzle (migration locks, maintenance). */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs a prepared statement: planned once per connection (PostgreSQL) or once (PGlite's one session). */
  prepared<T = Record<string, unknown>>(statement: PreparedStatement, params: readonly PreparedValue[]): Promise<T[]>;
  /**
   * pg-boss's database adapter: parameterless SQL may hold several statements (its migrations, and its
   * `BEGIN; … RETURNING …; COMMIT` blocks), which PGlite only accepts through `exec`. The rows of all
   * of them come back, in order, as pg-boss reads node-postgres's answer to such a block.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Runs reading `work` within `ms`: every statement it makes through `rows`, `query`, `prepared` and
   * `withSettings` (not through `db`, the query builder) runs in one session (sessions.ts), and none runs
   * past the time. PostgreSQL: one pooled client, in a read-only transaction with SET LOCAL
   * statement_timeout (the setting ends with it, so no other user of the pool meets it); the server cancels a statement that
   * would outlast the time (SQLSTATE 57014). PGlite does not enforce statement_timeout (one WASM thread:
   * a statement holds the event loop until it ends), so there a statement still running at the deadline
   * finishes, and the next one fails with StatementTimeoutError (57014 too). Inside a session, `work`
   * runs in it. Start no background work inside: it would belong to the session. Its statements share one
   * connection, so `work` makes them one after another, never side by side (`Promise.all`): pg only queues
   * those, with a deprecation warning, and a `withSettings` among them would lend its settings to the others.
   */
  bounded<T>(ms: number, work: () => Promise<T>): Promise<T>;
  /**
   * Runs reading `work` with these settings (SET LOCAL) in effect for its statements only: in a
   * transaction of its own, or inside `bounded`'s, undone after by a rollback to a savepoint (which would
   * also undo writes: reads only).
   */
  withSettings<T>(
    settings: Readonly<Record<string, string | number>>,
    work: (rows: RowReader) => Promise<T>,
  ): Promise<T>;
  /** Sends a notification to every process listening on the channel (PostgreSQL's NOTIFY). */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Calls `onMessage` with each notification's payload on the channel, from any process. After a lost
   * connection is back, it is called with `null`: notifications may have been missed meanwhile. The
   * returned function stops listening.
   */
  listen(channel: string, onMessage: (payload: string | null) => void): Promise<() => Promise<void>>;
  /** Runs `work` while holding a PostgreSQL session advisory lock (one process at a time). */
  withAdvisoryLock<T>(key: number, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * PGlite only: rows in COPY's text format into a table, in one transaction with foreign-key triggers
   * skipped (the caller vouches for the references). The cheapest way in for bulk loads: no parameter
   * arrays to parse. Undefined on PostgreSQL, where a multi-row INSERT … SELECT FROM unnest is used.
   */
  copyText?: (table: string, columns: readonly string[], text: string) => Promise<void>;
  /** The PGlite instance, for operations only it has (dumping a data directory in tests). */
  pglite?: PGlite;
};

export type OpenDatabaseOptions =
  | { driver: 'pg'; url: string; poolSize?: number }
  /** `dataDir` undefined = in memory; `loadDataDir` starts from a dumped data directory. */
  | { driver: 'pglite'; dataDir?: string; loadDataDir?: Blob | File };

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.driver === 'pg') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    await pool.query('select 1');
    const sessions = createSessions<pg.PoolClient>();

    /** Where a statement runs: the caller's session's client (its timeout kept to the time left), else the pool. */
    async function runner(): Promise<pg.Pool | pg.PoolClient> {
      const session = sessions.current();
      if (!session) return pool;
      const timeout = sessions.timeoutToSet(session);
      if (timeout !== undefined) {
        session.timeout = timeout;
        await session.connection.query(`set local statement_timeout = ${timeout}`);
      }
      return session.connection;
    }

    /**
     * Reading `work` in a session: a client of its own, in a read-only transaction that begins with
     * `settings`. What it read is final once it ends, so the caller goes on while the transaction ends
     * (one round trip less on every search); the client returns to the pool after that.
     */
    async function inTransaction<T>(
      settings: string,
      limits: Pick<Session<pg.PoolClient>, 'deadline' | 'timeout'>,
      work: () => Promise<T>,
    ): Promise<T> {
      const client = await pool.connect();
      const end = (statement: 'commit' | 'rollback') =>
        void client.query(statement).then(
          () => client.release(),
          () => client.release(true),
        );
      let result: T;
      try {
        await client.query(`begin read only; ${settings}`);
        result = await sessions.run({ ...limits, connection: client, state: 'open' }, work);
      } catch (error) {
        end('rollback');
        throw error;
      }
      end('commit');
      return result;
    }

    const rows = async <T>(query: SQL) => {
      const { sql, params } = dialect.sqlToQuery(query);
      return (await (await runner()).query(sql, params)).rows as T[];
    };
    return {
      driver: 'pg',
      db: drizzlePg({ client: pool, schema }),
      exec: async (sql) => {
        await pool.query(sql);
      },
      ping: async () => {
        await pool.query('select 1');
      },
      rows,
      query: async <T>(sql: string, params: unknown[] = []) => (await (await runner()).query(sql, params)).rows as T[],
      // node-postgres parses a named statement once on each pooled connection and reuses it there.
      prepared: async <T>({ name, text }: PreparedStatement, params: readonly PreparedValue[]) =>
        (await (await runner()).query({ name, text, values: checkValues(params) })).rows as T[],
      bounded: async (ms, work) => {
        if (sessions.current()) return work();
        const timeout = Math.max(1, Math.round(ms));
        return inTransaction(
          `set local statement_timeout = ${timeout}`,
          { deadline: Date.now() + timeout, timeout },
          work,
        );
      },
      withSettings: async (settings, work) => {
        const session = sessions.current();
        if (!session) return inTransaction(setLocal(settings), { deadline: Infinity }, () => work(rows));
        const { connection, timeout } = session;
        await connection.query(`savepoint with_settings; ${setLocal(settings)}`);
        try {
          return await work(rows);
        } finally {
          // The rollback to the savepoint undoes the settings (and a statement_timeout set meanwhile).
          session.timeout = timeout;
          await connection
            .query('rollback to savepoint with_settings; release savepoint with_settings')
            .catch(() => (session.state = 'cut'));
        }
      },
      executeSql: async (text, values) => {
        const result: pg.QueryResult | pg.QueryResult[] = values?.length
          ? await pool.query(text, values)
          : await pool.query(text);
        // A multi-statement query answers with one result per statement.
        const rows: unknown[] = Array.isArray(result)
          ? result.flatMap((each: { rows?: unknown[] }) => each.rows ?? [])
          : result.rows;
        return { rows };
      },
      notify: async (channel, payload) => {
        await pool.query('select pg_notify($1, $2)', [channel, payload]);
      },
      listen: (channel, onMessage) => listenOnOwnConnection(options.url, channel, onMessage),
      withAdvisoryLock: async (key, work) => {
        // Session-level locks belong to one connection, so hold one client for the whole time.
        const lockClient = await pool.connect();
        try {
          await lockClient.query('select pg_advisory_lock($1)', [key]);
          return await work();
        } finally {
          await lockClient.query('select pg_advisory_unlock($1)', [key]).catch(() => {});
          lockClient.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  // PGlite is one session: PREPARE once, then EXECUTE with the values as literals (EXECUTE is a utility
  // statement and takes no bound parameters). Prepared statements outlive transactions and rollbacks.
  const preparedNames = new Set<string>();
  // A session's statements go to its transaction (withSettings): the client itself would wait for it to end.
  const sessions = createSessions<Pick<PGlite, 'query' | 'exec'>>();
  const on = () => sessions.current()?.connection ?? client;
  const rows = async <T>(query: SQL) => {
    const { sql, params } = dialect.sqlToQuery(query);
    return (await on().query<T>(sql, params)).rows;
  };
  return {
    driver: 'pglite',
    db: drizzlePglite({ client, schema }),
    exec: async (sql) => {
      await client.exec(sql);
    },
    ping: async () => {
      await client.query('select 1');
    },
    rows,
    query: async <T>(sql: string, params: unknown[] = []) => (await on().query<T>(sql, params)).rows,
    prepared: async <T>({ name, text }: PreparedStatement, params: readonly PreparedValue[]) => {
      const values = checkValues(params).map(sqlLiteral);
      const connection = on();
      if (!preparedNames.has(name)) {
        await connection.exec(`prepare ${name} as ${text}`);
        preparedNames.add(name);
      }
      return (await connection.query<T>(`execute ${name}(${values.join(', ')})`)).rows;
    },
    // No statement_timeout here (see Database.bounded): the deadline is checked as each statement starts.
    bounded: async (ms, work) =>
      sessions.current()
        ? work()
        : sessions.run({ connection: client, deadline: Date.now() + ms, state: 'open' }, work),
    withSettings: async (settings, work) => {
      const deadline = sessions.current()?.deadline ?? Infinity;
      return client.transaction(async (tx) => {
        await tx.exec(setLocal(settings));
        return sessions.run({ connection: tx, deadline, state: 'open' }, () => work(rows));
      });
    },
    executeSql: async (text, values) => {
      try {
        if (values?.length) return { rows: (await client.query(text, values)).rows };
        return { rows: (await client.exec(text)).flatMap((each) => each.rows) };
      } catch (error) {
        // One session for everything: a block that failed after its BEGIN would leave every later
        // statement refused ("current transaction is aborted"). Outside a transaction this is a no-op.
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      }
    },
    notify: async (channel, payload) => {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    listen: async (channel, onMessage) => {
      const stop = await client.listen(channel, (payload) => onMessage(payload));
      return () => stop();
    },
    // A PGlite database belongs to this one process: nothing else can take the lock.
    withAdvisoryLock: (_key, work) => work(),
    copyText: async (table, columns, text) => {
      await client.transaction(async (tx) => {
        // The embedded database runs as a superuser, which this setting needs.
        await tx.exec('SET LOCAL session_replication_role = replica');
        await tx.query(`COPY ${table} (${columns.join(', ')}) FROM '/dev/blob'`, [], { blob: new Blob([text]) });
      });
    },
    close: () => client.close(),
    pglite: client,
  };
}

/** How long a lost LISTEN connection waits before it connects again (doubling up to the last). */
const RECONNECT_DELAYS_MS = [100, 500, 1000, 2000, 5000];

/**
 * LISTEN on a connection of its own (not the pool's: it is held for the process's life), connecting
 * again when the connection is lost. The channel name is an identifier, so it is quoted.
 */
async function listenOnOwnConnection(
  url: string,
  channel: string,
  onMessage: (payload: string | null) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    next.on('error', () => reconnect());
    next.on('end', () => reconnect());
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = next;
  };

  const reconnect = () => {
    if (stopped || timer) return;
    client?.removeAllListeners();
    client?.end().catch(() => {});
    client = undefined;
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)];
    attempt += 1;
    timer = setTimeout(() => {
      timer = undefined;
      connect().then(
        () => {
          attempt = 0;
          onMessage(null);
        },
        () => reconnect(),
      );
    }, delay);
    timer.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const last = client;
    client = undefined;
    last?.removeAllListeners();
    await last?.end().catch(() => {});
  };
}
