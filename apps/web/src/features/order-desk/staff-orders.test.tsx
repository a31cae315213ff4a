import {
  COD_HOLD_MESSAGES,
  HOLD_FLAG_LABELS,
  type SessionUser,
  type StaffOrder,
  type StaffOrderList,
  type StaffOrderSummary,
} from '@pasal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { http, HttpResponse } from 'msw';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as StaffOrdersRoute } from '../../routes/staff-orders';
import { fakeApi, on, page, probe, resetSession, shopper, signInAs, staffOrderOf as deskOrderOf } from '../../testing';
import { filterFromParams, paramsFor } from './filters';

vi.setConfig({ testTimeout: 20_000 });

const staffer: SessionUser = {
  ...shopper,
  id: 7,
  email: 'ram@pasal.test',
  first_name: 'Ram',
  last_name: 'Thapa',
  role: 'staff',
};
const ID = 'PSL-7K3M9Q2XTB4N';

afterEach(() => {
  resetSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function summaryOf(overrides: Partial<StaffOrderSummary> = {}): StaffOrderSummary {
  return {
    transaction_id: ID,
    created_on: '2025-10-01T10:00:00.000Z',
    order_status: 'Pending',
    payment_status: 'unpaid',
    payment_gateway: 'COD',
    grand_total: 4100,
    first_name: 'Sita',
    last_name: 'Sharma',
    email: 'sita@example.com',
    phone_number: '9841234567',
    delivery_method: 'delivery',
    item_count: 2,
    replacement: false,
    hold: null,
    ...overrides,
  };
}

function listOf(data: StaffOrderSummary[], overrides: Partial<StaffOrderList> = {}): StaffOrderList {
  return { data, count: data.length, page: 1, total_pages: 1, ...overrides };
}

/** A pending order as the desk reads it: it may go to Processing or be cancelled. */
function staffOrderOf(overrides: Partial<StaffOrder> = {}): StaffOrder {
  return deskOrderOf({ allowed_moves: ['Processing', 'Cancelled'], ...overrides });
}

/** What a paid Rs 4,100 order may still refund: two radios at Rs 2,000 and Rs 100 delivery. */
const REFUNDABLE: NonNullable<StaffOrder['refundable']> = {
  paid: 4100,
  refunded: 0,
  max_amount: 4100,
  subtotal: 4000,
  discount: 0,
  delivery_charge: 100,
  delivery_refundable: true,
  lines: [{ line_id: 31, description: 'Radio (Black)', unit_price: 2000, quantity: 2, refundable_quantity: 2 }],
};

/** The desk at `path` (search included) in a memory router, with a fresh query client and a toaster. */
function renderDesk(path = '/staff/orders') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([page('/staff/orders', <StaffOrdersRoute />), probe('/login')], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { router };
}

describe('who sees the order desk', () => {
  it('sends a signed-out visitor to /login and back here afterwards', async () => {
    const api = fakeApi();
    renderDesk('/staff/orders?status=Shipped');
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/login {"redirect":"/staff/orders?status=Shipped"}',
    );
    expect(api.calls).toHaveLength(0);
  });

  it('tells a customer it is for staff only, without asking the server', async () => {
    signInAs(shopper);
    const api = fakeApi();
    renderDesk();
    expect(await screen.findByRole('heading', { name: 'Staff only' })).toBeInTheDocument();
    expect(screen.getByText(/sign out and sign in again/)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});

describe('the list', () => {
  it('shows the orders and filters by status, payment and search, in the URL', async () => {
    signInAs(staffer);
    const api = fakeApi(
      on('GET', '/api/v1/admin/orders/', {
        status: 200,
        body: listOf([
          summaryOf(),
          summaryOf({
            transaction_id: 'PSL-SECOND000000',
            order_status: 'Shipped',
            payment_status: 'paid',
            payment_gateway: 'Esewa',
          }),
        ]),
      }),
      on('GET', '/api/v1/admin/orders/?status=Shipped', { status: 200, body: listOf([]) }),
      on('GET', '/api/v1/admin/orders/?status=Shipped&payment_status=paid', { status: 200, body: listOf([]) }),
      on('GET', '/api/v1/admin/orders/?status=Shipped&payment_status=paid&q=sita%40example.com', {
        status: 200,
        body: listOf([summaryOf({ order_status: 'Shipped', payment_status: 'paid' })]),
      }),
    );
    const user = userEvent.setup({ delay: null });
    const { router } = renderDesk();
    expect(await screen.findByRole('heading', { name: 'Orders', level: 1 })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Orders' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: /PSL-7K3M9Q2XTB4N/ })).toHaveAttribute(
      'href',
      `/staff/orders?order=${ID}`,
    );
    expect(screen.getByText('2 orders')).toBeInTheDocument();
    expect(within(list).getAllByText('Rs. 4,100')).toHaveLength(2);

    await user.selectOptions(screen.getByLabelText('Order status'), 'Shipped');
    expect(await screen.findByText('No orders match these filters.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Payment'), 'Paid');
    await user.type(screen.getByLabelText('Search'), 'sita@example.com');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByText('1 order match')).toBeInTheDocument());
    expect(router.state.location.search).toBe('?status=Shipped&payment_status=paid&q=sita%40example.com');
    expect(api.calls.map((call) => call.authorization)).toEqual(api.calls.map(() => 'Bearer test-access-token'));
  });

  it('exports the orders the filter shows, every page, as XLSX or CSV', async () => {
    signInAs(staffer);
    const asked: { path: string; accept: string | null }[] = [];
    fakeApi(
      on('GET', '/api/v1/admin/orders/?status=Shipped&q=sita', { status: 200, body: listOf([summaryOf()]) }),
      http.get('*/api/v1/admin/orders/export.:format', ({ request }) => {
        const url = new URL(request.url);
        asked.push({ path: `${url.pathname}${url.search}`, accept: request.headers.get('accept') });
        return new HttpResponse('x', {
          headers: {
            'content-disposition': `attachment; filename="orders-2025-07-22.${url.pathname.split('.').at(-1)}"`,
          },
        });
      }),
    );
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:orders', revokeObjectURL: () => undefined }),
    );
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderDesk('/staff/orders?status=Shipped&q=sita&page=1');
    await screen.findByRole('list', { name: 'Orders' });
    await userEvent.click(screen.getByRole('button', { name: 'Export XLSX' }));
    await waitFor(() => expect(names).toEqual(['orders-2025-07-22.xlsx']));
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(names).toHaveLength(2));
    expect(asked).toEqual([
      {
        path: '/api/v1/admin/orders/export.xlsx?status=Shipped&q=sita',
        accept: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      },
      { path: '/api/v1/admin/orders/export.csv?status=Shipped&q=sita', accept: 'text/csv' },
    ]);
  });

  it('pages through 20 at a time', async () => {
    signInAs(staffer);
    const many = Array.from({ length: 20 }, (_, index) =>
      summaryOf({ transaction_id: `PSL-PAGE${String(index).padStart(8, '0')}` }),
    );
    fakeApi(
      on('GET', '/api/v1/admin/orders/', { status: 200, body: listOf(many, { count: 21, total_pages: 2 }) }),
      on('GET', '/api/v1/admin/orders/?page=2', {
        status: 200,
        body: listOf([summaryOf({ transaction_id: 'PSL-LASTONE00000' })], { count: 21, page: 2, total_pages: 2 }),
      }),
    );
    const user = userEvent.setup({ delay: null });
    const { router } = renderDesk();
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('PSL-LASTONE00000')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
  });
});

describe('suspicious cash-on-delivery holds (issue #29)', () => {
  const hoarded = (transactionId: string) =>
    summaryOf({
      transaction_id: transactionId,
      item_count: 100,
      replacement: false,
      hold: {
        open_orders: 4,
        units: 250,
        most_units_of_one_product: 250,
        account_created_at: '2026-11-27T10:00:00.000Z',
        flags: ['many_orders', 'many_units', 'new_account'],
      },
    });

  it('lists them with why they look like hoarding, and releases one after asking', async () => {
    signInAs(staffer);
    let listed = [hoarded(ID), hoarded('PSL-SECOND000000')];
    const api = fakeApi(
      on('GET', '/api/v1/admin/orders/', { status: 200, body: listOf([summaryOf()]) }),
      on('GET', '/api/v1/admin/orders/?view=suspicious_holds', () => ({ status: 200, body: listOf(listed) })),
      on('POST', `/api/v1/admin/orders/${ID}/release-hold/`, () => {
        listed = listed.filter((order) => order.transaction_id !== ID);
        return {
          status: 200,
          body: {
            data: staffOrderOf({ order_status: 'Cancelled', allowed_moves: [] }),
            message: COD_HOLD_MESSAGES.released,
          },
        };
      }),
    );
    const user = userEvent.setup({ delay: null });
    const { router } = renderDesk();
    await screen.findByRole('list', { name: 'Orders' });
    // An ordinary order shows no hold and offers no release.
    expect(screen.queryByRole('button', { name: /Release hold/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Suspicious holds only' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=suspicious_holds'));
    const list = await screen.findByRole('list', { name: 'Orders' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(within(first).getByText('Account holds 250 units in 4 open cash-on-delivery orders')).toBeInTheDocument();
    for (const label of Object.values(HOLD_FLAG_LABELS)) expect(within(first).getByText(label)).toBeInTheDocument();

    // Asks first; "Keep" changes nothing.
    await user.click(within(first).getByRole('button', { name: `Release hold of ${ID}` }));
    const asking = within(first).getByRole('group', { name: `Release hold of ${ID}` });
    expect(asking).toHaveTextContent('Cancel this order and put its stock back on sale?');
    await user.click(within(asking).getByRole('button', { name: 'Keep' }));
    expect(api.to('POST', `/api/v1/admin/orders/${ID}/release-hold/`)).toHaveLength(0);

    await user.click(within(first).getByRole('button', { name: `Release hold of ${ID}` }));
    await user.click(within(first).getByRole('button', { name: 'Release' }));
    expect(await screen.findByText(COD_HOLD_MESSAGES.released)).toBeInTheDocument();
    expect(api.to('POST', `/api/v1/admin/orders/${ID}/release-hold/`)).toHaveLength(1);
    // The list is read again: the released order is gone.
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(within(list).queryByText(ID)).not.toBeInTheDocument();
  });

  it('says so when there are none', async () => {
    signInAs(staffer);
    fakeApi(on('GET', '/api/v1/admin/orders/?view=suspicious_holds', { status: 200, body: listOf([]) }));
    renderDesk('/staff/orders?view=suspicious_holds');
    expect(
      await screen.findByText('No suspicious holds: no account holds more than the limits or is less than a day old.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Suspicious holds only' })).toBeChecked();
  });
});

describe('an order', () => {
  it('offers exactly the moves the server allows and applies one', async () => {
    signInAs(staffer);
    let current = staffOrderOf();
    const api = fakeApi(
      on('GET', `/api/v1/admin/orders/${ID}/`, () => ({ status: 200, body: { data: current } })),
      on('POST', `/api/v1/admin/orders/${ID}/status/`, () => {
        current = staffOrderOf({
          order_status: 'Processing',
          allowed_moves: ['Shipped', 'Cancelled'],
          history: [
            {
              kind: 'status',
              from: 'Pending',
              to: 'Processing',
              actor: 'staff',
              by: 'Ram Thapa',
              note: '',
              at: '2025-10-01T11:00:00.000Z',
            },
          ],
        });
        return { status: 200, body: { data: current, message: `Order ${ID} is now Processing` } };
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderDesk(`/staff/orders?order=${ID}`);
    const heading = await screen.findByRole('heading', { name: `Order ${ID}`, level: 1 });
    await waitFor(() => expect(heading).toHaveFocus());
    const next = screen.getByRole('region', { name: 'Next step' });
    expect(
      within(next)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Mark as Processing', 'Cancel order']);
    expect(screen.getByRole('region', { name: 'Deliver to' })).toHaveTextContent('Lambagar');
    expect(screen.getByRole('link', { name: 'All orders' })).toHaveAttribute('href', '/staff/orders');

    await user.click(within(next).getByRole('button', { name: 'Mark as Processing' }));
    // Processing asks first (issue #33).
    const asking = await screen.findByRole('alertdialog', { name: `Mark order ${ID} as Processing?` });
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.click(within(asking).getByRole('button', { name: 'Mark as Processing' }));
    expect(await screen.findByText(`Order ${ID} is now Processing`)).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ status: 'Processing' });
    await waitFor(() =>
      expect(
        within(next)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Mark as Shipped', 'Cancel order']),
    );
    expect(screen.getByLabelText('Status Processing, payment Unpaid')).toHaveFocus();
    expect(screen.getByText('Pending → Processing, Ram Thapa (staff)')).toBeInTheDocument();
  });

  it('asks before cancelling; Keep order changes nothing', async () => {
    signInAs(staffer);
    const api = fakeApi(
      on('GET', `/api/v1/admin/orders/${ID}/`, {
        status: 200,
        body: { data: staffOrderOf({ payment_gateway: 'Khalti', payment_status: 'paid' }) },
      }),
      on('POST', `/api/v1/admin/orders/${ID}/status/`, {
        status: 200,
        body: {
          data: staffOrderOf({
            order_status: 'Cancelled',
            payment_status: 'paid',
            allowed_moves: [],
            can_refund: true,
            refundable: REFUNDABLE,
          }),
          message: `Order ${ID} is now Cancelled`,
        },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderDesk(`/staff/orders?order=${ID}`);
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    let dialog = await screen.findByRole('dialog', { name: `Cancel order ${ID}?` });
    expect(dialog).toHaveTextContent('Refund it in the Khalti merchant portal');
    expect(within(dialog).getByLabelText(/Reason/)).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Cancel order' })).toHaveFocus();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Out of stock at the supplier');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel order' }));
    expect(await screen.findByText(`Order ${ID} is now Cancelled`)).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      status: 'Cancelled',
      reason: 'Out of stock at the supplier',
    });
    expect(await screen.findByRole('button', { name: 'Record refund' })).toBeInTheDocument();
  });

  it('records a refund of one unit of a delivered eSewa order with its reference, showing the amount', async () => {
    signInAs(staffer);
    const api = fakeApi(
      on('GET', `/api/v1/admin/orders/${ID}/`, {
        status: 200,
        body: {
          data: staffOrderOf({
            order_status: 'Delivered',
            payment_gateway: 'Esewa',
            payment_status: 'paid',
            allowed_moves: [],
            can_refund: true,
            refundable: REFUNDABLE,
          }),
        },
      }),
      on('POST', `/api/v1/admin/orders/${ID}/refund/`, {
        status: 200,
        body: {
          data: staffOrderOf({
            order_status: 'Delivered',
            payment_gateway: 'Esewa',
            payment_status: 'paid',
            allowed_moves: [],
            can_refund: true,
            refundable: { ...REFUNDABLE, refunded: 2000, max_amount: 2100 },
            refunds: [
              {
                amount: 2000,
                method: 'Esewa',
                provider_reference: 'ESW-RF-9',
                paid_to: '',
                reason: 'Faulty speaker',
                recorded_by: 'Ram Thapa',
                credit_note_number: 'CN 2082/83-000004',
                lines: [{ description: 'Radio (Black)', quantity: 1, amount: 2000 }],
                delivery: 0,
                created_at: '2025-10-03T10:00:00.000Z',
              },
            ],
            credit_notes: [
              {
                credit_note_number: 'CN 2082/83-000004',
                issued_at: '2025-10-03T10:00:00.000Z',
                kind: 'refund',
                total: 2000,
                vat_amount: 230.09,
              },
            ],
          }),
          message: 'Refund recorded',
        },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderDesk(`/staff/orders?order=${ID}`);
    await user.click(await screen.findByRole('button', { name: 'Record refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record refund' });
    expect(dialog).toHaveTextContent('The shop does not move money here');
    expect(dialog).toHaveTextContent('Most that may still be refunded');
    expect(within(dialog).getByTestId('refund-amount')).toHaveTextContent('—');

    // Nothing chosen, no reference, no reason: each field says what it needs, nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    expect(
      await within(dialog).findByText('Choose at least one item or the delivery charge to refund'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText("Enter the provider's refund reference")).toBeInTheDocument();
    expect(within(dialog).getByText('Please give the reason for the refund')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    const units = within(dialog).getByRole('spinbutton', { name: /Radio \(Black\)/ });
    await user.clear(units);
    await user.type(units, '1');
    expect(within(dialog).getByTestId('refund-amount')).toHaveTextContent('Rs. 2,000');
    await user.type(within(dialog).getByLabelText(/eSewa refund reference/), 'ESW-RF-9');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Faulty speaker');
    await user.click(within(dialog).getByRole('button', { name: 'Record refund of Rs. 2,000' }));
    expect(await screen.findByText('Refund recorded')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      lines: [{ line_id: 31, quantity: 1 }],
      delivery: false,
      reason: 'Faulty speaker',
      provider_reference: 'ESW-RF-9',
      paid_to: '',
    });
    const section = await screen.findByRole('region', { name: 'Refunds and credit notes' });
    expect(section).toHaveTextContent('ESW-RF-9');
    expect(section).toHaveTextContent('1 × Radio (Black)');
    expect(within(section).getAllByText('CN 2082/83-000004').length).toBeGreaterThan(0);
    expect(within(section).getByRole('link', { name: 'Print credit notes' })).toHaveAttribute(
      'href',
      `/profile/orders/${ID}/credit-notes`,
    );
  });

  it('records a cash refund of a delivered COD order with whom it was paid to, and no reference', async () => {
    signInAs(staffer);
    const paidCod = staffOrderOf({
      order_status: 'Delivered',
      payment_status: 'paid',
      allowed_moves: [],
      can_refund: true,
      refundable: REFUNDABLE,
    });
    const api = fakeApi(
      on('GET', `/api/v1/admin/orders/${ID}/`, { status: 200, body: { data: paidCod } }),
      on('POST', `/api/v1/admin/orders/${ID}/refund/`, {
        status: 200,
        body: {
          data: { ...paidCod, payment_status: 'refunded', can_refund: false, refundable: null },
          message: 'Refund recorded',
        },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderDesk(`/staff/orders?order=${ID}`);
    await user.click(await screen.findByRole('button', { name: 'Record refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record refund' });
    expect(within(dialog).queryByLabelText(/refund reference/)).toBeNull();
    await user.clear(within(dialog).getByRole('spinbutton'));
    await user.type(within(dialog).getByRole('spinbutton'), '2');
    await user.click(within(dialog).getByRole('checkbox', { name: /Delivery charge/ }));
    expect(within(dialog).getByTestId('refund-amount')).toHaveTextContent('Rs. 4,100');
    await user.type(within(dialog).getByLabelText(/Cash handed to/), 'Sita, at the counter');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Wrong model');
    await user.click(within(dialog).getByRole('button', { name: 'Record refund of Rs. 4,100' }));
    expect(await screen.findByText('Refund recorded')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      lines: [{ line_id: 31, quantity: 2 }],
      delivery: true,
      reason: 'Wrong model',
      provider_reference: '',
      paid_to: 'Sita, at the counter',
    });
    expect(await screen.findByText(/Nothing more to do: this order is delivered and refunded/)).toBeInTheDocument();
  });

  it("shows the server's reason when a move is refused and re-reads the order", async () => {
    signInAs(staffer);
    let reads = 0;
    fakeApi(
      on('GET', `/api/v1/admin/orders/${ID}/`, () => {
        reads += 1;
        return {
          status: 200,
          body: {
            data:
              reads === 1
                ? staffOrderOf()
                : staffOrderOf({ order_status: 'Processing', allowed_moves: ['Shipped', 'Cancelled'] }),
          },
        };
      }),
      on('POST', `/api/v1/admin/orders/${ID}/status/`, {
        status: 409,
        body: { message: 'This order is already Processing' },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderDesk(`/staff/orders?order=${ID}`);
    await user.click(await screen.findByRole('button', { name: 'Mark as Processing' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Mark as Processing' }),
    );
    expect(await screen.findByText('This order is already Processing')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Mark as Shipped' })).toBeInTheDocument();
  });
});

describe('changing items before the order ships (issue #36)', () => {
  const EDITABLE = [{ line_id: 31, description: 'Radio (Black)', unit_price: 2000, quantity: 2 }];
  const AFTER = { subtotal: 2000, delivery_charge: 100, discount: 0, tax_amount: 0, grand_total: 2100 };

  it('shows the server’s totals for the new quantities, asks why, saves, and keeps a refusal in view', async () => {
    signInAs(staffer);
    let refuseSave = true;
    const api = fakeApi(
      on('GET', `/api/v1/admin/orders/${ID}/`, {
        status: 200,
        body: { data: staffOrderOf({ editable_lines: EDITABLE }) },
      }),
      on('POST', `/api/v1/admin/orders/${ID}/edit/preview/`, {
        status: 200,
        body: {
          data: {
            lines: [{ ...EDITABLE[0]!, new_quantity: 1, line_total: 2000 }],
            before: { subtotal: 4000, delivery_charge: 100, discount: 0, tax_amount: 0, grand_total: 4100 },
            after: AFTER,
          },
        },
      }),
      on('POST', `/api/v1/admin/orders/${ID}/edit/`, () =>
        refuseSave
          ? { status: 409, body: { code: 'only_left', message: 'Only 1 left of Radio (Black)' } }
          : {
              status: 200,
              body: {
                data: staffOrderOf({
                  ...AFTER,
                  editable_lines: [{ ...EDITABLE[0]!, quantity: 1 }],
                  history: [
                    {
                      kind: 'edit',
                      from: '4100',
                      to: '2100',
                      actor: 'staff',
                      by: 'Ram Thapa',
                      note: 'Radio (Black) 2 → 1. The customer rang',
                      at: '2025-10-01T11:00:00.000Z',
                    },
                  ],
                }),
                message: 'Order changed: the customer has been told',
              },
            },
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderDesk(`/staff/orders?order=${ID}`);
    await user.click(await screen.findByRole('button', { name: 'Change items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change items' });
    expect(dialog).toHaveTextContent('Make a change to see the new totals.');
    expect(within(dialog).getByRole('button', { name: 'Save changes' })).toBeDisabled();

    const radio = within(dialog).getByRole('spinbutton', { name: /Radio \(Black\)/ });
    await user.clear(radio);
    await user.type(radio, '1');
    const totals = within(dialog).getByRole('table', { name: 'Totals before and after the change' });
    const total = await within(totals).findByRole('row', { name: /Total Rs\. 4,100 Rs\. 2,100/ });
    expect(total).toBeInTheDocument();
    expect(api.calls.find((call) => call.path.endsWith('/edit/preview/'))?.body).toEqual({
      lines: [{ line_id: 31, quantity: 1 }],
    });

    // Without a reason nothing is sent; then the server's refusal stays in the dialog.
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(dialog).findByText(
        'Please say why the order changes (for example, what the customer asked on the phone)',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Reason/)).toHaveFocus();
    expect(api.calls.filter((call) => call.path.endsWith(`/${ID}/edit/`))).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Reason/), 'The customer rang');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only 1 left of Radio (Black)');

    refuseSave = false;
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Order changed: the customer has been told')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.filter((call) => call.path.endsWith(`/${ID}/edit/`)).at(-1)?.body).toEqual({
      lines: [{ line_id: 31, quantity: 1 }],
      reason: 'The customer rang',
    });
    const history = screen.getByRole('region', { name: 'History' });
    expect(history).toHaveTextContent('Items changed, total Rs. 4,100 → Rs. 2,100, Ram Thapa (staff)');
    expect(history).toHaveTextContent('Radio (Black) 2 → 1. The customer rang');
  });

  it('changes the delivery to pickup: the server’s delivery charge, a reason, the address sent as checkout sends it', async () => {
    signInAs(staffer);
    const api = fakeApi(
      on('GET', `/api/v1/admin/orders/${ID}/`, {
        status: 200,
        body: { data: staffOrderOf({ editable_lines: EDITABLE }) },
      }),
      on('POST', `/api/v1/admin/orders/${ID}/edit/preview/`, {
        status: 200,
        body: {
          data: {
            lines: [{ ...EDITABLE[0]!, new_quantity: 2, line_total: 4000 }],
            before: { subtotal: 4000, delivery_charge: 100, discount: 0, tax_amount: 0, grand_total: 4100 },
            after: { subtotal: 4000, delivery_charge: 0, discount: 0, tax_amount: 0, grand_total: 4000 },
          },
        },
      }),
      on('POST', `/api/v1/admin/orders/${ID}/edit/`, {
        status: 200,
        body: {
          data: staffOrderOf({
            delivery_method: 'pickup',
            delivery_charge: 0,
            grand_total: 4000,
            editable_lines: EDITABLE,
          }),
          message: 'Order changed: the customer has been told',
        },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderDesk(`/staff/orders?order=${ID}`);
    await user.click(await screen.findByRole('button', { name: 'Change delivery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change delivery' });
    expect(within(dialog).getByRole('radio', { name: 'Home delivery' })).toBeChecked();
    expect(await within(dialog).findByRole('combobox', { name: /District/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save changes' })).toBeDisabled();

    await user.click(within(dialog).getByRole('radio', { name: 'Store pickup' }));
    expect(within(dialog).queryByRole('combobox', { name: /District/ })).not.toBeInTheDocument();
    const totals = within(dialog).getByRole('table', { name: 'Totals before and after the change' });
    expect(await within(totals).findByRole('row', { name: /Delivery Rs\. 100 Rs\. 0/ })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(dialog).findByText(
        'Please say why the order changes (for example, what the customer asked on the phone)',
      ),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Reason/), 'She will collect it');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Order changed: the customer has been told')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path.endsWith(`/${ID}/edit/`))?.body).toMatchObject({
      lines: [],
      address: { delivery_method: 'pickup', phone_number: '9841234567' },
      reason: 'She will collect it',
    });
  });

  it('offers no change of items when the order cannot change', async () => {
    signInAs(staffer);
    fakeApi(on('GET', `/api/v1/admin/orders/${ID}/`, { status: 200, body: { data: staffOrderOf() } }));
    renderDesk(`/staff/orders?order=${ID}`);
    expect(await screen.findByRole('button', { name: /Cancel order/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change items' })).not.toBeInTheDocument();
  });

  it('says who took an order by phone or chat, how it came in, and links its draft', async () => {
    signInAs(staffer);
    fakeApi(
      on('GET', `/api/v1/admin/orders/${ID}/`, {
        status: 200,
        body: {
          data: staffOrderOf({
            taken_as_draft: { draft_id: 7, source: 'viber', taken_by: 'Ram Gurung', staff_note: 'Wants it by Friday' },
          }),
        },
      }),
    );
    renderDesk(`/staff/orders?order=${ID}`);
    const origin = await screen.findByTestId('taken-as-draft');
    expect(origin).toHaveTextContent('Taken by Ram Gurung (Viber) as draft #7: Wants it by Friday');
    expect(within(origin).getByRole('link', { name: 'draft #7' })).toHaveAttribute('href', '/staff/orders/drafts/7');
  });
});

describe('payment attempts (issue #33)', () => {
  it('lists every attempt with the provider, its id, amount, status and times; a second payment says Refund due', async () => {
    signInAs(staffer);
    fakeApi(
      on('GET', `/api/v1/admin/orders/${ID}/`, {
        status: 200,
        body: {
          data: staffOrderOf({
            payment_gateway: 'Esewa',
            payment_status: 'paid',
            payments: [
              {
                provider: 'Esewa',
                attempt: ID,
                status: 'expired',
                duplicate: false,
                reference: ID,
                amount: 4100,
                created_at: '2025-10-01T10:00:00.000Z',
                updated_at: '2025-10-01T10:20:00.000Z',
                answered_at: '2025-10-01T10:20:00.000Z',
              },
              {
                provider: 'Esewa',
                attempt: `${ID}-R2`,
                status: 'completed',
                duplicate: false,
                reference: '000AB12',
                amount: 4100,
                created_at: '2025-10-01T10:21:00.000Z',
                updated_at: '2025-10-01T10:22:00.000Z',
                answered_at: '2025-10-01T10:22:00.000Z',
              },
              {
                provider: 'Esewa',
                attempt: `${ID}-R3`,
                status: 'completed',
                duplicate: true,
                reference: '000CD34',
                amount: 4100,
                created_at: '2025-10-01T10:23:00.000Z',
                updated_at: '2025-10-01T10:25:00.000Z',
                answered_at: '2025-10-01T10:25:00.000Z',
              },
              {
                provider: 'Esewa',
                attempt: `${ID}-R4`,
                status: 'initiated',
                duplicate: false,
                reference: `${ID}-R4`,
                amount: 4100,
                created_at: '2025-10-01T10:26:00.000Z',
                updated_at: '2025-10-01T10:26:00.000Z',
                answered_at: null,
              },
            ],
          }),
        },
      }),
    );
    renderDesk(`/staff/orders?order=${ID}`);
    const section = await screen.findByRole('region', { name: 'Payment attempts' });
    const rows = within(section).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(
      within(section)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Provider', 'Attempt', 'Amount', 'Status', 'Started', 'Answered']);
    // The first four columns; the times are checked by their machine-readable instants (any time zone).
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 4)
        .map((cell) => cell.textContent);
    const times = (row: HTMLElement) => [...row.querySelectorAll('time')].map((time) => time.getAttribute('datetime'));
    expect(cells(rows[0]!)).toEqual(['eSewa', ID, 'Rs. 4,100', 'Expired']);
    expect(times(rows[0]!)).toEqual(['2025-10-01T10:00:00.000Z', '2025-10-01T10:20:00.000Z']);
    expect(cells(rows[1]!)).toEqual(['eSewa', `${ID}-R2`, 'Rs. 4,100', 'Completed']);
    expect(cells(rows[2]!)).toEqual(['eSewa', `${ID}-R3`, 'Rs. 4,100', 'Completed · Refund due']);
    expect(within(rows[2]!).getByText('Refund due')).toHaveClass('bg-red-100');
    expect(cells(rows[3]!)).toEqual(['eSewa', `${ID}-R4`, 'Rs. 4,100', 'Started']);
    expect(times(rows[3]!)).toEqual(['2025-10-01T10:26:00.000Z']);
    expect(within(rows[3]!).getAllByRole('cell')[5]).toHaveTextContent('No answer yet');
    expect(within(section).getAllByText('Refund due')).toHaveLength(1);
  });

  it('says so when the order has no payment attempt', async () => {
    signInAs(staffer);
    fakeApi(on('GET', `/api/v1/admin/orders/${ID}/`, { status: 200, body: { data: staffOrderOf() } }));
    renderDesk(`/staff/orders?order=${ID}`);
    const section = await screen.findByRole('region', { name: 'Payment attempts' });
    expect(section).toHaveTextContent('No payment attempt yet.');
  });
});

describe('the query string', () => {
  it('keeps known filters only and drops defaults', () => {
    const filter = filterFromParams(new URLSearchParams('status=Lost&payment_status=paid&q=%20ram%20&page=-2'));
    expect(filter).toEqual({ status: '', payment_status: 'paid', q: 'ram', view: '', page: 1 });
    expect(paramsFor({ ...filter, page: 3 }, ID).toString()).toBe(`payment_status=paid&q=ram&page=3&order=${ID}`);
  });
});

describe('shipping an order', () => {
  const processing = () => staffOrderOf({ order_status: 'Processing', allowed_moves: ['Shipped', 'Cancelled'] });

  it('asks for the courier and tracking number, checks them, and sends them', async () => {
    signInAs(staffer);
    let current = processing();
    const api = fakeApi(
      on('GET', `/api/v1/admin/orders/${ID}/`, () => ({ status: 200, body: { data: current } })),
      on('POST', `/api/v1/admin/orders/${ID}/status/`, () => {
        current = staffOrderOf({
          order_status: 'Shipped',
          allowed_moves: ['Delivered'],
          tracking: {
            courier: 'other',
            courier_name: 'Himalayan Couriers',
            tracking_number: 'HC-77',
            tracking_url: 'https://himalayan.example/t/HC-77',
            shipped_at: '2025-10-02T09:00:00.000Z',
          },
        });
        return { status: 200, body: { data: current, message: `Order ${ID} is now Shipped` } };
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderDesk(`/staff/orders?order=${ID}`);
    const next = await screen.findByRole('region', { name: 'Next step' });
    await user.click(within(next).getByRole('button', { name: 'Mark as Shipped' }));
    const dialog = await screen.findByRole('dialog', { name: `Ship order ${ID}` });
    const courier = within(dialog).getByRole('combobox', { name: /Courier/ });
    expect(
      within(courier)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose the courier',
      'Nepal Post (EMS)',
      'Pathao',
      'Aramex Nepal',
      'Upaya',
      'Logistic Nepal (Nepal Can Move)',
      'Sewa Express',
      'Dash Logistics',
      'Fastline',
      'Other',
    ]);

    // Nothing filled in: the first field with a problem says so and takes the focus.
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Shipped' }));
    // The form checks itself asynchronously (its zod resolver): on a loaded machine the messages
    // can come after the click has returned.
    expect(await within(dialog).findByText('Please choose the courier')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter the tracking number')).toBeInTheDocument();
    expect(courier).toHaveFocus();
    expect(courier).toHaveAttribute('aria-invalid', 'true');

    await user.selectOptions(courier, 'other');
    await user.type(within(dialog).getByRole('textbox', { name: /Tracking number/ }), 'HC-77');
    await user.type(within(dialog).getByRole('textbox', { name: /Tracking link/ }), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Shipped' }));
    expect(await within(dialog).findByText("Please enter the courier's name")).toBeInTheDocument();
    expect(
      within(dialog).getByText('The tracking link must be a web address starting with http:// or https://'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Courier's name/ })).toHaveFocus();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Courier's name/ }), 'Himalayan Couriers');
    const link = within(dialog).getByRole('textbox', { name: /Tracking link/ });
    await user.clear(link);
    await user.type(link, 'https://himalayan.example/t/HC-77');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Shipped' }));
    expect(await screen.findByText(`Order ${ID} is now Shipped`)).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      status: 'Shipped',
      courier: 'other',
      courier_name: 'Himalayan Couriers',
      tracking_number: 'HC-77',
      tracking_url: 'https://himalayan.example/t/HC-77',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The button that opened the dialog went with the move: the focus is on the order's status.
    await waitFor(() => expect(screen.getByLabelText(/^Status /)).toHaveFocus());
    const shipment = await screen.findByRole('region', { name: 'Shipment' });
    expect(shipment).toHaveTextContent('On its way with Himalayan Couriers');
    expect(within(shipment).getByRole('link', { name: /Track your parcel/ })).toHaveAttribute(
      'href',
      'https://himalayan.example/t/HC-77',
    );
  });

  it("shows the server's field message next to the field and stays open", async () => {
    signInAs(staffer);
    fakeApi(
      on('GET', `/api/v1/admin/orders/${ID}/`, () => ({ status: 200, body: { data: processing() } })),
      on('POST', `/api/v1/admin/orders/${ID}/status/`, () => ({
        status: 400,
        body: {
          message: 'Invalid tracking_number: The tracking number must be at most 64 characters',
          errors: { tracking_number: 'The tracking number must be at most 64 characters' },
        },
      })),
    );
    const user = userEvent.setup({ delay: null });
    renderDesk(`/staff/orders?order=${ID}`);
    const next = await screen.findByRole('region', { name: 'Next step' });
    await user.click(within(next).getByRole('button', { name: 'Mark as Shipped' }));
    const dialog = await screen.findByRole('dialog', { name: `Ship order ${ID}` });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Courier/ }), 'pathao');
    await user.type(within(dialog).getByRole('textbox', { name: /Tracking number/ }), 'PTH-1');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Shipped' }));
    expect(await within(dialog).findByText('The tracking number must be at most 64 characters')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Tracking number/ })).toHaveFocus();
  });
});
