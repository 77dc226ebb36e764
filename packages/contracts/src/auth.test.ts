import { describe, expect, it } from 'vitest';
import { isAdminRole, validateLogin, validateRegistration } from './auth.ts';
import { formatMessage, messages } from './messages.ts';

const valid = { email: 'reader@example.com', password: 'secret1', confirmPassword: 'secret1', captchaCode: 'AB3KZ' };

describe('validateRegistration follows the spec order', () => {
  it.each([
    [{ ...valid, email: '', password: '', captchaCode: '' }, 'email_required'],
    [{ ...valid, email: 'reader.example.com', password: '' }, 'email_invalid'],
    [{ ...valid, email: 'reader@example', password: '' }, 'email_invalid'],
    [{ ...valid, password: '', confirmPassword: 'x' }, 'password_required'],
    [{ ...valid, password: '12345', confirmPassword: '' }, 'password_too_short'],
    [{ ...valid, confirmPassword: 'secret2', captchaCode: '' }, 'passwords_mismatch'],
    [{ ...valid, captchaCode: '  ' }, 'captcha_required'],
    [valid, null],
  ])('%j → %s', (input, expected) => {
    expect(validateRegistration(input)).toBe(expected);
  });

  it('the server, which never sees the confirmation, skips rule 5', () => {
    const { confirmPassword: _omitted, ...serverInput } = valid;
    expect(validateRegistration(serverInput)).toBeNull();
  });

  it('the six spec texts are the Russian messages', () => {
    expect(
      (
        [
          'email_required',
          'email_invalid',
          'password_required',
          'password_too_short',
          'passwords_mismatch',
          'captcha_required',
        ] as const
      ).map((code) => messages[code].ru),
    ).toEqual([
      'Введите email адрес.',
      'Введите корректный email адрес.',
      'Введите пароль.',
      'Пароль должен содержать не менее 6 символов.',
      'Пароли не совпадают.',
      'Введите код с картинки.',
    ]);
  });
});

describe('login and roles', () => {
  it('login needs both fields', () => {
    expect(validateLogin({ email: ' ', password: 'x' })).toBe('login_fields_required');
    expect(validateLogin({ email: 'a@b.c', password: '' })).toBe('login_fields_required');
    expect(validateLogin({ email: 'a@b.c', password: 'x' })).toBeNull();
  });

  it('admin is compared case-insensitively', () => {
    expect(['Admin', 'admin', 'ADMIN'].map(isAdminRole)).toEqual([true, true, true]);
    expect(['User', '', null, undefined].map(isAdminRole)).toEqual([false, false, false, false]);
  });

  it('formatMessage fills placeholders in either language', () => {
    expect(formatMessage('rate_limited', 'en', { seconds: 30 })).toBe('Too many requests. Try again in 30 s.');
  });
});
