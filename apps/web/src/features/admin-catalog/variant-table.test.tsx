import { CATALOGUE_MESSAGES, type AdminVariantRow } from '@pasal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, on, page, renderRoutes, resetSession, shopper, signInAs } from '../../testing';
import { VariantTable } from './variant-table';

// The variant table's forms on their own: a price in place, a status in place and "Set stock" for
// the ticked rows. What the contract's rule refuses is said at the field and nothing is sent; what
// it accepts goes as the quick edit's PATCH.

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => resetSession());

const QUICK = (id: number) => `/api/v1/admin/products/${id}/quick/`;

const row = (overrides: Partial<AdminVariantRow> = {}): AdminVariantRow => ({
  id: 3,
  name: 'Zorbit X (8GB / 256GB)',
  slug: 'zorbit-x-8gb-256gb',
  status: 'active',
  category: { id: 1, name: 'Smartphones', slug: 'smartphones' },
  brand: null,
  price: 50000,
  discount_price: 45000,
  total_quantity: 7,
  stock_level: 'in',
  low_stock_threshold: 5,
  colors: [],
  is_featured: false,
  image: null,
  version: 4,
  updated_at: '2025-05-01T10:00:00.000Z',
  option_values: ['8GB', '256GB'],
  ...overrides,
});

const rows = [row(), row({ id: 4, name: 'Zorbit X (12GB / 512GB)', option_values: ['12GB', '512GB'] })];

function renderTable(answer: { status: number; body: unknown } = { status: 200, body: {} }) {
  const api = fakeApi(
    on('PATCH', QUICK(3), { status: answer.status, body: { data: rows[0], message: 'Saved', ...(answer.body ?? {}) } }),
    on('PATCH', QUICK(4), { status: 200, body: { data: rows[1], message: 'Saved' } }),
  );
  signInAs({ ...shopper, role: 'admin' });
  renderRoutes(
    [
      page(
        '/',
        <VariantTable
          family={{ id: 9, name: 'Zorbit X', options: [] }}
          variants={rows}
          currentId={3}
          loading={false}
          onProductChanged={() => undefined}
        />,
      ),
    ],
    { pathname: '/' },
  );
  return api;
}

function expectMessageAt(field: HTMLElement, message: string) {
  expect(field).toHaveAttribute('aria-invalid', 'true');
  const shown = screen.getByText(message);
  expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(shown.id);
}

describe("the variant table's in-place price", () => {
  it('refuses an amount with fractions of a paisa at the field, then sends the price typed', async () => {
    const api = renderTable();
    await userEvent.click(screen.getByRole('button', { name: 'Change price of Zorbit X (8GB / 256GB): Rs. 50,000' }));
    const price = screen.getByRole('spinbutton', { name: 'Price of Zorbit X (8GB / 256GB)' });
    await userEvent.clear(price);
    await userEvent.type(price, '12.345{Enter}');
    await screen.findByText(CATALOGUE_MESSAGES.priceInvalid);
    expectMessageAt(price, CATALOGUE_MESSAGES.priceInvalid);
    expect(price).toHaveFocus();
    expect(api.writes()).toEqual([]);

    await userEvent.clear(price);
    await userEvent.type(price, ' 48000{Enter}');
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]!.body).toEqual({ price: 48000 });
  });
});

describe("the variant table's in-place status", () => {
  it("sends the status chosen, and keeps the server's refusal at the field", async () => {
    const api = renderTable({
      status: 400,
      body: { message: 'Not allowed', errors: { status: 'A product needs a photo to be active' } },
    });
    await userEvent.click(screen.getByRole('button', { name: /^Change status of Zorbit X \(8GB \/ 256GB\): Active/ }));
    const status = screen.getByRole('combobox', { name: 'Status of Zorbit X (8GB / 256GB)' });
    await userEvent.selectOptions(status, 'draft');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('A product needs a photo to be active');
    expect(api.writes().map((call) => call.body)).toEqual([{ status: 'draft' }]);
    expectMessageAt(status, 'A product needs a photo to be active');
  });
});

describe('Set stock for the ticked variants', () => {
  it('refuses a part of a unit at the field, which takes the cursor, then sends one PATCH a variant', async () => {
    const api = renderTable();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await userEvent.click(screen.getByRole('button', { name: 'Set stock' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set stock for 2 variants' });
    const stock = within(dialog).getByRole('spinbutton', { name: 'New stock (units)' });
    await userEvent.type(stock, '1.5');
    const apply = within(dialog).getByRole('button', { name: 'Set stock' });
    await userEvent.click(apply);
    await within(dialog).findByText(CATALOGUE_MESSAGES.stockInvalid);
    expectMessageAt(stock, CATALOGUE_MESSAGES.stockInvalid);
    expect(stock).toHaveFocus();
    expect(api.writes()).toEqual([]);

    // Edited, the message goes.
    await userEvent.clear(stock);
    expect(within(dialog).queryByText(CATALOGUE_MESSAGES.stockInvalid)).toBeNull();
    await userEvent.type(stock, '5');
    await userEvent.click(apply);
    await waitFor(() => expect(api.writes()).toHaveLength(2));
    expect(api.writes().map((call) => [call.path, call.body])).toEqual([
      [QUICK(3), { stock: 5 }],
      [QUICK(4), { stock: 5 }],
    ]);
  });
});
