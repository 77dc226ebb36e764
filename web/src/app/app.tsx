import { useEffect, useState } from 'react';
import { hydrate } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import type { SsrState } from '../lib/ssr-state.ts';
import { createQueryClient, Providers } from './providers.tsx';
import { createAppRouter } from './router.tsx';

interface AppProps {
  /** The page in the document was rendered on the server or at build time: the app hydrates it. */
  hydrating?: boolean;
  /** What the server rendered the page from (its query cache); null for the build's page. */
  ssrState?: SsrState | null;
}

/** The app in the browser: one query cache and one router for the page's life (src/entry-client.tsx). */
export function App({ hydrating = false, ssrState = null }: AppProps) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (ssrState !== null) hydrate(client, ssrState.queries);
    return client;
  });
  const [router] = useState(() => createAppRouter(queryClient, { hydrating }));
  // Effects run once the first render is committed: from here the page answers taps. The browser tests
  // wait for this mark after each navigation (e2e/tests/fixtures.ts) instead of guessing.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
