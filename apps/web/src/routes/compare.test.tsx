import type { Comparison, Product } from '@pasal/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../api/query-client';
import { makeProduct } from '../features/cart/test-fixtures';
import { useCompare } from '../features/compare';
import { activateLocale } from '../i18n';
import { en } from '../i18n/catalogues/en';
import { ne } from '../i18n/catalogues/ne';
import { fakeApi } from '../testing';
import type { Answer } from '../testing/api';
import { Component as ComparePage } from './compare';

const phone = (id: number, name: string, overrides: Partial<Product> = {}) =>
  makeProduct({
    id,
    name,
    slug: name.toLowerCase().replace(/\s+/g, '-'),
    category_name: 'Smartphones',
    category_name_ne: 'स्मार्टफोन',
    category_slug: 'smartphones',
    ...overrides,
  });

const pixel = phone(1, 'Pixel 9', { price: 99999, discount_price: 89999, discount_percentage: 10 });
const galaxy = phone(2, 'Galaxy S25', { price: 139999, discount_price: 139999, discount_percentage: 0 });
const iphone = phone(3, 'iPhone 16', { total_quantity: 0 });

const value = (text: string, text_ne: string | null = null) => ({ text, text_ne });
function comparisonOf(products: Product[]): Comparison {
  const all: Comparison['rows'] = [
    {
      key: 'ram',
      title: 'RAM',
      title_ne: 'र्‍याम',
      values: [value('12GB'), value('12GB'), value('8GB')],
      differs: true,
    },
    {
      key: 'os',
      title: 'OS',
      title_ne: null,
      values: [value('Android'), value('Android'), value('Android')],
      differs: false,
    },
    { key: 'stylus', title: 'Stylus', title_ne: null, values: [null, value('No'), null], differs: true },
  ];
  const columns = products.map((product) => [pixel, galaxy, iphone].indexOf(product));
  return {
    category: { name: 'Smartphones', name_ne: 'स्मार्टफोन', slug: 'smartphones' },
    products,
    rows: all.map((row) => {
      const values = columns.map((column) => row.values[column]!);
      return { ...row, values, differs: new Set(values.map((entry) => entry?.text ?? null)).size > 1 };
    }),
  };
}

/** The fake compare API: the products the slugs name, or the answer given. */
function compareApi(refusal?: Answer) {
  return fakeApi((call) => {
    const url = new URL(call.path, 'http://shop.test');
    if (url.pathname !== '/api/v1/products/compare/') return undefined;
    if (refusal) return refusal;
    const slugs = url.searchParams.get('slugs')!.split(',');
    const products = slugs.map((slug) => [pixel, galaxy, iphone].find((product) => product.slug === slug)!);
    return { status: 200, body: { data: comparisonOf(products) } };
  });
}

function renderAt(path: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/compare" element={<ComparePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  useCompare.setState({ items: [] });
  activateLocale('en', en);
});

describe('the comparison page', { timeout: 20_000 }, () => {
  it('shows the products the address names side by side in a real table', async () => {
    compareApi();
    renderAt('/compare?products=pixel-9,galaxy-s25,iphone-16');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Compare Smartphones' }, { timeout: 5000 }),
    ).toBeVisible();
    const table = screen.getByRole('table', { name: 'Smartphones side by side: Pixel 9, Galaxy S25, iPhone 16' });
    const columns = within(table).getAllByRole('columnheader');
    expect(columns.map((column) => within(column).getByRole('link').textContent)).toEqual([
      'Pixel 9',
      'Galaxy S25',
      'iPhone 16',
    ]);
    for (const column of columns) expect(column).toHaveAttribute('scope', 'col');
    expect(within(columns[0]!).getByRole('link')).toHaveAttribute('href', '/products/pixel-9');
    expect(within(columns[0]!).getByRole('button', { name: 'Remove Pixel 9 from the comparison' })).toBeVisible();

    const row = (name: string | RegExp) => within(table).getByRole('rowheader', { name }).closest('tr')!;
    // Price with the MRP struck through and the discount; stock; a way to buy.
    expect(row(/^Price/)).toHaveTextContent('Rs. 89,999');
    expect(row(/^Price/)).toHaveTextContent('Rs. 99,999');
    expect(row(/^Price/)).toHaveTextContent('10% Off');
    expect(
      within(row(/^Availability/))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['In stock', 'In stock', 'Sold out']);
    expect(within(row('Buy')).getByRole('button', { name: 'Add to cart: Pixel 9' })).toBeVisible();
    expect(within(row('Buy')).queryByRole('button', { name: 'Add to cart: iPhone 16' })).not.toBeInTheDocument();

    // Specification rows, aligned; a missing value is a dash (read as "Not listed").
    expect(
      within(row(/^Stylus/))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['—Not listed', 'No', '—Not listed']);
    for (const header of within(table).getAllByRole('rowheader'))
      expect(header.getAttribute('scope')).toMatch(/^(row|rowgroup)$/);
  });

  it('marks the rows that differ in words and colour, and can show only those', async () => {
    compareApi();
    const user = userEvent.setup();
    renderAt('/compare?products=pixel-9,galaxy-s25,iphone-16');
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    expect(
      within(table)
        .getByRole('rowheader', { name: /^RAM ?\(Differs\)$/ })
        .closest('tr'),
    ).toHaveAttribute('data-differs', 'true');
    expect(within(table).getByRole('rowheader', { name: 'OS' }).closest('tr')).not.toHaveAttribute('data-differs');
    expect(screen.getByText(/2 specifications differ/)).toBeVisible();

    await user.click(screen.getByRole('checkbox', { name: 'Only show differences' }));
    expect(within(table).queryByRole('rowheader', { name: 'OS' })).not.toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: /^RAM ?\(Differs\)$/ })).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'Only show differences' }));
    expect(within(table).getByRole('rowheader', { name: 'OS' })).toBeVisible();
  });

  it('removes a product from the comparison (and from the compare list) by changing the address', async () => {
    const api = compareApi();
    const user = userEvent.setup();
    useCompare.setState({
      items: [pixel, galaxy].map((product) => ({
        id: product.id,
        slug: product.slug,
        name: product.name,
        image: null,
        category_slug: 'smartphones',
        category_name: 'Smartphones',
        category_name_ne: null,
      })),
    });
    renderAt('/compare?products=pixel-9,galaxy-s25,iphone-16');
    await user.click(
      await screen.findByRole('button', { name: 'Remove Pixel 9 from the comparison' }, { timeout: 5000 }),
    );
    expect(
      await screen.findByRole('table', { name: 'Smartphones side by side: Galaxy S25, iPhone 16' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(api.calls.at(-1)!.path).toBe('/api/v1/products/compare/?slugs=galaxy-s25%2Ciphone-16');
    expect(useCompare.getState().items.map((item) => item.slug)).toEqual(['galaxy-s25']);
  });

  it('names the categories when the products are of more than one, with a comparison of each', async () => {
    compareApi({
      status: 422,
      body: {
        message: 'Only products of one category can be compared; these are from …',
        categories: [
          { name: 'Smartphones', name_ne: null, slug: 'smartphones', products: ['pixel-9', 'galaxy-s25'] },
          { name: 'Laptops', name_ne: null, slug: 'laptops', products: ['macbook-air'] },
        ],
      },
    });
    renderAt('/compare?products=pixel-9,macbook-air,galaxy-s25');
    expect(
      await screen.findByRole('heading', { name: 'Only products of one category can be compared' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Compare the Smartphones (2)' })).toHaveAttribute(
      'href',
      '/compare?products=pixel-9,galaxy-s25',
    );
    expect(screen.getByRole('link', { name: 'Compare the Laptops (1)' })).toHaveAttribute(
      'href',
      '/compare?products=macbook-air',
    );
  });

  it('names the products not sold here and offers to compare the others', async () => {
    compareApi({
      status: 404,
      body: { message: 'These products are not sold here: old-phone', missing: ['old-phone'] },
    });
    renderAt('/compare?products=pixel-9,old-phone,galaxy-s25');
    expect(
      await screen.findByRole('heading', { name: 'Some of these products are not sold here' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByText('Not found or no longer sold: old-phone')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Compare the others' })).toHaveAttribute(
      'href',
      '/compare?products=pixel-9,galaxy-s25',
    );
  });

  it('offers the first four of too many', async () => {
    compareApi({
      status: 400,
      body: { message: 'Invalid request', errors: { slugs: 'Compare at most 4 products at a time' } },
    });
    renderAt('/compare?products=a,b,c,d,e');
    expect(
      await screen.findByRole('heading', { name: 'Compare at most 4 products at a time' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Compare the first 4' })).toHaveAttribute(
      'href',
      '/compare?products=a,b,c,d',
    );
  });

  it('says honestly when there is nothing to compare, and links to the products and to the chosen ones', async () => {
    const api = fakeApi();
    renderAt('/compare');
    expect(screen.getByRole('heading', { level: 2, name: 'Nothing to compare yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/products');
    expect(api.calls).toEqual([]);
  });

  it('speaks Nepali on a Nepali page', async () => {
    activateLocale('ne', ne);
    compareApi();
    renderAt('/compare?products=pixel-9,galaxy-s25');
    expect(await screen.findByRole('heading', { level: 1, name: 'स्मार्टफोन तुलना' }, { timeout: 5000 })).toBeVisible();
    expect(screen.getByRole('rowheader', { name: 'र्‍याम' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'फरक मात्र देखाउनुहोस्' })).toBeVisible();
  });
});
