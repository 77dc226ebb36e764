// The entry: as small as it can be, so that a page drawn at build time (the guest's home page, ADR 0036)
// is painted before the app's code is even asked for. The code then comes and runs in its own tasks.
const container = document.getElementById('root');
if (container === null) throw new Error('The #root element is missing from index.html');

/** Resolves after the browser has painted the next frame. */
const afterNextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

// An empty page has nothing to paint first: its code is asked for at once.
const ready = container.firstElementChild === null ? Promise.resolve() : afterNextPaint();
void ready.then(() => import('./start.tsx')).then(({ start }) => start(container));
