import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { FEEDBACK_MAX_LENGTH, FeedbackFormValues } from './archive.ts';
import { LoginFormValues, PasswordChangeFormValues, RegistrationFormValues } from './auth.ts';
import { SetupFormValues } from './setup.ts';

/** What a form shows: the issues as field and message code (a form shows the first only). */
function issues(schema: z.ZodType, values: unknown) {
  const result = schema.safeParse(values);
  return result.success ? [] : result.error.issues.map(({ path, message }) => [path.join('.'), message]);
}

describe('form schemas: one message, the first broken rule, under its field', () => {
  const registration = {
    email: 'reader@example.com',
    password: 'secret1',
    confirmPassword: 'secret1',
    captchaCode: 'AB3KZ',
  };

  it.each([
    [{ ...registration, email: '', password: '', captchaCode: '' }, 'email', 'email_required'],
    [{ ...registration, email: 'reader.example.com', password: '' }, 'email', 'email_invalid'],
    [{ ...registration, password: '', confirmPassword: 'x' }, 'password', 'password_required'],
    [{ ...registration, password: '12345', confirmPassword: '' }, 'password', 'password_too_short'],
    [{ ...registration, confirmPassword: 'secret2', captchaCode: '' }, 'confirmPassword', 'passwords_mismatch'],
    [{ ...registration, captchaCode: '  ' }, 'captchaCode', 'captcha_required'],
  ])('registration %j → %s: %s', (values, field, code) => {
    expect(issues(RegistrationFormValues, values)).toEqual([[field, code]]);
  });

  it('a valid registration passes', () => {
    expect(issues(RegistrationFormValues, registration)).toEqual([]);
  });

  it('login: the one message goes under the first empty field', () => {
    expect(issues(LoginFormValues, { email: ' ', password: '', captchaCode: '' })).toEqual([
      ['email', 'login_fields_required'],
    ]);
    expect(issues(LoginFormValues, { email: 'a@b.c', password: '', captchaCode: '' })).toEqual([
      ['password', 'login_fields_required'],
    ]);
    expect(issues(LoginFormValues, { email: 'a@b.c', password: 'x', captchaCode: '' })).toEqual([]);
  });

  it.each([
    [{ currentPassword: '', newPassword: '', confirmPassword: '' }, 'currentPassword', 'password_current_required'],
    [{ currentPassword: 'old', newPassword: '123', confirmPassword: '' }, 'newPassword', 'password_too_short'],
    [{ currentPassword: 'old', newPassword: 'secret1', confirmPassword: 'x' }, 'confirmPassword', 'passwords_mismatch'],
    [
      { currentPassword: 'secret1', newPassword: 'secret1', confirmPassword: 'secret1' },
      'newPassword',
      'password_unchanged',
    ],
  ])('password change %j → %s: %s', (values, field, code) => {
    expect(issues(PasswordChangeFormValues, values)).toEqual([[field, code]]);
  });

  it('setup checks the administrator with the registration rules 1–4', () => {
    const setup = { adminEmail: 'admin@example.com', adminPassword: 'secret1', connectionString: '' };
    expect(issues(SetupFormValues, { ...setup, adminEmail: 'admin' })).toEqual([['adminEmail', 'email_invalid']]);
    expect(issues(SetupFormValues, { ...setup, adminPassword: '123' })).toEqual([
      ['adminPassword', 'password_too_short'],
    ]);
    expect(issues(SetupFormValues, setup)).toEqual([]);
  });

  it('feedback: the message first, then an optional reply address', () => {
    expect(issues(FeedbackFormValues, { message: '  ', email: 'bad' })).toEqual([
      ['message', 'feedback_message_required'],
    ]);
    expect(issues(FeedbackFormValues, { message: 'x'.repeat(FEEDBACK_MAX_LENGTH + 1), email: '' })).toEqual([
      ['message', 'feedback_message_too_long'],
    ]);
    expect(issues(FeedbackFormValues, { message: 'Hello', email: 'reader@example' })).toEqual([
      ['email', 'email_invalid'],
    ]);
    expect(issues(FeedbackFormValues, { message: 'Hello', email: '' })).toEqual([]);
    expect(issues(FeedbackFormValues, { message: 'Hello', email: ' reader@example.com ' })).toEqual([]);
  });
});
