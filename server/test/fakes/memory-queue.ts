import { runHandler } from '../../src/jobs/run-handler.ts';
import type { AnyJobDefinition, JobName, JobPayloads, JobQueue, SendOptions } from '../../src/jobs/types.ts';

export type SentJob = { id: string; name: JobName; payload: unknown; singletonKey?: string };

/**
 * A queue in memory, for tests: jobs wait until `drain()` runs them, one after another, including the
 * jobs their handlers send (a fan-out runs to its end). The same singleton-key rule as pg-boss: a key
 * already waiting makes a second send a no-op. A failing handler fails the drain (tests want to know),
 * with the cleaned error pg-boss would store (run-handler.ts).
 */
export function createMemoryJobs(definitions: readonly AnyJobDefinition[] = []) {
  const handlers = new Map(definitions.map((definition) => [definition.name, definition]));
  const waiting: SentJob[] = [];
  const sent: SentJob[] = [];
  let next = 0;

  const queue: JobQueue = {
    async send<N extends JobName>(name: N, payload: JobPayloads[N], options: SendOptions = {}) {
      if (
        options.singletonKey &&
        waiting.some((job) => job.name === name && job.singletonKey === options.singletonKey)
      ) {
        return null;
      }
      const job: SentJob = {
        id: `memory-${++next}`,
        name,
        payload,
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      };
      waiting.push(job);
      sent.push(job);
      return job.id;
    },
  };

  return {
    queue,
    /** Every job sent so far, in order (run or not). */
    sent,
    /** Adds handlers (the app's jobs, or a test's own). */
    register(more: readonly AnyJobDefinition[]) {
      for (const definition of more) handlers.set(definition.name, definition);
    },
    /** Runs waiting jobs until none is left; returns the names of the jobs run, in order. */
    async drain(): Promise<JobName[]> {
      const ran: JobName[] = [];
      for (let job = waiting.shift(); job; job = waiting.shift()) {
        const definition = handlers.get(job.name);
        if (!definition) throw new Error(`no handler for job ${job.name}`);
        await runHandler(definition, job.payload, { id: job.id });
        ran.push(job.name);
      }
      return ran;
    },
  };
}

export type MemoryJobs = ReturnType<typeof createMemoryJobs>;
