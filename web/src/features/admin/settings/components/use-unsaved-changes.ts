import { useEffect } from 'react';
import { useBlocker, type Blocker, type Location } from 'react-router-dom';
import { SECTION_PARAM } from '../../panel/section-keys.ts';

/** Leaving the section: another page, or another section of the panel (`?section=`). */
function leavesSection(current: Location, next: Location): boolean {
  if (current.pathname !== next.pathname) return true;
  return new URLSearchParams(current.search).get(SECTION_PARAM) !== new URLSearchParams(next.search).get(SECTION_PARAM);
}

/**
 * While the form holds unsaved edits, leaving the section inside the app waits for a confirmation (the
 * returned blocker drives the dialog), and closing or reloading the tab gets the browser's own prompt.
 */
export function useUnsavedChangesGuard(dirty: boolean): Blocker {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && leavesSection(currentLocation, nextLocation),
  );

  useEffect(() => {
    if (!dirty) return undefined;
    function handleBeforeUnload(event: BeforeUnloadEvent) {
      event.preventDefault();
      // Older browsers show their prompt only when a return value is set.
      event.returnValue = '';
    }
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [dirty]);

  return blocker;
}
