import { CHECKOUT_STORAGE_KEY, ORDER_MESSAGES, type PaymentConfirmation } from '@pasal/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as PaymentFailedRoute } from '../../routes/payment-failed';
import { Component as PaymentSuccessRoute } from '../../routes/payment-success';
import { lineFromProduct } from '../cart/cart-lines';
import { useCart } from '../cart/cart-store';
import { makeProduct } from '../cart/test-fixtures';
import { forgetConfirmations } from './payment-return';
import { answer, connectionLost, fakeApi, kathmanduOrder, orderOf, renderAt, signIn, signOut } from '../../testing';

vi.setConfig({ testTimeout: 20_000 });

const ID = 'PSL-7K3M9Q2XTB4N';
const esewaData = btoa(
  JSON.stringify({
    transaction_code: '000AWEO',
    status: 'COMPLETE',
    total_amount: '4100.0',
    transaction_uuid: ID,
    product_code: 'EPAYTEST',
    signed_field_names: 'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names',
    signature: 'sig',
  }),
);

function confirmation(outcome: PaymentConfirmation['outcome']): { data: PaymentConfirmation } {
  return {
    data: {
      outcome,
      message: outcome === 'paid' ? 'Payment Successful!' : 'Payment Failed',
      order: kathmanduOrder({
        payment_gateway: 'Esewa',
        payment_status: outcome === 'paid' ? 'paid' : outcome === 'failed' ? 'failed' : 'unpaid',
      }),
    },
  };
}

function storeCheckout() {
  localStorage.setItem(
    CHECKOUT_STORAGE_KEY,
    JSON.stringify({ transaction_id: ID, payment_gateway: 'Esewa', grand_total: 4100, payment: { gateway: 'Esewa' } }),
  );
}

beforeEach(() => {
  forgetConfirmations();
  signIn();
  useCart.setState({ lines: [lineFromProduct(makeProduct(), 2, null)], ownerId: null });
});

afterEach(() => {
  signOut();
  useCart.setState({ lines: [] });
});

describe('/payment-success', () => {
  it('eSewa: shows Processing Payment, posts the confirmation once (StrictMode), then succeeds and clears', async () => {
    storeCheckout();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = fakeApi(
      // Every answer waits for the gate.
      async () => {
        await gate;
        return undefined;
      },
      (call) =>
        call.method === 'POST' && call.path === `/api/v1/orders/${ID}/success/`
          ? { status: 200, body: confirmation('paid') }
          : undefined,
    );
    renderAt(`/payment-success?data=${encodeURIComponent(esewaData)}`, '/payment-success', <PaymentSuccessRoute />);
    expect(await screen.findByText('Processing Payment')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    // Where the order goes, and when.
    expect(screen.getByText('Delivery address')).toBeInTheDocument();
    expect(screen.getByText('Kathmandu Metropolitan City-26')).toBeInTheDocument();
    expect(screen.getByText('Expected delivery')).toBeInTheDocument();
    expect(screen.getByText('30 Nov – 2 Dec 2026 (14–16 Mangsir 2083)')).toBeInTheDocument();
    expect(api.posts(`/api/v1/orders/${ID}/success/`)).toHaveLength(1);
    expect(api.posts(`/api/v1/orders/${ID}/success/`)[0]?.body).toEqual({ data: esewaData });
    expect(localStorage.getItem(CHECKOUT_STORAGE_KEY)).toBeNull();
    expect(useCart.getState().lines).toHaveLength(0);
    await userEvent.setup({ delay: null }).click(screen.getByRole('link', { name: 'View your Order' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/profile/orders');
  });

  it("Khalti: sends the pidx for the order in purchase_order_id; 'User canceled' shows Payment Failed", async () => {
    const api = fakeApi(answer('POST', `/api/v1/orders/${ID}/success/`, 200, confirmation('failed')));
    renderAt(
      `/payment-success?pidx=abc123&status=User%20canceled&purchase_order_id=${ID}&transaction_id=`,
      '/payment-success',
      <PaymentSuccessRoute />,
    );
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(api.posts(`/api/v1/orders/${ID}/success/`)[0]?.body).toEqual({ pidx: 'abc123', status: 'User canceled' });
    expect(useCart.getState().lines).toHaveLength(1);
    await userEvent.setup({ delay: null }).click(screen.getByRole('link', { name: 'Checkout Again' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/checkout');
  });

  it('money that reached an order cancelled meanwhile: Payment Failed, with the refund, and the cart kept', async () => {
    storeCheckout();
    const refunded = {
      data: {
        outcome: 'failed',
        message: ORDER_MESSAGES.paidAfterCancel,
        order: orderOf({ payment_gateway: 'Esewa', payment_status: 'paid', order_status: 'Cancelled' }),
      },
    } satisfies { data: PaymentConfirmation };
    fakeApi(answer('POST', `/api/v1/orders/${ID}/success/`, 200, refunded));
    renderAt(`/payment-success?data=${encodeURIComponent(esewaData)}`, '/payment-success', <PaymentSuccessRoute />);
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'This order had already been cancelled, so your payment will be refunded. Your cart is still here.',
      ),
    ).toBeInTheDocument();
    expect(useCart.getState().lines).toHaveLength(1);
  });

  it('a rejected (tampered) confirmation shows Payment Failed and keeps the cart', async () => {
    storeCheckout();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi(answer('POST', `/api/v1/orders/${ID}/success/`, 400, { message: 'We could not verify this payment' }));
    renderAt(`/payment-success?data=${encodeURIComponent(esewaData)}`, '/payment-success', <PaymentSuccessRoute />);
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Checkout Again' })).toHaveAttribute('href', '/checkout');
    expect(useCart.getState().lines).toHaveLength(1);
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });

  // The money may already have been taken: 'Payment Failed' with 'Checkout Again' would invite a
  // second payment, so an answer that is not the server's verdict leaves the payment pending.
  it.each([
    ['502: the provider did not answer', 502],
    ['another 5xx', 503],
    ['a lost connection', 'network'],
  ] as const)(
    'when the confirmation fails for %s it shows Payment Pending and keeps everything',
    async (_, failure) => {
      storeCheckout();
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const api =
        failure === 'network'
          ? fakeApi(connectionLost())
          : fakeApi(
              answer('POST', `/api/v1/orders/${ID}/success/`, failure, {
                message: 'eSewa is not responding, please try again',
              }),
            );
      renderAt(`/payment-success?data=${encodeURIComponent(esewaData)}`, '/payment-success', <PaymentSuccessRoute />);
      expect(await screen.findByRole('heading', { name: 'Payment Pending' })).toBeInTheDocument();
      expect(
        screen.getByText(
          'We could not check your payment with eSewa just now. If you have paid, please do not pay again: we will keep checking and update your order. Reload this page to check now.',
        ),
      ).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Payment Failed' })).toBeNull();
      expect(screen.queryByRole('link', { name: 'Checkout Again' })).toBeNull();
      expect(screen.getByRole('link', { name: 'View your Order' })).toHaveAttribute('href', '/profile/orders');
      expect(screen.queryByText(/please try again/)).toBeNull();
      // The saved checkout stays, so a reload asks again; the cart stays until the payment is settled.
      expect(localStorage.getItem(CHECKOUT_STORAGE_KEY)).not.toBeNull();
      expect(useCart.getState().lines).toHaveLength(1);
      expect(consoleError).toHaveBeenCalled();
      // Posted once (StrictMode runs the effect twice).
      expect(api.calls).toHaveLength(1);
      consoleError.mockRestore();
    },
  );

  it('without anything to confirm it says Payment Failed', async () => {
    const api = fakeApi();
    renderAt('/payment-success', '/payment-success', <PaymentSuccessRoute />);
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('sends a visitor to login and back here', async () => {
    signOut();
    fakeApi();
    renderAt(`/payment-success?pidx=abc`, '/payment-success', <PaymentSuccessRoute />);
    expect(await screen.findByTestId('location')).toHaveTextContent('/login {"redirect":"/payment-success?pidx=abc"');
  });
});

describe('/payment-failed', () => {
  it("reports the failure for the order in the query and offers 'Checkout Again'", async () => {
    storeCheckout();
    const api = fakeApi(answer('POST', `/api/v1/orders/${ID}/payment-failed/`, 200, confirmation('failed')));
    renderAt(`/payment-failed?transaction_id=${ID}`, '/payment-failed', <PaymentFailedRoute />);
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Checkout Again' })).toHaveAttribute('href', '/checkout');
    await waitFor(() => expect(api.posts(`/api/v1/orders/${ID}/payment-failed/`)).toHaveLength(1));
    await waitFor(() => expect(localStorage.getItem(CHECKOUT_STORAGE_KEY)).toBeNull());
    expect(useCart.getState().lines).toHaveLength(1);
  });
});
