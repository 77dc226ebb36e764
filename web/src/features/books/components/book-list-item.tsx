import type { ReactNode } from 'react';
import { Box, Button, Card, Stack, Typography } from '@mui/material';
import type { ListedBook as Book } from '../lib/listed-book.ts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { truncateDescription } from '../lib/listing.ts';
import { bookPath } from '../../../lib/search-links.ts';
import { BookChips } from './book-chips.tsx';
import { BookCoverLink, BookTitleLink } from '../../../components/book-card-links.tsx';
import { BookFacts } from './book-facts.tsx';

interface BookListItemProps {
  book: Book;
  /** The favourite toggle for this book, when the page was given one. */
  favorite?: ReactNode;
}

/** One sold lot in a result list. */
export function BookListItem({ book, favorite }: BookListItemProps) {
  const { t } = useTranslation('archive');
  const titleId = `book-${book.id}-title`;
  const description = truncateDescription(book.description);

  return (
    <Card component="article" aria-labelledby={titleId} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '84px minmax(0, 1fr)', sm: '132px minmax(0, 1fr)' },
          columnGap: { xs: 1.5, sm: 2.5 },
          rowGap: 1.25,
          alignItems: 'start',
        }}
      >
        <BookCoverLink
          bookId={book.id}
          urls={book.coverUrls}
          width={132}
          height={176}
          sizes="(min-width: 600px) 132px, 84px"
          coverSx={{ width: { xs: 84, sm: 132 }, height: { xs: 112, sm: 176 } }}
          sx={{ gridRow: { sm: 'span 2' } }}
        />
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between', minWidth: 0 }}>
          <Box sx={{ minWidth: 0 }}>
            <BookTitleLink id={titleId} bookId={book.id} title={book.title} />
            {/* The year shows without an author too (a lot whose description named none, ADR 0045). */}
            {((book.author !== null && book.author !== '') || book.year !== null) && (
              <Typography variant="body2" sx={{ fontStyle: 'italic', mt: 0.5 }}>
                {[book.author, book.year].filter((part) => part !== null && part !== '').join(', ')}
              </Typography>
            )}
          </Box>
          {favorite !== undefined && <Box sx={{ flexShrink: 0, mt: -1, mr: -1 }}>{favorite}</Box>}
        </Box>
        <Stack spacing={1.25} sx={{ minWidth: 0, gridColumn: { xs: '1 / -1', sm: '2' } }}>
          <BookChips book={book} />
          {description !== '' && (
            <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
              {description}
            </Typography>
          )}
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 1.5,
              alignItems: 'flex-end',
              justifyContent: 'space-between',
            }}
          >
            <BookFacts price={book.finalPrice} date={book.date} />
            <Button
              component={RouterLink}
              to={bookPath(book.id)}
              variant="outlined"
              size="small"
              aria-label={t('book.detailsFor', { title: book.title })}
            >
              {t('book.details')}
            </Button>
          </Box>
        </Stack>
      </Box>
    </Card>
  );
}
