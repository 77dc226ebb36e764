import type { ReactNode } from 'react';
import { Box, Skeleton } from '@mui/material';
import { srcSetOf, thumbnailUrl, useImageUrls, type ImageSize, type ImageUrls } from '../lib/book-image.ts';

export interface LotImageProps {
  bookId: number;
  /** Null when the lot has no photo or the viewer may not see it: the placeholder. */
  urls: ImageUrls | null;
  alt: string;
  /** How wide the picture is drawn (the `sizes` attribute), for the browser's choice among the thumbnails. */
  sizes: string;
  /**
   * The box's width and height in CSS pixels (its largest layout): the attributes give the picture its
   * shape before it arrives, so nothing moves when it does. The picture fills its box either way.
   */
  width: number;
  height: number;
  /** The thumbnail for browsers without srcset. */
  fallbackSize?: ImageSize;
  /**
   * The page's main picture (its largest contentful paint): loaded at once and first. Others load
   * lazily, when they come near the screen.
   */
  priority?: boolean;
  fit?: 'contain' | 'cover';
  /** Shown when there is no picture or it failed. */
  placeholder: ReactNode;
  /** Called when the picture has loaded, or finally failed (the recent sales load one after another). */
  onSettled?: () => void;
}

/** One picture of a lot by address: srcset over the server's thumbnails, a placeholder when there is none. */
export function LotImage(props: LotImageProps) {
  const {
    bookId,
    urls: given,
    alt,
    sizes,
    width,
    height,
    fallbackSize = 320,
    priority = false,
    fit = 'contain',
  } = props;
  const { placeholder, onSettled } = props;
  const { urls, renewing, handleError } = useImageUrls(bookId, given);

  if (renewing) return <Skeleton variant="rectangular" width="100%" height="100%" />;
  if (urls === null) return placeholder;
  return (
    <Box
      component="img"
      // A new address is a new picture: the element starts afresh (no stale load or error state).
      key={urls.original}
      src={thumbnailUrl(urls, fallbackSize)}
      srcSet={srcSetOf(urls)}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onLoad={onSettled}
      onError={() => {
        handleError();
        onSettled?.();
      }}
      sx={{ width: '100%', height: '100%', objectFit: fit, display: 'block' }}
    />
  );
}
