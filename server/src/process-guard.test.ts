import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { installProcessGuard } from './process-guard.ts';

describe('the process guard', () => {
  const setUp = () => {
    const target = new EventEmitter();
    const log = { error: vi.fn(), fatal: vi.fn() };
    const onFatal = vi.fn();
    installProcessGuard(log, onFatal, target as unknown as NodeJS.Process);
    return { target, log, onFatal };
  };

  it('logs an unhandled rejection, cleaned, and keeps serving', () => {
    const { target, log, onFatal } = setUp();
    target.emit(
      'unhandledRejection',
      new Error('unsupported Unicode escape sequence \u0000 in a lot'),
      Promise.resolve(),
    );
    expect(onFatal).not.toHaveBeenCalled();
    expect(log.error).toHaveBeenCalledOnce();
    const [fields, message] = log.error.mock.calls[0]!;
    expect(message).toMatch(/unhandled promise rejection/);
    expect((fields as { err: Error }).err.message).toBe('unsupported Unicode escape sequence in a lot');
  });

  it('logs an uncaught exception and stops the process in order', () => {
    const { target, log, onFatal } = setUp();
    const error = new TypeError('boom');
    target.emit('uncaughtException', error, 'uncaughtException');
    expect(log.fatal).toHaveBeenCalledWith(
      expect.objectContaining({ origin: 'uncaughtException', err: expect.objectContaining({ message: 'boom' }) }),
      expect.stringMatching(/exits 1/),
    );
    expect(onFatal).toHaveBeenCalledWith(error);
  });
});
