import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  COLOUR_PARAM,
  colourSlug,
  COMPARE_PAGE_PARAM,
  COMPARE_PAGE_PATH,
  BUILTIN_BLOG_POST_IDS,
  comparePagePath,
  compareQuerySchema,
  compareSlugsOf,
  productColourPath,
  robotsTxtSchema,
  sitemapXmlSchema,
  STAFF_PAGE_SLUGS,
  type Locale,
} from '@pasal/contract';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cookiesSecure } from '../../config.js';
import { compareProducts, findProductWithStatus, type CompareOutcome } from '../catalog/index.js';
import { currentShopLook, currentShopSettings, shownBlog } from '../settings/index.js';
import {
  imagePreloadsFirst,
  inlineStylesheets,
  inProcessTransport,
  loadFirstScreenRenderer,
  RENDERER_PATH,
  scriptsAfterFirstScreen,
  withFirstScreen,
} from './first-screen.js';
import { brandHtml } from './page-brand.js';
import { compareHeadTags } from './compare-page.js';
import { compressPage, PageCache, sendPage } from './page-cache.js';
import { localeAssets, localizeHtml, pageLocale, rememberLocale, withoutLocaleParam } from './page-locale.js';
import { preloadTags, productHeadTags, withHead } from './product-page.js';
import { routeChunks, type BuildManifest } from './route-chunks.js';
import { renderRobots, renderSitemap, sitemapEntries } from './service.js';

const defaultWebDist = fileURLToPath(new URL('../../../../web/dist', import.meta.url));

/**
 * Pages drawn for one address that no cache held, per minute (docs/rate-limits.md). A search, a
 * filtered list or a comparison not asked for before costs about 25 ms of CPU to draw; past this
 * many, the address gets the app's plain page, which the app fills from the API as it did before
 * the server drew these pages. No shopper sees an error for browsing, and one machine asking for
 * made-up searches cannot keep a core busy. Generous: a carrier's address is shared by many phones,
 * and a page some shopper has drawn already (the cache holds it) is never counted.
 */
export const PAGE_RENDER_LIMIT = { max: 60, timeWindow: 60_000 } as const;

/** /sitemap.xml and /robots.txt at the site root, with absolute URLs from config.PUBLIC_URL. */
const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sitemap.xml',
    {
      schema: {
        tags: ['seo'],
        summary: 'Sitemap of every public page',
        produces: ['application/xml'],
        response: { 200: sitemapXmlSchema },
      },
    },
    async (_, reply) => {
      const { catalogCache, config, database } = app.services;
      // Cached with the catalogue, so a product change (which invalidates it) shows up at once.
      const key = `seo:sitemap:${config.PUBLIC_URL}`;
      let body = catalogCache.get(key);
      if (body === undefined) {
        const blog = await shownBlog(app.services);
        // The built-in posts (demo content) while the shop shows them, else the owner's published ones.
        const blogIds = blog.builtin ? BUILTIN_BLOG_POST_IDS : blog.posts.map((post) => post.id);
        body = renderSitemap(config.PUBLIC_URL, await sitemapEntries(database.db, blogIds));
        catalogCache.set(key, body);
      }
      return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
    },
  );

  app.get(
    '/robots.txt',
    {
      schema: {
        tags: ['seo'],
        summary: 'Crawler rules, pointing at the sitemap',
        produces: ['text/plain'],
        response: { 200: robotsTxtSchema },
      },
    },
    async (_, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(renderRobots(app.services.config.PUBLIC_URL)),
  );

  // The storefront's busiest pages get the app's HTML with hints in <head>: the route's script
  // chunks, its largest image and first API answers (preloaded), and for product pages the
  // title, description, canonical URL, Open Graph tags, JSON-LD and the product itself, with a
  // real 404 for a product that does not exist. When the web build has a first-screen renderer,
  // they also carry the page itself, drawn by the app's components from the API's answers, and
  // their stylesheet inline: a phone paints the page (and its largest image) before any script
  // has loaded. Every other path keeps the plain SPA fallback.
  const { config } = app.services;
  const indexPath = join(config.WEB_DIST_DIR ?? defaultWebDist, 'index.html');
  if (config.SERVE_WEB && existsSync(indexPath)) {
    const webDir = dirname(indexPath);
    const indexHtml = readFileSync(indexPath, 'utf8');
    const manifestPath = join(webDir, '.vite', 'manifest.json');
    const manifest: BuildManifest = existsSync(manifestPath)
      ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as BuildManifest)
      : {};
    // The route's own chunks download alongside the entry instead of after it has run.
    const modules = (routeModule: string) => routeChunks(manifest, routeModule);
    // The renderer (the whole storefront with both languages' words) loads in the background:
    // on a busy machine its import can outlast Fastify's plugin start-up limit. Pages asked for
    // before it is ready wait for it.
    const hasRenderer = existsSync(join(webDir, RENDERER_PATH));
    const loadingRenderer = hasRenderer
      ? loadFirstScreenRenderer(webDir).catch((error: unknown) => {
          app.log.error({ err: error }, 'the web build has a first-screen renderer that does not load');
          return null;
        })
      : Promise.resolve(null);
    const transport = inProcessTransport(app);
    const pageHtml = hasRenderer ? inlineStylesheets(indexHtml, webDir) : indexHtml;
    const pages = new PageCache(app.services.catalogCache);
    const assets = localeAssets(manifest, webDir);
    /** The page in the request's language (remembering a language the address chose). */
    const languageOf = (request: FastifyRequest, reply: FastifyReply): Locale => {
      const chosen = pageLocale(request);
      rememberLocale(reply, chosen, cookiesSecure(config));
      return chosen.locale;
    };
    const localized = (html: string, locale: Locale, path: string) =>
      localizeHtml(html, locale, path, config.PUBLIC_URL, assets);
    /** The shop's saved name in the page (settings are cached; a save forgets the cached pages). */
    const shopNamed = async (html: string) => brandHtml(html, await currentShopLook(app.services));
    /** The page with the app's first screen in #root; the plain page if that cannot be drawn. */
    const withScreen = async (path: string, html: string, locale: Locale): Promise<string> => {
      const renderer = await loadingRenderer;
      if (!renderer) return html;
      try {
        const screen = await renderer.renderFirstScreen(path, transport, locale);
        return screen ? scriptsAfterFirstScreen(imagePreloadsFirst(withFirstScreen(html, screen))) : html;
      } catch (error) {
        app.log.error({ err: error, path }, 'first-screen render failed; sending the plain page');
        return html;
      }
    };
    const sendPlain = async (reply: FastifyReply, html: string, status = 200) =>
      reply
        .status(status)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(await shopNamed(html));

    // Home: the hero's first picture is the largest paint.
    const heroImage = '/hero/latest-gadgets.svg';
    const homeHtml = withHead(
      pageHtml,
      preloadTags({
        image: existsSync(join(webDir, heroImage)) ? heroImage : undefined,
        modules: modules('src/routes/home.tsx'),
      }),
    );
    const homePage = (locale: Locale) =>
      pages.get(`${locale}:/`, async () => withScreen('/', await shopNamed(localized(homeHtml, locale, '/')), locale));
    app.get('/', { schema: { hide: true } }, async (request, reply) =>
      sendPage(request, reply, await homePage(languageOf(request, reply))),
    );

    // Product list: the categories and, unfiltered, the first page (as the app asks for them),
    // which a rendered first screen brings along instead.
    const listHtml = withHead(
      pageHtml,
      preloadTags({
        modules: modules('src/routes/products.tsx'),
        fetches: hasRenderer ? [] : ['/api/v1/categories/', '/api/v1/products/?min_price=0&max_price=20000&page=1'],
      }),
    );
    const filteredListHtml = withHead(
      indexHtml,
      preloadTags({ modules: modules('src/routes/products.tsx'), fetches: ['/api/v1/categories/'] }),
    );
    const productModules = preloadTags({ modules: modules('src/routes/product-detail.tsx') });
    const listPage = (locale: Locale) =>
      pages.get(`${locale}:/products`, async () =>
        withScreen('/products', await shopNamed(localized(listHtml, locale, '/products')), locale),
      );
    // A category's list (from the home page, the menu or the sitemap), a filtered list and a search
    // are drawn too: a shopper on a phone sees the products before any script has run. Each
    // address is a page of its own, kept in a cache of their own so that many searches cannot push
    // the busiest pages (home, the whole list, product pages) out of theirs.
    const listings = new PageCache(app.services.catalogCache, 200);
    const listing = (path: string, html: string, locale: Locale) =>
      listings.get(`${locale}:${path}`, async () =>
        withScreen(path, await shopNamed(localized(html, locale, path)), locale),
      );
    // The library honours `cache` (this limit's own store size) here too; its types list it only
    // for route options, hence the typed variable (as in lib/keyed-limits.ts).
    const budgetOptions: RateLimitOptions = {
      ...PAGE_RENDER_LIMIT,
      cache: config.RATE_LIMIT_MEMORY_KEYS,
      keyGenerator: (request) => `page-render:${request.ip}`,
    };
    const renderBudget = app.createRateLimit(budgetOptions);
    /** Counts a page no cache holds against the address: false once its minute's budget is spent. */
    const mayDraw = async (request: FastifyRequest) => {
      const state = await renderBudget(request);
      return state.isAllowed || !state.isExceeded;
    };
    /** Whether this address gets a list or search drawn: one already kept, or one within its budget. */
    const drawsListing = async (request: FastifyRequest, path: string, locale: Locale) =>
      hasRenderer && (listings.holds(`${locale}:${path}`) || (await mayDraw(request)));
    app.get('/products', { schema: { hide: true } }, async (request, reply) => {
      const locale = languageOf(request, reply);
      // ?lang= alone is the unfiltered list in that language.
      const path = withoutLocaleParam(request.url);
      if (!path.includes('?')) return sendPage(request, reply, await listPage(locale));
      if (!(await drawsListing(request, path, locale)))
        return sendPlain(reply, localized(filteredListHtml, locale, path));
      return sendPage(request, reply, await listing(path, listHtml, locale));
    });
    const searchModules = preloadTags({ modules: modules('src/routes/search.tsx') });
    const searchHtml = withHead(pageHtml, searchModules);
    app.get('/search', { schema: { hide: true } }, async (request, reply) => {
      const locale = languageOf(request, reply);
      const path = withoutLocaleParam(request.url);
      if (!(await drawsListing(request, path, locale)))
        return sendPlain(reply, localized(withHead(indexHtml, searchModules), locale, path));
      return sendPage(request, reply, await listing(path, searchHtml, locale));
    });
    // The first visitors after a start need not wait for the first renders.
    if (hasRenderer)
      app.addHook('onListen', () => {
        Promise.all([homePage('en'), listPage('en'), homePage('ne'), listPage('ne')]).catch((error: unknown) =>
          app.log.warn({ err: error }, 'could not draw the home page and product list ahead of time'),
        );
      });

    app.get('/products/:slug', { schema: { hide: true } }, async (request, reply) => {
      const { catalogCache, database } = app.services;
      const { slug } = request.params as { slug: string };
      const locale = languageOf(request, reply);
      const key = `seo:product-page:${locale}:${slug}`;
      const coloursKey = `seo:product-colours:${slug}`;
      let head = catalogCache.get(key);
      let colours = catalogCache.get(coloursKey);
      if ((head === undefined || colours === undefined) && slug.length <= 200) {
        const found = await findProductWithStatus(database.db, slug);
        // A renamed product's old address (or its id) moves to the current one for good.
        if (found && found.status !== 'draft' && found.product.slug !== slug) {
          return reply.redirect(`/products/${encodeURIComponent(found.product.slug)}`, 301);
        }
        // A product no longer sold is gone (410; the app shows others instead); a draft does not exist.
        if (found?.status === 'archived') return sendPlain(reply, localized(indexHtml, locale, request.url), 410);
        // Only real products on sale are cached: made-up slugs must not fill the cache.
        if (found?.status === 'active') {
          const { name } = await currentShopSettings(app.services);
          head = `${productHeadTags(found.product, config.PUBLIC_URL, name, locale)}\n    ${productModules}`;
          catalogCache.set(key, head);
          colours = found.product.colors.map((colour) => colourSlug(colour.color_name)).join(' ');
          catalogCache.set(coloursKey, colours);
        }
      }
      if (!head) return sendPlain(reply, localized(indexHtml, locale, withoutLocaleParam(request.url)), 404);
      // A colour named in the address (issue #35) is drawn chosen, as the app will show it. Only the
      // product's own colours make a page of their own: made-up values must not fill the page cache.
      const colour = colourSlug(new URLSearchParams(request.url.split('?', 2)[1] ?? '').get(COLOUR_PARAM) ?? '');
      const named = colour !== '' && (colours ?? '').split(' ').includes(colour);
      const path = productColourPath(slug, named ? colour : null);
      const productHead = head;
      return sendPage(
        request,
        reply,
        await pages.get(`${locale}:${path}`, async () =>
          withScreen(path, await shopNamed(localized(withHead(pageHtml, productHead), locale, path)), locale),
        ),
      );
    });

    // Products side by side (issue #35): the address alone names them, so a shared link draws the
    // same page. Every choice of products is a page of its own: drawn on each request, not kept
    // among the cached pages (any four of a category would push the busiest pages out).
    const compareModules = preloadTags({ modules: modules('src/routes/compare.tsx') });
    app.get(COMPARE_PAGE_PATH, { schema: { hide: true } }, async (request, reply) => {
      const locale = languageOf(request, reply);
      const asked = (request.query as Record<string, unknown>)[COMPARE_PAGE_PARAM];
      const slugs = compareSlugsOf(typeof asked === 'string' ? asked : '');
      const checked = compareQuerySchema.safeParse({ slugs: slugs.join(',') });
      let outcome: CompareOutcome | null = null;
      if (slugs.length > 0 && checked.success)
        outcome = await compareProducts(app.services.database.db, checked.data.slugs);
      const status = slugs.length === 0 ? 200 : (outcome?.status ?? 400);
      const path = comparePagePath(slugs);
      const { name } = await currentShopSettings(app.services);
      const head = `${compareHeadTags(outcome?.status === 200 ? outcome.comparison : null, path, config.PUBLIC_URL, name, locale)}\n    ${compareModules}`;
      // A refusal (too many, unknown, of several categories) is the app's to explain, as a product
      // page's 404 is; past the address's budget the app draws the comparison itself.
      if (status !== 200 || (hasRenderer && !(await mayDraw(request))))
        return sendPlain(reply, localized(withHead(indexHtml, head), locale, path), status);
      const html = await withScreen(path, await shopNamed(localized(withHead(pageHtml, head), locale, path)), locale);
      return sendPage(request, reply, compressPage(html));
    });

    // The pages an owner may write (About, Warranty, Privacy Policy, Terms, the FAQ and the
    // Services page; issue #32) are drawn too: the owner's published page or the built-in one, as
    // the app draws it. A publish moves the catalogue cache on, which forgets these pages. Without
    // a renderer they stay the plain page, as does an address with a query (the FAQ's ?category=
    // chooses a chip the app draws itself; every query kept would be a page of its own).
    if (hasRenderer)
      for (const slug of STAFF_PAGE_SLUGS) {
        const path = `/${slug}`;
        const head = preloadTags({ modules: modules(`src/routes/content/${slug}.tsx`) });
        app.get(path, { schema: { hide: true } }, async (request, reply) => {
          const locale = languageOf(request, reply);
          const asked = withoutLocaleParam(request.url);
          if (asked !== path) return sendPlain(reply, localized(withHead(indexHtml, head), locale, asked));
          return sendPage(
            request,
            reply,
            await pages.get(`${locale}:${path}`, async () =>
              withScreen(path, await shopNamed(localized(withHead(pageHtml, head), locale, path)), locale),
            ),
          );
        });
      }
  }
};

export default seoRoutes;
