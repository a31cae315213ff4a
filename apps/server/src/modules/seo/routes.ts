import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findProduct } from '../catalog/service.js';
import { preloadTags, productHeadTags, withHead } from './product-page.js';
import { renderRobots, renderSitemap, sitemapEntries } from './service.js';

const defaultWebDist = fileURLToPath(new URL('../../../../web/dist', import.meta.url));

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

  // Product pages: the SPA's HTML with the product's title, description, canonical URL, Open
  // Graph tags and JSON-LD already in <head>, and a real 404 for a product that does not exist.
  const { config } = app.services;
  const indexPath = join(config.WEB_DIST_DIR ?? defaultWebDist, 'index.html');
  if (config.SERVE_WEB && existsSync(indexPath)) {
    const indexHtml = readFileSync(indexPath, 'utf8');
    const sendPage = (reply: FastifyReply, html: string, status = 200) =>
      reply.status(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);

    // Home: the hero's first picture is the largest paint.
    const heroImage = '/hero/latest-gadgets.svg';
    const homeHtml = existsSync(join(dirname(indexPath), heroImage))
      ? withHead(indexHtml, preloadTags({ image: heroImage }))
      : indexHtml;
    app.get('/', { schema: { hide: true } }, (_request, reply) => sendPage(reply, homeHtml));

    // Product list: the categories and, unfiltered, the first page (as the app asks for them).
    const listHtml = withHead(
      indexHtml,
      preloadTags({ fetches: ['/api/v1/categories/', '/api/v1/products/?min_price=0&max_price=20000&page=1'] }),
    );
    const filteredListHtml = withHead(indexHtml, preloadTags({ fetches: ['/api/v1/categories/'] }));
    app.get('/products', { schema: { hide: true } }, (request, reply) =>
      sendPage(reply, request.url.includes('?') ? filteredListHtml : listHtml),
    );

    app.get('/products/:slug', { schema: { hide: true } }, async (request, reply) => {
      const { catalogCache, database } = app.services;
      const { slug } = request.params as { slug: string };
      const key = `seo:product-page:${slug}`;
      let head = catalogCache.get(key);
      if (head === undefined && slug.length <= 200) {
        const product = await findProduct(database.db, slug);
        // Only real products are cached: made-up slugs must not fill the cache.
        if (product) {
          head = productHeadTags(product, config.PUBLIC_URL);
          catalogCache.set(key, head);
        }
      }
      return head ? sendPage(reply, withHead(indexHtml, head)) : sendPage(reply, indexHtml, 404);
    });
  }
};

export default seoRoutes;
