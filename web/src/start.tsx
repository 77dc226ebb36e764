// The app's start, loaded by main.tsx. First: it configures zod before any module parses with it.
import './lib/zod-config.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadPage } from './app/router.tsx';
import { rememberDrawnFields } from './lib/drawn-fields.ts';
import { drawnState } from './lib/drawn-state.ts';
import { DEFAULT_LANGUAGE, i18n, storedLanguage } from './lib/i18n.ts';

/**
 * Draws the app into `container`, or takes over the page drawn at build time or by the server that it
 * holds. Resolves once React has the page: from then on it answers the page's events itself.
 */
export async function start(container: HTMLElement): Promise<void> {
  const drawn = container.firstElementChild !== null && storedLanguage() === DEFAULT_LANGUAGE;
  const app = (
    <StrictMode>
      <App drawn={drawn} />
    </StrictMode>
  );

  // The texts a page drawn by the server read, which the first load does not bundle (ADR 0038).
  for (const [namespace, texts] of Object.entries(drawnState()?.texts ?? {})) {
    i18n.addResourceBundle(DEFAULT_LANGUAGE, namespace, texts, true, true);
  }

  // A guest's home page comes drawn (the build's prerendered home.html, in Russian), and so do a logged-in
  // visitor's archive pages (drawn by the server per request): the app takes the drawing over. In another
  // language the drawing would not match the app's first render, so it is drawn afresh.
  // Both start as a transition: React then works in slices of a few milliseconds and lets the browser paint
  // and answer taps between them, instead of taking the page over (or drawing it) in one long task.
  if (drawn) {
    // The page's own code first, so React takes the whole page over in one pass (ADR 0038). A chunk that
    // fails to load is met again by the render, which shows its error.
    await preloadPage(window.location.pathname).catch(() => undefined);
    rememberDrawnFields(container);
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    container.replaceChildren();
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
}
