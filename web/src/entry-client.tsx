// The app's client entry, loaded by main.tsx. First: it configures zod before any module parses with it.
import './lib/zod-config.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadPage } from './app/router.tsx';
import {
  changeLanguage,
  DEFAULT_LANGUAGE,
  i18n,
  isLanguage,
  LANGUAGE_FIELD,
  storedLanguage,
  type Language,
} from './lib/i18n.ts';
import { readSsrState } from './lib/ssr-state.ts';

/**
 * The language the visitor picked in the rendered page's select before this code ran: the select's value
 * when it differs from the one the page was rendered with (the option marked `selected` in the HTML).
 */
function languageChosenOnThePage(container: HTMLElement): Language | null {
  const select = container.querySelector<HTMLSelectElement>(`select[name="${LANGUAGE_FIELD}"]`);
  if (select === null) return null;
  const rendered = [...select.options].find((option) => option.defaultSelected)?.value;
  return isLanguage(select.value) && select.value !== rendered ? select.value : null;
}

/**
 * Hydrates the page rendered on the server or at build time that `container` holds (ADR 0057), or renders
 * the app into it when it is empty. A page rendered in another language than the device's is rendered
 * afresh: its first render would not match. That includes a language chosen in the page's own select
 * before this code ran: the choice is applied first.
 */
export async function start(container: HTMLElement): Promise<void> {
  const chosen = languageChosenOnThePage(container);
  if (chosen !== null) changeLanguage(chosen);
  // The chosen language itself, not read back from storage: a browser may refuse to store it.
  const language = chosen ?? storedLanguage();
  const hydrating = container.firstElementChild !== null && language === DEFAULT_LANGUAGE;
  const ssrState = hydrating ? readSsrState() : null;

  // The texts the server's render read that the first load does not bundle.
  for (const [namespace, texts] of Object.entries(ssrState?.texts ?? {})) {
    i18n.addResourceBundle(DEFAULT_LANGUAGE, namespace, texts, true, true);
  }

  const app = (
    <StrictMode>
      <App hydrating={hydrating} ssrState={ssrState} />
    </StrictMode>
  );
  // A transition: React works in slices of a few milliseconds and lets the browser paint and answer taps
  // between them, instead of hydrating (or rendering) the page in one long task.
  if (hydrating) {
    // The page's own code first (its lazy components), so React hydrates the whole page in one pass. A
    // chunk that fails to load is met again by the render, which shows its error.
    await preloadPage(window.location.pathname).catch(() => undefined);
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // The page rendered in the other language stays on screen until React's first commit replaces it
    // (React clears a root's container as it commits into it): emptying it here showed a blank page
    // while the English texts and the page's code were still loading.
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
}
