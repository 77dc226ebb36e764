import { Box, Card, Stack, Typography } from '@mui/material';
import type { FavoriteItem } from '@raritet/contracts/member';
import { useTranslation } from 'react-i18next';
import { BookCoverLink, BookTitleLink } from '../../../components/book-card-links.tsx';
import { displayPrice, isSubscribersOnly } from '../../../lib/book-values.ts';
import { useFavoriteBusy } from '../hooks/use-favorite-toggle.ts';
import { displayAddedDate } from '../lib/favorite-values.ts';
import { RemoveFavoriteButton } from './remove-favorite-button.tsx';

interface FavoriteCardProps {
  item: FavoriteItem;
}

function Fact({ label, value, muted }: { label: string; value: string; muted?: boolean }) {
  return (
    <Box>
      <Typography variant="caption" color="textSecondary" component="div">
        {label}
      </Typography>
      <Typography
        sx={muted ? { fontStyle: 'italic', color: 'text.secondary' } : { fontWeight: 700, color: 'primary.main' }}
      >
        {value}
      </Typography>
    </Box>
  );
}

/** One favourite on /favorites: cover, title (to the book page), date added, final price, remove. */
export function FavoriteCard({ item }: FavoriteCardProps) {
  const { t } = useTranslation('member');
  const titleId = `favorite-${item.id}-title`;
  const removing = useFavoriteBusy(item.id);
  const price = item.finalPrice;

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{ p: { xs: 1.5, sm: 2 }, opacity: removing ? 0.6 : 1, transition: 'opacity 150ms' }}
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '72px minmax(0, 1fr)', sm: '96px minmax(0, 1fr) auto' },
          gap: { xs: 1.5, sm: 2.5 },
        }}
      >
        <BookCoverLink
          bookId={item.id}
          urls={item.coverUrls}
          width={96}
          height={128}
          sizes="(min-width: 600px) 96px, 72px"
          coverSx={{ width: { xs: 72, sm: 96 }, height: { xs: 96, sm: 128 } }}
        />
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          <BookTitleLink id={titleId} bookId={item.id} title={item.title} />
          {(item.author ?? '') !== '' && (
            <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
              {item.author}
            </Typography>
          )}
          {item.categoryName !== '' && (
            <Typography variant="caption" color="textSecondary">
              {item.categoryName}
            </Typography>
          )}
          <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', pt: 0.5 }}>
            <Fact
              label={t('favorites.finalPrice')}
              value={displayPrice(price, t)}
              muted={price === null || isSubscribersOnly(price)}
            />
            <Fact label={t('favorites.added')} value={displayAddedDate(item.addedDate, t)} muted />
          </Stack>
        </Stack>
        <Box
          sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, justifySelf: { xs: 'end', sm: 'start' }, alignSelf: 'start' }}
        >
          <RemoveFavoriteButton bookId={item.id} title={item.title} />
        </Box>
      </Box>
    </Card>
  );
}
