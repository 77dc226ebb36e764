// The home page as HTML, made at build time (web/scripts/prerender.mjs) for guests' first visit: the page
// is drawn before any JavaScript arrives and the app hydrates it (main.tsx). Runs in Node, without a DOM.
import './lib/zod-config.ts';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { Providers } from './app/providers.tsx';
import { routes } from './app/router.tsx';
import { i18n } from './lib/i18n.ts';

/** The markup of `#root` for `/` as a guest sees it before any answer arrives, and the styles it uses. */
export async function renderHomePage(): Promise<{ html: string; styles: string }> {
  if (!i18n.isInitialized) await new Promise((resolve) => i18n.on('initialized', resolve));
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error(`The home route answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // MUI's own cache key, so the browser's emotion adopts these styles instead of inserting them again.
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <Providers>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </CacheProvider>,
  );
  return { html, styles: constructStyleTagsFromChunks(extractCriticalToChunks(html)) };
}
