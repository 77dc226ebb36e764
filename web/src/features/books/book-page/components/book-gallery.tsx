import { Suspense, useRef, useState } from 'react';
import { Stack } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { BookImages, ImageUrls } from '@raritet/contracts/archive';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../../../lib/lazy-component.ts';
import { IMAGE_LIST_TIMEOUT_MS } from '../lib/constants.ts';
import { useTimedOut } from '../lib/use-timed-out.ts';
import { GalleryMainImage } from './gallery-main-image.tsx';
import { GalleryEmpty, GalleryFailed, GalleryLoading } from './gallery-states.tsx';
import { GalleryThumbnails } from './gallery-thumbnails.tsx';

// The zoom viewer (the lightbox library and its styles) loads on the first open, off the page's first load.
const BookImageViewer = lazyComponent(() => import('./book-image-viewer.tsx'), 'BookImageViewer');

interface PhotoGalleryProps {
  bookId: number;
  title: string;
  images: readonly ImageUrls[];
}

function PhotoGallery({ bookId, title, images }: PhotoGalleryProps) {
  const { t } = useTranslation('book');
  const [selected, setSelected] = useState(0);
  const [viewerOpen, setViewerOpen] = useState(false);
  // The viewer (and its requests for the original pictures) appears on first use and then stays.
  const [viewerUsed, setViewerUsed] = useState(false);
  const mainButton = useRef<HTMLButtonElement>(null);
  const index = Math.min(selected, images.length - 1);

  function handleOpen() {
    setViewerUsed(true);
    setViewerOpen(true);
  }

  return (
    <Stack component="section" aria-label={t('gallery.label')} spacing={1.5}>
      <GalleryMainImage
        bookId={bookId}
        urls={images[index]!}
        position={index + 1}
        total={images.length}
        title={title}
        onOpen={handleOpen}
        buttonRef={mainButton}
      />
      {images.length > 1 && (
        <GalleryThumbnails bookId={bookId} images={images} selected={index} onSelect={setSelected} />
      )}
      {viewerUsed && (
        <Suspense fallback={null}>
          <BookImageViewer
            bookId={bookId}
            images={images}
            title={title}
            open={viewerOpen}
            index={index}
            onIndexChange={setSelected}
            onClose={() => setViewerOpen(false)}
            onExited={() => mainButton.current?.focus()}
          />
        </Suspense>
      )}
    </Stack>
  );
}

interface BookGalleryProps {
  bookId: number;
  title: string;
  /** Started by the page together with the book, so both requests run at once. */
  imagesQuery: UseQueryResult<BookImages>;
  /** How many photos the lot has, and whether this viewer may see them. */
  imageCount: number;
  hiddenForViewer: boolean;
}

/**
 * The image list loads separately from the book; its spinner gives up after 5 seconds with
 * a retry (a list that still arrives later is shown all the same).
 */
export function BookGallery({ bookId, title, imagesQuery, imageCount, hiddenForViewer }: BookGalleryProps) {
  const [attempt, setAttempt] = useState(0);
  const { data, isPending, isFetching, isError, refetch } = imagesQuery;
  const waiting = data === undefined && (isPending || isFetching);
  const timedOut = useTimedOut(waiting, IMAGE_LIST_TIMEOUT_MS, attempt);

  function handleRetry() {
    setAttempt((value) => value + 1);
    void refetch();
  }

  if (data === undefined && (timedOut || (isError && !isFetching))) return <GalleryFailed onRetry={handleRetry} />;
  if (data === undefined) return <GalleryLoading />;
  if (data.images.length === 0) {
    return <GalleryEmpty lockedCount={hiddenForViewer && imageCount > 0 ? imageCount : null} />;
  }
  return <PhotoGallery key={data.images.join('/')} bookId={bookId} title={title} images={data.imageUrls} />;
}
