import { safeError } from '../lib/error-text.ts';
import type { AnyJobDefinition, JobOutcome } from './types.ts';

/**
 * Runs a job's handler. What it throws leaves as `safeError` of it: pg-boss stores a failed job's error
 * as JSON in a jsonb column, and an error carrying outside text (a lot's description with a NUL, inside
 * Drizzle's "Failed query … params") made that store fail inside pg-boss's worker, an unhandled
 * rejection that ended the process (ADR 0039). The memory queue runs handlers the same way,
 * so tests see what pg-boss would store.
 */
export async function runHandler(
  definition: AnyJobDefinition,
  payload: unknown,
  meta: { id: string },
): Promise<JobOutcome> {
  try {
    return await (definition.handler as (payload: unknown, meta: { id: string }) => Promise<JobOutcome>)(payload, meta);
  } catch (error) {
    throw safeError(error);
  }
}
