import type { FieldErrors, FieldValues, Path, Resolver } from 'react-hook-form';

export interface FieldFailure<T extends FieldValues> {
  field: Path<T>;
  /** A key of the `errors` namespace (a contract message code); the form translates it when shown. */
  code: string;
}

/**
 * Adapts a contract's "first broken rule" check to react-hook-form: only that one message is shown,
 * on the field it is about, and the message follows the UI language because it stays a code here.
 */
export function messageCodeResolver<T extends FieldValues>(
  validate: (values: T) => FieldFailure<T> | null,
): Resolver<T> {
  return (values) => {
    const failure = validate(values);
    if (failure === null) return { values, errors: {} };
    const errors = { [failure.field]: { type: 'validate', message: failure.code } } as FieldErrors<T>;
    return { values: {}, errors };
  };
}
