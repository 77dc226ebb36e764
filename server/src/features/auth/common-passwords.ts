import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The passwords people pick most (ADR 0051): the ranked list that @zxcvbn-ts/language-common ships
 * (about 49,000 from breach corpora, `123456`, `password1` and `qwerty123` among them), compared in lower
 * case so `Password1` is as common as `password1`. Built into a set once, on the first check (a few
 * milliseconds), and kept for the life of the process (a few megabytes).
 */
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return common.has(password.toLowerCase());
}
