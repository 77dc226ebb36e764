import { beforeAll, describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { RegistrationFormValues } from '@raritet/contracts/auth';
import { formErrorText, formResolver } from './form-resolver.ts';
import { testT } from './test-i18n.ts';

const options = { fields: {}, shouldUseNativeValidation: false };

let t: TFunction;
beforeAll(async () => {
  t = await testT('ru', 'errors');
});

describe('formResolver', () => {
  it("shows only the schema's first issue, on its field, as a message code", async () => {
    const resolve = formResolver(RegistrationFormValues);
    const result = await resolve(
      { email: '', password: '', confirmPassword: 'x', captchaCode: '' },
      undefined,
      options,
    );
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({ email: { type: 'custom', message: 'email_required' } });
    expect(formErrorText(t, result.errors.email)).toBe('Введите email адрес.');
  });

  it('submits what the schema outputs', async () => {
    const resolve = formResolver(z.object({ name: z.string() }).transform(({ name }) => ({ name: name.trim() })));
    expect(await resolve({ name: ' Премиум ' }, undefined, options)).toEqual({
      values: { name: 'Премиум' },
      errors: {},
    });
  });

  it('puts an issue about the whole form on root and a nested one under its path', async () => {
    const whole = formResolver(z.object({ a: z.string() }).refine(() => false, 'conflict'));
    expect((await whole({ a: '' }, undefined, options)).errors).toEqual({
      root: { type: 'custom', message: 'conflict' },
    });
    const nested = formResolver(z.object({ range: z.object({ min: z.string().min(1, 'price_invalid') }) }));
    expect((await nested({ range: { min: '' } }, undefined, options)).errors).toEqual({
      range: { min: { type: 'too_small', message: 'price_invalid' } },
    });
  });

  it('fills the message placeholders', () => {
    expect(formErrorText(t, { message: 'feedback_message_too_long' }, { max: 5000 })).toBe(
      'Сообщение не должно быть длиннее 5000 символов.',
    );
    expect(formErrorText(t, undefined)).toBeUndefined();
  });
});
