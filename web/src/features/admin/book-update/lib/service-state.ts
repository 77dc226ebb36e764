import type { BookUpdateStatus } from '@raritet/contracts/book-update';

/** The four controls, named as their endpoints are (POST /bookupdateservice/{action}). */
export const BOOK_UPDATE_ACTIONS = ['pause', 'resume', 'runNow', 'runCategoryCheck'] as const;
export type BookUpdateAction = (typeof BOOK_UPDATE_ACTIONS)[number];

/** The service is paused, running (a pull is under way) or waiting for its next run. */
export type ServiceState = 'paused' | 'running' | 'waiting';

type StateFields = Pick<BookUpdateStatus, 'isPaused' | 'isRunningNow'>;

/** Paused wins: a pull the operator started while paused runs to its end and the service stays paused. */
export function serviceState(status: StateFields): ServiceState {
  if (status.isPaused) return 'paused';
  return status.isRunningNow ? 'running' : 'waiting';
}

/**
 * Which buttons show: Resume when paused; Run now and Check categories when no pull runs, or
 * when paused (the operator's explicit request). Pause shows whenever the service is not paused — while a
 * pull runs, and also while it waits: our pause also keeps scheduled runs from starting
 * ("Pause is accepted at any time"), and without the button there would be no way to stop the
 * schedule between runs that last seconds (ADR 0022).
 */
export function visibleActions(status: StateFields): Record<BookUpdateAction, boolean> {
  const runAllowed = !status.isRunningNow || status.isPaused;
  return {
    pause: !status.isPaused,
    resume: status.isPaused,
    runNow: runAllowed,
    runCategoryCheck: runAllowed,
  };
}
