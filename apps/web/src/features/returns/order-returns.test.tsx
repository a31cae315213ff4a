import type { OrderReturn, OrderReturns } from '@pasal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as OrdersRoute } from '../../routes/account/orders';
import { answer, fakeApi, orderOf, renderAt, signIn, signOut } from '../../testing';

// Returns on Your Orders (issue #33): "Return or replace" on a delivered order while a line is in
// its window, the form's units, reason and note, the request's status, and the sentence that
// replaces the button once every window has ended.

vi.setConfig({ testTimeout: 20_000 });

const ID = 'PSL-RRRRRRRRRRRR';
const RETURNS = `/api/v1/orders/${ID}/returns/`;

const returnsOf = (overrides: Partial<OrderReturns> = {}): OrderReturns => ({
  delivered_at: '2026-11-20T06:00:00.000Z',
  can_request: true,
  window_ended_at: null,
  lines: [
    {
      line_id: 11,
      description: 'Galaxy A15 (Blue)',
      unit_price: 45000,
      quantity: 2,
      returnable_quantity: 2,
      window_days: 30,
      window_ends_at: '2026-12-20T06:00:00.000Z',
      in_window: true,
    },
    {
      line_id: 12,
      description: 'Phone cover',
      unit_price: 1130,
      quantity: 1,
      returnable_quantity: 1,
      window_days: 7,
      window_ends_at: '2026-11-27T06:00:00.000Z',
      in_window: false,
    },
  ],
  returns: [],
  ...overrides,
});

const delivered = orderOf({ transaction_id: ID, order_status: 'Delivered', can_cancel: false });

beforeEach(() => signIn());
afterEach(() => signOut());

describe('Return or replace on Your Orders', () => {
  it('asks for one of two phones with a reason and a note, then shows the request', async () => {
    let asked = false;
    const requested: OrderReturn = {
      id: 5,
      transaction_id: ID,
      status: 'requested',
      reason: 'faulty',
      note: 'No sound',
      opened_by: 'customer',
      refusal_reason: null,
      created_at: '2026-11-25T06:00:00.000Z',
      decided_at: null,
      received_at: null,
      resolved_at: null,
      lines: [
        {
          id: 1,
          line_id: 11,
          description: 'Galaxy A15 (Blue)',
          quantity: 1,
          resolution: null,
          stock: null,
          resolution_note: '',
          credit_note_number: null,
          replacement_order: null,
          serials: [],
          serial_choices: [],
          resolved_at: null,
        },
      ],
      photos: [],
    };
    const api = fakeApi(
      answer('GET', '/api/v1/orders/', 200, { data: [delivered], count: 1 }),
      answer('GET', RETURNS, 200, () => ({ data: returnsOf(asked ? { returns: [requested] } : {}) })),
      answer('POST', RETURNS, 201, () => {
        asked = true;
        return { data: requested, message: 'Your return request has been sent' };
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderAt('/profile/orders', '/profile/orders', <OrdersRoute />);
    await user.click(await screen.findByRole('button', { name: `Return or replace items of order ${ID}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Return or replace items' });
    // The cover's window has ended: it is listed, but cannot be chosen.
    expect(within(dialog).getByText('Return window ended')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Phone cover: units to return')).toBeNull();

    // Nothing chosen: the form says so and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('Choose at least one item to return')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    expect(api.writes()).toEqual([]);

    await user.selectOptions(within(dialog).getByLabelText('Galaxy A15 (Blue): units to return'), '1');
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'faulty');
    await user.type(within(dialog).getByLabelText(/Note/), 'No sound');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(api.posts(RETURNS)).toHaveLength(1));
    expect(api.posts(RETURNS)[0]!.body).toEqual({
      lines: [{ line_id: 11, quantity: 1 }],
      reason: 'faulty',
      note: 'No sound',
    });
    const list = await screen.findByRole('list', { name: 'Returns of this order' });
    expect(within(list).getByText('Return 5')).toBeInTheDocument();
    expect(within(list).getByText('Requested: we will answer by e-mail')).toBeInTheDocument();
  });

  it('says when the window ended instead of offering the button', async () => {
    fakeApi(
      answer('GET', '/api/v1/orders/', 200, { data: [delivered], count: 1 }),
      answer('GET', RETURNS, 200, {
        data: returnsOf({ can_request: false, window_ended_at: '2026-11-27T06:00:00.000Z' }),
      }),
    );
    renderAt('/profile/orders', '/profile/orders', <OrdersRoute />);
    expect(
      await screen.findByText(/Return or replace is not offered for this order: the return window ended on/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Return or replace/ })).toBeNull();
  });

  it('shows a refunded line with its credit note and links the credit notes', async () => {
    fakeApi(
      answer('GET', '/api/v1/orders/', 200, { data: [{ ...delivered, payment_status: 'paid' }], count: 1 }),
      answer('GET', RETURNS, 200, {
        data: returnsOf({
          can_request: false,
          window_ended_at: '2026-12-20T06:00:00.000Z',
          returns: [
            {
              id: 6,
              transaction_id: ID,
              status: 'resolved',
              reason: 'faulty',
              note: '',
              opened_by: 'customer',
              refusal_reason: null,
              created_at: '2026-11-25T06:00:00.000Z',
              decided_at: '2026-11-25T07:00:00.000Z',
              received_at: '2026-11-26T07:00:00.000Z',
              resolved_at: '2026-11-26T08:00:00.000Z',
              lines: [
                {
                  id: 2,
                  line_id: 11,
                  description: 'Galaxy A15 (Blue)',
                  quantity: 1,
                  resolution: 'refund',
                  stock: 'restock',
                  resolution_note: 'Dead on arrival',
                  credit_note_number: 'CN 2083/84-000001',
                  replacement_order: null,
                  serials: [],
                  serial_choices: [],
                  resolved_at: '2026-11-26T08:00:00.000Z',
                },
              ],
              photos: [],
            },
          ],
        }),
      }),
    );
    renderAt('/profile/orders', '/profile/orders', <OrdersRoute />);
    expect(await screen.findByText(/refunded · Credit note CN 2083\/84-000001/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Credit notes of order ${ID}` })).toHaveAttribute(
      'href',
      `/profile/orders/${ID}/credit-notes`,
    );
  });

  it('takes up to three photos: more are refused with a message, each chosen one can be removed, they go after the request', async () => {
    const requested: OrderReturn = {
      id: 7,
      transaction_id: ID,
      status: 'requested',
      reason: 'damaged',
      note: '',
      opened_by: 'customer',
      refusal_reason: null,
      created_at: '2026-11-25T06:00:00.000Z',
      decided_at: null,
      received_at: null,
      resolved_at: null,
      lines: [],
      photos: [],
    };
    const PHOTOS = `/api/v1/orders/${ID}/returns/7/photos/`;
    const api = fakeApi(
      answer('GET', '/api/v1/orders/', 200, { data: [delivered], count: 1 }),
      answer('GET', RETURNS, 200, { data: returnsOf() }),
      answer('POST', RETURNS, 201, { data: requested, message: 'Your return request has been sent' }),
      answer('POST', PHOTOS, 201, { data: requested, message: 'Photo added' }),
    );
    // A file picker set to "All files" lets any file through `accept`.
    const user = userEvent.setup({ delay: null, applyAccept: false });
    renderAt('/profile/orders', '/profile/orders', <OrdersRoute />);
    await user.click(await screen.findByRole('button', { name: `Return or replace items of order ${ID}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Return or replace items' });
    const input = within(dialog).getByLabelText(/^Photos/);
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    const photo = (name: string, type = 'image/jpeg') =>
      new File([new Uint8Array([0xff, 0xd8, 0xff, 1])], name, { type });

    // Four at once: none is taken, and the form says why.
    await user.upload(input, [photo('a.jpg'), photo('b.jpg'), photo('c.jpg'), photo('d.jpg')]);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A return has at most three photos');
    expect(within(dialog).queryByRole('list', { name: 'Photos to send' })).toBeNull();

    // An SVG is refused too (the server reads the bytes as well).
    await user.upload(input, [photo('logo.svg', 'image/svg+xml')]);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('A photo must be a JPEG, PNG or WebP picture');

    await user.upload(input, [photo('front.jpg'), photo('back.png', 'image/png')]);
    await user.upload(input, [photo('box.webp', 'image/webp')]);
    const chosen = within(dialog).getByRole('list', { name: 'Photos to send' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('front.jpg'),
      expect.stringContaining('back.png'),
      expect.stringContaining('box.webp'),
    ]);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    // A fourth after three: refused; removing one makes room.
    await user.upload(input, [photo('more.jpg')]);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('A return has at most three photos');
    await user.click(within(chosen).getByRole('button', { name: 'Remove back.png' }));
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(2);
    expect(within(dialog).queryByRole('alert')).toBeNull();

    await user.selectOptions(within(dialog).getByLabelText('Galaxy A15 (Blue): units to return'), '1');
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'damaged');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(api.posts(PHOTOS)).toHaveLength(2));
    // The request first, then each photo to the return it made.
    expect(api.writes().map((call) => call.path)).toEqual([RETURNS, PHOTOS, PHOTOS]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a replacement shipment linked to its return, at no charge and without a bill', async () => {
    const replacement = orderOf({
      transaction_id: 'PSL-REPLACEMENT01',
      order_status: 'Delivered',
      payment_status: 'paid',
      grand_total: 0,
      subtotal: 0,
      delivery_charge: 0,
      can_cancel: false,
      replacement_for: { return_id: 7, transaction_id: ID },
    });
    fakeApi(
      answer('GET', '/api/v1/orders/', 200, { data: [replacement, delivered], count: 2 }),
      answer('GET', /\/returns\/$/, 200, { data: returnsOf() }),
    );
    renderAt('/profile/orders', '/profile/orders', <OrdersRoute />);
    const card = (await screen.findByText('PSL-REPLACEMENT01')).closest('li')!;
    expect(within(card).getByText(`Replacement for return 7 of order ${ID}`)).toBeInTheDocument();
    expect(within(card).getByText('No charge')).toBeInTheDocument();
    expect(within(card).getByText('A replacement: nothing to pay')).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'Download bill for order PSL-REPLACEMENT01' })).toBeNull();
    // The order it replaces keeps its bill.
    expect(screen.getByRole('link', { name: `Download bill for order ${ID}` })).toBeInTheDocument();
  });
});
