import { Box, Card, CardActionArea, Skeleton, Stack, Typography } from '@mui/material';
import type { RecentSale } from '@raritet/contracts/archive';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { displayDate, displayPrice } from '../../../lib/book-values.ts';
import { bookPath } from '../../../lib/search-links.ts';
import { BookImagePlaceholder } from '../../../components/book-image-placeholder.tsx';

interface RecentSaleCardProps {
  sale: RecentSale;
  /** Object URL of the loaded image; null = placeholder; undefined = still waiting its turn. */
  image: string | null | undefined;
}

export function RecentSaleCard({ sale, image }: RecentSaleCardProps) {
  const { t } = useTranslation('archive');
  let picture;
  if (image === undefined) picture = <Skeleton variant="rectangular" width="100%" height="100%" />;
  else if (image === null) picture = <BookImagePlaceholder label={null} />;
  else
    picture = (
      <Box
        component="img"
        src={image}
        alt=""
        sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
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
