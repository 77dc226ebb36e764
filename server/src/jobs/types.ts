/**
 * Every background job's payload, by job name. Each feature declares its own jobs in its jobs.ts by
 * adding to this interface (TypeScript declaration merging), so a name and its payload type are
 * checked wherever a job is sent or handled:
 *
 *   declare module '../../jobs/types.ts' {
 *     interface JobPayloads { 'billing.tidy-subscription-flags': Record<string, never> }
 *   }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface JobPayloads {}

export type JobName = keyof JobPayloads;

/** 'skipped': there was nothing to do (logged as such). */
export type JobOutcome = void | 'skipped';

/**
 * A background job: a dotted name, a typed payload, a handler and how it runs. Handlers must be
 * idempotent: pg-boss delivers at least once (a retry, or a worker killed before it finished).
 */
export type JobDefinition<N extends JobName = JobName> = {
  name: N;
  handler: (payload: JobPayloads[N], job: { id: string }) => Promise<JobOutcome>;
  /** Attempts after the first failure (default 3), the delay before the first retry and whether it doubles. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /** A run taking longer is failed (and retried); default 15 minutes. */
  expireInSeconds?: number;
  /**
   * How the queue admits jobs (pg-boss policies): 'standard' any number; 'singleton' one running at a
   * time across every process; 'stately' at most one queued and one running.
   */
  policy?: 'standard' | 'singleton' | 'stately';
  /** Workers of this job in each process (default 1). */
  concurrency?: number;
  /** Cron expression (UTC) when the job also runs on a schedule: one run per slot across all processes. */
  schedule?: string;
};

/** Any one job's definition, its payload matched to its name. */
export type AnyJobDefinition = { [N in JobName]: JobDefinition<N> }[JobName];

export type SendOptions = {
  /** Only one job with this key waits in the queue at a time; sending another is a no-op (answers null). */
  singletonKey?: string;
  /** Run no earlier than this many seconds from now. */
  startAfterSeconds?: number;
};

/**
 * What services enqueue through: injected at creation, so any service can start work in the
 * background, and tests can run the queue to its end (server/test/fakes/memory-queue.ts) or use the real one.
 */
export interface JobQueue {
  /** The job's id, or null when a job with the same singleton key was already waiting. */
  send<N extends JobName>(name: N, payload: JobPayloads[N], options?: SendOptions): Promise<string | null>;
}
