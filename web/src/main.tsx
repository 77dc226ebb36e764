// The entry: as small as it can be, so that a page drawn at build time (the guest's home page, ADR 0036)
// is painted before the app's code is even asked for. The code then comes and runs in its own tasks.
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

/**
 * A search sent from the drawn page before the app has it would reload the page and be lost: held and its
 * form marked (data-drawn-submit), for the app to send once it has taken the page over (lib/drawn-fields.ts).
 */
function holdSubmit(event: Event) {
  if (!(event.target instanceof HTMLFormElement)) return;
  event.preventDefault();
  event.target.dataset.drawnSubmit = 'true';
}

/** Enter in a drawn field: the drawing's search button is disabled (its field was empty), so no submit comes. */
function holdEnter(event: KeyboardEvent) {
  if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement) || event.target.form === null) return;
  event.preventDefault();
  event.target.form.dataset.drawnSubmit = 'true';
}

/** What a tap on a drawn control did before the app had the page: nothing. The control is clicked again after. */
let heldClick: HTMLElement | null = null;

/**
 * A link the browser follows itself: to another site or window, within the page ("Перейти к содержанию"),
 * a download, or with a modifier key held.
 */
function isLeftToBrowser(link: HTMLAnchorElement, event: MouseEvent): boolean {
  const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
  const elsewhere = link.origin !== window.location.origin || (link.target !== '' && link.target !== '_self');
  const withinPage = (link.getAttribute('href') ?? '').startsWith('#');
  return modified || elsewhere || withinPage || link.hasAttribute('download');
}

/**
 * A tap on a drawn button (a favourite's heart, a photo, a page of results) or link before the app has the
 * page would be lost: held, and given to the app once it has taken the page over. A link is held too: the
 * browser's own navigation could be cut short by the app starting meanwhile, and the app follows it without
 * loading the page again. Links the browser follows itself are left to it, and so are fields and boxes,
 * whose drawn state the app carries over (lib/drawn-fields.ts).
 */
function holdClick(event: MouseEvent) {
  if (!(event.target instanceof Element)) return;
  const link = event.target.closest('a[href]');
  if (link instanceof HTMLAnchorElement) {
    if (isLeftToBrowser(link, event)) return;
    event.preventDefault();
    heldClick = link;
    return;
  }
  const control = event.target.closest('button, [role="button"]');
  if (!(control instanceof HTMLElement)) return;
  event.preventDefault();
  heldClick = control;
}

/** How long a held tap waits for the part of the page it was made on to be taken over. */
const HELD_CLICK_WAIT_MS = 10_000;

/**
 * Whether React has taken this drawn element over: it keeps the element's props on it from then on. A part
 * whose code or texts are still on their way is taken over later than the rest, and a click React is given
 * before that is lost.
 */
function isTakenOver(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

/** Clicks the held control once React has it (or at the deadline, whatever comes); not if it is gone. */
function giveHeldClick(control: HTMLElement, deadline: number) {
  if (!control.isConnected) return;
  if (isTakenOver(control) || performance.now() > deadline) {
    control.click();
    return;
  }
  requestAnimationFrame(() => giveHeldClick(control, deadline));
}

const drawn = container.firstElementChild !== null;
if (drawn) {
  container.addEventListener('submit', holdSubmit, true);
  container.addEventListener('keydown', holdEnter, true);
  container.addEventListener('click', holdClick, true);
}

// An empty page has nothing to paint first: its code is asked for at once.
const ready = drawn ? afterFirstPaint() : Promise.resolve();
void ready
  .then(() => import('./start.tsx'))
  .then(({ start }) => start(container))
  .then(() => {
    // From here React has the page: an event on a part not yet taken over makes React take it over first.
    container.removeEventListener('submit', holdSubmit, true);
    container.removeEventListener('keydown', holdEnter, true);
    container.removeEventListener('click', holdClick, true);
    if (heldClick !== null) giveHeldClick(heldClick, performance.now() + HELD_CLICK_WAIT_MS);
  });
