import { Stack, Typography } from '@mui/material';
import { EXACT_COUNT_LIMIT, SEARCH_RESULTS_MAX } from '@raritet/contracts/archive';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format.ts';

interface SearchSummaryProps {
  totalItems: number;
  totalIsEstimate: boolean;
  remainingRequests: number | null;
  page: number;
  totalPages: number;
}

/**
 * How many lots matched ("about N" / "more than N" when the server counted only up to its cap or took
 * the planner's estimate), which page this is, and what is left of the plan's monthly requests.
 */
export function SearchSummary({
  totalItems,
  totalIsEstimate,
  remainingRequests,
  page,
  totalPages,
}: SearchSummaryProps) {
  const { t } = useTranslation('archive');
  const count = formatNumber(totalItems);
  let found = t('search.found', { formatted: count });
  if (totalIsEstimate) {
    // A count stopped at the cap is a lower bound; a larger figure is the planner's estimate.
    found =
      totalItems <= EXACT_COUNT_LIMIT + 1
        ? t('search.foundMore', { formatted: formatNumber(Math.min(totalItems, EXACT_COUNT_LIMIT)) })
        : t('search.foundAbout', { formatted: count });
  }

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 0.5, sm: 2 }}
      useFlexGap
      sx={{ justifyContent: 'space-between', alignItems: { sm: 'baseline' }, flexWrap: 'wrap' }}
    >
      <Typography role="status" sx={{ fontWeight: 600 }}>
        {found}
        {totalPages > 1 && (
          <Typography component="span" color="textSecondary" sx={{ fontWeight: 400 }}>
            {' · '}
            {t('search.pageOf', { page, total: formatNumber(totalPages) })}
          </Typography>
        )}
      </Typography>
      {remainingRequests !== null && (
        <Typography variant="body2" color="textSecondary">
          {t('search.remaining', { remaining: formatNumber(remainingRequests) })}
        </Typography>
      )}
    </Stack>
  );
}

/**
 * Under the page control when the pages stop before the last result (ADR 0042, 0046): at the first
 * SEARCH_RESULTS_MAX results, or where a lower-bound count stops ("more than 200" of an exact phrase), as
 * the server's `pagedUpTo` says; the way to the rest is a narrower search.
 */
export function ResultsCapNote({ totalItems, pagedUpTo }: { totalItems: number; pagedUpTo?: number | null }) {
  const { t } = useTranslation('archive');
  // An answer without `pagedUpTo` (an older server): the pages stop only at SEARCH_RESULTS_MAX.
  const stop = pagedUpTo === undefined ? (totalItems > SEARCH_RESULTS_MAX ? SEARCH_RESULTS_MAX : null) : pagedUpTo;
  if (stop === null) return null;
  return (
    <Typography variant="body2" color="textSecondary" sx={{ textAlign: 'center' }}>
      {t('search.capped', { max: formatNumber(stop) })}
    </Typography>
  );
}
