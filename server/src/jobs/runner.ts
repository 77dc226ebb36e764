import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import type { AnyJobDefinition } from './types.ts';

export type JobRunner = {
  /** Queues one run of a job now (e.g. "run now" buttons); returns the job id, or null when deduplicated. */
  send(name: string, payload?: object, options?: { singletonKey?: string }): Promise<string | null>;
  stop(): Promise<void>;
};

/**
 * Starts pg-boss on the service's own database (PostgreSQL or PGlite) and a worker and optional
 * schedule for every job. Several processes may run this: pg-boss hands each job to one of them and
 * keeps one run per cron slot.
 */
export async function startJobRunner(
  database: Database,
  jobs: AnyJobDefinition[],
  log: FastifyBaseLogger,
  options: { pollingIntervalSeconds?: number } = {},
): Promise<JobRunner> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: 'pgboss',
    // PGlite answers one query at a time: poll gently and keep maintenance infrequent.
    ...(database.driver === 'pglite' ? { maintenanceIntervalSeconds: 300, monitorStateIntervalSeconds: 300 } : {}),
  });
  boss.on('error', (error) => log.error({ err: error }, 'job engine error'));
  await boss.start();

  for (const job of jobs) {
    if (!(await boss.getQueue(job.name))) {
      await boss.createQueue(job.name, {
        name: job.name,
        retryLimit: job.retryLimit ?? 3,
        retryDelay: job.retryDelaySeconds ?? 30,
        retryBackoff: job.retryBackoff ?? true,
      });
    }
    await boss.work<object>(
      job.name,
      { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
      async ([received]) => {
        if (!received) return;
        const outcome = await job.handler(received.data);
        log.debug({ job: job.name, id: received.id, outcome: outcome ?? 'done' }, 'job finished');
      },
    );
    if (job.schedule) await boss.schedule(job.name, job.schedule, {}, { tz: 'UTC' });
  }

  return {
    send: (name, payload = {}, sendOptions = {}) => boss.send(name, payload, sendOptions),
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 15_000 }),
  };
}
