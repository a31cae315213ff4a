import type { CheckoutOptions } from '@pasal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as CheckoutRoute } from '../../routes/checkout';
import { lineFromProduct } from '../cart/cart-lines';
import { useCart } from '../cart/cart-store';
import { resetCartRefresh } from '../cart/refresh';
import { makeProduct } from '../cart/test-fixtures';
import { DEMO_SHOP_NOTICE } from './demo-shop-notice';
import { answer, fakeApi, profile, quoteOf, renderAt, signIn, signOut } from '../../testing';

// The checkout offers what GET payments/checkout/ says the shop offers, and says so when the shop
// is a demo whose online payments are simulated (server payments/modes.ts).

// A checkout render with its queries is slow on a shared machine (as in checkout-page.test.tsx).
vi.setConfig({ testTimeout: 20_000 });

const product = makeProduct();

function optionsOf(overrides: Partial<CheckoutOptions>): CheckoutOptions {
  return {
    gateways: [
      { value: 'Esewa', label: 'eSewa', simulated: true },
      { value: 'Khalti', label: 'Khalti', simulated: true },
      { value: 'COD', label: 'Cash on Delivery', simulated: false },
    ],
    demo_mode: true,
    free_delivery_threshold: 10000,
    tax_percentage: 0,
    currency: 'Npr',
    payment_window_minutes: 30,
    cancel_window_minutes: 60,
    ...overrides,
  };
}

function renderCheckout(options: CheckoutOptions) {
  fakeApi(
    answer('GET', '/api/v1/payments/checkout/', 200, { data: options }),
    answer('GET', '/api/v1/auth/profile/', 200, { data: profile }),
    answer('GET', /^\/api\/v1\/products\/by-ids\//, 200, { data: [product] }),
    answer('POST', '/api/v1/orders/quote/', 200, { data: quoteOf() }),
  );
  renderAt('/checkout', '/checkout', <CheckoutRoute />);
}

async function openPaymentStep() {
  await userEvent.setup({ delay: null }).click(await screen.findByRole('tab', { name: /Payment/ }));
  return screen.findByRole('radiogroup', { name: 'Payment method' });
}

beforeEach(() => {
  resetCartRefresh();
  signIn();
  useCart.setState({ lines: [lineFromProduct(product, 2, null)], ownerId: null });
});

afterEach(() => {
  signOut();
  useCart.setState({ lines: [] });
});

describe('payment options at checkout', () => {
  it('in a demo shop: says payments are simulated, as a note, and offers every gateway marked Test mode', async () => {
    renderCheckout(optionsOf({}));
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(DEMO_SHOP_NOTICE);
    expect(DEMO_SHOP_NOTICE).toBe('Demo shop: online payments are simulated, no money moves');
    const methods = await openPaymentStep();
    const radios = within(methods).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      expect.stringContaining('eSewa'),
      expect.stringContaining('Khalti'),
      expect.stringContaining('Cash on Delivery'),
    ]);
    expect(within(methods).getAllByText('Test mode')).toHaveLength(2);
    // Still there on the payment step, where the choice is made.
    expect(screen.getByRole('note')).toBeVisible();
  });

  it('in a live shop without eSewa and Khalti: only cash on delivery, and no demo notice', async () => {
    renderCheckout(
      optionsOf({ gateways: [{ value: 'COD', label: 'Cash on Delivery', simulated: false }], demo_mode: false }),
    );
    const methods = await openPaymentStep();
    // Until the shop's answer is in, every gateway is listed (the server still refuses one it lacks).
    await waitFor(() => expect(within(methods).getAllByRole('radio')).toHaveLength(1));
    expect(within(methods).getByRole('radio', { name: /Cash on Delivery/ })).toBeInTheDocument();
    expect(within(methods).queryByRole('radio', { name: /eSewa/ })).not.toBeInTheDocument();
    expect(within(methods).queryByRole('radio', { name: /Khalti/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.queryByText(DEMO_SHOP_NOTICE)).not.toBeInTheDocument();
  });

  it('a live gateway is offered without the Test mode mark', async () => {
    renderCheckout(
      optionsOf({
        gateways: [
          { value: 'Esewa', label: 'eSewa', simulated: false },
          { value: 'COD', label: 'Cash on Delivery', simulated: false },
        ],
        demo_mode: false,
      }),
    );
    const methods = await openPaymentStep();
    await waitFor(() => expect(within(methods).getAllByRole('radio')).toHaveLength(2));
    expect(within(methods).getByRole('radio', { name: /eSewa/ })).toBeInTheDocument();
    expect(within(methods).queryByRole('radio', { name: /Khalti/ })).not.toBeInTheDocument();
    expect(within(methods).queryByText('Test mode')).not.toBeInTheDocument();
  });
});
