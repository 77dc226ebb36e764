import type { DehydratedState } from '@tanstack/react-query';

/**
 * A page drawn on the server per request (src/server-render.tsx, ADR 0038) carries what it was drawn from
 * in this element: the answers, so the app's first render finds them in its cache, and the texts of the
 * namespaces the first load does not bundle, so it needs no round trip for them. The app then draws the
 * same page and takes the drawing over.
 */
export const DRAWN_STATE_ID = 'raritet-drawn-state';

export interface DrawnState {
  queries: DehydratedState;
  /** Namespace → its texts, in the drawing's language. */
  texts: Record<string, Record<string, unknown>>;
}

/** The element, its JSON safe inside HTML: no `<` can close the script element early. */
export function drawnStateScript(state: DrawnState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script id="${DRAWN_STATE_ID}" type="application/json">${json}</script>`;
}

let read: DrawnState | null | undefined;

/** The page's drawn state, read once (the element is removed); null on a page drawn in the browser. */
export function drawnState(): DrawnState | null {
  if (read !== undefined) return read;
  read = null;
  if (typeof document === 'undefined') return read;
  const element = document.getElementById(DRAWN_STATE_ID);
  if (element === null) return read;
  element.remove();
  try {
    read = JSON.parse(element.textContent ?? '') as DrawnState;
  } catch {
    // A damaged element: the app asks for what it needs itself.
  }
  return read;
}
