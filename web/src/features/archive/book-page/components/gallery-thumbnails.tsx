import { useRef, type KeyboardEvent } from 'react';
import { Box, ButtonBase, CircularProgress } from '@mui/material';
import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined';
import { useTranslation } from 'react-i18next';
import { bookImageUrl, useBookImage } from '../../../../lib/book-image.ts';
import { useObjectUrl } from '../../../../lib/object-urls.ts';
import { THUMBNAIL_WIDTH } from '../lib/constants.ts';

interface ThumbnailProps {
  bookId: number;
  name: string;
  position: number;
  total: number;
  selected: boolean;
  onSelect: () => void;
  buttonRef: (element: HTMLButtonElement | null) => void;
}

function Thumbnail({ bookId, name, position, total, selected, onSelect, buttonRef }: ThumbnailProps) {
  const { t } = useTranslation('book');
  const query = useBookImage(bookImageUrl(bookId, name, THUMBNAIL_WIDTH));
  const url = useObjectUrl(query.data);

  let content;
  if (url !== undefined) {
    content = (
      <Box
        component="img"
        src={url}
        alt=""
        sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
    );
  } else if (query.isError) {
    content = <BrokenImageOutlinedIcon aria-hidden sx={{ color: 'secondary.light' }} />;
  } else {
    content = <CircularProgress aria-hidden size={20} />;
  }

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
        width: 64,
        height: 80,
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
  names: readonly string[];
  selected: number;
  onSelect: (index: number) => void;
}

const STEP_KEYS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * One choice among the photos (a radio group): Tab reaches the selected one, the arrow keys, Home and
 * End move the selection, and the main picture follows.
 */
export function GalleryThumbnails({ bookId, names, selected, onSelect }: GalleryThumbnailsProps) {
  const { t } = useTranslation('book');
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const total = names.length;

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
      {names.map((name, index) => (
        <Thumbnail
          key={name}
          bookId={bookId}
          name={name}
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
