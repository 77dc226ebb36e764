import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Lightbox, { type Slide } from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/captions.css';
import { bookImageUrl, useBookImageBlobs, type ImageSize } from '../../../../lib/book-image.ts';
import { useObjectUrls } from '../../../../lib/object-urls.ts';
import { MAIN_IMAGE_WIDTH, THUMBNAIL_WIDTH, ZOOM_SETTINGS } from '../lib/constants.ts';

interface BookImageViewerProps {
  bookId: number;
  names: readonly string[];
  title: string;
  open: boolean;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** After the closing animation: the gallery puts the focus back on the photo. */
  onExited: () => void;
}

const plugins = [Captions, Zoom];

/**
 * The full-screen zoom viewer with the spec's figures (§9). Slides show the original pictures, which
 * are what the zoom limit is measured against; until one arrives the picture already on screen stands in.
 */
export function BookImageViewer(props: BookImageViewerProps) {
  const { bookId, names, title, open, index, onIndexChange, onClose, onExited } = props;
  const { t } = useTranslation('book');
  const total = names.length;

  const urlsOf = (size?: ImageSize) => names.map((name) => bookImageUrl(bookId, name, size));
  const originals = useBookImageBlobs(urlsOf(), true);
  // Only what is cached already: these are stand-ins, not worth a request of their own.
  const mains = useBookImageBlobs(urlsOf(MAIN_IMAGE_WIDTH), false);
  const thumbnails = useBookImageBlobs(urlsOf(THUMBNAIL_WIDTH), false);
  const urls = useObjectUrls([...originals, ...mains, ...thumbnails]);

  const slides: Slide[] = names.map((_, slideIndex) => ({
    src: urls[slideIndex] ?? urls[total + slideIndex] ?? urls[2 * total + slideIndex] ?? '',
    alt: t('gallery.imageAlt', { title, index: slideIndex + 1, total }),
    title: t('gallery.caption', { index: slideIndex + 1, total }),
  }));

  const labels = useMemo(
    () => ({
      Lightbox: t('viewer.label'),
      Carousel: t('viewer.carousel'),
      'Photo gallery': t('viewer.label'),
      Slide: t('viewer.slide'),
      '{index} of {total}': t('viewer.slideLabel'),
      Previous: t('viewer.previous'),
      Next: t('viewer.next'),
      Close: t('viewer.close'),
      'Zoom in': t('viewer.zoomIn'),
      'Zoom out': t('viewer.zoomOut'),
    }),
    [t],
  );

  const single = total <= 1;
  return (
    <Lightbox
      open={open}
      close={onClose}
      index={index}
      slides={slides}
      plugins={plugins}
      labels={labels}
      zoom={{ ...ZOOM_SETTINGS, scrollToZoom: true }}
      captions={{ showToggle: false }}
      carousel={{ finite: single }}
      controller={{ closeOnBackdropClick: true }}
      render={single ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
      on={{ view: ({ index: viewed }) => onIndexChange(viewed), exited: onExited }}
      styles={{ container: { backgroundColor: 'rgba(24, 17, 12, 0.96)' } }}
    />
  );
}
