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
          resolved_at: null,
        },
      ],
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
                  resolved_at: '2026-11-26T08:00:00.000Z',
                },
              ],
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
});
