import { fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../i18n';
import { en } from '../../i18n/catalogues/en';
import { ne } from '../../i18n/catalogues/ne';
import { Component as ProductsPage } from '../../routes/products';
import { ProductGallery } from './product-gallery';
import { serveApi, summary, withQueryClient } from '../../testing';

// The product list in Nepali (issue #20): the page's own words, its counts in Devanagari digits,
// category and product names as entered. These fail when a message is missing or left in English.

function serveCatalogue() {
  return serveApi((url) => {
    if (url.pathname === '/api/v1/categories/')
      return { body: { data: [{ id: 1, name: 'Smartphones', slug: 'smartphones', image: '/c.svg' }] } };
    if (url.pathname === '/api/v1/products/') {
      const data = Array.from({ length: 12 }, (_, index) => summary(index + 1));
      const facets = {
        brands: [{ value: 'samsung', label: 'Samsung', count: 15 }],
        ram: [{ value: '8GB', label: '8GB', count: 6 }],
        storage: [],
        price: { min: 999, max: 250000 },
        in_stock: 27,
        on_sale: 4,
        attributes: [],
      };
      return { body: { data, count: 30, page: 1, total_pages: 3, facets } };
    }
    return undefined;
  });
}

function renderProducts(path = '/products') {
  const router = createMemoryRouter([{ path: '/products', element: <ProductsPage /> }], { initialEntries: [path] });
  render(withQueryClient(<RouterProvider router={router} />));
  return router;
}

const sidebar = () => screen.getByRole('complementary', { name: 'फिल्टर' });

beforeEach(() => activateLocale('ne', ne));
afterEach(() => {
  activateLocale('en', en);
});

describe('/products in Nepali', { timeout: 20_000 }, () => {
  it('titles, counts and sorts in Nepali, with Devanagari digits', async () => {
    serveCatalogue();
    renderProducts();
    expect(screen.getByRole('status')).toHaveTextContent('सामान लोड हुँदैछ...');
    expect(await screen.findByText('Product 1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'सबै सामान' })).toBeInTheDocument();
    expect(screen.getByText('३०').parentElement).toHaveTextContent('३० वटा सामान');
    const sort = screen.getByRole('combobox', { name: 'क्रमबद्ध' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['विशेष', 'मूल्य: कमदेखि बढी', 'मूल्य: बढीदेखि कम', 'उच्च रेटिङ']);
    expect(screen.getByRole('button', { name: 'फिल्टर' })).toBeInTheDocument();
    expect(document.title === '' || document.title.startsWith('सामानहरू')).toBe(true);
  });

  it('draws the filter panel in Nepali: groups, choices, counts and star labels', async () => {
    serveCatalogue();
    renderProducts();
    await screen.findByText('Product 1');
    const panel = sidebar();
    for (const legend of ['वर्गहरू', 'ब्रान्डहरू', 'उपलब्धता', 'र्‍याम', 'रेटिङ', 'मूल्य दायरा'])
      expect(within(panel).getByRole('group', { name: legend })).toBeInTheDocument();
    expect(within(panel).getByRole('radio', { name: 'सबै वर्ग' })).toBeChecked();
    // Category and brand names stay as entered; their counts are in Devanagari digits.
    expect(within(panel).getByRole('radio', { name: 'Smartphones' })).toBeInTheDocument();
    expect(
      within(panel)
        .getByRole('checkbox', { name: /Samsung/ })
        .closest('label'),
    ).toHaveTextContent('Samsung१५');
    expect(
      within(panel)
        .getByRole('checkbox', { name: /स्टकमा भएका मात्र/ })
        .closest('label'),
    ).toHaveTextContent('स्टकमा भएका मात्र२७');
    expect(within(panel).getByRole('checkbox', { name: /छुटमा/ }).closest('label')).toHaveTextContent('छुटमा४');
    expect(within(panel).getByText('५ तारा')).toBeInTheDocument();
    expect(within(panel).getByText('४ तारा वा सोभन्दा माथि')).toBeInTheDocument();
    expect(within(panel).getByText('१ तारा वा सोभन्दा माथि')).toBeInTheDocument();
    expect(within(panel).getByRole('slider', { name: 'न्यूनतम मूल्य' })).toBeInTheDocument();
    expect(within(panel).getByLabelText('अधिकतम (रु.)')).toBeInTheDocument();
    expect(within(panel).getByRole('searchbox', { name: 'खोज्नुहोस्' })).toHaveAttribute(
      'placeholder',
      'सामान खोज्नुहोस्...',
    );
    expect(within(panel).getByRole('button', { name: 'फिल्टर हटाउनुहोस्' })).toBeInTheDocument();
  });

  it('reads a price typed in Devanagari digits', async () => {
    serveCatalogue();
    const router = renderProducts();
    await screen.findByText('Product 1');
    const panel = within(sidebar());
    fireEvent.click(panel.getByRole('checkbox', { name: /छुटमा/ }));
    const min = panel.getByLabelText('न्यूनतम (रु.)');
    fireEvent.change(min, { target: { value: '५०००' } });
    fireEvent.submit(min.closest('form')!);
    expect(new URLSearchParams(router.state.location.search).get('min_price')).toBe('5000');
  });

  it('says there is nothing to show in Nepali', async () => {
    serveApi((url) =>
      url.pathname === '/api/v1/products/'
        ? { body: { data: [], count: 0, page: 1, total_pages: 1 } }
        : { body: { data: [] } },
    );
    renderProducts('/products?category=Smartphones');
    expect(await screen.findByText('कुनै सामान भेटिएन...')).toBeInTheDocument();
    expect(screen.getByText('कम फिल्टर वा फराकिलो मूल्य दायरा राखेर हेर्नुहोस्।')).toBeInTheDocument();
    // A category's name is shown as entered.
    expect(screen.getByRole('heading', { level: 1, name: 'Smartphones' })).toBeInTheDocument();
  });
});

describe('the product gallery in Nepali', { timeout: 20_000 }, () => {
  const images = [
    { id: 1, image: '/img/a.webp', alt: 'Front' },
    { id: 2, image: '/img/b.webp', alt: 'Back' },
    { id: 3, image: '/img/c.webp', alt: 'Side' },
  ];

  it('labels its buttons in Nepali and counts in Devanagari digits, also in the server render', () => {
    render(<ProductGallery images={images} name="Buds" />);
    expect(screen.getByRole('status')).toHaveTextContent('तस्बिर लोड हुँदैछ');
    expect(screen.getByRole('button', { name: 'अर्को तस्बिर' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'अघिल्लो तस्बिर' })).toBeInTheDocument();
    expect(screen.getByText('१ / ३')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'सामानका तस्बिरहरू' })).getAllByRole('button')[2],
    ).toHaveAccessibleName('तस्बिर ३ हेर्नुहोस्');
    const html = renderToString(<ProductGallery images={images} name="Buds" />);
    expect(html).toContain('तस्बिर लोड हुँदैछ');
    expect(html).toContain('१ / ३');
  });
});
