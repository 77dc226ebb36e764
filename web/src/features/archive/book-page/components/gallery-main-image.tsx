import type { Ref } from 'react';
import { Box, ButtonBase, CircularProgress, Typography } from '@mui/material';
import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined';
import ZoomInOutlinedIcon from '@mui/icons-material/ZoomInOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { bookImageQueryOptions, bookImageUrl, useBookImage } from '../../../../lib/book-image.ts';
import { useObjectUrls } from '../../../../lib/object-urls.ts';
import { MAIN_IMAGE_WIDTH, THUMBNAIL_WIDTH } from '../lib/constants.ts';

interface GalleryMainImageProps {
  bookId: number;
  name: string;
  /** 1-based, for the texts. */
  position: number;
  total: number;
  title: string;
  onOpen: () => void;
  buttonRef: Ref<HTMLButtonElement>;
}

/** The selected photo; a click, Enter or Space opens the full-screen viewer. */
export function GalleryMainImage({ bookId, name, position, total, title, onOpen, buttonRef }: GalleryMainImageProps) {
  const { t } = useTranslation('book');
  const main = useBookImage(bookImageUrl(bookId, name, MAIN_IMAGE_WIDTH));
  // The thumbnail is usually in the cache already: shown while the larger picture arrives.
  const preview = useQuery({ ...bookImageQueryOptions(bookImageUrl(bookId, name, THUMBNAIL_WIDTH)), enabled: false });
  const [mainUrl, previewUrl] = useObjectUrls([main.data, preview.data]);
  const url = mainUrl ?? previewUrl;

  let content;
  if (url !== undefined) {
    content = (
      <Box
        component="img"
        src={url}
        alt={t('gallery.imageAlt', { title, index: position, total })}
        sx={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
      />
    );
  } else if (main.isError) {
    content = (
      <Box sx={{ textAlign: 'center', color: 'text.secondary' }}>
        <BrokenImageOutlinedIcon aria-hidden sx={{ fontSize: 56, color: 'secondary.light' }} />
        <Typography>{t('gallery.imageMissing')}</Typography>
      </Box>
    );
  } else {
    content = <CircularProgress aria-hidden />;
  }

  return (
    <ButtonBase
      ref={buttonRef}
      onClick={onOpen}
      aria-label={t('gallery.open', { index: position, total })}
      aria-busy={url === undefined && !main.isError}
      sx={{
        position: 'relative',
        width: '100%',
        aspectRatio: '4 / 5',
        bgcolor: '#efe6d4',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        cursor: 'zoom-in',
        '&:hover .gallery-zoom-hint, &.Mui-focusVisible .gallery-zoom-hint': { opacity: 1 },
      }}
    >
      {content}
      <Box
        className="gallery-zoom-hint"
        aria-hidden
        sx={{
          position: 'absolute',
          right: 12,
          bottom: 12,
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          px: 1.25,
          py: 0.5,
          borderRadius: 4,
          bgcolor: 'rgba(43, 33, 24, 0.72)',
          color: '#fdf8ee',
          fontSize: '0.875rem',
          opacity: 0.85,
          transition: 'opacity 150ms',
        }}
      >
        <ZoomInOutlinedIcon fontSize="small" />
        {t('gallery.zoomHint')}
      </Box>
    </ButtonBase>
  );
}
