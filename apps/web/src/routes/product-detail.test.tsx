import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useRecentlyViewed } from '../features/recently-viewed';
import { createQueryClient } from '../api/query-client';
import { makeProduct } from '../features/cart/test-fixtures';
import { activateLocale } from '../i18n';
import { fakeApi } from '../testing';
import { en } from '../i18n/catalogues/en';
import { ne } from '../i18n/catalogues/ne';
import { Component as ProductPage } from './product-detail';

function renderAt(path: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/products/:slug" element={<ProductPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The fake API answers every request with `status` and `body`. */
function answer(status: number, body: unknown) {
  return fakeApi(() => ({ status, body }));
}

describe('recently viewed', () => {
  afterEach(() => useRecentlyViewed.setState({ items: [] }));

  it('records a product page opened straight from a link, not through a card (issue #30)', async () => {
    useRecentlyViewed.setState({ items: [] });
    answer(200, { data: makeProduct({ id: 42, name: 'Galaxy A55', slug: 'galaxy-a55' }) });
    renderAt('/products/galaxy-a55');
    expect(await screen.findByRole('heading', { level: 1, name: 'Galaxy A55' })).toBeVisible();
    expect(useRecentlyViewed.getState().items.map((item) => item.id)).toEqual([42]);
  });
});

describe('a product page that is not for sale', () => {
  it('says an archived product (410) is no longer sold and offers the products the server suggests', async () => {
    const api = answer(410, {
      code: 'product_archived',
      message: 'This product is no longer sold',
      suggestions: [
        { id: 7, name: 'JBL Flip 6', slug: 'jbl-flip-6', discount_price: 13999, image: '/uploads/flip.svg' },
        { id: 8, name: 'Sony SRS-XB100', slug: 'sony-srs-xb100', discount_price: 6499, image: null },
      ],
    });
    renderAt('/products/old-speaker');
    expect(await screen.findByRole('heading', { level: 1, name: 'This product is no longer sold' })).toBeVisible();
    const suggestions = screen.getByRole('region', { name: 'You may like instead' });
    expect(within(suggestions).getByRole('link', { name: /JBL Flip 6/ })).toHaveAttribute(
      'href',
      '/products/jbl-flip-6',
    );
    expect(within(suggestions).getByRole('link', { name: /Sony SRS-XB100/ })).toHaveTextContent('NPR 6,499');
    expect(screen.getByRole('link', { name: 'Back to Products' })).toHaveAttribute('href', '/products');
    // An answer, not a hiccup: asked once, no retry.
    expect(api.calls).toHaveLength(1);
    expect(screen.queryByText('Something went wrong...')).not.toBeInTheDocument();
  });

  it('still says Product Not Found for an unknown or draft product (404)', async () => {
    answer(404, { message: 'Product not found' });
    renderAt('/products/nothing-here');
    expect(await screen.findByRole('heading', { level: 1, name: 'Product Not Found' })).toBeVisible();
  });
});

describe('the product page in Nepali', { timeout: 20_000 }, () => {
  afterEach(() => activateLocale('en', en));

  it('words the page in Nepali and keeps the name and brand as entered', async () => {
    activateLocale('ne', ne);
    answer(200, {
      data: makeProduct({
        name: 'Galaxy A55',
        brand_name: 'Samsung',
        category_name: 'Smartphones',
        discount_percentage: 15,
        is_active: false,
        images: [
          { id: 1, image: '/img/a.webp', alt: '' },
          { id: 2, image: '/img/b.webp', alt: '' },
        ],
      }),
    });
    renderAt('/products/galaxy-a55');
    expect(await screen.findByRole('heading', { level: 1, name: 'Galaxy A55' })).toBeVisible();
    expect(screen.getByText('Samsung · Smartphones')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: /.+/ })).toHaveTextContent('गृहपृष्ठसामानहरूGalaxy A55');
    expect(screen.getByText('१५% छुट')).toBeInTheDocument();
    expect(screen.getByText('यो सामान अब बिक्रीमा छैन।')).toBeInTheDocument();
    expect(screen.getByText('१ / २')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'अर्को तस्बिर' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Galaxy A55 मन परेका सामानमा थप्नुहोस्' })).toBeInTheDocument();
    // The tabs under the first screen.
    expect(
      await screen.findByRole('heading', { level: 2, name: 'सामानको विवरण' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'विशेषताहरू' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'समीक्षाहरू' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'प्रश्न र उत्तर' })).toBeInTheDocument();
    expect(screen.getByText('यो सामानका विशेषताहरू राखिएका छैनन्।')).toBeInTheDocument();
  });

  it('says an archived product is no longer sold, in Nepali', async () => {
    activateLocale('ne', ne);
    answer(410, { code: 'product_archived', message: 'This product is no longer sold', suggestions: [] });
    renderAt('/products/old-speaker');
    expect(await screen.findByRole('heading', { level: 1, name: 'यो सामान अब बिक्रीमा छैन' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'सामानहरूमा फर्कनुहोस्' })).toHaveAttribute('href', '/products');
  });

  it('says Product Not Found in Nepali', async () => {
    activateLocale('ne', ne);
    answer(404, { message: 'Product not found' });
    renderAt('/products/nothing-here');
    expect(await screen.findByRole('heading', { level: 1, name: 'सामान भेटिएन' })).toBeVisible();
    expect(screen.getByText('तपाईंले खोज्नुभएको सामान उपलब्ध छैन')).toBeInTheDocument();
  });
});
