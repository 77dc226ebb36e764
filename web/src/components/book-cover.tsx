import { Box, Skeleton, type SxProps, type Theme } from '@mui/material';
import { bookImageUrl, useBookImage, type ImageSize } from '../lib/book-image.ts';
import { useObjectUrl } from '../lib/object-urls.ts';
import { BookImagePlaceholder } from './book-image-placeholder.tsx';

interface BookCoverProps {
  bookId: number;
  /** Null when the lot has no photo or the user may not see it (no subscription): the placeholder. */
  imageName: string | null;
  alt: string;
  /** Thumbnail width asked of the server. */
  size?: ImageSize;
  /** Text under the placeholder icon; null hides it. */
  placeholderLabel?: string | null;
  sx?: SxProps<Theme>;
}

/**
 * One image of a lot, fetched with the bearer token (images are for subscribers) and shown from a
 * Blob; a skeleton while it loads and a placeholder when there is none or it fails. Fills its box:
 * size it through `sx`.
 */
export function BookCover({ bookId, imageName, alt, size = 320, placeholderLabel, sx }: BookCoverProps) {
  const url = imageName === null || imageName === '' ? null : bookImageUrl(bookId, imageName, size);
  const image = useBookImage(url);
  const objectUrl = useObjectUrl(image.data);

  let content;
  if (url !== null && (image.isPending || (image.isSuccess && objectUrl === undefined))) {
    content = <Skeleton variant="rectangular" width="100%" height="100%" />;
  } else if (objectUrl !== undefined) {
    content = (
      <Box
        component="img"
        src={objectUrl}
        alt={alt}
        sx={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
      />
    );
  } else {
    content = <BookImagePlaceholder label={placeholderLabel} />;
  }

  return (
    <Box
      sx={[
        { position: 'relative', overflow: 'hidden', borderRadius: 1, bgcolor: 'background.default' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {content}
    </Box>
  );
}
