import { Box, Link, Typography, type SxProps, type Theme } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { bookPath } from '../lib/search-links.ts';
import { BookCover } from './book-cover.tsx';

/**
 * A list card's cover as a second link to the book page: out of the tab order and hidden from screen
 * readers, whose users follow the title (BookTitleLink). Size the cover through `coverSx`.
 */
export function BookCoverLink({
  bookId,
  imageName,
  coverSx,
  sx,
}: {
  bookId: number;
  imageName: string | null;
  coverSx: SxProps<Theme>;
  sx?: SxProps<Theme>;
}) {
  return (
    <Box
      component={RouterLink}
      to={bookPath(bookId)}
      tabIndex={-1}
      aria-hidden
      sx={[{ display: 'block' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <BookCover bookId={bookId} imageName={imageName} alt="" placeholderLabel={null} sx={coverSx} />
    </Box>
  );
}

/** A list card's heading: the book's title as the link to its page; `id` labels the card. */
export function BookTitleLink({ id, bookId, title }: { id: string; bookId: number; title: string }) {
  return (
    <Typography id={id} variant="h3" component="h2" sx={{ fontSize: { xs: '1.05rem', sm: '1.2rem' } }}>
      <Link
        component={RouterLink}
        to={bookPath(bookId)}
        underline="hover"
        color="inherit"
        sx={{ overflowWrap: 'anywhere' }}
      >
        {title}
      </Link>
    </Typography>
  );
}
