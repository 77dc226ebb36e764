import { Box, type SxProps, type Theme } from '@mui/material';
import type { ImageUrls } from '../lib/book-image.ts';
import { BookImagePlaceholder } from './book-image-placeholder.tsx';
import { LotImage } from './lot-image.tsx';

interface BookCoverProps {
  bookId: number;
  /** Null when the lot has no photo or the user may not see it (no subscription): the placeholder. */
  urls: ImageUrls | null;
  alt: string;
  /** The box's largest width and height in CSS pixels (the picture's shape before it arrives). */
  width: number;
  height: number;
  /** How wide the cover is drawn, for the browser's choice among the thumbnails; `${width}px` by default. */
  sizes?: string;
  /** Text under the placeholder icon; null hides it. */
  placeholderLabel?: string | null;
  sx?: SxProps<Theme>;
}

/**
 * A lot's cover in a list: loaded lazily by address, the placeholder when there is none or it fails.
 * Fills its box: size it through `sx`.
 */
export function BookCover({ bookId, urls, alt, width, height, sizes, placeholderLabel, sx }: BookCoverProps) {
  return (
    <Box
      sx={[
        { position: 'relative', overflow: 'hidden', borderRadius: 1, bgcolor: 'background.default' },
        // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- MUI's documented sx merge; Array.isArray types SxProps' readonly array as any[]
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <LotImage
        bookId={bookId}
        urls={urls}
        alt={alt}
        sizes={sizes ?? `${width}px`}
        width={width}
        height={height}
        placeholder={<BookImagePlaceholder label={placeholderLabel} />}
      />
    </Box>
  );
}
