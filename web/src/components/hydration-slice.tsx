import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-rendered page (the guest's home page, ADR 0036; a page rendered per request, ADR 0057)
 * that React hydrates on its own: each Suspense boundary is hydrated in a render and commit of its own, so hydrating a
 * page over is a row of short tasks, not one long one a tap would wait for. Drawn in the browser, it is
 * nothing but its children.
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
