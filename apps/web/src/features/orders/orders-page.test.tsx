import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as OrdersRoute } from '../../routes/account/orders';
import { answer, fakeApi, orderOf, renderAt, signIn, signOut } from '../checkout/test-support';

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => signIn());
afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

describe('Your Orders', () => {
  it("says 'No orders found' without orders", async () => {
    fakeApi(answer('GET', '/api/v1/orders/', 200, { data: [], count: 0 }));
    renderAt('/profile/orders', '/profile/orders', <OrdersRoute />);
    expect(await screen.findByText('No orders found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your Orders' })).toBeInTheDocument();
  });

  it('shows transaction id, placed-on date, payment mode, grand total and status; Cancel only when allowed', async () => {
    fakeApi(
      answer('GET', '/api/v1/orders/', 200, {
        data: [
          orderOf({
            transaction_id: 'PSL-AAAAAAAAAAAA',
            grand_total: 174900,
            payment_gateway: 'Esewa',
            payment_status: 'paid',
          }),
          orderOf({ transaction_id: 'PSL-BBBBBBBBBBBB', order_status: 'Delivered', can_cancel: false }),
          orderOf({ transaction_id: 'PSL-CCCCCCCCCCCC', order_status: 'Cancelled', can_cancel: false }),
        ],
        count: 3,
      }),
    );
    renderAt('/profile/orders', '/profile/orders', <OrdersRoute />);
    const list = await screen.findByRole('list', { name: 'Orders' });
    const cards = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(cards).toHaveLength(3);
    const first = within(cards[0]!);
    expect(first.getByText('PSL-AAAAAAAAAAAA')).toBeInTheDocument();
    expect(first.getByText('1 Oct 2025', { exact: false })).toBeInTheDocument();
    expect(first.getByText('eSewa')).toBeInTheDocument();
    expect(first.getByText('Paid')).toBeInTheDocument();
    expect(first.getByText('Rs. 1,74,900')).toBeInTheDocument();
    expect(first.getByText('Pending')).toBeInTheDocument();
    expect(first.getByRole('button', { name: /Cancel/ })).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Delivered')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Cash on Delivery')).toBeInTheDocument();
    expect(within(cards[1]!).queryByRole('button', { name: /Cancel/ })).toBeNull();
    expect(within(cards[2]!).getByText('Cancelled')).toHaveClass('bg-red-100');
  });

  it('cancels after confirming and shows the new status', async () => {
    let cancelled = false;
    const api = fakeApi(
      answer('GET', '/api/v1/orders/', 200, () => ({
        data: [orderOf(cancelled ? { order_status: 'Cancelled', can_cancel: false } : {})],
        count: 1,
      })),
      answer('POST', '/api/v1/orders/PSL-7K3M9Q2XTB4N/cancel/', 200, () => {
        cancelled = true;
        return {
          data: orderOf({ order_status: 'Cancelled', can_cancel: false }),
          message: 'Your order has been cancelled',
        };
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderAt('/profile/orders', '/profile/orders', <OrdersRoute />);
    await user.click(await screen.findByRole('button', { name: 'Cancel order PSL-7K3M9Q2XTB4N' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel order' }));
    expect(await screen.findByText('Your order has been cancelled')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Cancelled')).toBeInTheDocument());
    expect(api.posts('/api/v1/orders/PSL-7K3M9Q2XTB4N/cancel/')).toHaveLength(1);
  });

  it("shows 'Something went wrong...' when the list cannot load", async () => {
    fakeApi(answer('GET', '/api/v1/orders/', 500, { message: 'down' }));
    renderAt('/profile/orders', '/profile/orders', <OrdersRoute />);
    expect(await screen.findByText('Something went wrong...')).toBeInTheDocument();
  });
});
