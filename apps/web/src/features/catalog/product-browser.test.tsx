import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type Location } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as ProductsPage } from '../../routes/products';
import { Component as SearchPage } from '../../routes/search';
import { mockFetch, summary, withQueryClient } from './test-helpers';

let current: Location | null = null;
function Spy() {
  current = useLocation();
  return null;
}

const categories = [
  { id: 1, name: 'Smartphones', slug: 'smartphones', image: '/c1.svg' },
  { id: 2, name: 'Power Banks', slug: 'power-banks', image: '/c2.svg' },
];

function serveCatalogue(total = 30) {
  return mockFetch((url) => {
    if (url.pathname === '/api/v1/categories/')
      return { body: { data: categories, count: 2, page: 1, total_pages: 1 } };
    if (url.pathname === '/api/v1/products/') {
      const page = Number(url.searchParams.get('page') ?? 1);
      const count = url.searchParams.get('name') === 'nothing' ? 0 : total;
      const data = Array.from({ length: Math.max(0, Math.min(12, count - (page - 1) * 12)) }, (_, index) =>
        summary((page - 1) * 12 + index + 1),
      );
      return { body: { data, count, page, total_pages: Math.max(1, Math.ceil(count / 12)) } };
    }
    return undefined;
  });
}

function renderAt(entry: string | { pathname: string; search?: string; state?: unknown }) {
  const router = createMemoryRouter(
    [
      {
        element: <Spy />,
        children: [],
      },
      {
        path: '/products',
        element: (
          <>
            <Spy />
            <ProductsPage />
          </>
        ),
      },
      {
        path: '/search',
        element: (
          <>
            <Spy />
            <SearchPage />
          </>
        ),
      },
    ],
    { initialEntries: [entry] },
  );
  render(withQueryClient(<RouterProvider router={router} />));
  return router;
}

const query = () => new URLSearchParams(current?.search ?? '');
const sidebar = () => screen.getByRole('complementary', { name: 'Filters' });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  current = null;
});

describe('/products filters live in the URL', { timeout: 20_000 }, () => {
  it('shows the loading state, then the products, their count and the pages', async () => {
    serveCatalogue(30);
    renderAt('/products');
    expect(screen.getByRole('status')).toHaveTextContent('Loading products...');
    expect(await screen.findByText('Product 1')).toBeInTheDocument();
    expect(screen.getByText('30').parentElement).toHaveTextContent('30 Products');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('HomeProducts');
  });

  it('writes category, rating, sort and page to the query string and reads them back', async () => {
    const fetchMock = serveCatalogue(30);
    const router = renderAt('/products');
    await screen.findByText('Product 1');

    fireEvent.click(within(sidebar()).getByRole('radio', { name: 'Power Banks' }));
    expect(query().get('category')).toBe('Power Banks');
    fireEvent.click(within(sidebar()).getByRole('radio', { name: /4 stars & up/ }));
    expect(query().get('rating')).toBe('4');
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'price_high_to_low' } });
    expect(query().get('sort')).toBe('price_high_to_low');
    await screen.findByText('Page 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(query().get('page')).toBe('2');
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();

    const last = new URL(String(fetchMock.mock.calls.at(-1)![0]), 'http://shop.test');
    expect(Object.fromEntries(last.searchParams)).toEqual({
      category: 'power banks',
      review_count: '4',
      min_price: '0',
      max_price: '20000',
      sort_by: 'price_high_to_low',
      page: '2',
    });

    // A filter change starts again at page 1; Back brings page 2 back with its filters.
    fireEvent.click(within(sidebar()).getByRole('radio', { name: 'Smartphones' }));
    expect(query().get('page')).toBeNull();
    await act(() => router.navigate(-1));
    expect(query().get('page')).toBe('2');
    expect(within(sidebar()).getByRole('radio', { name: 'Power Banks' })).toBeChecked();
    expect(screen.getByLabelText('Sort by')).toHaveValue('price_high_to_low');
  });

  it('opens with the category from navigation state and puts it in the URL', async () => {
    serveCatalogue(5);
    renderAt({ pathname: '/products', state: { category: 'Smartphones' } });
    await screen.findByText('Product 1');
    await waitFor(() => expect(query().get('category')).toBe('Smartphones'));
    expect(within(sidebar()).getByRole('radio', { name: 'Smartphones' })).toBeChecked();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Smartphones');
  });

  it('accepts ?category= in any case', async () => {
    serveCatalogue(5);
    renderAt('/products?category=power%20banks');
    await screen.findByText('Product 1');
    expect(within(sidebar()).getByRole('radio', { name: 'Power Banks' })).toBeChecked();
  });

  it("'Clear Filters' resets the filters and keeps the sort", async () => {
    serveCatalogue(5);
    renderAt('/products?category=Smartphones&rating=5&min_price=100&sort=highest_rating&page=2');
    await screen.findByText('Page 1 of 1');
    fireEvent.click(within(sidebar()).getByRole('button', { name: 'Clear Filters' }));
    expect(current?.search).toBe('?sort=highest_rating');
    expect(within(sidebar()).getByRole('radio', { name: 'All Categories' })).toBeChecked();
    expect(within(sidebar()).getByRole('radio', { name: 'All Ratings' })).toBeChecked();
  });

  it('writes typed search text once typing pauses, without a history entry per letter', async () => {
    serveCatalogue(5);
    const router = renderAt('/products');
    await screen.findByText('Product 1');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const box = within(sidebar()).getByRole('searchbox', { name: 'Search' });
    fireEvent.change(box, { target: { value: 'ear' } });
    fireEvent.change(box, { target: { value: 'earbuds ' } });
    expect(query().get('q')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(450);
    });
    expect(query().get('q')).toBe('earbuds');
    expect(box).toHaveValue('earbuds ');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("shows 'No products found...' and 'Something went wrong...'", async () => {
    serveCatalogue(0);
    renderAt('/products');
    expect(await screen.findByText('No products found...')).toBeInTheDocument();
    vi.unstubAllGlobals();
    mockFetch(() => ({ status: 500, body: { message: 'down' } }));
    renderAt('/products?page=9');
    expect(await screen.findByText('Something went wrong...')).toBeInTheDocument();
  });
});

describe('/search', { timeout: 20_000 }, () => {
  it('searches the catalogue for q with the same filters, and keeps q when filters are cleared', async () => {
    const fetchMock = serveCatalogue(14);
    renderAt('/search?q=samsng%20galxy&rating=3');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Search results for “samsng galxy”');
    await screen.findByText('Page 1 of 2');
    const listCall = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://shop.test'))
      .find((url) => url.pathname === '/api/v1/products/')!;
    expect(listCall.searchParams.get('name')).toBe('samsng galxy');
    expect(listCall.searchParams.get('review_count')).toBe('3');
    fireEvent.click(within(sidebar()).getByRole('button', { name: 'Clear Filters' }));
    expect(current?.search).toBe('?q=samsng+galxy');
  });
});
