import type { ImageSize } from '../../../../lib/book-image.ts';

/** The image list's spinner gives up after this long. */
export const IMAGE_LIST_TIMEOUT_MS = 5000;

/** The zoom viewer's figures, in the Zoom plugin's own option names. */
export const ZOOM_SETTINGS = {
  maxZoomPixelRatio: 3,
  zoomInMultiplier: 1.2,
  doubleTapDelay: 300,
  doubleClickDelay: 300,
  keyboardMoveDistance: 50,
} as const;

/** Widths the image endpoint serves (contracts' THUMBNAIL_SIZES): thumbnails and the main picture. */
export const THUMBNAIL_WIDTH: ImageSize = 160;
export const MAIN_IMAGE_WIDTH: ImageSize = 640;

/**
 * How wide the main picture is drawn (book-layout.tsx): 5/11 of the lg container (1200 px less padding and
 * gap) on wide screens, 5/11 of the window from md (900 px), the whole width below.
 */
export const MAIN_IMAGE_SIZES = '(min-width: 1200px) 510px, (min-width: 900px) 42vw, 100vw';
