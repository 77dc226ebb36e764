import type { TFunction } from 'i18next';
import { set, type FieldError, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * Every form validates through its contract schema (`…FormValues` in packages/contracts). Only the first
 * issue is shown, on its field: the spec shows one message at a time, the first broken rule in its
 * order. A valid form submits what the schema outputs (the plan form: the cleaned plan).
 */
export function formResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
): Resolver<Input, unknown, Output> {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { values: result.data, errors: {} };
    // A failed parse always has an issue; the fallback only keeps an empty error list from reading as valid.
    const issue = result.error.issues[0] ?? { path: [], code: 'custom', message: '' };
    const errors: FieldErrors<Input> = {};
    set(errors, issue.path.length === 0 ? 'root' : issue.path.join('.'), { type: issue.code, message: issue.message });
    return { values: {}, errors };
  };
}

/**
 * A field's message: its issue carries a message code, translated only here so that the text follows
 * the UI language even after it changes. `params` fill placeholders such as `{{max}}`.
 */
export function formErrorText(
  t: TFunction,
  error: Pick<FieldError, 'message'> | undefined,
  params?: Record<string, string | number>,
): string | undefined {
  const code = error?.message;
  return code === undefined ? undefined : t(`errors:${code}`, params);
}
