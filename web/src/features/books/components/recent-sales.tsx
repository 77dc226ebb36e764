import { useDeferredValue, useState } from 'react';
import { Alert, Box, Button, Card, CircularProgress, IconButton, Skeleton, Stack, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { RECENT_SALES_DEFAULT } from '@raritet/contracts/archive';
import { Hint } from '../../../components/hint.tsx';
import { useTranslation } from 'react-i18next';
import { useRecentSales } from '../api/get-recent-sales.ts';
import { useSequentialImages } from '../hooks/use-sequential-images.ts';
import { recentSalesErrorMessage } from '../lib/recent-sales-error.ts';
import { RecentSaleCard } from './recent-sale-card.tsx';

/** The refresh spinner stays at least this long, so a fast answer still reads as "refreshed". */
export const REFRESH_SPINNER_MS = 300;

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(3, minmax(0, 1fr))',
    md: 'repeat(5, minmax(0, 1fr))',
  },
} as const;

function delay(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** 'Recent sales': 5 lots, a refresh button, images one after another, placeholders. */
export function RecentSales() {
  const { t } = useTranslation('archive');
  const query = useRecentSales(RECENT_SALES_DEFAULT);
  // The cards are drawn in a background render React can pause (the answer's own update is urgent and
  // would draw them in one task while the page is still starting, ADR 0036); the skeleton stays till then.
  const sales = useDeferredValue(query.data);
  const [refreshing, setRefreshing] = useState(false);

  const images = useSequentialImages(
    sales,
    (sales ?? []).map((sale) => sale.coverUrls !== null),
  );

  async function handleRefresh() {
    setRefreshing(true);
    await Promise.all([query.refetch(), delay(REFRESH_SPINNER_MS)]);
    setRefreshing(false);
  }

  let content;
  if (query.isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void handleRefresh()} disabled={refreshing}>
            {t('recentSales.retry')}
          </Button>
        }
      >
        {recentSalesErrorMessage(query.error, t)}
      </Alert>
    );
  } else if (sales === undefined) {
    content = (
      <Box sx={grid} role="status" aria-label={t('recentSales.loading')}>
        {Array.from({ length: RECENT_SALES_DEFAULT }, (_, index) => (
          <Card key={index}>
            <Skeleton variant="rectangular" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
            <Box sx={{ p: 1.5 }}>
              <Skeleton variant="text" />
              <Skeleton variant="text" width="60%" />
              <Skeleton variant="text" width="40%" sx={{ mt: 1 }} />
            </Box>
          </Card>
        ))}
      </Box>
    );
  } else if (sales.length === 0) {
    content = <Alert severity="info">{t('recentSales.empty')}</Alert>;
  } else {
    content = (
      <Box component="ul" sx={{ ...grid, listStyle: 'none', p: 0, m: 0 }}>
        {sales.map((sale, index) => (
          <Box component="li" key={sale.bookId} sx={{ minWidth: 0 }}>
            <RecentSaleCard sale={sale} mayLoad={images.mayLoad(index)} onSettled={() => images.settle(index)} />
          </Box>
        ))}
      </Box>
    );
  }

  return (
    <Box component="section" aria-labelledby="recent-sales-title">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Box>
          <Typography id="recent-sales-title" variant="h2" sx={{ fontSize: '1.6rem' }}>
            {t('recentSales.title')}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {t('recentSales.subtitle')}
          </Typography>
        </Box>
        <Hint title={t('recentSales.refresh')}>
          <IconButton
            onClick={() => void handleRefresh()}
            disabled={refreshing}
            aria-label={t('recentSales.refresh')}
            aria-busy={refreshing}
          >
            {refreshing ? <CircularProgress size={24} aria-hidden /> : <RefreshIcon />}
          </IconButton>
        </Hint>
      </Stack>
      {content}
    </Box>
  );
}
