import { describe, expect, it } from 'vitest';
import { serviceState, visibleActions } from './service-state.ts';

const waiting = { isPaused: false, isRunningNow: false };
const running = { isPaused: false, isRunningNow: true };
const paused = { isPaused: true, isRunningNow: false };
const pausedWhileRunning = { isPaused: true, isRunningNow: true };

describe('the service state', () => {
  it('is paused, running or waiting; paused wins over a pull the operator started', () => {
    expect(serviceState(waiting)).toBe('waiting');
    expect(serviceState(running)).toBe('running');
    expect(serviceState(paused)).toBe('paused');
    expect(serviceState(pausedWhileRunning)).toBe('paused');
  });
});

describe('the buttons shown in each state', () => {
  it('while a pull runs: Pause only', () => {
    expect(visibleActions(running)).toEqual({ pause: true, resume: false, runNow: false, runCategoryCheck: false });
  });

  it('while paused: Resume, Run now and Check categories', () => {
    expect(visibleActions(paused)).toEqual({ pause: false, resume: true, runNow: true, runCategoryCheck: true });
  });

  it('while paused with a requested pull running: still Resume, Run now and Check categories', () => {
    expect(visibleActions(pausedWhileRunning)).toEqual({
      pause: false,
      resume: true,
      runNow: true,
      runCategoryCheck: true,
    });
  });

  // The rule comes from ADR 0022, the book updating section.
  it('while waiting: Run now and Check categories, and Pause to stop the schedule', () => {
    expect(visibleActions(waiting)).toEqual({ pause: true, resume: false, runNow: true, runCategoryCheck: true });
  });

  it('never shows Pause and Resume together', () => {
    for (const status of [waiting, running, paused, pausedWhileRunning]) {
      const shown = visibleActions(status);
      expect(shown.pause && shown.resume).toBe(false);
      expect(shown.pause || shown.resume).toBe(true);
    }
  });
});
