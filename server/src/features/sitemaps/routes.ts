import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { notFound } from '../../lib/errors.ts';
import { siteUrl } from '../../lib/site-url.ts';
import type { SitemapService } from './service.ts';
import { sitemapIndexXml, urlsetXml } from './sitemap-xml.ts';

export type SitemapRouteOptions = {
  sitemaps: SitemapService;
  /** PUBLIC_URL; unset = the address each request came to. */
  publicUrl: string | undefined;
};

/** Crawlers read them a few times a day; an hour old is new enough, and a lot's page never moves. */
const CACHE_CONTROL = 'public, max-age=3600';
const BOOK_SITEMAP = /^books-([1-9]\d{0,9})\.xml$/;

function sendXml(reply: FastifyReply, body: string | Readable) {
  // Compressed like every text answer (plugins/compression.ts); a stream is compressed as it is written.
  return reply.header('cache-control', CACHE_CONTROL).type('application/xml; charset=utf-8').send(body);
}

/**
 * /sitemap.xml (the index), /sitemaps/pages.xml and /sitemaps/books-{n}.xml, at the site's root where
 * crawlers look for them; robots.txt names the index (plugins/robots-txt.ts). Not part of the API docs.
 */
export const sitemapRoutes: FastifyPluginAsync<SitemapRouteOptions> = async (app, { sitemaps, publicUrl }) => {
  const hidden = { schema: { hide: true } };

  app.get('/sitemap.xml', hidden, async (request, reply) => {
    const site = siteUrl(request, publicUrl);
    const { files, pagesChanged } = await sitemaps.index();
    return sendXml(
      reply,
      sitemapIndexXml([
        { loc: `${site}/sitemaps/pages.xml`, lastmod: pagesChanged },
        ...files.map(({ file, lastmod }) => ({ loc: `${site}/sitemaps/books-${file}.xml`, lastmod })),
      ]),
    );
  });

  app.get<{ Params: { name: string } }>('/sitemaps/:name', hidden, async (request, reply) => {
    const site = siteUrl(request, publicUrl);
    const { name } = request.params;
    if (name === 'pages.xml') {
      const pages = await sitemaps.pages();
      return sendXml(
        reply,
        Readable.from(urlsetXml([pages.map(({ path, lastmod }) => ({ loc: `${site}${path}`, lastmod }))]), {
          objectMode: false,
        }),
      );
    }
    const file = BOOK_SITEMAP.exec(name)?.[1];
    const batches = file === undefined ? undefined : await sitemaps.bookPages(Number(file));
    if (!batches) throw notFound();
    const entries = async function* () {
      for await (const batch of batches) yield batch.map(({ id }) => ({ loc: `${site}/books/${id}` }));
    };
    return sendXml(reply, Readable.from(urlsetXml(entries()), { objectMode: false }));
  });
};
