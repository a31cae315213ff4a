import type { CounterProduct, CounterSale } from '@pasal/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  answer,
  counterCharger,
  fakeApi,
  page,
  probe,
  renderRoutes,
  resetSession,
  shopper,
  signInAs,
} from '../../testing';
import { CounterSaleScreen } from './counter-sale-screen';

// The counter sale screen (issue #36): a scan adds at once, words offer a list, steppers and remove
// change the running total, a bad PAN is refused before sending, and "Complete sale" shows the bill
// number with the print buttons.

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => resetSession());

const SEARCH = /^\/api\/v1\/admin\/counter-sales\/products\/\?q=/;

const phone: CounterProduct = {
  product_id: 8,
  name: 'Galaxy A56',
  sku: 'galaxy-a56',
  discount_price: 45_000,
  bulk_discounts: [],
  stock: 3,
  colors: [
    { id: 81, name: 'Black', stock: 2 },
    { id: 82, name: 'Blue', stock: 0 },
  ],
};

const sale: CounterSale = {
  transaction_id: 'PSL-COUNTER0001',
  invoice_number: '2083/84-000012',
  issued_at: '2026-11-30T10:00:00.000Z',
  payment_method: 'cash',
  payment_reference: null,
  buyer_name: 'Ram Traders',
  buyer_pan: '123456789',
  lines: [],
  subtotal: 48_000,
  tax_amount: 0,
  total: 48_000,
};

function api() {
  return fakeApi(
    answer('GET', SEARCH, 200, (call) => {
      const q = new URL(call.path, 'http://x').searchParams.get('q');
      if (q === 'fast-charger-25w') return { data: [counterCharger], exact: true, tax_percentage: 0 };
      if (q === 'galaxy') return { data: [phone], exact: false, tax_percentage: 0 };
      return { data: [], exact: false, tax_percentage: 0 };
    }),
    answer('POST', '/api/v1/admin/counter-sales/', 201, { data: sale }),
  );
}

function renderTill() {
  signInAs({ ...shopper, role: 'staff' });
  return renderRoutes([page('/staff/counter', <CounterSaleScreen />), probe('/staff/orders/:id/receipt')], {
    pathname: '/staff/counter',
  });
}

describe('the counter sale screen', () => {
  it('adds a scanned code at once, picks a colour from words, and totals the lines', async () => {
    api();
    renderTill();
    const field = screen.getByLabelText('Scan or search a product');
    expect(field).toHaveFocus();
    await userEvent.type(field, 'fast-charger-25w{Enter}');
    const items = await screen.findByRole('region', { name: /Items/ });
    expect(within(items).getByText('Fast charger 25W')).toBeVisible();
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    // The same code again is one more unit, not a second line.
    await userEvent.type(field, 'fast-charger-25w{Enter}');
    expect(await within(items).findByText('Rs. 3,000')).toBeVisible();

    await userEvent.type(field, 'galaxy{Enter}');
    const list = await screen.findByRole('list', { name: 'Products matching “galaxy”' });
    expect(within(list).getByRole('button', { name: /Galaxy A56 \(Blue\)/ })).toBeDisabled();
    await userEvent.click(within(list).getByRole('button', { name: /Galaxy A56 \(Black\)/ }));
    expect(screen.getByTestId('counter-total')).toHaveTextContent('Rs. 48,000');

    await userEvent.click(screen.getByRole('button', { name: 'One less Fast charger 25W' }));
    expect(screen.getByTestId('counter-total')).toHaveTextContent('Rs. 46,500');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Galaxy A56 (Black)' }));
    expect(screen.getByTestId('counter-total')).toHaveTextContent('Rs. 1,500');
  });

  it('says when nothing matches', async () => {
    api();
    renderTill();
    await userEvent.type(screen.getByLabelText('Scan or search a product'), 'toaster{Enter}');
    expect(await screen.findByText('No product on sale matches “toaster”.')).toBeVisible();
  });

  it('refuses a bad PAN before sending, then completes the sale with a key and offers the prints', async () => {
    const calls = api();
    renderTill();
    const field = screen.getByLabelText('Scan or search a product');
    await userEvent.type(field, 'fast-charger-25w{Enter}');
    await screen.findByText('Fast charger 25W');
    await userEvent.type(screen.getByLabelText(/Buyer name/), 'Ram Traders');
    const pan = screen.getByLabelText(/Buyer PAN/);
    await userEvent.type(pan, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Complete sale' }));
    expect(await screen.findByText('PAN must be 9 digits')).toBeVisible();
    expect(pan).toHaveAttribute('aria-invalid', 'true');
    expect(calls.posts('/api/v1/admin/counter-sales/')).toHaveLength(0);

    await userEvent.clear(pan);
    await userEvent.type(pan, '123456789');
    await userEvent.selectOptions(screen.getByLabelText('Paid by'), 'fonepay_qr');
    await userEvent.type(screen.getByLabelText(/Payment reference/), 'FP-77');
    await userEvent.click(screen.getByRole('button', { name: 'Complete sale' }));
    expect(await screen.findByTestId('counter-bill-number')).toHaveTextContent('2083/84-000012');
    expect(calls.posts('/api/v1/admin/counter-sales/')[0]?.body).toEqual({
      lines: [{ product_id: 7, color_id: null, quantity: 1 }],
      payment_method: 'fonepay_qr',
      payment_reference: 'FP-77',
      buyer_name: 'Ram Traders',
      buyer_pan: '123456789',
    });
    expect(screen.getByRole('link', { name: 'Print A4 bill' })).toHaveAttribute(
      'href',
      '/staff/orders/PSL-COUNTER0001/bill',
    );
    expect(screen.getByRole('button', { name: 'New sale' })).toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'Print receipt (80 mm)' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/staff/orders/PSL-COUNTER0001/receipt');
  });

  it('starts a new sale with an empty till and the search focused', async () => {
    api();
    renderTill();
    await userEvent.type(screen.getByLabelText('Scan or search a product'), 'fast-charger-25w{Enter}');
    await screen.findByText('Fast charger 25W');
    await userEvent.click(screen.getByRole('button', { name: 'Complete sale' }));
    await userEvent.click(await screen.findByRole('button', { name: 'New sale' }));
    expect(screen.getByLabelText('Scan or search a product')).toHaveFocus();
    expect(screen.getByText('Nothing yet: scan or search a product.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Complete sale' })).toBeDisabled();
  });
});
