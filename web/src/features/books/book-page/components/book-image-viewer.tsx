import { useCallback, useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Lightbox, { type Slide, type ZoomRef } from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/captions.css';
import { thumbnailUrl, useRenewedImageUrls, type ImageUrls } from '../../../../lib/book-image.ts';
import { MAIN_IMAGE_WIDTH, ZOOM_SETTINGS } from '../lib/constants.ts';

interface BookImageViewerProps {
  bookId: number;
  images: readonly ImageUrls[];
  title: string;
  open: boolean;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** After the closing animation: the gallery puts the focus back on the photo. */
  onExited: () => void;
}

const plugins = [Captions, Zoom];

/** Zoom levels closer than this are the same (the plugin rounds to 5 digits and snaps near its limits). */
const ZOOM_TOLERANCE = 0.01;

/**
 * Keeps the reader's zoom when the slide on screen swaps its picture (the stand-in for the original):
 * the Zoom plugin starts again from 1 whenever a slide's `src` changes. The returned callback goes to
 * the plugin's `ref`, which React calls with a fresh ZoomRef whenever the zoom or its limit changes.
 * After a swap the zoom is set back once the new picture has loaded (the plugin knows its limit then).
 * Moving to another photo or closing the viewer forgets it.
 */
function useKeptZoom(open: boolean, index: number, src: string): (zoom: ZoomRef | null) => void {
  const wanted = useRef(1);
  const restoring = useRef(false);
  const shown = useRef({ open, index, src });

  // Runs after the plugin's own layout effect (children first), before its reset to 1 is rendered.
  useLayoutEffect(() => {
    const previous = shown.current;
    shown.current = { open, index, src };
    if (previous.open !== open || previous.index !== index) {
      wanted.current = 1;
      restoring.current = false;
    } else if (previous.src !== src && wanted.current > 1 + ZOOM_TOLERANCE) {
      restoring.current = true;
    }
  }, [open, index, src]);

  return useCallback((zoom: ZoomRef | null) => {
    if (zoom === null || zoom.disabled) return;
    if (!restoring.current) {
      wanted.current = zoom.zoom;
      return;
    }
    // Right after the swap the new picture has not loaded yet, and the plugin allows no zoom until it has.
    if (zoom.maxZoom <= 1 + ZOOM_TOLERANCE) return;
    restoring.current = false;
    const target = Math.min(wanted.current, zoom.maxZoom);
    if (Math.abs(target - zoom.zoom) > ZOOM_TOLERANCE) zoom.changeZoom(target, true);
  }, []);
}

/**
 * Loads these pictures in the background and answers which have arrived (the browser's cache then has
 * them for the viewer). A failure may be an expired signed address: `onError` asks for fresh ones.
 */
function usePreloaded(urls: readonly string[], onError: () => void): ReadonlySet<string> {
  const [loaded, setLoaded] = useState<ReadonlySet<string>>(() => new Set());
  const handleError = useEffectEvent(onError);
  const key = urls.join('\n');
  useEffect(() => {
    const images = key.split('\n').map((url) => {
      const image = new Image();
      image.onload = () => setLoaded((previous) => new Set(previous).add(url));
      image.onerror = () => handleError();
      image.src = url;
      return image;
    });
    return () => {
      for (const image of images) {
        image.onload = null;
        image.onerror = null;
      }
    };
  }, [key]);
  return loaded;
}

/**
 * The full-screen zoom viewer with the spec's figures. Slides show the original pictures, which
 * are what the zoom limit is measured against; until one arrives, the gallery's main picture (640 px,
 * usually in the browser's cache already) stands in.
 */
export function BookImageViewer(props: BookImageViewerProps) {
  const { bookId, images, title, open, index, onIndexChange, onClose, onExited } = props;
  const { t } = useTranslation('book');
  const total = images.length;

  const renewal = useRenewedImageUrls(bookId);
  const loaded = usePreloaded(
    images.map((urls) => urls.original),
    () => {
      if (images.some((urls) => urls.expires !== null)) renewal.renew();
    },
  );
  const sources = images.map((urls) =>
    loaded.has(urls.original) ? urls.original : thumbnailUrl(urls, MAIN_IMAGE_WIDTH),
  );
  const slides: Slide[] = sources.map((src, slideIndex) => ({
    src,
    alt: t('gallery.imageAlt', { title, index: slideIndex + 1, total }),
    title: t('gallery.caption', { index: slideIndex + 1, total }),
  }));

  const zoomRef = useKeptZoom(open, index, sources[index] ?? '');

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
      zoom={{ ...ZOOM_SETTINGS, scrollToZoom: true, ref: zoomRef }}
      captions={{ showToggle: false }}
      carousel={{ finite: single }}
      controller={{ closeOnBackdropClick: true }}
      render={single ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
      on={{ view: ({ index: viewed }) => onIndexChange(viewed), exited: onExited }}
      styles={{ container: { backgroundColor: 'rgba(24, 17, 12, 0.96)' } }}
    />
  );
}
