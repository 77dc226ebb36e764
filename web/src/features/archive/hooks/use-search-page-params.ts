import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readCategoryIds, readExactPhrase, readPage } from '../lib/search-params.ts';

/**
 * The query parameters a result screen keeps in its address (spec §2), so back/forward and a reload
 * show the same page. Changing the page adds a history entry.
 */
export function useSearchPageParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPage(searchParams);
  const exactPhrase = readExactPhrase(searchParams);
  const categoryIdsKey = readCategoryIds(searchParams).join(',');
  // Stable while the ids stay the same, so forms keyed on them keep their state.
  const categoryIds = useMemo(
    () => (categoryIdsKey === '' ? [] : categoryIdsKey.split(',').map(Number)),
    [categoryIdsKey],
  );

  const setPage = useCallback(
    (next: number) => {
      setSearchParams((previous) => {
        const params = new URLSearchParams(previous);
        if (next <= 1) params.delete('page');
        else params.set('page', String(next));
        return params;
      });
    },
    [setSearchParams],
  );

  return { page, exactPhrase, categoryIds, categoryIdsKey, setPage };
}
