import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { describeError, ERROR_TEXT_MAX, safeError } from './error-text.ts';

const failedInsert = () => {
  const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
  return new DrizzleQueryError('insert into "books" ("title") values ($1)', ['Книга\u0000 с нулём'], cause);
};

describe('error texts that are safe to log and store', () => {
  it("tells a failed statement by the database's message, never by its parameters", () => {
    expect(describeError(failedInsert())).toBe(
      'the database refused a statement: invalid byte sequence for encoding "UTF8": 0x00 (22021)',
    );
  });

  it('follows a generic message with its causes', () => {
    const error = new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:443') });
    expect(describeError(error)).toBe('fetch failed: connect ECONNREFUSED 127.0.0.1:443');
  });

  it('is one storable line of bounded length', () => {
    const text = describeError(new Error(`a\u0000b\nc\ud800 ${'x'.repeat(10_000)}`));
    expect(text.startsWith('a b c\ufffd x')).toBe(true);
    expect(text.length).toBe(ERROR_TEXT_MAX);
    expect(describeError('plain\u0000string')).toBe('plain string');
  });

  it('makes an error with the same name, a clean message and stack, and nothing else', () => {
    const original = failedInsert();
    const safe = safeError(original);
    expect(safe).toBeInstanceOf(Error);
    expect(safe.name).toBe(original.name);
    expect(safe.message).toBe(describeError(original));
    expect(JSON.stringify({ ...safe, message: safe.message, stack: safe.stack })).not.toMatch(/\\u0000|Книга|params/);
    expect(safe.stack).toMatch(/^Error: the database refused a statement/);
    expect(safe.stack).toContain('    at ');
    expect(safe.cause).toBeUndefined();
  });

  it("reads pg-boss's 'error' events, plain copies of an error's fields", () => {
    const original = failedInsert();
    const event = { ...original, message: original.message, stack: original.stack, queue: 'book-update.pull' };
    expect(safeError(event).message).toBe(describeError(original));
    expect(describeError({ message: 'connection terminated' })).toBe('connection terminated');
  });
});
