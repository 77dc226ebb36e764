import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.ts';

describe('isCommonPassword', () => {
  it.each(['123456', 'password1', 'qwerty123', 'Password1', 'QWERTY123', 'secret123', 'iloveyou'])(
    '%s is on the list',
    (password) => expect(isCommonPassword(password)).toBe(true),
  );

  it.each(['owner-pass-8841', 'river lamp forty two', 'Крепкий-пароль-7'])('%s is not', (password) =>
    expect(isCommonPassword(password)).toBe(false),
  );
});
