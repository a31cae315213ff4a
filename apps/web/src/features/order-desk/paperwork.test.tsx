import type { BillPrinted, Invoice, SessionUser, StaffOrder, StaffOrderList, StaffOrderSummary } from '@pasal/contract';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as BillRoute } from '../../routes/staff/print-bill';
import { Component as ReceiptRoute } from '../../routes/staff/print-receipt';
import { Component as SlipsRoute } from '../../routes/staff/print-packing-slips';
import { Component as StaffOrdersRoute } from '../../routes/staff-orders';
import { fakeApi, on, page, probe, resetSession, shopper, signInAs, staffOrderOf as deskOrderOf } from '../../testing';

// The order desk's paperwork on screen (issue #33): moves that ask first and can be undone for a
// minute, the reason a cancel must give, packing slips (one or several) and a numbered bill print.

vi.setConfig({ testTimeout: 20_000 });

const staffer: SessionUser = { ...shopper, id: 7, first_name: 'Ram', last_name: 'Thapa', role: 'staff' };
const ID = 'PSL-7K3M9Q2XTB4N';
const SECOND = 'PSL-SECOND000000';

afterEach(() => {
  resetSession();
  vi.restoreAllMocks();
});

/** A pending order as the desk reads it: it may go to Processing or be cancelled. */
function staffOrderOf(overrides: Partial<StaffOrder> = {}): StaffOrder {
  return deskOrderOf({ allowed_moves: ['Processing', 'Cancelled'], ...overrides });
}

function renderAtPath(path: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      page('/staff/orders', <StaffOrdersRoute />),
      page('/staff/orders/packing-slips', <SlipsRoute />),
      page('/staff/orders/:transactionId/bill', <BillRoute />),
      page('/staff/orders/:transactionId/receipt', <ReceiptRoute />),
      probe('/login'),
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { router };
}

describe('moves that ask first', () => {
  it('Delivered of a cash-on-delivery order says it issues the bill and records the cash, and offers no undo', async () => {
    signInAs(staffer);
    const shipped = staffOrderOf({ order_status: 'Shipped', allowed_moves: ['Delivered'] });
    const api = fakeApi(
      on('GET', `/api/v1/admin/orders/${ID}/`, { status: 200, body: { data: shipped } }),
      on('POST', `/api/v1/admin/orders/${ID}/status/`, {
        status: 200,
        body: {
          data: staffOrderOf({ order_status: 'Delivered', payment_status: 'paid', allowed_moves: [] }),
          message: `Order ${ID} is now Delivered`,
          undoable_for_seconds: null,
        },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderAtPath(`/staff/orders?order=${ID}`);
    await user.click(await screen.findByRole('button', { name: 'Mark as Delivered' }));
    const asking = await screen.findByRole('alertdialog', { name: `Mark order ${ID} as Delivered?` });
    expect(asking).toHaveTextContent('This issues the bill (tax invoice) and records Rs. 4,100 as cash collected');
    expect(asking).toHaveTextContent('cannot be undone');
    // Focus waits on the harmless answer: a stray Enter does not deliver.
    expect(within(asking).getByRole('button', { name: 'Not now' })).toHaveFocus();
    await user.click(within(asking).getByRole('button', { name: 'Mark as Delivered' }));
    expect(await screen.findByText(`Order ${ID} is now Delivered`)).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ status: 'Delivered' });
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('after Processing, Undo is offered while the server allows it, and takes the order back', async () => {
    signInAs(staffer);
    let current = staffOrderOf();
    const api = fakeApi(
      on('GET', `/api/v1/admin/orders/${ID}/`, () => ({ status: 200, body: { data: current } })),
      on('POST', `/api/v1/admin/orders/${ID}/status/`, () => {
        current = staffOrderOf({ order_status: 'Processing', allowed_moves: ['Shipped', 'Cancelled'] });
        return {
          status: 200,
          body: { data: current, message: `Order ${ID} is now Processing`, undoable_for_seconds: 60 },
        };
      }),
      on('POST', `/api/v1/admin/orders/${ID}/undo/`, () => {
        current = staffOrderOf();
        return { status: 200, body: { data: current, message: 'Change undone' } };
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderAtPath(`/staff/orders?order=${ID}`);
    await user.click(await screen.findByRole('button', { name: 'Mark as Processing' }));
    const asking = await screen.findByRole('alertdialog', { name: `Mark order ${ID} as Processing?` });
    expect(asking).toHaveTextContent('You can undo this for a minute.');
    await user.click(within(asking).getByRole('button', { name: 'Mark as Processing' }));
    const undo = await screen.findByRole('button', { name: 'Undo' });
    expect(screen.getByText(/s left to undo/)).toHaveTextContent(/^(60|59) s left to undo$/);
    await user.click(undo);
    expect(await screen.findByText('Change undone')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.endsWith('/undo/'))).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull());
    expect(await screen.findByRole('button', { name: 'Mark as Processing' })).toBeInTheDocument();
  });

  it('Undo goes away when its time is up', async () => {
    signInAs(staffer);
    fakeApi(
      on('GET', `/api/v1/admin/orders/${ID}/`, { status: 200, body: { data: staffOrderOf() } }),
      on('POST', `/api/v1/admin/orders/${ID}/status/`, {
        status: 200,
        body: {
          data: staffOrderOf({ order_status: 'Processing', allowed_moves: ['Shipped', 'Cancelled'] }),
          message: `Order ${ID} is now Processing`,
          undoable_for_seconds: 1,
        },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderAtPath(`/staff/orders?order=${ID}`);
    await user.click(await screen.findByRole('button', { name: 'Mark as Processing' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Mark as Processing' }),
    );
    expect(await screen.findByRole('button', { name: 'Undo' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull(), { timeout: 3000 });
  });

  it('cancelling needs a reason: nothing is sent without one', async () => {
    signInAs(staffer);
    const api = fakeApi(on('GET', `/api/v1/admin/orders/${ID}/`, { status: 200, body: { data: staffOrderOf() } }));
    const user = userEvent.setup({ delay: null });
    renderAtPath(`/staff/orders?order=${ID}`);
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: `Cancel order ${ID}?` });
    await user.type(within(dialog).getByLabelText(/Reason/), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel order' }));
    expect(within(dialog).getByLabelText(/Reason/)).toHaveAccessibleDescription(
      expect.stringContaining('Please give the reason for cancelling'),
    );
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('the shipment card says Delivered by the courier once delivered, not "On its way"', async () => {
    signInAs(staffer);
    const tracking = {
      courier: 'pathao',
      courier_name: 'Pathao',
      tracking_number: 'PTH-1',
      tracking_url: null,
      shipped_at: '2025-10-02T10:00:00.000Z',
    };
    fakeApi(
      on('GET', `/api/v1/admin/orders/${ID}/`, {
        status: 200,
        body: { data: staffOrderOf({ order_status: 'Delivered', allowed_moves: [], tracking }) },
      }),
    );
    renderAtPath(`/staff/orders?order=${ID}`);
    const card = await screen.findByRole('region', { name: 'Shipment' });
    expect(card).toHaveTextContent('Delivered by Pathao');
    expect(card).not.toHaveTextContent('On its way');
  });
});

describe('packing slips', () => {
  const cod = staffOrderOf({ notes: 'Call before coming' });
  const paid = staffOrderOf({
    transaction_id: SECOND,
    payment_gateway: 'Esewa',
    payment_status: 'paid',
    first_name: 'Hari',
  });

  it('one sheet per order: number, items and quantities, address and phone, COD to collect, no prices', async () => {
    signInAs(staffer);
    fakeApi(
      on('GET', `/api/v1/admin/orders/${ID}/`, { status: 200, body: { data: cod } }),
      on('GET', `/api/v1/admin/orders/${SECOND}/`, { status: 200, body: { data: paid } }),
    );
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderAtPath(`/staff/orders/packing-slips?orders=${ID},${SECOND},${ID}`);
    const slips = await screen.findAllByRole('article');
    expect(slips).toHaveLength(2);
    const [first, second] = slips as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent(ID);
    const item = cod.items[0]!;
    const row = within(within(first).getByRole('table')).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent(item.product_name);
    expect(row).toHaveTextContent(String(item.quantity));
    expect(first).toHaveTextContent(cod.shipping.phone_number);
    expect(first).toHaveTextContent('Lambagar');
    expect(first).toHaveTextContent('Call before coming');
    expect(within(first).getByTestId('cod-to-collect')).toHaveTextContent(`collect Rs. 4,100`);
    // Prices are not on a slip: the only amount is the cash to collect.
    expect(first.textContent?.match(/Rs\./g)).toHaveLength(1);
    expect(second).toHaveTextContent('Nothing to collect: paid by eSewa');
    expect(second.textContent).not.toMatch(/Rs\./);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Print 2 packing slips' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('chosen on the order list, they are printed together', async () => {
    signInAs(staffer);
    const summary = (transactionId: string): StaffOrderSummary => ({
      transaction_id: transactionId,
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
    });
    const list: StaffOrderList = { data: [summary(ID), summary(SECOND)], count: 2, page: 1, total_pages: 1 };
    fakeApi(
      on('GET', '/api/v1/admin/orders/', { status: 200, body: list }),
      on('GET', `/api/v1/admin/orders/${ID}/`, { status: 200, body: { data: cod } }),
      on('GET', `/api/v1/admin/orders/${SECOND}/`, { status: 200, body: { data: paid } }),
    );
    const user = userEvent.setup({ delay: null });
    renderAtPath('/staff/orders');
    await user.click(await screen.findByRole('checkbox', { name: `Select ${ID} for packing slips` }));
    await user.click(screen.getByRole('checkbox', { name: `Select ${SECOND} for packing slips` }));
    const chosen = screen.getByRole('group', { name: 'Chosen orders' });
    expect(chosen).toHaveTextContent('2 orders chosen');
    await user.click(within(chosen).getByRole('link', { name: 'Print packing slips' }));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });
});

describe('printing the bill', () => {
  const invoice: Invoice = {
    invoice_number: '2082/83-000042',
    fiscal_year: '2082/83',
    sequence: 42,
    issued_at: '2025-11-24T06:00:00.000Z',
    transaction_id: ID,
    order_date: '2025-11-23T06:00:00.000Z',
    payment_method: 'COD',
    seller: {
      name: 'Pasal',
      legal_name: 'Pasal Electronics Pvt. Ltd.',
      address: 'New Baneshwor, Kathmandu',
      pan: '601234567',
      registration_no: '123456/77/078',
      phone: '+977 9800000000',
      email: 'hello@pasal.example',
    },
    buyer: { name: 'Sita Sharma', pan: null, address: 'Lambagar', phone: '9841234567', email: 'sita@example.com' },
    lines: [{ description: 'Sound Buds (Black)', quantity: 2, rate: 2000, amount: 4000 }],
    vat_mode: 'inclusive',
    vat_percent: 13,
    subtotal: 4000,
    delivery_charge: 100,
    discount: 0,
    taxable_amount: 3628.32,
    vat_amount: 471.68,
    total: 4100,
    total_in_words: 'Rupees Four Thousand One Hundred Only',
    total_in_words_ne: 'चार हजार एक सय रुपैयाँ मात्र',
    issued_by: null,
  };

  it('records the print first, then prints the sheet marked with its copy number, who and when', async () => {
    signInAs(staffer);
    let copies = 1;
    const api = fakeApi(
      on('GET', `/api/v1/orders/${ID}/invoice/`, { status: 200, body: { data: invoice } }),
      on('POST', `/api/v1/admin/orders/${ID}/invoice/prints/`, () => {
        copies += 1;
        const data: BillPrinted = {
          invoice,
          print: { copy_number: copies, printed_by: 'Ram Thapa', printed_at: '2025-11-25T07:15:00.000Z' },
        };
        return { status: 201, body: { data } };
      }),
    );
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const user = userEvent.setup({ delay: null });
    renderAtPath(`/staff/orders/${ID}/bill`);
    expect(await screen.findByTestId('invoice-number')).toHaveTextContent('2082/83-000042');
    expect(screen.queryByTestId('bill-mark')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Print bill' }));
    await waitFor(() => expect(print).toHaveBeenCalledOnce());
    expect(screen.getByTestId('bill-mark')).toHaveTextContent(
      'Copy of original (2) · printed by Ram Thapa, 25 Nov 2025',
    );
    await user.click(screen.getByRole('button', { name: 'Print bill' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(2));
    expect(screen.getByTestId('bill-mark')).toHaveTextContent('Copy of original (3)');
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(2);
  });

  it('names who issued the bill; a bill the system issued names nobody (issue #34)', async () => {
    signInAs(staffer);
    fakeApi(
      on('GET', `/api/v1/orders/${ID}/invoice/`, {
        status: 200,
        body: { data: { ...invoice, issued_by: 'Gita Rai' } },
      }),
      on('GET', `/api/v1/orders/${SECOND}/invoice/`, {
        status: 200,
        body: { data: { ...invoice, transaction_id: SECOND, invoice_number: '2082/83-000043' } },
      }),
    );
    renderAtPath(`/staff/orders/${ID}/bill`);
    expect(await screen.findByTestId('bill-issued-by')).toHaveTextContent('Issued by: Gita Rai');
    cleanup();
    renderAtPath(`/staff/orders/${SECOND}/bill`);
    expect(await screen.findByTestId('invoice-number')).toHaveTextContent('2082/83-000043');
    expect(screen.queryByTestId('bill-issued-by')).toBeNull();
    expect(screen.queryByText(/Issued by/)).toBeNull();
  });

  it('a bill not issued yet says so, with nothing to print', async () => {
    signInAs(staffer);
    fakeApi(
      on('GET', `/api/v1/orders/${ID}/invoice/`, {
        status: 409,
        body: { message: 'The bill is issued once the order is paid or delivered' },
      }),
    );
    renderAtPath(`/staff/orders/${ID}/bill`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The bill is issued once the order is paid or delivered',
    );
    expect(screen.queryByRole('button', { name: 'Print bill' })).toBeNull();
  });

  it("prints a counter sale's bill on an 80 mm receipt: its number, how it was paid, recorded as a print first", async () => {
    signInAs(staffer);
    const counter: Invoice = {
      ...invoice,
      buyer: { ...invoice.buyer, name: 'Ram Traders', pan: '123456789' },
      counter_payment: { method: 'fonepay_qr', reference: 'FP-77' },
      issued_by: 'Gita Rai',
    };
    const api = fakeApi(
      on('GET', `/api/v1/orders/${ID}/invoice/`, { status: 200, body: { data: counter } }),
      on('POST', `/api/v1/admin/orders/${ID}/invoice/prints/`, () => {
        const data: BillPrinted = {
          invoice: counter,
          print: { copy_number: 0, printed_by: 'Gita Rai', printed_at: '2025-11-25T07:15:00.000Z' },
        };
        return { status: 201, body: { data } };
      }),
    );
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const user = userEvent.setup({ delay: null });
    renderAtPath(`/staff/orders/${ID}/receipt`);
    const receipt = await screen.findByRole('article', { name: 'Tax invoice' });
    expect(within(receipt).getByTestId('invoice-number')).toHaveTextContent('2082/83-000042');
    expect(receipt).toHaveTextContent('Buyer PAN: 123456789');
    expect(receipt).toHaveTextContent('Paid by: Fonepay QR (ref. FP-77)');
    expect(receipt).toHaveTextContent('2 × Rs. 2,000');
    expect(receipt).toHaveTextContent('Served by: Gita Rai');
    expect(screen.getByRole('link', { name: 'Back to the counter' })).toHaveAttribute('href', '/staff/counter');
    await user.click(screen.getByRole('button', { name: 'Print receipt' }));
    await waitFor(() => expect(print).toHaveBeenCalledOnce());
    expect(screen.getByTestId('bill-mark')).toHaveTextContent('Original · printed by Gita Rai');
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });
});
