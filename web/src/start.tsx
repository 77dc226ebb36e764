// The app's start, loaded by main.tsx. First: it configures zod before any module parses with it.
import './lib/zod-config.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { rememberDrawnFields } from './lib/drawn-fields.ts';
import { DEFAULT_LANGUAGE, storedLanguage } from './lib/i18n.ts';

/** Draws the app into `container`, or takes over the page drawn at build time that it holds. */
export function start(container: HTMLElement) {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );

  // A guest's home page comes drawn (the build's prerendered home.html, in Russian): the app takes it over.
  // In another language the drawing would not match the app's first render, so it is drawn afresh.
  // Both start as a transition: React then works in slices of a few milliseconds and lets the browser paint
  // and answer taps between them, instead of taking the page over (or drawing it) in one long task.
  if (container.firstElementChild !== null && storedLanguage() === DEFAULT_LANGUAGE) {
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
