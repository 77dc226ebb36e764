import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

/**
 * A page drawn on the server per request (src/server-render.tsx, ADR 0038) carries the answers it was
 * drawn from in this element, so the app's first render finds them in its cache and draws the same page.
 */
export const DRAWN_QUERIES_ID = 'raritet-queries';

/** The element's JSON, safe inside HTML: no `<` can close the script element early. */
export function drawnQueriesScript(state: DehydratedState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script id="${DRAWN_QUERIES_ID}" type="application/json">${json}</script>`;
}

/** Puts the page's drawn answers into the app's cache (once: the element is removed). */
export function hydrateDrawnQueries(queryClient: QueryClient): void {
  if (typeof document === 'undefined') return;
  const element = document.getElementById(DRAWN_QUERIES_ID);
  if (element === null) return;
  element.remove();
  try {
    hydrate(queryClient, JSON.parse(element.textContent ?? '') as DehydratedState);
  } catch {
    // A damaged element: the app asks for the answers itself.
  }
}
