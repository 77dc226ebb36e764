import { useRef, useState } from 'react';
import { Stack } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { BookImages } from '@raritet/contracts/archive';
import { useTranslation } from 'react-i18next';
import { IMAGE_LIST_TIMEOUT_MS } from '../lib/constants.ts';
import { useTimedOut } from '../lib/use-timed-out.ts';
import { BookImageViewer } from './book-image-viewer.tsx';
import { GalleryMainImage } from './gallery-main-image.tsx';
import { GalleryEmpty, GalleryFailed, GalleryLoading } from './gallery-states.tsx';
import { GalleryThumbnails } from './gallery-thumbnails.tsx';

interface PhotoGalleryProps {
  bookId: number;
  title: string;
  names: readonly string[];
}

function PhotoGallery({ bookId, title, names }: PhotoGalleryProps) {
  const { t } = useTranslation('book');
  const [selected, setSelected] = useState(0);
  const [viewerOpen, setViewerOpen] = useState(false);
  // The viewer (and its requests for the original pictures) appears on first use and then stays.
  const [viewerUsed, setViewerUsed] = useState(false);
  const mainButton = useRef<HTMLButtonElement>(null);
  const index = Math.min(selected, names.length - 1);
  const name = names[index]!;

  function handleOpen() {
    setViewerUsed(true);
    setViewerOpen(true);
  }

  return (
    <Stack component="section" aria-label={t('gallery.label')} spacing={1.5}>
      <GalleryMainImage
        bookId={bookId}
        name={name}
        position={index + 1}
        total={names.length}
        title={title}
        onOpen={handleOpen}
        buttonRef={mainButton}
      />
      {names.length > 1 && <GalleryThumbnails bookId={bookId} names={names} selected={index} onSelect={setSelected} />}
      {viewerUsed && (
        <BookImageViewer
          bookId={bookId}
          names={names}
          title={title}
          open={viewerOpen}
          index={index}
          onIndexChange={setSelected}
          onClose={() => setViewerOpen(false)}
          onExited={() => mainButton.current?.focus()}
        />
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
 * Spec §4: the image list loads separately from the book; its spinner gives up after 5 seconds with
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
  return <PhotoGallery key={data.images.join('/')} bookId={bookId} title={title} names={data.images} />;
}
