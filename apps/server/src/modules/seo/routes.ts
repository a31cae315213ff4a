import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findProduct } from '../catalog/service.js';
import { preloadTags, productHeadTags, withHead } from './product-page.js';
import { routeChunks, type BuildManifest } from './route-chunks.js';
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

  // The storefront's busiest pages get the app's HTML with hints in <head>: the route's script
  // chunks, its largest image and first API answers (preloaded), and for product pages the
  // title, description, canonical URL, Open Graph tags, JSON-LD and the product itself, with a
  // real 404 for a product that does not exist. Every other path keeps the plain SPA fallback.
  const { config } = app.services;
  const indexPath = join(config.WEB_DIST_DIR ?? defaultWebDist, 'index.html');
  if (config.SERVE_WEB && existsSync(indexPath)) {
    const indexHtml = readFileSync(indexPath, 'utf8');
    const manifestPath = join(dirname(indexPath), '.vite', 'manifest.json');
    const manifest: BuildManifest = existsSync(manifestPath)
      ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as BuildManifest)
      : {};
    // The route's own chunks download alongside the entry instead of after it has run.
    const modules = (routeModule: string) => routeChunks(manifest, routeModule);
    const sendPage = (reply: FastifyReply, html: string, status = 200) =>
      reply.status(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);

    // Home: the hero's first picture is the largest paint.
    const heroImage = '/hero/latest-gadgets.svg';
    const homeHtml = withHead(
      indexHtml,
      preloadTags({
        image: existsSync(join(dirname(indexPath), heroImage)) ? heroImage : undefined,
        modules: modules('src/routes/home.tsx'),
      }),
    );
    app.get('/', { schema: { hide: true } }, (_request, reply) => sendPage(reply, homeHtml));

    // Product list: the categories and, unfiltered, the first page (as the app asks for them).
    const listHtml = withHead(
      indexHtml,
      preloadTags({
        modules: modules('src/routes/products.tsx'),
        fetches: ['/api/v1/categories/', '/api/v1/products/?min_price=0&max_price=20000&page=1'],
      }),
    );
    const filteredListHtml = withHead(
      indexHtml,
      preloadTags({ modules: modules('src/routes/products.tsx'), fetches: ['/api/v1/categories/'] }),
    );
    const productModules = preloadTags({ modules: modules('src/routes/product-detail.tsx') });
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
          head = `${productHeadTags(product, config.PUBLIC_URL)}\n    ${productModules}`;
          catalogCache.set(key, head);
        }
      }
      return head ? sendPage(reply, withHead(indexHtml, head)) : sendPage(reply, indexHtml, 404);
    });
  }
};

export default seoRoutes;
