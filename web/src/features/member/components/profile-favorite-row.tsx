import { Box, Link, ListItem, Typography } from '@mui/material';
import type { FavoriteItem } from '@raritet/contracts/member';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { BookCover } from '../../../components/book-cover.tsx';
import { displayPrice } from '../../../lib/book-values.ts';
import { bookPath } from '../../../lib/search-links.ts';
import { useFavoriteBusy } from '../hooks/use-favorite-toggle.ts';
import { displayAddedDate } from '../lib/favorite-values.ts';
import { RemoveFavoriteButton } from './remove-favorite-button.tsx';

interface ProfileFavoriteRowProps {
  item: FavoriteItem;
  /** Only the owner removes favourites on the profile. */
  removable: boolean;
}

/** A compact favourite in the profile's card: small cover, title link, price and date added. */
export function ProfileFavoriteRow({ item, removable }: ProfileFavoriteRowProps) {
  const { t } = useTranslation('member');
  const busy = useFavoriteBusy(item.id);
  return (
    <ListItem
      divider
      sx={{ gap: 1.5, alignItems: 'flex-start', py: 1.25, opacity: busy ? 0.6 : 1 }}
      secondaryAction={
        removable ? <RemoveFavoriteButton bookId={item.id} title={item.title} variant="icon" /> : undefined
      }
    >
      <BookCover
        bookId={item.id}
        urls={item.coverUrls}
        alt=""
        width={44}
        height={58}
        placeholderLabel={null}
        sx={{ width: 44, height: 58, flexShrink: 0, '& svg': { fontSize: 24 } }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={bookPath(item.id)}
          underline="hover"
          sx={{ fontWeight: 600, overflowWrap: 'anywhere', display: 'block', lineHeight: 1.35 }}
        >
          {item.title}
        </Link>
        <Typography variant="body2" color="textSecondary">
          {displayPrice(item.finalPrice, t)} · {t('favorites.added')} {displayAddedDate(item.addedDate, t)}
        </Typography>
      </Box>
    </ListItem>
  );
}
