import { Box, Chip, Link, Typography } from '@mui/material';
import type { Book } from '@raritet/contracts/archive';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { BookCoverLink } from '../../../../components/book-card-links.tsx';
import { displayDate, displayPrice } from '../../../../lib/book-values.ts';
import { bookPath, sellerSearchPath } from '../../../../lib/search-links.ts';

interface ComparableSaleProps {
  book: Book;
  /** This lot is another sale of the very copy on the page. */
  sameCopy: boolean;
}

/** One other sale of the same work: cover, title, price, date and seller, each leading on. */
export function ComparableSale({ book, sameCopy }: ComparableSaleProps) {
  const { t } = useTranslation('prices');
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: '64px minmax(0, 1fr)',
        gap: 1.5,
        p: 1.5,
        border: 1,
        borderColor: sameCopy ? 'warning.main' : 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        minWidth: 0,
      }}
    >
      <BookCoverLink
        bookId={book.id}
        urls={book.coverUrls}
        width={64}
        height={85}
        sizes="64px"
        coverSx={{ width: 64, height: 85 }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={bookPath(book.id)}
          underline="hover"
          sx={{ fontWeight: 600, overflowWrap: 'anywhere', color: 'text.primary' }}
        >
          {book.title}
        </Link>
        {(book.author ?? '') !== '' && (
          <Typography variant="body2" sx={{ fontStyle: 'italic', overflowWrap: 'anywhere' }}>
            {book.author}
            {book.year !== null ? `, ${book.year}` : ''}
          </Typography>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1.5, rowGap: 0.25, mt: 0.5 }}>
          <Typography component="span" sx={{ fontWeight: 700, color: 'primary.main' }} data-testid="comparable-price">
            {displayPrice(book.finalPrice, t)}
          </Typography>
          <Typography component="span" variant="body2" color="textSecondary" data-testid="comparable-date">
            {displayDate(book.date, t)}
          </Typography>
          {sameCopy && <Chip size="small" color="warning" variant="outlined" label={t('comparables.sameCopy.mark')} />}
        </Box>
        <Typography variant="body2" sx={{ mt: 0.25, overflowWrap: 'anywhere' }}>
          <Link component={RouterLink} to={sellerSearchPath(book.sellerName)} underline="hover" color="secondary">
            {t('comparables.seller', { name: book.sellerName })}
          </Link>
        </Typography>
      </Box>
    </Box>
  );
}
