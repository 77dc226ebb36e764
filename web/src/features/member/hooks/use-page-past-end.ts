import { useEffect } from 'react';

interface PagedAnswer {
  items: readonly unknown[];
  totalPages: number;
}

/**
 * A page past the last one (the last book of the last page was removed, or an old address) is not an
 * empty list: this moves to the new last page once the server's answer for the current page is in.
 */
export function usePagePastEnd(
  data: PagedAnswer | undefined,
  page: number,
  setPage: (page: number) => void,
  isPlaceholderData: boolean,
): boolean {
  const pastTheEnd = data !== undefined && !isPlaceholderData && data.items.length === 0 && page > 1;
  const lastPage = Math.max(1, data?.totalPages ?? 1);
  useEffect(() => {
    if (pastTheEnd) setPage(lastPage);
  }, [pastTheEnd, lastPage, setPage]);
  return pastTheEnd;
}
