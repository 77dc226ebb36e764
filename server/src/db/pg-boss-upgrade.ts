import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { Database } from './client.ts';
import type { AnyJobDefinition } from '../jobs/types.ts';

/**
 * pg-boss 11 rebuilt its tables (schema version 25) and ships no migration from pg-boss 10's (version
 * 24): started on them it stops with "Version 24 not found". So before the engine starts, a schema
 * still at 24 is renamed aside; the engine then creates its own afresh, and the jobs that were
 * waiting in the old one are moved across and the old schema dropped. Schedules are not moved: every
 * start declares them again. Both steps hold one advisory lock, so of several processes starting at
 * once one does each, and a process stopped between them leaves the old schema for the next start.
 */
const LOCK_KEY = 7_311_920_516;
const ASIDE = 'pgboss_v10';
const FIRST_NEW_VERSION = 25;

export async function setAsideVersion10Schema(database: Database, schema: string): Promise<void> {
  await database.withAdvisoryLock(LOCK_KEY, async () => {
    const [installed] = await database.query<{ exists: boolean }>(`select to_regclass($1) is not null as exists`, [
      `${schema}.version`,
    ]);
    if (!installed?.exists) return;
    const [row] = await database.query<{ version: number }>(`select version from ${schema}.version`);
    if (row && Number(row.version) < FIRST_NEW_VERSION) {
      await database.query(`alter schema ${schema} rename to ${ASIDE}`);
    }
  });
}

type WaitingJob = {
  id: string;
  name: string;
  data: object | null;
  priority: number;
  start_after: Date;
  singleton_key: string | null;
};

/**
 * Moves the jobs still to run (waiting, to be retried, or cut short while running) from the set-aside
 * schema into the engine's queues, keeping their ids (a repeat of the move adds nothing), then drops
 * the old schema. Jobs of queues this version no longer has are dropped with it.
 */
export async function moveVersion10Jobs(
  database: Database,
  boss: PgBoss,
  jobs: readonly AnyJobDefinition[],
  log: FastifyBaseLogger,
): Promise<void> {
  await database.withAdvisoryLock(LOCK_KEY, async () => {
    const [aside] = await database.query<{ exists: boolean }>(
      `select exists (select 1 from pg_namespace where nspname = $1) as exists`,
      [ASIDE],
    );
    if (!aside?.exists) return;
    const waiting = await database.query<WaitingJob>(
      `select id, name, data, priority, start_after, singleton_key from ${ASIDE}.job
        where state in ('created', 'retry', 'active') and name = any($1::text[])
        order by created_on`,
      [jobs.map((job) => job.name)],
    );
    const byQueue = new Map<string, WaitingJob[]>();
    for (const job of waiting) byQueue.set(job.name, [...(byQueue.get(job.name) ?? []), job]);
    for (const [name, queued] of byQueue) {
      await boss.insert(
        name,
        queued.map((job) => ({
          id: job.id,
          data: job.data ?? {},
          priority: job.priority,
          startAfter: new Date(job.start_after),
          ...(job.singleton_key ? { singletonKey: job.singleton_key } : {}),
        })),
      );
    }
    await database.exec(`drop schema ${ASIDE} cascade`);
    log.info({ moved: waiting.length }, 'job tables of pg-boss 10 replaced; waiting jobs moved');
  });
}
