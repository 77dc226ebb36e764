import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { Providers } from './providers.tsx';
import { createAppRouter } from './router.tsx';

/** `drawn`: the app takes over a page drawn before it came (src/start.tsx). */
export function App({ drawn = false }: { drawn?: boolean }) {
  const [router] = useState(() => createAppRouter({ drawn }));
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
