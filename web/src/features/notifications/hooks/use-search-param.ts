import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

const MAX_PAGE = 100_000;

/**
 * One of a few values kept in the address (`?tab=history`), so reload and back show the same tab. The
 * first value is the default and is left out of the address; changing it drops the list's page.
 */
export function useChoiceParam<T extends string>(
  name: string,
  choices: readonly [T, ...T[]],
  resetOnChange: readonly string[] = [],
): [T, (next: T) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get(name);
  const value = choices.find((choice) => choice === raw) ?? choices[0];
  const setValue = useCallback(
    (next: T) =>
      setSearchParams((previous) => {
        const params = new URLSearchParams(previous);
        if (next === choices[0]) params.delete(name);
        else params.set(name, next);
        for (const other of resetOnChange) params.delete(other);
        return params;
      }),
    [name, choices, resetOnChange, setSearchParams],
  );
  return [value, setValue];
}

/** A page number kept in the address (`?page=2`); page 1 is left out. */
export function usePageParam(name = 'page'): [number, (next: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get(name);
  const number = Number(raw);
  const value = raw !== null && Number.isInteger(number) && number >= 1 && number <= MAX_PAGE ? number : 1;
  const setValue = useCallback(
    (next: number) =>
      setSearchParams((previous) => {
        const params = new URLSearchParams(previous);
        if (next === 1) params.delete(name);
        else params.set(name, String(next));
        return params;
      }),
    [name, setSearchParams],
  );
  return [value, setValue];
}
