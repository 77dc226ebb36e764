import { useCallback, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { HELD_SEARCH_META } from '@raritet/contracts/archive';

/**
 * A search page reached from another site (a link on a forum, in a mail) arrives marked by the server
 * (HELD_SEARCH_META, ADR 0046): its search is not asked for until the visitor says so, so a link elsewhere
 * never spends a subscriber's monthly requests. Only that first address is held; any page the visitor
 * goes to in the app searches as usual.
 */
let heldAddress: string | null | undefined;
const listeners = new Set<() => void>();

function address(location: { pathname: string; search: string }): string {
  return location.pathname + location.search;
}

/** The address the page arrived held at, read once (the marker is removed); null when none is held. */
function readHeldAddress(): string | null {
  if (heldAddress !== undefined) return heldAddress;
  heldAddress = null;
  if (typeof document === 'undefined') return heldAddress;
  const marker = document.querySelector(`meta[name="${HELD_SEARCH_META}"]`);
  if (marker === null) return heldAddress;
  marker.remove();
  heldAddress = address(window.location);
  return heldAddress;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the search at `url` waits for the visitor: for the route loaders, which run outside React. */
export function isSearchHeld(url: URL): boolean {
  const held = readHeldAddress();
  return held !== null && held === address(url);
}

/** Lets the held search run (the visitor asked for the results). */
export function releaseHeldSearch(): void {
  heldAddress = null;
  listeners.forEach((listener) => listener());
}

/** Whether this page's search waits for the visitor (see above). */
export function useSearchHeld(): { held: boolean; release: () => void } {
  const location = useLocation();
  const held = useSyncExternalStore(subscribe, readHeldAddress, () => null);
  const release = useCallback(() => releaseHeldSearch(), []);
  return { held: held !== null && held === address(location), release };
}
