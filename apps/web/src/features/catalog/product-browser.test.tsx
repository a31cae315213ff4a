import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type Location } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as ProductsPage } from '../../routes/products';
import { Component as SearchPage } from '../../routes/search';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, serveApi, summary, withQueryClient } from '../../testing';

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
  return serveApi((url) => {
    if (url.pathname === '/api/v1/categories/')
      return { body: { data: categories, count: 2, page: 1, total_pages: 1 } };
    if (url.pathname === '/api/v1/products/') {
      const page = Number(url.searchParams.get('page') ?? 1);
      const count = url.searchParams.get('name') === 'nothing' ? 0 : total;
      const data = Array.from({ length: Math.max(0, Math.min(12, count - (page - 1) * 12)) }, (_, index) =>
        summary((page - 1) * 12 + index + 1),
      );
      const brands = (url.searchParams.get('brand') ?? '').split(',').filter(Boolean);
      const facets = {
        brands: [
          { value: 'samsung', label: 'Samsung', count: brands.length === 0 || brands.includes('samsung') ? 5 : 4 },
          { value: 'apple', label: 'Apple', count: 3 },
          { value: 'nokia', label: 'Nokia', count: 0 },
        ],
        ram: [
          { value: '8GB', label: '8GB', count: 6 },
          { value: '12GB', label: '12GB', count: 2 },
        ],
        storage: [],
        price: { min: 999, max: 250000 },
        in_stock: 7,
        on_sale: 4,
        attributes: [],
      };
      return { body: { data, count, page, total_pages: Math.max(1, Math.ceil(count / 12)), facets } };
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

  it("says '1 Product' for one result, not '1 Products' (issue 30)", async () => {
    serveCatalogue(1);
    renderAt('/products');
    expect(await screen.findByText('Product 1')).toBeInTheDocument();
    expect(screen.getByText('1', { selector: 'span' }).parentElement).toHaveTextContent(/^1 Product$/);
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    expect(await screen.findByRole('button', { name: 'Show 1 Product' })).toBeInTheDocument();
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

  it('filters by brands (with counts), availability, RAM and a typed price range; Back undoes each step', async () => {
    const fetchMock = serveCatalogue(30);
    const router = renderAt('/products');
    await screen.findByText('Product 1');
    const panel = within(sidebar());
    const samsung = panel.getByRole('checkbox', { name: /Samsung/ });
    expect(samsung.closest('label')).toHaveTextContent('Samsung5');
    expect(panel.getByRole('checkbox', { name: /Nokia/ })).toBeDisabled();
    fireEvent.click(samsung);
    expect(query().get('brand')).toBe('samsung');
    fireEvent.click(panel.getByRole('checkbox', { name: /Apple/ }));
    expect(query().get('brand')).toBe('samsung,apple');
    fireEvent.click(panel.getByRole('checkbox', { name: /In stock only/ }));
    expect(query().get('in_stock')).toBe('1');
    fireEvent.click(panel.getByRole('checkbox', { name: /8GB/ }));
    expect(query().get('ram')).toBe('8GB');

    // The slider spans the catalogue's prices; typed fields set the range.
    expect(panel.getByRole('slider', { name: 'Maximum price' })).toHaveAttribute('aria-valuemax', '250000');
    const max = panel.getByLabelText('Max (Rs.)');
    expect(max).toHaveValue('250000');
    fireEvent.change(max, { target: { value: '50000' } });
    fireEvent.blur(max);
    expect(query().get('max_price')).toBe('50000');
    const min = panel.getByLabelText('Min (Rs.)');
    fireEvent.change(min, { target: { value: '10000' } });
    fireEvent.submit(min.closest('form')!);
    expect(query().get('min_price')).toBe('10000');
    await waitFor(() => {
      const last = new URL(String(fetchMock.mock.calls.at(-1)![0]), 'http://shop.test');
      expect(Object.fromEntries(last.searchParams)).toMatchObject({
        brand: 'samsung,apple',
        in_stock: '1',
        ram: '8GB',
        min_price: '10000',
        max_price: '50000',
      });
    });

    await act(() => router.navigate(-1));
    expect(query().get('min_price')).toBeNull();
    expect(query().get('max_price')).toBe('50000');
    await act(() => router.navigate(-1));
    expect(query().get('max_price')).toBeNull();
    await act(() => router.navigate(-1));
    await act(() => router.navigate(-1));
    expect(query().get('in_stock')).toBeNull();
    await act(() => router.navigate(-1));
    expect(query().get('brand')).toBe('samsung');
    expect(within(sidebar()).getByRole('checkbox', { name: /Samsung/ })).toBeChecked();
    expect(within(sidebar()).getByRole('checkbox', { name: /Apple/ })).not.toBeChecked();
  });

  it('keeps the Max the shopper is typing when the results for a new Min arrive', async () => {
    serveCatalogue(30);
    // The answer for the new Min comes while the shopper types in Max; with a minimum, the
    // dearest product the results can show is a different one.
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/api/v1/products/', async ({ request }) => {
        if (!(Number(new URL(request.url).searchParams.get('min_price')) > 0)) return undefined;
        await answered;
        const facets = {
          brands: [],
          ram: [],
          storage: [],
          price: { min: 999, max: 279900 },
          in_stock: 7,
          on_sale: 4,
          attributes: [],
        };
        return HttpResponse.json({ data: [summary(1)], count: 1, page: 1, total_pages: 1, facets });
      }),
    );
    renderAt('/products');
    await screen.findByText('Product 1');
    const panel = () => within(sidebar());
    await waitFor(() =>
      expect(panel().getByRole('slider', { name: 'Maximum price' })).toHaveAttribute('aria-valuemax', '250000'),
    );
    const user = userEvent.setup({ delay: null });
    await user.clear(panel().getByLabelText('Min (Rs.)'));
    await user.type(panel().getByLabelText('Min (Rs.)'), '10000');
    await user.tab();
    expect(query().get('min_price')).toBe('10000');
    await user.clear(panel().getByLabelText('Max (Rs.)'));
    await user.type(panel().getByLabelText('Max (Rs.)'), '20');
    release();
    await waitFor(() =>
      expect(panel().getByRole('slider', { name: 'Maximum price' })).toHaveAttribute('aria-valuemax', '279900'),
    );
    await user.type(panel().getByLabelText('Max (Rs.)'), '000');
    expect(panel().getByLabelText('Max (Rs.)')).toHaveValue('20000');
    await user.keyboard('{Enter}');
    expect(query().get('max_price')).toBe('20000');
    expect(query().get('min_price')).toBe('10000');
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
    await screen.findByText('Page 1 of 1', {}, { timeout: 5000 });
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
    serveApi(() => ({ status: 500, body: { message: 'down' } }));
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

  it('a search that finds nothing suggests the nearest categories and popular products (issue #30)', async () => {
    const fetchMock = serveApi((url) => {
      if (url.pathname === '/api/v1/categories/')
        return { body: { data: categories, count: 2, page: 1, total_pages: 1 } };
      if (url.pathname !== '/api/v1/products/') return undefined;
      const empty = {
        in_stock: 0,
        on_sale: 0,
        brands: [],
        ram: [],
        storage: [],
        price: { min: 0, max: 0 },
        attributes: [],
      };
      if (url.searchParams.get('name')) return { body: { data: [], count: 0, page: 1, total_pages: 1, facets: empty } };
      const data = [summary(1, { name: 'Best Buds' }), summary(2, { total_quantity: 0 }), summary(3), summary(4)];
      return { body: { data, count: 4, page: 1, total_pages: 1, facets: empty } };
    });
    renderAt('/search?q=powr%20bank%20magsafe');
    expect(await screen.findByText('No products found...')).toBeInTheDocument();
    const near = await screen.findByRole('region', { name: 'Try one of these categories' });
    const links = within(near).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Power Banks']);
    expect(links[0]).toHaveAttribute('href', '/products?category=Power%20Banks');
    const popular = await screen.findByRole('region', { name: 'Popular products' });
    // The best rated first; a sold-out product is left out.
    expect(
      within(popular)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Best Buds', 'Product 3', 'Product 4']);
    const popularCall = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://shop.test'))
      .find((url) => url.pathname === '/api/v1/products/' && !url.searchParams.get('name'))!;
    expect(popularCall.searchParams.get('sort_by')).toBe('highest_rating');
  });
});
