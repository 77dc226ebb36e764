import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { USERS_PAGE_SIZE_DEFAULT, USERS_PAGE_SIZES, USERS_SEARCH_MAX_LENGTH } from '@raritet/contracts/admin-users';
import type { UsersParams } from '../api/get-users.ts';

const MAX_PAGE = 100_000;

/** The list's page, size and search as the address holds them (`?section=users&page=2&search=mail`). */
export function readUsersParams(params: URLSearchParams): UsersParams {
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  return {
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    pageSize: (USERS_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : USERS_PAGE_SIZE_DEFAULT,
    search: (params.get('search') ?? '').trim().slice(0, USERS_SEARCH_MAX_LENGTH),
  };
}

/** Writes a change into the address; defaults are left out, and a new search or size starts at page 1. */
export function writeUsersParams(params: URLSearchParams, change: Partial<UsersParams>): URLSearchParams {
  const next = new URLSearchParams(params);
  const current = readUsersParams(params);
  const merged = { ...current, ...change };
  if (change.search !== undefined || change.pageSize !== undefined) merged.page = change.page ?? 1;
  const set = (name: string, value: string | number, fallback: string | number) => {
    if (value === fallback) next.delete(name);
    else next.set(name, String(value));
  };
  set('page', merged.page, 1);
  set('pageSize', merged.pageSize, USERS_PAGE_SIZE_DEFAULT);
  set('search', merged.search, '');
  return next;
}

/**
 * The list's state in the address, so a reload, the back button from a user's profile and a shared
 * link all show the same page of the same search. Typing replaces the history entry; paging adds one.
 */
export function useUsersParams(): [UsersParams, (change: Partial<UsersParams>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const update = useCallback(
    (change: Partial<UsersParams>) =>
      setSearchParams((previous) => writeUsersParams(previous, change), { replace: change.search !== undefined }),
    [setSearchParams],
  );
  return [readUsersParams(searchParams), update];
}
