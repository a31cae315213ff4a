import {
  CHECKOUT_MESSAGES,
  COUNTER_BUYER_NAME_MAX,
  COUNTER_REFERENCE_MAX,
  COUNTER_SALE_MESSAGES,
  type CounterSale,
} from '@pasal/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, counterCharger, fakeApi, page, renderRoutes, resetSession, shopper, signInAs } from '../../testing';
import { CounterSaleScreen } from './counter-sale-screen';

// The counter sale's payment form: the request's own rules, each message under its field and no
// sale sent, no field focused, the messages gone once a product is added; a valid sale sent as
// typed with the till's lines.

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => resetSession());

const SALES = '/api/v1/admin/counter-sales/';
const sale: CounterSale = {
  transaction_id: 'PSL-COUNTER0002',
  invoice_number: '2083/84-000013',
  issued_at: '2026-11-30T10:00:00.000Z',
  payment_method: 'cash',
  payment_reference: null,
  buyer_name: 'Walk-in customer',
  buyer_pan: null,
  lines: [],
  subtotal: 3000,
  tax_amount: 0,
  total: 3000,
};

async function renderTill() {
  const api = fakeApi(
    answer('GET', /^\/api\/v1\/admin\/counter-sales\/products\/\?q=/, 200, {
      data: [counterCharger],
      exact: true,
      tax_percentage: 0,
    }),
    answer('POST', SALES, 201, { data: sale }),
  );
  signInAs({ ...shopper, role: 'staff' });
  renderRoutes([page('/staff/counter', <CounterSaleScreen />)], { pathname: '/staff/counter' });
  await scan();
  return api;
}

async function scan() {
  await userEvent.type(screen.getByLabelText('Scan or search a product'), 'fast-charger-25w{Enter}');
  await screen.findByText('Fast charger 25W');
}

const completeSale = () => userEvent.click(screen.getByRole('button', { name: 'Complete sale' }));

function expectMessageUnder(field: HTMLElement, message: string) {
  expect(field).toHaveAttribute('aria-invalid', 'true');
  const shown = screen.getByText(message);
  expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(shown.id);
}

describe("the counter sale's form", () => {
  it('says what the request refuses under each field, sends nothing, and forgets it for a new product', async () => {
    const api = await renderTill();
    await userEvent.selectOptions(screen.getByLabelText('Paid by'), 'fonepay_qr');
    const reference = screen.getByLabelText(/Payment reference/);
    await userEvent.type(reference, 'R'.repeat(COUNTER_REFERENCE_MAX + 1));
    const name = screen.getByLabelText(/Buyer name/);
    await userEvent.type(name, 'N'.repeat(COUNTER_BUYER_NAME_MAX + 1));
    const pan = screen.getByLabelText(/Buyer PAN/);
    await userEvent.type(pan, '12345678x');
    await completeSale();

    expect(await screen.findByText(COUNTER_SALE_MESSAGES.reference)).toBeVisible();
    expectMessageUnder(reference, COUNTER_SALE_MESSAGES.reference);
    expectMessageUnder(name, COUNTER_SALE_MESSAGES.buyerName);
    expectMessageUnder(pan, CHECKOUT_MESSAGES.buyerPanInvalid);
    expect(screen.getByRole('button', { name: 'Complete sale' })).toHaveFocus();
    expect(api.posts(SALES)).toHaveLength(0);

    // Until the next try, an edit leaves the messages as they are.
    await userEvent.clear(pan);
    expect(pan).toHaveAttribute('aria-invalid', 'true');
    await scan();
    expect(screen.queryByText(COUNTER_SALE_MESSAGES.reference)).toBeNull();
    expect(screen.queryByText(CHECKOUT_MESSAGES.buyerPanInvalid)).toBeNull();
    expect(pan).not.toHaveAttribute('aria-invalid');
  });

  it('sends the sale as typed, with the till lines', async () => {
    const api = await renderTill();
    await scan();
    await userEvent.selectOptions(screen.getByLabelText('Paid by'), 'fonepay_qr');
    await userEvent.type(screen.getByLabelText(/Payment reference/), 'FP-9');
    // Back to cash: the reference typed is still sent, as before; the server drops it for cash.
    await userEvent.selectOptions(screen.getByLabelText('Paid by'), 'cash');
    await userEvent.type(screen.getByLabelText(/Buyer name/), '  Sita Sharma ');
    await completeSale();
    expect(await screen.findByTestId('counter-bill-number')).toHaveTextContent('2083/84-000013');
    expect(api.posts(SALES).map((call) => call.body)).toEqual([
      {
        lines: [{ product_id: 7, color_id: null, quantity: 2 }],
        payment_method: 'cash',
        payment_reference: 'FP-9',
        buyer_name: '  Sita Sharma ',
        buyer_pan: '',
      },
    ]);
  });
});
