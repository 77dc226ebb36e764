import { PgBoss } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { safeError } from '../lib/error-text.ts';
import { moveVersion10Jobs, setAsideVersion10Schema } from '../db/pg-boss-upgrade.ts';
import { runHandler } from './run-handler.ts';
import type { AnyJobDefinition, JobQueue } from './types.ts';

export type PgBossJobs = {
  /** Sends wait until the engine has started; give this to the services. */
  queue: JobQueue;
  /**
   * Starts the engine. `work`: this process also runs the jobs (workers) and the schedules (ROLE=all
   * or worker); without it, it only sends them (ROLE=api).
   */
  start(jobs: readonly AnyJobDefinition[], options: { work: boolean }): Promise<void>;
  stop(): Promise<void>;
};

const SCHEMA = 'pgboss';

export type PgBossOptions = { pollingIntervalSeconds?: number; cronMonitorIntervalSeconds?: number };

/**
 * pg-boss on the service's own database (PostgreSQL or PGlite). Several processes may run it: each
 * job goes to one worker, a cron slot makes one job, and 'singleton' queues run one job at a time
 * across all of them. The queue object exists before the engine starts, so services are made with
 * it before the server listens and the engine starts after (the first page is not held up).
 */
export function createPgBossJobs(database: Database, log: FastifyBaseLogger, options: PgBossOptions = {}): PgBossJobs {
  let boss: PgBoss | undefined;
  let markStarted: (boss: PgBoss) => void = () => {};
  const started = new Promise<PgBoss>((resolve) => (markStarted = resolve));

  return {
    queue: {
      async send(name, payload, sendOptions = {}) {
        const engine = await started;
        return engine.send(name, payload as object, {
          ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
          ...(sendOptions.startAfterSeconds ? { startAfter: sendOptions.startAfterSeconds } : {}),
        });
      },
    },

    async start(jobs, { work }) {
      // pg-boss 10's tables cannot be migrated by pg-boss 12: set aside, their waiting jobs moved below.
      await setAsideVersion10Schema(database, SCHEMA);
      boss = new PgBoss({
        db: { executeSql: (text, values) => database.executeSql(text, values) },
        schema: SCHEMA,
        // Only the processes that work keep the schedules and the maintenance.
        schedule: work,
        supervise: work,
        ...(options.cronMonitorIntervalSeconds
          ? { cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds }
          : {}),
        // PGlite answers one query at a time: poll gently and keep maintenance infrequent.
        ...(database.driver === 'pglite'
          ? { backend: 'pglite' as const, maintenanceIntervalSeconds: 300, monitorIntervalSeconds: 300 }
          : {}),
      });
      // Without a listener an 'error' event would end the process; the error is logged cleaned (its
      // text may come from a job's failure, ADR 0039).
      boss.on('error', (error) =>
        log.error({ err: safeError(error), queue: (error as { queue?: unknown }).queue }, 'job engine error'),
      );
      await boss.start();
      for (const job of jobs) {
        if (!(await boss.getQueue(job.name))) {
          await boss.createQueue(job.name, {
            policy: job.policy ?? 'standard',
            retryLimit: job.retryLimit ?? 3,
            retryDelay: job.retryDelaySeconds ?? 30,
            retryBackoff: job.retryBackoff ?? true,
            expireInSeconds: job.expireInSeconds ?? 15 * 60,
          });
        }
        if (work) {
          const engine = boss;
          for (let worker = 0; worker < (job.concurrency ?? 1); worker++) {
            await engine.work<object>(
              job.name,
              { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
              async ([received]) => {
                if (!received) return;
                // pg-boss keeps a failure's message and stack in its job table: runHandler throws only a
                // cleaned, scrubbed copy of the error (jobs/run-handler.ts).
                const outcome = await runHandler(job, received.data, { id: received.id }).catch((error: unknown) => {
                  log.warn({ job: job.name, id: received.id, err: error }, 'job failed');
                  throw error;
                });
                log.debug({ job: job.name, id: received.id, outcome: outcome ?? 'done' }, 'job finished');
              },
            );
          }
          if (job.schedule) await engine.schedule(job.name, job.schedule, {}, { tz: 'UTC' });
        }
      }
      await moveVersion10Jobs(database, boss, jobs, log);
      markStarted(boss);
    },

    async stop() {
      // Waits for the jobs running here to finish, for 15 s at most.
      await boss?.stop({ graceful: true, timeout: 15_000 });
    },
  };
}
