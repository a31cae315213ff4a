import { homeContentSchema, SHOP_HOME_PATH, type PublishedContentPage } from '@pasal/contract';
import { describe, expect, it } from 'vitest';
import { renderFirstScreen, type Transport } from './entry-server';
import { summary } from './testing/fixtures';
import { storedShopInfo as info } from './testing/shop-info';

// The server's first screen of every page carries the shop's stored settings (GET /shop/), so
// what the page words with them is right in the HTML and the app hydrates without asking again.

/** Answers GET /shop/ with `info`; any other API call fails (the page shows its error state). */
function fakeApi(asked: string[]): Transport {
  return (url) => {
    asked.push(url);
    const body = url.endsWith('/api/v1/shop/') ? { data: info } : { error: { message: 'Not here' } };
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status: url.endsWith('/api/v1/shop/') ? 200 : 404,
        headers: { 'content-type': 'application/json' },
      }),
    );
  };
}

describe('server first screen', () => {
  it.each(['/', '/products', '/products/a-phone', '/about', '/faq'])('%s carries the stored settings', async (path) => {
    const asked: string[] = [];
    const screen = await renderFirstScreen(path, fakeApi(asked));
    expect(asked.filter((url) => url.endsWith('/api/v1/shop/'))).toHaveLength(1);
    expect(screen?.dataScript).toContain('"shop-info"');
    expect(screen?.dataScript).toContain('Himal Gadgets');
  });
});

describe('the tracking page (issue #36)', () => {
  it('draws its form on the server, in English and in Nepali', async () => {
    const english = await renderFirstScreen('/track', fakeApi([]));
    expect(english?.html).toContain('Track your order');
    expect(english?.html).toContain('Last four digits of phone');
    const nepali = await renderFirstScreen('/track', fakeApi([]), 'ne');
    expect(nepali?.html).toContain('अर्डर ट्र्याक गर्नुहोस्');
    expect(nepali?.html).toContain('फोनका अन्तिम चार अङ्क');
  });
});

describe("the home page's own sections (issue #32)", () => {
  it("draws the owner's hero on the server, in the page's language, and carries it for the app", async () => {
    const content = homeContentSchema.parse({
      hero: {
        mode: 'own',
        slides: [
          {
            image: '/hero/latest-gadgets.svg',
            title: 'Tihar offers at Himal Gadgets',
            title_ne: 'हिमाल ग्याजेटमा तिहार अफर',
            button: 'See the offers',
            link: '/products',
          },
        ],
      },
    });
    const api: Transport = (url) => {
      const body = url.endsWith(SHOP_HOME_PATH) ? { data: content } : { data: info };
      const known = url.endsWith(SHOP_HOME_PATH) || url.endsWith('/api/v1/shop/');
      return Promise.resolve(
        new Response(JSON.stringify(known ? body : { error: { message: 'Not here' } }), {
          status: known ? 200 : 404,
          headers: { 'content-type': 'application/json' },
        }),
      );
    };
    const english = await renderFirstScreen('/', api);
    expect(english?.html).toContain('Tihar offers at Himal Gadgets');
    expect(english?.html).not.toContain('Latest Tech Gadgets');
    expect(english?.dataScript).toContain('"home-content"');
    const nepali = await renderFirstScreen('/', api, 'ne');
    expect(nepali?.html).toContain('हिमाल ग्याजेटमा तिहार अफर');
  });
});

describe("the owner's content pages (issue #32)", () => {
  const warranty: PublishedContentPage = {
    slug: 'warranty',
    html_en: '<h2>Our own warranty</h2>\n<p>Two years on every laptop.</p>\n',
    html_ne: null,
    published_at: '2026-11-30T08:00:00.000Z',
  };
  const api =
    (published: boolean): Transport =>
    (url) => {
      const page = url.endsWith('/api/v1/shop/pages/warranty/');
      const status = page && !published ? 404 : page || url.endsWith('/api/v1/shop/') ? 200 : 404;
      const body = status === 200 ? { data: page ? warranty : info } : { message: 'Not here' };
      return Promise.resolve(
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
      );
    };

  it('draws the published page on the server instead of the built-in sections, English shown for a blank Nepali', async () => {
    const english = await renderFirstScreen('/warranty', api(true));
    expect(english?.html).toContain('Two years on every laptop.');
    expect(english?.html).toContain('Warranty');
    expect(english?.html).not.toContain('What the warranty covers');
    expect(english?.dataScript).toContain('"content-page"');
    const nepali = await renderFirstScreen('/warranty', api(true), 'ne');
    expect(nepali?.html).toContain('<div class="max-w-3xl" lang="en">');
    expect(nepali?.html).toContain('Two years on every laptop.');
  });

  it("keeps the seller's details under the owner's About page", async () => {
    const about: PublishedContentPage = { ...warranty, slug: 'about', html_en: '<p>Our own story.</p>\n' };
    const api: Transport = (url) => {
      const body = url.endsWith('/api/v1/shop/pages/about/') ? { data: about } : { data: info };
      return Promise.resolve(
        new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
      );
    };
    const page = await renderFirstScreen('/about', api);
    expect(page?.html).toContain('Our own story.');
    expect(page?.html).not.toContain('Our Story');
    expect(page?.html).toContain('PAN/VAT no.');
  });

  it('draws the built-in page while nothing is published', async () => {
    const builtIn = await renderFirstScreen('/warranty', api(false));
    expect(builtIn?.html).not.toContain('Two years on every laptop.');
    expect(builtIn?.html).toContain('What the warranty covers');
  });
});

describe('a search and a filtered list', () => {
  /** The catalogue's API: a product list of the products named `name`, the categories and the shop. */
  function catalogueApi(asked: string[]): Transport {
    return (url) => {
      asked.push(url);
      const { pathname, searchParams } = new URL(url, 'http://pasal.local');
      const body =
        pathname === '/api/v1/shop/'
          ? { data: info }
          : pathname === '/api/v1/categories/'
            ? { data: [{ id: 1, name: 'Earbuds', name_ne: 'इयरबड', slug: 'earbuds', image: null }] }
            : {
                data: [summary(1, { name: `${searchParams.get('name') ?? 'Any'} Buds` })],
                count: 1,
                page: 1,
                total_pages: 1,
              };
      return Promise.resolve(Response.json(body));
    };
  }

  it('draws the results of ?q= on the server, asking the API what the page asks it', async () => {
    const asked: string[] = [];
    const screen = await renderFirstScreen('/search?q=jbl', catalogueApi(asked));
    expect(asked.some((url) => url.includes('/api/v1/products/') && url.includes('name=jbl'))).toBe(true);
    expect(screen?.html).toContain('jbl Buds');
    expect(screen?.html).toContain('Search results for');
    expect(screen?.dataScript).toContain('jbl Buds');
  });
});
