// The entry: as small as it can be, so that a page rendered on the server or at build time (the guest's
// home page, ADR 0036) is painted before the app's code is even asked for. The client entry then comes,
// and hydrates the page (src/entry-client.tsx, ADR 0057).
const container = document.getElementById('root');
if (container === null) throw new Error('The #root element is missing from index.html');

/** How long to wait for the browser to report its first paint before going ahead anyway. */
const PAINT_WAIT_MS = 300;

/**
 * Resolves once the browser reports the page's first contentful paint (its paint timing, which can come
 * a frame or more after the frame itself), or after PAINT_WAIT_MS: a browser without paint timing, or a
 * tab opened in the background, which paints nothing until shown, still gets its app.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, PAINT_WAIT_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    try {
      new PerformanceObserver((entries, observer) => {
        if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        done();
      }).observe({ type: 'paint', buffered: true });
    } catch {
      // No paint timing here: the timer decides.
    }
  });
}

// An empty page has nothing to paint first: its code is asked for at once. Until the page is hydrated its
// links and search forms work as plain HTML (the forms are GET forms the server answers).
const rendered = container.firstElementChild !== null;
const ready = rendered ? afterFirstPaint() : Promise.resolve();
void ready.then(() => import('./entry-client.tsx')).then(({ start }) => start(container));
