import { useRef, type KeyboardEvent } from 'react';
import { Box, ButtonBase } from '@mui/material';
import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined';
import { useTranslation } from 'react-i18next';
import { LotImage } from '../../../../components/lot-image.tsx';
import type { ImageUrls } from '../../../../lib/book-image.ts';
import { THUMBNAIL_WIDTH } from '../lib/constants.ts';

interface ThumbnailProps {
  bookId: number;
  urls: ImageUrls;
  position: number;
  total: number;
  selected: boolean;
  onSelect: () => void;
  buttonRef: (element: HTMLButtonElement | null) => void;
}

/** A thumbnail's box in CSS pixels. */
const THUMBNAIL_BOX = { width: 64, height: 80 };

function Thumbnail({ bookId, urls, position, total, selected, onSelect, buttonRef }: ThumbnailProps) {
  const { t } = useTranslation('book');
  const content = (
    <LotImage
      bookId={bookId}
      urls={urls}
      alt=""
      sizes={`${THUMBNAIL_BOX.width}px`}
      {...THUMBNAIL_BOX}
      fallbackSize={THUMBNAIL_WIDTH}
      fit="cover"
      placeholder={<BrokenImageOutlinedIcon aria-hidden sx={{ color: 'secondary.light' }} />}
    />
  );

  return (
    <ButtonBase
      ref={buttonRef}
      role="radio"
      aria-checked={selected}
      aria-label={t('gallery.thumbnail', { index: position, total })}
      tabIndex={selected ? 0 : -1}
      onClick={onSelect}
      sx={{
        flex: '0 0 auto',
        ...THUMBNAIL_BOX,
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: '#efe6d4',
        border: 2,
        borderColor: selected ? 'primary.main' : 'transparent',
        boxShadow: selected ? '0 0 0 1px #fffcf5 inset' : 'none',
        opacity: selected ? 1 : 0.75,
        transition: 'opacity 150ms, border-color 150ms',
        '&:hover': { opacity: 1 },
      }}
    >
      {content}
    </ButtonBase>
  );
}

interface GalleryThumbnailsProps {
  bookId: number;
  images: readonly ImageUrls[];
  selected: number;
  onSelect: (index: number) => void;
}

const STEP_KEYS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * One choice among the photos (a radio group): Tab reaches the selected one, the arrow keys, Home and
 * End move the selection, and the main picture follows.
 */
export function GalleryThumbnails({ bookId, images, selected, onSelect }: GalleryThumbnailsProps) {
  const { t } = useTranslation('book');
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const total = images.length;

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    let next: number | null = null;
    const step = STEP_KEYS[event.key];
    if (step !== undefined) next = (selected + step + total) % total;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = total - 1;
    if (next === null) return;
    event.preventDefault();
    onSelect(next);
    buttons.current[next]?.focus();
  }

  return (
    <Box
      role="radiogroup"
      aria-label={t('gallery.thumbnails')}
      onKeyDown={handleKeyDown}
      sx={{ display: 'flex', gap: 1, overflowX: 'auto', p: 0.5, m: -0.5 }}
    >
      {images.map((urls, index) => (
        <Thumbnail
          key={urls.name}
          bookId={bookId}
          urls={urls}
          position={index + 1}
          total={total}
          selected={index === selected}
          onSelect={() => onSelect(index)}
          buttonRef={(element) => {
            buttons.current[index] = element;
          }}
        />
      ))}
    </Box>
  );
}
