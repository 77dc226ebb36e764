import type { DehydratedState } from '@tanstack/react-query';

/**
 * A page rendered on the server (src/entry-server.tsx, ADR 0057) carries its state in this element: the
 * dehydrated query cache its loaders filled, which the browser hydrates before its first render, and the
 * texts of the namespaces the first load does not bundle, so hydration needs no round trip for them.
 * JSON, not a script: the page's content security policy runs no inline script.
 */
export const SSR_STATE_ID = 'raritet-ssr-state';

export interface SsrState {
  queries: DehydratedState;
  /** Namespace → its texts, in the page's language. */
  texts: Record<string, Record<string, unknown>>;
}

/** The element, its JSON safe inside HTML: no `<` can close the script element early. */
export function ssrStateScript(state: SsrState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script id="${SSR_STATE_ID}" type="application/json">${json}</script>`;
}

/** The page's server state, read from the document (and the element removed); null on any other page. */
export function readSsrState(): SsrState | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(SSR_STATE_ID);
  if (element === null) return null;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as SsrState;
  } catch {
    // A damaged element: the app asks for what it needs itself.
    return null;
  }
}
