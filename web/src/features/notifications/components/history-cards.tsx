import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { DELIVERY_STATUS, type NotificationHistoryItem } from '@raritet/contracts/notifications';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { HistoryBookTitle, HistoryMethod, HistoryPrice, HistoryStatus } from './history-values.tsx';

interface HistoryListProps {
  items: readonly NotificationHistoryItem[];
  hasSubscription: boolean;
}

/** Below 900 px: one card per notification; a failure's reason is written out (no hover on a phone). */
export function HistoryCards({ items, hasSubscription }: HistoryListProps) {
  const { t } = useTranslation('notifications');
  return (
    <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('history.tableLabel')}>
      {items.map((item) => (
        <Card component="li" variant="outlined" key={item.id}>
          <CardContent sx={{ '&:last-child': { pb: 2 } }}>
            <Stack
              direction="row"
              spacing={1}
              sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 0.5 }}
            >
              <Typography variant="body2" color="textSecondary">
                {formatDateTime(item.createdAt)}
              </Typography>
              <HistoryStatus item={item} withTooltip={false} />
            </Stack>
            <Typography component="p" sx={{ overflowWrap: 'anywhere', mb: 1 }}>
              <HistoryBookTitle item={item} />
            </Typography>
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'max-content minmax(0, 1fr)',
                columnGap: 2,
                rowGap: 0.5,
                m: 0,
              }}
            >
              <Typography component="dt" variant="body2" color="textSecondary">
                {t('history.columns.price')}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
                <HistoryPrice price={item.bookPrice} hasSubscription={hasSubscription} />
              </Typography>
              <Typography component="dt" variant="body2" color="textSecondary">
                {t('history.columns.method')}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                <HistoryMethod method={item.deliveryMethod} />
              </Typography>
              <Typography component="dt" variant="body2" color="textSecondary">
                {t('history.columns.keywordsShort')}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {item.matchedKeywords || '—'}
              </Typography>
            </Box>
            {item.status === DELIVERY_STATUS.failed && item.errorMessage !== null && item.errorMessage !== '' && (
              <Typography variant="body2" color="error" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
                {t('history.errorTooltip', { error: item.errorMessage })}
              </Typography>
            )}
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
