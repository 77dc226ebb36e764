import type { Ref } from 'react';
import { Box, ButtonBase, Typography } from '@mui/material';
import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined';
import ZoomInOutlinedIcon from '@mui/icons-material/ZoomInOutlined';
import { useTranslation } from 'react-i18next';
import { LotImage } from '../../../../components/lot-image.tsx';
import type { ImageUrls } from '../../../../lib/book-image.ts';
import { MAIN_IMAGE_SIZES, MAIN_IMAGE_WIDTH } from '../lib/constants.ts';

interface GalleryMainImageProps {
  bookId: number;
  urls: ImageUrls;
  /** 1-based, for the texts. */
  position: number;
  total: number;
  title: string;
  onOpen: () => void;
  buttonRef: Ref<HTMLButtonElement>;
}

/**
 * The selected photo, the book page's largest picture: loaded first, at once, at the width it is drawn.
 * A click, Enter or Space opens the full-screen viewer.
 */
export function GalleryMainImage({ bookId, urls, position, total, title, onOpen, buttonRef }: GalleryMainImageProps) {
  const { t } = useTranslation('book');
  const missing = (
    <Box sx={{ textAlign: 'center', color: 'text.secondary' }}>
      <BrokenImageOutlinedIcon aria-hidden sx={{ fontSize: 56, color: 'secondary.light' }} />
      <Typography>{t('gallery.imageMissing')}</Typography>
    </Box>
  );

  return (
    <ButtonBase
      ref={buttonRef}
      onClick={onOpen}
      aria-label={t('gallery.open', { index: position, total })}
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
      <LotImage
        bookId={bookId}
        urls={urls}
        alt={t('gallery.imageAlt', { title, index: position, total })}
        sizes={MAIN_IMAGE_SIZES}
        width={MAIN_IMAGE_WIDTH}
        height={(MAIN_IMAGE_WIDTH * 5) / 4}
        fallbackSize={MAIN_IMAGE_WIDTH}
        priority
        placeholder={missing}
      />
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
