import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { useSession } from '../../../lib/session.ts';
import { useSearchStats, type SearchStatsRequest } from '../api/get-search-stats.ts';
import { explainedFailureMessage, isPricesRefused } from '../../../lib/search-error.ts';
import { soldText } from '../lib/price-statistics-text.ts';
import { seesPrices } from '../../../lib/sees-prices.ts';
import { PriceStatisticsView } from './price-statistics-view.tsx';
import { StatisticsCard } from './statistics-card.tsx';
import { StatisticsSkeleton } from './statistics-skeleton.tsx';
import { StatisticsTeaser } from './statistics-teaser.tsx';

interface SearchStatisticsProps {
  request: SearchStatsRequest;
  /** The search's own count: all a viewer without a subscription is told, and the count while loading. */
  totalItems: number;
  totalIsEstimate: boolean;
}

/**
 * The price statistics above a search's results: every match's figures for a subscriber,
 * the teaser for anyone else (also when the server refuses because the subscription ended meanwhile).
 * Shown only over a non-empty result, so "nothing found" stays the page's one message.
 */
export function SearchStatistics({ request, totalItems, totalIsEstimate }: SearchStatisticsProps) {
  const { t } = useTranslation('prices');
  const visible = seesPrices(useSession().user);
  const query = useSearchStats(request, visible);
  const searchCount = soldText(t, totalItems, totalIsEstimate);
  const heading = t('stats.title');

  if (!visible || isPricesRefused(query.error)) return <StatisticsTeaser count={searchCount} />;
  if (query.isPending) {
    return (
      <StatisticsCard heading={heading} count={searchCount}>
        <StatisticsSkeleton />
      </StatisticsCard>
    );
  }
  if (query.isError) {
    // Past the per-minute limit the server says when to come back, cut by the time limit to refine the
    // search; anything else is ours to word.
    const message = explainedFailureMessage(query.error);
    return (
      <StatisticsCard heading={heading}>
        <RetryAlert query={query} retryLabel={t('stats.retry')}>
          {message ?? t('stats.failed')}
        </RetryAlert>
      </StatisticsCard>
    );
  }
  if (query.data.count === 0) return null;
  return (
    <StatisticsCard heading={heading} count={soldText(t, query.data.count, query.data.sampled)}>
      <PriceStatisticsView stats={query.data} />
    </StatisticsCard>
  );
}
