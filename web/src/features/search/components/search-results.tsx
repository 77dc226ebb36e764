import { Suspense, useDeferredValue } from 'react';
import { Alert, Box, Button, LinearProgress, Skeleton, Stack } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { DEFAULT_SEARCH_SORT, type SearchSort, type SearchType } from '@raritet/contracts/archive';
import { useSearchStats, type SearchStatsRequest } from '../../price-statistics/api/get-search-stats.ts';
import { useSession } from '../../../lib/session.ts';
import { seesPrices } from '../../../lib/sees-prices.ts';
import { agreedCount } from '../lib/search-count.ts';
import type { ListedSearchResponse as SearchResponse } from '../api/search-request.ts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PagePagination } from '../../../components/page-pagination.tsx';
import { useSearchHeld } from '../../../lib/held-search.ts';
import { i18n } from '../../../lib/i18n.ts';
import { hasHiddenValues } from '../../books/lib/listing.ts';
import type { ListFavoriteSlot } from '../../books/components/book-list.tsx';
import {
  isPriceSortRefused,
  isPricePreviewLimitError,
  isRetryableSearchError,
  isSearchLimitError,
  searchErrorMessage,
} from '../../../lib/search-error.ts';
import { BookList, BookListSkeleton } from '../../books/components/book-list.tsx';
import { CorrectedQueryNotice } from './corrected-query-notice.tsx';
import { PriceRangePartial } from './price-range-partial.tsx';
import { SearchStatistics } from '../../price-statistics/components/search-statistics.tsx';
import { NewestFirstButton, SortControl } from './sort-control.tsx';
import { ResultsCapNote, SearchSummary } from './search-summary.tsx';
import { SubscribersOnlyNotice } from '../../books/components/subscribers-only-notice.tsx';

// The statistics' and the sort's texts are not in the first load (ADR 0036): asked for as soon as a
// result page's code arrives, so they are there by the time its search answers.
void i18n.loadNamespaces('prices');

interface SearchResultsProps {
  query: UseQueryResult<SearchResponse>;
  page: number;
  onPageChange: (page: number) => void;
  favoriteSlot?: ListFavoriteSlot;
  /** The order of the results and its control. */
  sorting: {
    searchType: SearchType;
    value: SearchSort;
    onChange: (sort: SearchSort) => void;
    pricesVisible: boolean;
  };
  /** The statistics call beside this search. */
  statsRequest: SearchStatsRequest;
  /** A text search: what was typed, and how to search it without correction (ADR 0044). */
  correction?: { typedQuery: string; onShowAsTyped: () => void };
}

interface SearchErrorProps {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  onNewestFirst: () => void;
}

function SearchError({ error, onRetry, retrying, onNewestFirst }: SearchErrorProps) {
  const { t } = useTranslation('archive');
  // A price order the server refused: the subscription ended since this page learnt the session.
  if (isPriceSortRefused(error)) {
    return (
      <Alert
        severity="warning"
        action={
          <Suspense fallback={null}>
            <NewestFirstButton onClick={onNewestFirst} />
          </Suspense>
        }
      >
        {searchErrorMessage(error, t)}
      </Alert>
    );
  }
  // The server's invitation to subscribe; the button comes back here once the subscription is active.
  if (isPricePreviewLimitError(error)) {
    return <SubscribersOnlyNotice title={t('partial.limitTitle')} text={searchErrorMessage(error, t)} />;
  }
  // A subscriber's monthly limit: no return target, or /subscription would send them straight back.
  if (isSearchLimitError(error)) {
    return (
      <Alert
        severity="warning"
        action={
          <Button component={RouterLink} to="/subscription" color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }}>
            {t('search.limit.link')}
          </Button>
        }
      >
        {searchErrorMessage(error, t)}
      </Alert>
    );
  }
  return (
    <Alert
      severity="error"
      action={
        isRetryableSearchError(error) && (
          <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
            {t('search.retry')}
          </Button>
        )
      }
    >
      {searchErrorMessage(error, t)}
    </Alert>
  );
}

/**
 * The result area of every search screen: skeletons, the spec's error and empty texts, the partial
 * price-range view, the subscribers-only notice, the list and the page control.
 */
export function SearchResults(props: SearchResultsProps) {
  const { query, page, onPageChange, favoriteSlot, sorting, statsRequest, correction } = props;
  const { t } = useTranslation('archive');
  const { error, isError, isFetching, isPlaceholderData } = query;
  // A page of twenty cards is drawn in a background render React can pause, not in the one urgent task the
  // answer's arrival would give it (ADR 0036); the skeleton, or the previous page, stays till then.
  const data = useDeferredValue(query.data);
  // Still the previous page: its answer not here yet, or here but not drawn yet (the deferred render).
  const stale = isPlaceholderData || data !== query.data;
  const { held, release } = useSearchHeld();
  // One count on the page (ADR 0046): once the statistics (every match counted) are here, the summary,
  // the statistics and the pages go by their count.
  const statsVisible = seesPrices(useSession().user) && (data?.items.length ?? 0) > 0;
  const stats = useSearchStats(statsRequest, statsVisible).data;

  if (isError) {
    return (
      <SearchError
        error={error}
        onRetry={() => void query.refetch()}
        retrying={isFetching}
        onNewestFirst={() => sorting.onChange(DEFAULT_SEARCH_SORT)}
      />
    );
  }

  if (data === undefined && held) {
    // Reached from another site: the search waits for the visitor, so a link never spends their plan.
    return (
      <Alert
        severity="info"
        action={
          <Button color="inherit" size="small" onClick={release} sx={{ whiteSpace: 'nowrap' }}>
            {t('search.showResults')}
          </Button>
        }
      >
        {t('search.held')}
      </Alert>
    );
  }

  if (data === undefined) return <BookListSkeleton />;

  if (data.partialResults) {
    return <PriceRangePartial totalFound={data.totalFound ?? data.totalItems} titles={data.firstBookTitles} />;
  }

  if (data.items.length === 0) {
    // A page past the end (an old link, a shrunk result) is not "nothing found".
    if (page > 1 && data.totalItems > 0) {
      return (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={() => onPageChange(Math.max(1, data.totalPages))}>
              {t('search.toLastPage')}
            </Button>
          }
        >
          {t('search.pageEmpty')}
        </Alert>
      );
    }
    return <Alert severity="info">{t('search.nothingFound')}</Alert>;
  }

  const count = agreedCount(data, stats);
  return (
    <Stack spacing={2.5} aria-busy={stale}>
      {data.correctedQuery !== undefined && correction && (
        <CorrectedQueryNotice correctedQuery={data.correctedQuery} {...correction} />
      )}
      <Suspense fallback={<Skeleton variant="rounded" height={220} />}>
        <SearchStatistics
          request={statsRequest}
          totalItems={count.totalItems}
          totalIsEstimate={count.totalIsEstimate}
        />
      </Suspense>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'stretch', sm: 'flex-start' },
          gap: 2,
        }}
      >
        {/* Level with the middle of the select, whether or not a hint hangs under it. */}
        <Box sx={{ flex: '1 1 auto', minWidth: 0, pt: { sm: 1 } }}>
          <SearchSummary
            totalItems={count.totalItems}
            totalIsEstimate={count.totalIsEstimate}
            remainingRequests={data.remainingRequests}
            page={page}
            totalPages={count.totalPages}
          />
        </Box>
        <Suspense fallback={<Box sx={{ minWidth: 240, height: 40 }} />}>
          <SortControl
            searchType={sorting.searchType}
            value={sorting.value}
            onChange={sorting.onChange}
            pricesVisible={sorting.pricesVisible}
          />
        </Suspense>
      </Box>
      {hasHiddenValues(data.items) && <SubscribersOnlyNotice />}
      <Box sx={{ position: 'relative' }}>
        {stale && (
          <LinearProgress aria-label={t('search.loading')} sx={{ position: 'absolute', top: -10, left: 0, right: 0 }} />
        )}
        <Box sx={{ opacity: stale ? 0.55 : 1, transition: 'opacity 150ms' }}>
          <BookList books={data.items} favoriteSlot={favoriteSlot} />
        </Box>
      </Box>
      <PagePagination page={page} totalPages={count.totalPages} onChange={onPageChange} label={t('pagination.label')} />
      <ResultsCapNote totalItems={count.totalItems} pagedUpTo={data.pagedUpTo} />
    </Stack>
  );
}
