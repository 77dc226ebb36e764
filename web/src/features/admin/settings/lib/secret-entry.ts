import { isSecretMask } from '@raritet/contracts/settings';

/**
 * What a secret input holds after an edit. The mask (`••••1234`) stands for the stored secret and is
 * never part of a new one: whatever is typed or pasted into it, wherever the caret was, replaces it
 * whole, and deleting any of it empties the input (which clears the secret on save). Other edits are
 * taken as they are.
 */
export function secretEntry(previous: string, next: string): string {
  if (!isSecretMask(previous) || next === previous) return next;
  let prefix = 0;
  while (prefix < previous.length && prefix < next.length && previous[prefix] === next[prefix]) prefix += 1;
  let suffix = 0;
  while (
    suffix < previous.length - prefix &&
    suffix < next.length - prefix &&
    previous[previous.length - 1 - suffix] === next[next.length - 1 - suffix]
  ) {
    suffix += 1;
  }
  return next.slice(prefix, next.length - suffix);
}

/** What saving will do with a secret, for the hint under its input. */
export type SecretState = 'unset' | 'stored' | 'replace' | 'clear';

export function secretState(loaded: string, current: string): SecretState {
  if (current === loaded) return loaded === '' ? 'unset' : 'stored';
  return current === '' ? 'clear' : 'replace';
}
