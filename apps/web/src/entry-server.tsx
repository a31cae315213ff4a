// The server's render of a page's first screen (built by vite.config.ts into .ssr/entry-server.js
// next to the web build). The server puts this HTML into index.html's #root, so a shopper on a
// slow phone sees the real page (and its largest image) before any script has run; the app then
// draws the same page in its place (main.tsx) from the same data.
import { COMPARE_PAGE_PARAM, COMPARE_PAGE_PATH, compareSlugsOf, jsonForScript } from '@pasal/contract';
import { dehydrate, QueryClientProvider, type FetchQueryOptions } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { categoriesQuery, featuredProductsQuery, productListQuery, productQuery } from './api/catalog';
import { comparisonQuery } from './api/compare';
import { setTransport, type Transport } from './api/http';
import { createQueryClient } from './api/query-client';
import { filtersToApiQuery, parseFilters } from './features/catalog';
import { ownFaqQuery, ownServicesQuery } from './api/content-lists';
import { CONTENT_PAGE_ROUTES, contentPageQuery } from './api/content-pages';
import { homeContentQuery } from './api/home-content';
import { shopInfoQuery } from './api/shop-info';
import { activateLanguage, DEFAULT_LOCALE, setShopLook, setShopName, type Locale } from './i18n';
import { en } from './i18n/catalogues/en';
import { ne, sharedMessages } from './i18n/catalogues/ne';
import { routes } from './route-table';
import { FIRST_SCREEN_DATA_ID } from './ssr/first-screen-data';
import { ServerRenderContext } from './ssr/server-render';

export type { Transport };

export interface FirstScreen {
  /** The inside of #root. */
  html: string;
  /** A <script type="application/json"> with the query answers the HTML was drawn from. */
  dataScript: string;
}

// What each server-rendered page asks the API for on its first screen: the same query options
// (keys and URLs) the page's components use, so the browser's cache matches what they look for.
// Every page also gets the shop's settings (GET /shop/): what the page itself words with them (the
// home page's promise strip) is drawn with the stored values, and the footer, drawn after
// hydration, has them without a request. Saving settings forgets the rendered pages (PageCache).
function firstScreenQueries(url: URL): FetchQueryOptions[] {
  return [shopInfoQuery() as FetchQueryOptions, ...pageQueries(url)];
}

function pageQueries(url: URL): FetchQueryOptions[] {
  if (url.pathname === '/') return [featuredProductsQuery(), homeContentQuery()] as FetchQueryOptions[];
  const ownPage = CONTENT_PAGE_ROUTES[url.pathname];
  if (ownPage) return [contentPageQuery(ownPage) as FetchQueryOptions];
  if (url.pathname === '/faq') return [ownFaqQuery() as FetchQueryOptions];
  if (url.pathname === '/services') return [ownServicesQuery() as FetchQueryOptions];
  // A search is the product list with ?q= (routes/search.tsx draws the same browser).
  if (url.pathname === '/products' || url.pathname === '/search') {
    const list = productListQuery(filtersToApiQuery(parseFilters(url.searchParams)));
    return [categoriesQuery(), list] as FetchQueryOptions[];
  }
  if (url.pathname === COMPARE_PAGE_PATH) {
    const slugs = compareSlugsOf(url.searchParams.get(COMPARE_PAGE_PARAM));
    return slugs.length > 0 ? [comparisonQuery(slugs) as FetchQueryOptions] : [];
  }
  const slug = /^\/products\/([^/]+)$/.exec(url.pathname)?.[1];
  return slug ? [productQuery(decodeURIComponent(slug)) as FetchQueryOptions] : [];
}

const handler = createStaticHandler(routes);

/**
 * Renders the page at `path` (with its query string) in `locale` the way the app draws it on
 * arrival, asking the API through `transport`. Null when the route redirects (the app handles those).
 */
export async function renderFirstScreen(
  path: string,
  transport: Transport,
  locale: Locale = DEFAULT_LOCALE,
): Promise<FirstScreen | null> {
  setTransport(transport);
  const url = new URL(path, 'http://pasal.local');
  const queryClient = createQueryClient();
  await Promise.all(firstScreenQueries(url).map((query) => queryClient.prefetchQuery(query)));
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  // The one i18n instance is shared by every render in this process; renderToString below runs
  // without a pause, so no other request's language can come in between.
  if (locale === 'ne') activateLanguage('ne', ne, sharedMessages);
  else activateLanguage('en', en);
  // The name the browser will read from the page's <meta name="application-name">: the same settings.
  const shop = queryClient.getQueryData(shopInfoQuery().queryKey);
  setShopName(shop?.name);
  // Likewise the short name and logo the page's <meta> tags name (seo's brandHtml).
  setShopLook(
    shop && {
      shortName: shop.short_name === shop.name ? undefined : shop.short_name,
      logo: shop.logo && { src: shop.logo.src, width: shop.logo.width },
    },
  );
  // A whole document, so React puts what it hoists (image preloads) into a <head> of its own, which
  // is dropped: the server writes the page's own head hints. No <head> element of ours: <html> with
  // two children would change the ids useId gives out, and the app hydrates #root with its own.
  const page = renderToString(
    <html lang={locale}>
      <body>
        <div id="root">
          <ServerRenderContext.Provider value={true}>
            <QueryClientProvider client={queryClient}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </QueryClientProvider>
          </ServerRenderContext.Provider>
        </div>
      </body>
    </html>,
  );
  const open = '<div id="root">';
  const start = page.indexOf(open);
  const end = page.lastIndexOf('</div></body>');
  if (start < 0 || end < start) return null;
  const html = page.slice(start + open.length, end);
  const dataScript = `<script id="${FIRST_SCREEN_DATA_ID}" type="application/json">${jsonForScript(dehydrate(queryClient))}</script>`;
  queryClient.clear();
  return { html, dataScript };
}
