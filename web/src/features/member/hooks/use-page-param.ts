import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

const MAX_PAGE = 100_000;

/** A whole number from the address, or the fallback when it is missing or unreadable. */
export function readPositiveInt(value: string | null, fallback: number, max = MAX_PAGE): number {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number >= 1 && number <= max ? number : fallback;
}

/**
 * A page number kept in the address (`?page=2`, or another parameter name when a screen pages two
 * lists), so reload and back/forward show the same page. The default value is left out of the address.
 */
export function usePageParam(name = 'page', fallback = 1): [number, (next: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const value = readPositiveInt(searchParams.get(name), fallback);
  const setValue = useCallback(
    (next: number) =>
      setSearchParams((previous) => {
        const params = new URLSearchParams(previous);
        if (next === fallback) params.delete(name);
        else params.set(name, String(next));
        return params;
      }),
    [name, fallback, setSearchParams],
  );
  return [value, setValue];
}
