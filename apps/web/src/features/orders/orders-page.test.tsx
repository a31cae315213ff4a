import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as OrdersRoute } from '../../routes/account/orders';
import { CHECKOUT_STORAGE_KEY, type Order } from '@pasal/contract';
import { lineFromProduct } from '../cart/cart-lines';
import { useCart } from '../cart/cart-store';
import { makeProduct } from '../cart/test-fixtures';
import { answer, fakeApi, kathmanduOrder, orderOf, renderAt, signIn, signOut } from '../../testing';
import { storedShopInfo } from '../../testing/shop-info';

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => signIn());
afterEach(() => {
  signOut();
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

const SHIPPED = orderOf({
  transaction_id: 'PSL-SHIPPED00001',
  order_status: 'Shipped',
  can_cancel: false,
  tracking: {
    courier: 'pathao',
    courier_name: 'Pathao',
    tracking_number: 'PTH-100200',
    tracking_url: 'https://pathao.example/track/PTH-100200',
    shipped_at: '2025-10-02T09:30:00.000Z',
  },
  timeline: [
    { step: 'placed', at: '2025-10-01T10:00:00.000Z' },
    { step: 'processing', at: '2025-10-01T12:00:00.000Z' },
    { step: 'shipped', at: '2025-10-02T09:30:00.000Z' },
  ],
});

describe('credit notes', () => {
  it('links the credit notes of a paid order that was cancelled or refunded, and of no other', async () => {
    fakeApi(
      answer('GET', '/api/v1/orders/', 200, {
        data: [
          orderOf({
            transaction_id: 'PSL-CANCELLEDPAID',
            order_status: 'Cancelled',
            payment_gateway: 'Esewa',
            payment_status: 'paid',
            paid_at: '2025-10-01T10:05:00.000Z',
            can_cancel: false,
          }),
          orderOf({
            transaction_id: 'PSL-REFUNDEDFULL',
            order_status: 'Delivered',
            payment_status: 'refunded',
            can_cancel: false,
          }),
          orderOf({ transaction_id: 'PSL-CANCELLEDCOD', order_status: 'Cancelled', can_cancel: false }),
        ],
        count: 3,
      }),
    );
    renderAt('/profile/orders', '/profile/orders', <OrdersRoute />);
    await screen.findByRole('list', { name: 'Orders' });
    expect(screen.getByRole('link', { name: 'Credit notes of order PSL-CANCELLEDPAID' })).toHaveAttribute(
      'href',
      '/profile/orders/PSL-CANCELLEDPAID/credit-notes',
    );
    expect(screen.getByRole('link', { name: 'Credit notes of order PSL-REFUNDEDFULL' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Credit notes of order PSL-CANCELLEDCOD' })).toBeNull();
  });
});

describe('tracking and timeline', () => {
  it('shows the courier, the tracking number and a link on a shipped order', async () => {
    fakeApi(answer('GET', '/api/v1/orders/', 200, { data: [SHIPPED], count: 1, page: 1, total_pages: 1 }));
    renderAt('/profile/orders', '/profile/orders', <OrdersRoute />);
    const list = await screen.findByRole('list', { name: 'Orders' });
    expect(within(list).getByText('On its way with Pathao')).toBeInTheDocument();
    expect(within(list).getByTestId('tracking-number')).toHaveTextContent('PTH-100200');
    const link = within(list).getByRole('link', { name: /Track your parcel with Pathao/ });
    expect(link).toHaveAttribute('href', 'https://pathao.example/track/PTH-100200');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('opens a timeline: an ordered list of the steps with their dates, shipped with its tracking number', async () => {
    fakeApi(answer('GET', '/api/v1/orders/', 200, { data: [SHIPPED], count: 1, page: 1, total_pages: 1 }));
    const user = userEvent.setup({ delay: null });
    renderAt('/profile/orders', '/profile/orders', <OrdersRoute />);
    // Drawn only once opened.
    await screen.findByRole('list', { name: 'Orders' });
    expect(screen.queryByRole('list', { name: 'Order timeline' })).toBeNull();
    await user.click(screen.getByText('2 items and timeline'));
    const timeline = await screen.findByRole('list', { name: 'Order timeline' });
    expect(timeline.tagName).toBe('OL');
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual([
      'Order placed',
      'Being prepared',
      'Shipped',
    ]);
    expect(steps[2]).toHaveTextContent('Pathao, tracking number PTH-100200');
    expect(within(steps[0]!).getByText(/1 Oct 2025/)).toHaveAttribute('datetime', '2025-10-01T10:00:00.000Z');
  });
});

describe('a cancelled order', () => {
  it("gives the shop's reason in its timeline (issue #33)", async () => {
    const cancelled = orderOf({
      transaction_id: 'PSL-CANCELLED001',
      order_status: 'Cancelled',
      can_cancel: false,
      cancelled_at: '2025-10-01T11:00:00.000Z',
      cancel_reason: 'This colour is no longer made',
      timeline: [
        { step: 'placed', at: '2025-10-01T10:00:00.000Z' },
        { step: 'cancelled', at: '2025-10-01T11:00:00.000Z' },
      ],
    });
    fakeApi(answer('GET', '/api/v1/orders/', 200, { data: [cancelled], count: 1, page: 1, total_pages: 1 }));
    const user = userEvent.setup({ delay: null });
    renderAt('/profile/orders', '/profile/orders', <OrdersRoute />);
    await screen.findByRole('list', { name: 'Orders' });
    await user.click(screen.getByText(/and timeline/));
    const steps = within(await screen.findByRole('list', { name: 'Order timeline' })).getAllByRole('listitem');
    expect(steps[1]).toHaveTextContent('Reason: This colour is no longer made');
    expect(steps[0]).not.toHaveTextContent('Reason');
  });
});

describe('payment not completed', () => {
  const open = orderOf({
    transaction_id: 'PSL-OPENPAYMENT1',
    payment_gateway: 'Esewa',
    payment_expires_at: new Date(Date.now() + 20 * 60_000).toISOString(),
  });
  const failed = orderOf({
    transaction_id: 'PSL-FAILEDPAY001',
    payment_gateway: 'Khalti',
    order_status: 'Cancelled',
    payment_status: 'failed',
    can_cancel: false,
  });

  it('is a collapsed group apart from the orders; Pay now starts the eSewa payment again', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const api = fakeApi(
      answer('GET', '/api/v1/orders/', 200, { data: [], count: 0, page: 1, total_pages: 1 }),
      answer('GET', '/api/v1/orders/?group=payment_not_completed', 200, {
        data: [open, failed],
        count: 2,
        page: 1,
        total_pages: 1,
      }),
      answer('POST', '/api/v1/orders/PSL-OPENPAYMENT1/pay/', 200, {
        data: {
          order: open,
          payment: {
            gateway: 'Esewa',
            payment_url: 'http://shop.test/esewa/form',
            amount: '4000',
            tax_amount: '0',
            total_amount: '4100',
            transaction_uuid: 'PSL-OPENPAYMENT1',
            product_code: 'EPAYTEST',
            product_service_charge: '0',
            product_delivery_charge: '100',
            success_url: 'http://shop.test/payment-success',
            failure_url: 'http://shop.test/payment-failed?transaction_id=PSL-OPENPAYMENT1',
            signed_field_names: 'total_amount,transaction_uuid,product_code',
            signature: 'c2lnbmF0dXJl',
          },
        },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderAt('/profile/orders', '/profile/orders', <OrdersRoute />);
    // No purchases: the abandoned payments are not orders.
    expect(await screen.findByText('No orders found')).toBeInTheDocument();
    const summary = await screen.findByText('Payment not completed (2)', { exact: false });
    expect(summary.closest('summary')).toHaveTextContent('Payment not completed (2) · 1 can still be paid');
    const group = summary.closest('details')!;
    expect(group).not.toHaveAttribute('open');
    await user.click(summary);
    expect(group).toHaveAttribute('open');
    const unfinished = within(group).getByRole('list', { name: 'Payment not completed' });
    const [first, second] = within(unfinished).getAllByRole('listitem');
    expect(second).toHaveTextContent('The payment was not completed, so nothing was charged');
    expect(within(second!).queryByRole('button', { name: /Pay now/ })).toBeNull();
    await user.click(within(first!).getByRole('button', { name: 'Pay now with eSewa for order PSL-OPENPAYMENT1' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    const form = document.querySelector<HTMLFormElement>('form[action="http://shop.test/esewa/form"]')!;
    expect(new FormData(form).get('transaction_uuid')).toBe('PSL-OPENPAYMENT1');
    expect(JSON.parse(localStorage.getItem('pasal-checkout') ?? '{}')).toMatchObject({
      transaction_id: 'PSL-OPENPAYMENT1',
    });
    expect(api.posts('/api/v1/orders/PSL-OPENPAYMENT1/pay/')).toHaveLength(1);
    submit.mockRestore();
    localStorage.clear();
  });

  it('says why when the payment can no longer be made', async () => {
    fakeApi(
      answer('GET', '/api/v1/orders/', 200, { data: [], count: 0, page: 1, total_pages: 1 }),
      answer('GET', '/api/v1/orders/?group=payment_not_completed', 200, {
        data: [open],
        count: 1,
        page: 1,
        total_pages: 1,
      }),
      answer('POST', '/api/v1/orders/PSL-OPENPAYMENT1/pay/', 409, {
        message: 'This payment can no longer be completed',
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderAt('/profile/orders', '/profile/orders', <OrdersRoute />);
    await user.click(await screen.findByText('Payment not completed (1)', { exact: false }));
    await user.click(screen.getByRole('button', { name: /Pay now/ }));
    expect(await screen.findByText('This payment can no longer be completed')).toBeInTheDocument();
  });

  it('Pay now that finds the payment made (its return was lost) says so, and the order joins the purchases', async () => {
    let paid = false;
    const paidOrder = { ...open, payment_status: 'paid' as const, payment_expires_at: null };
    const api = fakeApi(
      answer('GET', '/api/v1/orders/', 200, () => ({
        data: paid ? [paidOrder] : [],
        count: paid ? 1 : 0,
        page: 1,
        total_pages: 1,
      })),
      answer('GET', '/api/v1/orders/?group=payment_not_completed', 200, () => ({
        data: paid ? [] : [open],
        count: paid ? 0 : 1,
        page: 1,
        total_pages: 1,
      })),
      answer('POST', '/api/v1/orders/PSL-OPENPAYMENT1/pay/', 409, () => {
        paid = true;
        return { message: 'This order has been paid already', code: 'order_paid_already' };
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderAt('/profile/orders', '/profile/orders', <OrdersRoute />);
    await user.click(await screen.findByText('Payment not completed (1)', { exact: false }));
    await user.click(screen.getByRole('button', { name: /Pay now/ }));
    const told = await screen.findByText('This order has been paid already');
    // Good news, not an error.
    expect(told.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'success');
    const list = await screen.findByRole('list', { name: 'Orders' });
    expect(within(list).getByText('PSL-OPENPAYMENT1')).toBeInTheDocument();
    expect(api.posts('/api/v1/orders/PSL-OPENPAYMENT1/pay/')).toHaveLength(1);
  });
});

describe('pages', () => {
  it('pages through the orders with the shared pagination, the page in the URL', async () => {
    const api = fakeApi(
      answer('GET', '/api/v1/orders/', 200, {
        data: [orderOf({ transaction_id: 'PSL-PAGEONE00001' })],
        count: 11,
        page: 1,
        total_pages: 2,
      }),
      answer('GET', '/api/v1/orders/?page=2', 200, {
        data: [orderOf({ transaction_id: 'PSL-PAGETWO00001' })],
        count: 11,
        page: 2,
        total_pages: 2,
      }),
    );
    const user = userEvent.setup({ delay: null });
    const { router } = renderAt('/profile/orders', '/profile/orders', <OrdersRoute />);
    expect(await screen.findByText('PSL-PAGEONE00001')).toBeInTheDocument();
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(within(pagination).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('PSL-PAGETWO00001')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByRole('heading', { name: 'Your Orders' })).toHaveFocus();
    expect(api.calls.some((call) => call.path === '/api/v1/orders/?page=2')).toBe(true);
  });

  it('shows no pagination when everything fits on one page', async () => {
    fakeApi(answer('GET', '/api/v1/orders/', 200, { data: [orderOf()], count: 1, page: 1, total_pages: 1 }));
    renderAt('/profile/orders', '/profile/orders', <OrdersRoute />);
    await screen.findByRole('list', { name: 'Orders' });
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });
});

// Issue #30: each order says where it goes (or where to collect it) and when.
describe('Your Orders: where and when', () => {
  const withLandmark = (overrides: Partial<Order> = {}) => {
    const order = kathmanduOrder(overrides);
    return { ...order, shipping: { ...order.shipping, landmark: 'Kathmandu Guest House', postal_code: '44600' } };
  };

  async function cardsOf(orders: Order[]) {
    fakeApi(
      answer('GET', '/api/v1/orders/', 200, { data: orders, count: orders.length }),
      answer('GET', '/api/v1/shop/', 200, { data: storedShopInfo }),
    );
    renderAt('/profile/orders', '/profile/orders', <OrdersRoute />);
    const list = await screen.findByRole('list', { name: 'Orders' });
    return within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
  }

  it('a delivery: the address and the day it is expected (AD with BS)', async () => {
    const [card] = await cardsOf([withLandmark()]);
    const where = within(within(card!).getByTestId('order-destination'));
    expect(where.getByText('Delivery address')).toBeInTheDocument();
    expect(where.getByText('Sita Sharma')).toBeInTheDocument();
    expect(where.getByText('Thamel Marg, near Kathmandu Guest House')).toBeInTheDocument();
    expect(where.getByText('Kathmandu Metropolitan City-26')).toBeInTheDocument();
    expect(where.getByText('Kathmandu, Bagmati Province 44600')).toBeInTheDocument();
    // The zone's promise, from its earliest to its latest day (issue #30).
    expect(where.getByText('Expected delivery')).toBeInTheDocument();
    expect(where.getByText('30 Nov – 2 Dec 2026 (14–16 Mangsir 2083)')).toBeInTheDocument();
  });

  it('a promise of one day says the day', async () => {
    const [card] = await cardsOf([
      withLandmark({
        delivery: {
          method: 'delivery',
          zone_id: 'valley',
          zone_name: 'Inside Kathmandu Valley',
          earliest: '2026-12-02',
          expected_by: '2026-12-02',
        },
      }),
    ]);
    const where = within(within(card!).getByTestId('order-destination'));
    expect(where.getByText('Expected by')).toBeInTheDocument();
    expect(where.getByText('2 Dec 2026 (16 Mangsir 2083)')).toHaveAttribute('datetime', '2026-12-02');
  });

  it("store pickup: the shop's address, its opening hours and the day it is ready", async () => {
    const [card] = await cardsOf([
      orderOf({
        delivery_method: 'pickup',
        delivery: { method: 'pickup', zone_id: null, zone_name: null, earliest: null, expected_by: '2026-12-02' },
      }),
    ]);
    const where = within(within(card!).getByTestId('order-destination'));
    expect(where.getByText('Pick up from our shop')).toBeInTheDocument();
    expect(await where.findByText(storedShopInfo.address)).toBeInTheDocument();
    expect(where.getByText(`Opening hours: ${storedShopInfo.opening_hours}`)).toBeInTheDocument();
    expect(where.getByText('Ready for pickup from')).toBeInTheDocument();
    expect(where.getByText('2 Dec 2026 (16 Mangsir 2083)')).toBeInTheDocument();
    expect(where.queryByText('Delivery address')).toBeNull();
  });

  it('no promised day once the order is delivered or cancelled', async () => {
    const cards = await cardsOf([
      withLandmark({ transaction_id: 'PSL-AAAAAAAAAAAA', order_status: 'Delivered' }),
      withLandmark({ transaction_id: 'PSL-BBBBBBBBBBBB', order_status: 'Cancelled' }),
    ]);
    for (const card of cards) {
      expect(within(card).getByText('Kathmandu Metropolitan City-26')).toBeInTheDocument();
      expect(within(card).queryByText('Expected delivery')).toBeNull();
      expect(within(card).queryByText(/Mangsir/)).toBeNull();
    }
  });
});

describe('a payment whose return from the provider was lost (issue #30)', () => {
  const stored = (transactionId: string) =>
    localStorage.setItem(
      CHECKOUT_STORAGE_KEY,
      JSON.stringify({ transaction_id: transactionId, payment_gateway: 'Esewa', grand_total: 4100, saved_at: '' }),
    );
  afterEach(() => {
    localStorage.clear();
    useCart.setState({ lines: [] });
  });

  it('shown paid, it ends the stored checkout and empties the cart, as the return page would have', async () => {
    stored('PSL-LOSTRETURN01');
    useCart.setState({ lines: [lineFromProduct(makeProduct(), 1, null)], ownerId: null });
    fakeApi(
      answer('GET', '/api/v1/orders/', 200, {
        data: [orderOf({ transaction_id: 'PSL-LOSTRETURN01', payment_gateway: 'Esewa', payment_status: 'paid' })],
        count: 1,
        page: 1,
        total_pages: 1,
      }),
    );
    renderAt('/profile/orders', '/profile/orders', <OrdersRoute />);
    expect(await screen.findByText('PSL-LOSTRETURN01')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(CHECKOUT_STORAGE_KEY)).toBeNull());
    expect(useCart.getState().lines).toHaveLength(0);
  });

  it('still unpaid, or another order, it leaves them', async () => {
    stored('PSL-STILLOPEN001');
    useCart.setState({ lines: [lineFromProduct(makeProduct(), 1, null)], ownerId: null });
    fakeApi(
      answer('GET', '/api/v1/orders/', 200, {
        data: [orderOf({ transaction_id: 'PSL-OTHERPAID001', payment_gateway: 'Esewa', payment_status: 'paid' })],
        count: 1,
        page: 1,
        total_pages: 1,
      }),
    );
    renderAt('/profile/orders', '/profile/orders', <OrdersRoute />);
    expect(await screen.findByText('PSL-OTHERPAID001')).toBeInTheDocument();
    expect(localStorage.getItem(CHECKOUT_STORAGE_KEY)).not.toBeNull();
    expect(useCart.getState().lines).toHaveLength(1);
  });
});
