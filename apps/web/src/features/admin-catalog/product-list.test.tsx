import type { AdminProductList, AdminProductRow, SessionUser } from '@pasal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as ProductsRoute } from '../../routes/staff/products';
import { fakeApi, on, probe, renderRoutes, resetSession, shopper, signInAs } from '../../testing';

vi.setConfig({ testTimeout: 20_000 });

const admin: SessionUser = { ...shopper, id: 1, first_name: 'Hari', last_name: 'Owner', role: 'admin' };

const row = (overrides: Partial<AdminProductRow> = {}): AdminProductRow => ({
  id: 3,
  name: 'Galaxy A55',
  slug: 'galaxy-a55',
  status: 'active',
  category: { id: 1, name: 'Smartphones', slug: 'smartphones' },
  brand: { id: 2, name: 'Samsung', slug: 'samsung' },
  price: 50000,
  discount_price: 45000,
  total_quantity: 7,
  stock_level: 'in',
  low_stock_threshold: 5,
  colors: [
    { id: 11, color_name: 'Black', color_name_ne: '', hex_code: '#000000', quantity: 4, image_id: null },
    { id: 12, color_name: 'Blue', color_name_ne: '', hex_code: '#0000ff', quantity: 3, image_id: null },
  ],
  is_featured: false,
  image: null,
  version: 4,
  updated_at: '2025-05-01T10:00:00.000Z',
  ...overrides,
});
const listOf = (data: AdminProductRow[], page = 1, total_pages = 1): AdminProductList => ({
  data,
  count: data.length,
  page,
  total_pages,
});

const lists = (answer: (path: string) => AdminProductList) => (call: { method: string; path: string }) =>
  call.method === 'GET' && call.path.startsWith('/api/v1/admin/products/?')
    ? { status: 200, body: answer(call.path) }
    : undefined;
const lookups = [
  on('GET', '/api/v1/admin/categories/', {
    status: 200,
    body: {
      data: [{ id: 1, name: 'Smartphones', slug: 'smartphones', image: '/x.svg', position: 0, product_count: 1 }],
    },
  }),
  on('GET', '/api/v1/admin/brands/', {
    status: 200,
    body: { data: [{ id: 2, name: 'Samsung', slug: 'samsung', product_count: 1 }] },
  }),
];

afterEach(() => {
  resetSession();
});

function renderList(path = '/staff/products') {
  // The router starts on a path; a query string is navigated to afterwards.
  return renderRoutes(
    [{ path: '/staff/products', element: <ProductsRoute /> }, probe('/staff/products/:id'), probe('/login')],
    {
      pathname: path,
    },
  );
}

const listCalls = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((call) => call.method === 'GET' && call.path.startsWith('/api/v1/admin/products/?'));

describe('the products list', () => {
  it('shows each product with status, prices and stock per colour, linked to its editor', async () => {
    signInAs(admin);
    fakeApi(
      lists(() =>
        listOf([
          row(),
          row({ id: 4, name: 'Old Phone', status: 'archived', colors: [], total_quantity: 0, stock_level: 'out' }),
        ]),
      ),
      ...lookups,
    );
    renderList();
    const table = await screen.findByRole('table', { name: 'Products' });
    const galaxy = (await within(table).findByRole('rowheader', { name: /Galaxy A55/ })).closest('tr')!;
    expect(within(galaxy).getByRole('link', { name: 'Galaxy A55' })).toHaveAttribute('href', '/staff/products/3');
    expect(within(galaxy).getByText('Active')).toBeInTheDocument();
    expect(within(galaxy).getByRole('button', { name: 'Change price of Galaxy A55: Rs. 50,000' })).toBeInTheDocument();
    expect(
      within(galaxy).getByRole('button', { name: 'Change discount price of Galaxy A55: Rs. 45,000' }),
    ).toBeInTheDocument();
    expect(within(galaxy).getByRole('button', { name: 'Change stock of Galaxy A55, Black: 4' })).toBeInTheDocument();
    expect(within(galaxy).getByRole('button', { name: 'Change stock of Galaxy A55, Blue: 3' })).toBeInTheDocument();
    const old = within(table)
      .getByRole('rowheader', { name: /Old Phone/ })
      .closest('tr')!;
    expect(within(old).getByText('Archived')).toBeInTheDocument();
    expect(within(old).getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New product' })).toHaveAttribute('href', '/staff/products/new');
  });

  it('marks which colour is sold out on a product still in stock, in the out-of-stock view (issue #35)', async () => {
    signInAs(admin);
    const api = fakeApi(
      lists(() =>
        listOf([
          row({
            total_quantity: 4,
            stock_level: 'low',
            low_stock_threshold: 5,
            colors: [
              { id: 11, color_name: 'Black', color_name_ne: '', hex_code: '#000000', quantity: 4, image_id: null },
              { id: 12, color_name: 'Blue', color_name_ne: '', hex_code: '#0000ff', quantity: 0, image_id: null },
            ],
          }),
          row({ id: 5, name: 'Buds', colors: [], total_quantity: 8, stock_level: 'low', low_stock_threshold: 10 }),
        ]),
      ),
      ...lookups,
    );
    const { router } = renderList();
    await router.navigate('/staff/products?stock=out');
    await waitFor(() => expect(listCalls(api).at(-1)!.path).toContain('stock=out'));
    const table = await screen.findByRole('table', { name: 'Products' });
    const galaxy = (await within(table).findByRole('rowheader', { name: /Galaxy A55/ })).closest('tr')!;
    expect(within(galaxy).getByText('Blue sold out')).toBeInTheDocument();
    expect(within(galaxy).getByText('Low stock')).toBeInTheDocument();
    // Its own threshold (10) makes 8 units low.
    const buds = within(table).getByRole('rowheader', { name: /Buds/ }).closest('tr')!;
    expect(within(buds).getByText('Low stock')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Stock' })).toHaveDisplayValue('Out (any colour)');
  });

  it('filters, searches and sorts through the query string, back to page 1', async () => {
    signInAs(admin);
    const api = fakeApi(
      lists((path) => listOf([row()], Number(/page=(\d+)/.exec(path)?.[1] ?? 1), 3)),
      ...lookups,
    );
    const user = userEvent.setup({ delay: null });
    const { router } = renderList();
    await screen.findByRole('rowheader', { name: /Galaxy A55/ });
    await router.navigate('/staff/products?page=2');
    await waitFor(() => expect(listCalls(api).at(-1)!.path).toBe('/api/v1/admin/products/?sort=updated_desc&page=2'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Stock' }), 'Low stock');
    await waitFor(() =>
      expect(listCalls(api).at(-1)!.path).toBe('/api/v1/admin/products/?stock=low&sort=updated_desc&page=1'),
    );
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Category' }), 'Smartphones');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Brand' }), 'Samsung');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Draft');
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'galaxy{Enter}');
    await waitFor(() =>
      expect(listCalls(api).at(-1)!.path).toBe(
        '/api/v1/admin/products/?q=galaxy&category=smartphones&brand=samsung&stock=low&status=draft&sort=updated_desc&page=1',
      ),
    );
    await user.click(within(screen.getByRole('columnheader', { name: /Price/ })).getByRole('button'));
    await waitFor(() => expect(listCalls(api).at(-1)!.path).toContain('sort=price_asc'));
    expect(screen.getByRole('columnheader', { name: /^Price/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(router.state.location.search).toContain('sort=price_asc');

    await user.click(
      within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: 'Next' }),
    );
    await waitFor(() => expect(listCalls(api).at(-1)!.path).toContain('page=2'));
  });

  it('changes a price in place, and Undo sends the old price back', async () => {
    signInAs(admin);
    let price = 50000;
    const api = fakeApi(
      lists(() => listOf([row({ price })])),
      ...lookups,
      on('PATCH', '/api/v1/admin/products/3/quick/', (call) => {
        price = (call.body as { price: number }).price;
        return { status: 200, body: { data: row({ price }), message: 'Galaxy A55 updated' } };
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Change price of Galaxy A55: Rs. 50,000' }));
    const input = screen.getByRole('spinbutton', { name: 'Price of Galaxy A55' });
    expect(input).toHaveFocus();
    await user.clear(input);
    await user.type(input, '48000{Enter}');
    await waitFor(() => expect(api.to('PATCH', '/api/v1/admin/products/3/quick/')).toHaveLength(1));
    expect(api.to('PATCH', '/api/v1/admin/products/3/quick/')[0]!.body).toEqual({ price: 48000 });
    expect(await screen.findByText('Galaxy A55 updated')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Change price of Galaxy A55: Rs. 48,000' })).toBeInTheDocument();

    // fireEvent: Sonner's toast captures the pointer on pointerdown, which jsdom lacks.
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(api.to('PATCH', '/api/v1/admin/products/3/quick/')).toHaveLength(2));
    expect(api.to('PATCH', '/api/v1/admin/products/3/quick/')[1]!.body).toEqual({ price: 50000 });
    expect(await screen.findByRole('button', { name: 'Change price of Galaxy A55: Rs. 50,000' })).toBeInTheDocument();
  });

  it("changes a colour's stock; a refusal stays on the row; a bad figure is not sent", async () => {
    signInAs(admin);
    const api = fakeApi(
      lists(() => listOf([row()])),
      ...lookups,
      on('PATCH', '/api/v1/admin/products/3/quick/', (call) => {
        const body = call.body as { discount_price?: number; stock?: number };
        if (body.discount_price !== undefined)
          return {
            status: 400,
            body: {
              message: 'The discount price cannot be higher than the price',
              errors: { discount_price: 'The discount price cannot be higher than the price' },
            },
          };
        return { status: 200, body: { data: row(), message: 'Galaxy A55 updated' } };
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Change stock of Galaxy A55, Blue: 3' }));
    const stock = screen.getByRole('spinbutton', { name: 'Stock of Galaxy A55, Blue' });
    await user.clear(stock);
    await user.type(stock, '1.5{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Stock must be a whole number, 0 or more');
    expect(stock).toHaveAttribute('aria-invalid', 'true');
    expect(api.to('PATCH', '/api/v1/admin/products/3/quick/')).toHaveLength(0);
    await user.clear(stock);
    await user.type(stock, '0{Enter}');
    await waitFor(() => expect(api.to('PATCH', '/api/v1/admin/products/3/quick/')).toHaveLength(1));
    expect(api.to('PATCH', '/api/v1/admin/products/3/quick/')[0]!.body).toEqual({ color_id: 12, stock: 0 });

    await user.click(screen.getByRole('button', { name: /Change discount price of Galaxy A55/ }));
    const discount = screen.getByRole('spinbutton', { name: 'Discount price of Galaxy A55' });
    await user.clear(discount);
    await user.type(discount, '60000{Enter}');
    const row3 = screen.getByRole('rowheader', { name: /Galaxy A55/ }).closest('tr')!;
    expect(await within(row3).findByRole('alert')).toHaveTextContent(
      'The discount price cannot be higher than the price',
    );
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('spinbutton', { name: 'Discount price of Galaxy A55' })).not.toBeInTheDocument(),
    );
  });
});
