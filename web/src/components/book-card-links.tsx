import { Box, Link, Typography, type SxProps, type Theme } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { ImageUrls } from '../lib/book-image.ts';
import { bookPath } from '../lib/search-links.ts';
import { BookCover } from './book-cover.tsx';

/**
 * A list card's cover as a second link to the book page: out of the tab order and hidden from screen
 * readers, whose users follow the title (BookTitleLink). Size the cover through `coverSx`; `width` and
 * `height` are its box at the widest layout, `sizes` how wide it is drawn at each.
 */
export function BookCoverLink({
  bookId,
  urls,
  width,
  height,
  sizes,
  coverSx,
  sx,
}: {
  bookId: number;
  urls: ImageUrls | null;
  width: number;
  height: number;
  sizes: string;
  coverSx: SxProps<Theme>;
  sx?: SxProps<Theme>;
}) {
  return (
    <Box
      component={RouterLink}
      to={bookPath(bookId)}
      tabIndex={-1}
      aria-hidden
      // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- MUI's documented sx merge; Array.isArray types SxProps' readonly array as any[]
      sx={[{ display: 'block' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <BookCover
        bookId={bookId}
        urls={urls}
        alt=""
        width={width}
        height={height}
        sizes={sizes}
        placeholderLabel={null}
        sx={coverSx}
      />
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
