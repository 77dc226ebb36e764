import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { defaultSearchSort, type SearchSort, type SearchType } from '@raritet/contracts/archive';
import { useSession } from '../../../lib/session.ts';
import { readCategoryIds, readExactPhrase, readNoCorrection, readPage } from '../lib/search-params.ts';
import { seesPrices } from '../../../lib/sees-prices.ts';
import { readSort } from '../lib/search-sort.ts';

/**
 * The query parameters a result screen keeps in its address, so back/forward, a
 * reload and a shared link show the same page. Changing the page or the order adds a history entry; a
 * new order starts again at page 1.
 */
export function useSearchPageParams(searchType: SearchType) {
  const [searchParams, setSearchParams] = useSearchParams();
  const pricesVisible = seesPrices(useSession().user);
  const page = readPage(searchParams);
  const exactPhrase = readExactPhrase(searchParams);
  const noCorrection = readNoCorrection(searchParams);
  const sort = readSort(searchParams, searchType, pricesVisible);
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

  const setSort = useCallback(
    (next: SearchSort) => {
      setSearchParams((previous) => {
        const params = new URLSearchParams(previous);
        params.delete('page');
        if (next === defaultSearchSort(searchType)) params.delete('sort');
        else params.set('sort', next);
        return params;
      });
    },
    [setSearchParams, searchType],
  );

  /** The same search with the query exactly as typed: no typo correction (ADR 0044). */
  const showAsTyped = useCallback(() => {
    setSearchParams((previous) => {
      const params = new URLSearchParams(previous);
      params.delete('page');
      params.set('noCorrection', '1');
      return params;
    });
  }, [setSearchParams]);

  return {
    page,
    exactPhrase,
    noCorrection,
    categoryIds,
    categoryIdsKey,
    sort,
    pricesVisible,
    setPage,
    setSort,
    showAsTyped,
  };
}
