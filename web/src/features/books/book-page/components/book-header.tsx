import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import type { BookDetail } from '@raritet/contracts/archive';
import { BookChips } from '../../components/book-chips.tsx';

interface BookHeaderProps {
  book: BookDetail;
  /** The favourite toggle, composed in by app/ from the member area. */
  favoriteSlot?: ReactNode;
}

export function BookHeader({ book, favoriteSlot }: BookHeaderProps) {
  return (
    <Stack spacing={1.5}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography
            variant="h1"
            sx={{ fontSize: { xs: '1.6rem', sm: '1.9rem', md: '2.1rem' }, overflowWrap: 'anywhere' }}
          >
            {book.title}
          </Typography>
          {book.author !== null && book.author !== '' && (
            <Typography color="textSecondary" sx={{ mt: 0.5, fontSize: '1.1rem' }}>
              {book.author}
            </Typography>
          )}
        </Box>
        {favoriteSlot !== undefined && (
          <Box sx={{ flexShrink: 0, mt: { xs: -0.5, md: 0 }, mr: -1 }}>{favoriteSlot}</Box>
        )}
      </Box>
      <BookChips book={book} showYear />
    </Stack>
  );
}
