import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { renderRobots, renderSitemap, sitemapEntries } from './service.js';

/** /sitemap.xml and /robots.txt at the site root, with absolute URLs from config.PUBLIC_URL. */
const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/sitemap.xml', { schema: { tags: ['seo'], summary: 'Sitemap of every public page' } }, async (_, reply) => {
    const { catalogCache, config, database } = app.services;
    // Cached with the catalogue, so a product change (which invalidates it) shows up at once.
    const key = `seo:sitemap:${config.PUBLIC_URL}`;
    let body = catalogCache.get(key);
    if (body === undefined) {
      body = renderSitemap(config.PUBLIC_URL, await sitemapEntries(database.db));
      catalogCache.set(key, body);
    }
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
  });

  app.get('/robots.txt', { schema: { tags: ['seo'], summary: 'Crawler rules, pointing at the sitemap' } }, (_, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(renderRobots(app.services.config.PUBLIC_URL)),
  );
};

export default seoRoutes;
