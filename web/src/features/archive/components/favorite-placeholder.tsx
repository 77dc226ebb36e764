import { Box, IconButton, Tooltip } from '@mui/material';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { useTranslation } from 'react-i18next';

/**
 * Where the favourite heart goes until the favourites feature plugs its toggle in through the book
 * list's `favoriteSlot`: a disabled heart saying "soon".
 */
export function FavoritePlaceholder() {
  const { t } = useTranslation('archive');
  return (
    <Tooltip title={t('book.favoriteSoon')}>
      {/* A disabled button fires no events: the wrapper lets the tooltip still appear. */}
      <Box component="span" sx={{ display: 'inline-flex' }} tabIndex={0} aria-label={t('book.favoriteSoonLabel')}>
        <IconButton disabled aria-hidden tabIndex={-1}>
          <FavoriteBorderIcon />
        </IconButton>
      </Box>
    </Tooltip>
  );
}
