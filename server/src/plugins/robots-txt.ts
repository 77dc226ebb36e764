import type { FastifyInstance } from 'fastify';
import { siteUrl } from '../lib/site-url.ts';

/**
 * What crawlers may not fetch: the API and the routes behind the web app's guard
 * (web/src/app/router.tsx), which show a crawler nothing but the login
 * redirect. Lot pages (/books/{id}) are guarded in the app too, yet stay open here: the server renders
 * their head (title, description, JSON-LD) for exactly these visitors, and the sitemaps list them.
 * Search results are for subscribers and endless in number. `/subscription` also covers
 * `/subscription-success`, a payment's return page. The public pages (/, /categories, /login, /register,
 * /terms, /contacts, /telegram-guide) and the app's assets (needed to render a page) stay open.
 */
export const DISALLOWED_PATHS = [
  '/api/',
  '/admin',
  '/subscription',
  '/demo-checkout/',
  '/favorites',
  '/notifications',
  '/searchByTitle/',
  '/searchByDescription/',
  '/searchByCategory/',
  '/searchBySeller/',
  '/searchByPriceRange/',
  '/user',
  '/initial-setup',
] as const;

export function robotsTxt(site: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${site}/sitemap.xml`,
    '',
  ].join('\n');
}

/** GET /robots.txt; the sitemap's address is PUBLIC_URL's, or the one the request came to. */
export function registerRobotsTxt(app: FastifyInstance, { publicUrl }: { publicUrl: string | undefined }) {
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(siteUrl(request, publicUrl))),
  );
}
