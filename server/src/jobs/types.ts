/**
 * A background job: a dotted name, a typed payload, a handler and its retry policy. Handlers must be
 * idempotent (pg-boss delivers at least once); returning 'skipped' records that there was nothing to do.
 */
export type JobDefinition<Payload extends object = Record<string, never>> = {
  name: string;
  handler: (payload: Payload) => Promise<void | 'skipped'>;
  retryLimit?: number;
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /** Cron expression (UTC) when the job also runs on a schedule; one run per slot across all processes. */
  schedule?: string;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyJobDefinition = JobDefinition<any>;
