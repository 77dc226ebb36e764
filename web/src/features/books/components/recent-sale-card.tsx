import { Box, Card, CardActionArea, Skeleton, Stack, Typography } from '@mui/material';
import type { RecentSale } from '@raritet/contracts/archive';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { displayDate, displayPrice } from '../../../lib/book-values.ts';
import { bookPath } from '../../../lib/search-links.ts';
import { BookImagePlaceholder } from '../../../components/book-image-placeholder.tsx';
import { LotImage } from '../../../components/lot-image.tsx';

interface RecentSaleCardProps {
  sale: RecentSale;
  /** False while the pictures before this one are still loading (one after another). */
  mayLoad: boolean;
  /** The picture has loaded or failed. */
  onSettled: () => void;
}

/** The grid's column at each breakpoint (recent-sales.tsx): 2, 3, then 5 across a container of at most 1200 px. */
const COVER_SIZES = '(min-width: 1200px) 224px, (min-width: 900px) 19vw, (min-width: 600px) 32vw, 50vw';

export function RecentSaleCard({ sale, mayLoad, onSettled }: RecentSaleCardProps) {
  const { t } = useTranslation('archive');
  const picture =
    sale.coverUrls !== null && !mayLoad ? (
      <Skeleton variant="rectangular" width="100%" height="100%" />
    ) : (
      <LotImage
        bookId={sale.bookId}
        urls={sale.coverUrls}
        alt=""
        sizes={COVER_SIZES}
        width={320}
        height={240}
        fit="cover"
        placeholder={<BookImagePlaceholder label={null} />}
        onSettled={onSettled}
      />
    );

  return (
    <Card component="article" sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={bookPath(sale.bookId)}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Box sx={{ aspectRatio: '4 / 3', bgcolor: 'background.default', overflow: 'hidden' }}>{picture}</Box>
        <Stack spacing={0.75} sx={{ p: 1.5, flexGrow: 1 }}>
          <Typography
            variant="h3"
            sx={{
              fontSize: '0.98rem',
              lineHeight: 1.35,
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              overflowWrap: 'anywhere',
            }}
            title={sale.title}
          >
            {sale.title}
          </Typography>
          {sale.category !== '' && (
            <Typography variant="caption" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
              {sale.category}
            </Typography>
          )}
          <Box sx={{ flexGrow: 1 }} />
          <Typography sx={{ fontWeight: 700, color: 'primary.main' }}>{displayPrice(sale.finalPrice, t)}</Typography>
          <Typography variant="caption" color="textSecondary">
            {t('recentSales.soldOn', { date: displayDate(sale.saleDate, t) })}
          </Typography>
        </Stack>
      </CardActionArea>
    </Card>
  );
}
