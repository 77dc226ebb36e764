import { Box, Skeleton, Stack, Typography } from '@mui/material';
import type { BookDetail } from '@raritet/contracts/archive';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../../components/retry-alert.tsx';
import { PriceStatisticsView } from '../../../price-statistics/components/price-statistics-view.tsx';
import { StatisticsCard } from '../../../price-statistics/components/statistics-card.tsx';
import { soldText } from '../../../price-statistics/lib/price-statistics-text.ts';
import { useComparables } from '../../../price-statistics/api/get-comparables.ts';
import { explainedFailureMessage, isPricesRefused } from '../../../../lib/search-error.ts';
import { ComparableEditions } from './comparable-editions.tsx';
import { ComparableSale } from './comparable-sale.tsx';
import { SameCopyNotice } from './same-copy-notice.tsx';

interface ComparableSalesProps {
  book: BookDetail;
  /** The viewer may see prices (a subscriber or an administrator): only then is anything asked. */
  pricesVisible: boolean;
}

const HEADING_ID = 'comparables-title';

function ListSkeleton() {
  const { t } = useTranslation('prices');
  return (
    <Stack spacing={1.5} aria-busy aria-label={t('comparables.loading')} role="status">
      <Skeleton variant="rounded" height={120} />
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} variant="rounded" height={100} />
      ))}
    </Stack>
  );
}

/**
 * "Похожие продажи" under the book: the statistics of every other sale of the same work,
 * the same sales by edition with the book's own marked, the newest of them and the mark of
 * this very copy's other sales. Asked after the book, for
 * subscribers only; anyone else reads one line about what a subscription would show here.
 */
export function ComparableSales({ book, pricesVisible }: ComparableSalesProps) {
  const { t } = useTranslation('prices');
  const query = useComparables(book.id, pricesVisible);

  let content;
  if (!pricesVisible || isPricesRefused(query.error)) {
    content = <Typography color="textSecondary">{t('comparables.subscribersOnly')}</Typography>;
  } else if (query.isPending) {
    content = <ListSkeleton />;
  } else if (query.isError) {
    content = (
      <RetryAlert query={query} retryLabel={t('comparables.retry')}>
        {explainedFailureMessage(query.error) ?? t('comparables.failed')}
      </RetryAlert>
    );
  } else if (query.data.items.length === 0) {
    content = <Typography color="textSecondary">{t('comparables.empty')}</Typography>;
  } else {
    const { items, workStats, sameCopy, editions, editionsTotal } = query.data;
    const sameCopyIds = new Set(sameCopy.map((sale) => sale.id));
    content = (
      <Stack spacing={2.5}>
        {sameCopy.length > 0 && <SameCopyNotice book={book} sales={sameCopy} />}
        {/* The whole work's figures, not only the twenty sales listed below. */}
        <StatisticsCard
          heading={t('comparables.workStatsTitle')}
          headingLevel="h3"
          count={soldText(t, workStats.count, workStats.sampled)}
        >
          <PriceStatisticsView stats={workStats} variant="compact" />
        </StatisticsCard>
        {editions.length > 0 && <ComparableEditions editions={editions} total={editionsTotal} />}
        <Box
          component="ul"
          aria-label={t('comparables.listLabel')}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {items.map((item) => (
            <ComparableSale key={item.id} book={item} sameCopy={sameCopyIds.has(item.id)} />
          ))}
        </Box>
      </Stack>
    );
  }

  return (
    <Box component="section" aria-labelledby={HEADING_ID} sx={{ mt: { xs: 4, md: 6 } }} data-testid="comparables">
      <Typography id={HEADING_ID} variant="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.6rem' } }}>
        {t('comparables.title')}
      </Typography>
      {pricesVisible && (
        <Typography color="textSecondary" sx={{ mt: 0.5 }}>
          {t('comparables.intro')}
        </Typography>
      )}
      <Box sx={{ mt: 2 }}>{content}</Box>
    </Box>
  );
}
