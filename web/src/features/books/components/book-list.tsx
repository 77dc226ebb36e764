import { useMemo, type ReactNode } from 'react';
import { Box, Card, Skeleton, Stack } from '@mui/material';
import type { ListedBook as Book } from '../lib/listed-book.ts';
import { useTranslation } from 'react-i18next';
import { BookListItem } from './book-list-item.tsx';

/**
 * The favourite toggle of one book in a result list. `pageBookIds` are all books of the page, so the
 * toggles of a page can ask about all of them at once instead of one request per book.
 */
export type ListFavoriteSlot = (book: Book, pageBookIds: readonly number[]) => ReactNode;

export interface BookListProps {
  books: readonly Book[];
  /** Renders the favourite toggle of one book (app/ plugs the member area's heart in here). */
  favoriteSlot?: ListFavoriteSlot;
}

/** The book list component shared by the five search result screens. */
export function BookList({ books, favoriteSlot }: BookListProps) {
  const pageBookIds = useMemo(() => books.map((book) => book.id), [books]);
  return (
    <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {books.map((book) => (
        <Box component="li" key={book.id}>
          <BookListItem book={book} favorite={favoriteSlot?.(book, pageBookIds)} />
        </Box>
      ))}
    </Stack>
  );
}

/** The list's loading state: card-shaped skeletons. */
export function BookListSkeleton({ count = 4 }: { count?: number }) {
  const { t } = useTranslation('archive');
  return (
    <Stack spacing={2} role="status" aria-label={t('search.loading')}>
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', gap: { xs: 1.5, sm: 2.5 } }}>
          <Skeleton
            variant="rounded"
            sx={{ width: { xs: 84, sm: 132 }, height: { xs: 112, sm: 176 }, flexShrink: 0 }}
          />
          <Box sx={{ flexGrow: 1 }}>
            <Skeleton variant="text" sx={{ fontSize: '1.4rem', width: '70%' }} />
            <Stack direction="row" spacing={1} sx={{ my: 1 }}>
              <Skeleton variant="rounded" width={90} height={24} />
              <Skeleton variant="rounded" width={70} height={24} />
              <Skeleton variant="rounded" width={110} height={24} />
            </Stack>
            <Skeleton variant="text" />
            <Skeleton variant="text" width="85%" />
            <Skeleton variant="text" width="40%" sx={{ mt: 1 }} />
          </Box>
        </Card>
      ))}
    </Stack>
  );
}
