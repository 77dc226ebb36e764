import { Suspense, type ReactNode } from 'react';
import { Container, Skeleton, Stack } from '@mui/material';
import type { BookDetail } from '@raritet/contracts/archive';
import { useParams } from 'react-router-dom';
import { isApiError } from '../../../../lib/api-error.ts';
import { useBookImages } from '../../../../lib/book-images.ts';
import { i18n } from '../../../../lib/i18n.ts';
import { useSession } from '../../../../lib/session.ts';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { SubscribersOnlyNotice } from '../../components/subscribers-only-notice.tsx';
import { hasHiddenValues } from '../../lib/listing.ts';
import { seesPrices } from '../../../../lib/sees-prices.ts';
import { useBook } from '../api/get-book.ts';
import { BackLink } from '../components/back-link.tsx';
import { BookDescription } from '../components/book-description.tsx';
import { BookFactsList } from '../components/book-facts-list.tsx';
import { BookGallery } from '../components/book-gallery.tsx';
import { BookHeader } from '../components/book-header.tsx';
import { BookLayout } from '../components/book-layout.tsx';
import { BookLoadError } from '../components/book-load-error.tsx';
import { BookNotFound } from '../components/book-not-found.tsx';
import { BookPageSkeleton } from '../components/book-page-skeleton.tsx';
import { ComparableSales } from '../components/comparable-sales.tsx';
import { SaleFacts } from '../components/sale-facts.tsx';
import { parseBookId } from '../lib/book-id.ts';

// The comparable sales' texts are not in the first load (ADR 0036): asked for with the page's code.
void i18n.loadNamespaces('prices');

interface BookPageProps {
  /** The favourite toggle for this book, composed in by app/ (features do not import each other). */
  favoriteSlot?: (book: BookDetail) => ReactNode;
}

/** A 404 (unknown id) or 400 (an id the server cannot read) both mean there is no such book. */
function isMissingBook(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

/** /books/{id}: the book detail page (loading, then loaded or error). */
export function BookPage({ favoriteSlot }: BookPageProps) {
  const bookId = parseBookId(useParams().id);
  const { user } = useSession();
  const subscribed = user?.hasSubscription ?? false;
  const bookQuery = useBook(bookId, subscribed);
  const imagesQuery = useBookImages(bookId, subscribed);
  const book = bookQuery.data;
  useDocumentTitle(book?.title);

  if (bookId === null || isMissingBook(bookQuery.error) || (bookQuery.isSuccess && !book)) return <BookNotFound />;

  let content;
  if (book) {
    // The notice appears when price or date reads 'Только для подписчиков'.
    const hidden = hasHiddenValues([book]);
    content = (
      <>
        <BookLayout
          header={<BookHeader book={book} favoriteSlot={favoriteSlot?.(book)} />}
          gallery={
            <BookGallery
              bookId={book.id}
              title={book.title}
              imagesQuery={imagesQuery}
              imageCount={book.imageCount}
              hiddenForViewer={hidden}
            />
          }
          details={
            <Stack spacing={3}>
              <SaleFacts book={book} />
              {hidden && <SubscribersOnlyNotice />}
              <BookDescription html={book.descriptionHtml} text={book.description} />
              <BookFactsList book={book} />
            </Stack>
          }
        />
        <Suspense fallback={<Skeleton variant="rounded" height={160} sx={{ mt: { xs: 4, md: 6 } }} />}>
          <ComparableSales book={book} pricesVisible={seesPrices(user)} />
        </Suspense>
      </>
    );
  } else if (bookQuery.isError) {
    content = <BookLoadError query={bookQuery} />;
  } else {
    content = <BookPageSkeleton />;
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }}>
      <BackLink />
      {content}
    </Container>
  );
}
