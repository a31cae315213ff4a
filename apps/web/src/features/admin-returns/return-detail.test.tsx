import { RETURN_MESSAGES, returnSerialsCount, type StaffReturn } from '@pasal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as ReturnRoute } from '../../routes/staff/return-detail';
import { fakeApi, on, probe, renderRoutes, resetSession, shopper, signInAs } from '../../testing';

// The return's forms on the Returns desk: what the contract's schemas refuse is said at the field
// (aria-invalid, its message named by aria-describedby), nothing is sent and the cursor stays on
// the button; what they accept is sent with the reason trimmed.

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => resetSession());

const DECISION = '/api/v1/admin/returns/5/decision/';
const CLOSE = '/api/v1/admin/returns/5/close/';
const RESOLVE = '/api/v1/admin/returns/5/lines/9/resolve/';

const line: StaffReturn['lines'][number] = {
  id: 9,
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
};

const entry = (overrides: Partial<StaffReturn> = {}): StaffReturn => ({
  id: 5,
  transaction_id: 'PSL-RRRRRRRRRRRR',
  status: 'requested',
  reason: 'faulty',
  note: 'No sound',
  opened_by: 'customer',
  refusal_reason: null,
  created_at: '2026-11-25T06:00:00.000Z',
  decided_at: null,
  received_at: null,
  resolved_at: null,
  customer_name: 'Sita Sharma',
  customer_email: 'sita@example.com',
  payment_gateway: 'Esewa',
  order_status: 'Delivered',
  lines: [line],
  photos: [],
  ...overrides,
});

function renderReturn(shown: StaffReturn, write: string, after: StaffReturn) {
  const api = fakeApi(
    on('GET', '/api/v1/admin/returns/5/', { status: 200, body: { data: shown } }),
    on('POST', write, { status: 200, body: { data: after, message: 'Done' } }),
  );
  signInAs({ ...shopper, role: 'staff' });
  renderRoutes([{ path: '/staff/returns/:id', element: <ReturnRoute /> }, probe('/staff/returns'), probe('/login')], {
    pathname: '/staff/returns/5',
  });
  return api;
}

function expectMessageAt(field: HTMLElement, message: string) {
  expect(field).toHaveAttribute('aria-invalid', 'true');
  const shown = screen.getByText(message);
  expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(shown.id);
}

describe("the return's decision form", () => {
  it('refuses a blank reason at the reason, sends nothing, then sends the refusal with the reason trimmed', async () => {
    const api = renderReturn(entry(), DECISION, entry({ status: 'refused' }));
    const refuse = await screen.findByRole('button', { name: 'Refuse' });
    const reason = screen.getByLabelText('Reason or note to the customer');
    await userEvent.type(reason, '  ');
    await userEvent.click(refuse);
    await screen.findByText(RETURN_MESSAGES.staffReasonToCustomer);
    expectMessageAt(reason, RETURN_MESSAGES.staffReasonToCustomer);
    expect(refuse).toHaveFocus();
    expect(api.writes()).toEqual([]);

    await userEvent.type(reason, 'Opened and used ');
    await userEvent.click(refuse);
    await waitFor(() => expect(api.posts(DECISION)).toHaveLength(1));
    expect(api.posts(DECISION)[0]!.body).toEqual({ decision: 'refuse', reason: 'Opened and used' });
  });
});

describe("the return's close form", () => {
  it('asks why at the field before closing, then sends the reason trimmed', async () => {
    const api = renderReturn(entry({ status: 'approved' }), CLOSE, entry({ status: 'closed' }));
    await userEvent.click(await screen.findByText('The items never came'));
    const closeButton = screen.getByRole('button', { name: 'Close the return' });
    await userEvent.click(closeButton);
    await screen.findByText(RETURN_MESSAGES.staffReasonToCustomer);
    const reason = screen.getByLabelText('Why the return is closed');
    expectMessageAt(reason, RETURN_MESSAGES.staffReasonToCustomer);
    expect(closeButton).toHaveFocus();
    expect(api.writes()).toEqual([]);

    await userEvent.type(reason, ' Never posted ');
    await userEvent.click(closeButton);
    await waitFor(() => expect(api.posts(CLOSE)).toHaveLength(1));
    expect(api.posts(CLOSE)[0]!.body).toEqual({ reason: 'Never posted' });
  });
});

describe("a return line's resolve form", () => {
  it('says what is missing at each field, forgets the serials message as one is chosen, and sends the line', async () => {
    const serialised = entry({
      status: 'received',
      lines: [{ ...line, quantity: 2, serial_choices: ['IMEI-A', 'IMEI-B', 'IMEI-C'] }],
    });
    const api = renderReturn(serialised, RESOLVE, entry({ status: 'resolved' }));
    const form = await screen.findByRole('form', { name: '2 × Galaxy A15 (Blue)' });
    const resolve = within(form).getByRole('button', { name: 'Resolve' });
    await userEvent.click(resolve);

    const reason = within(form).getByLabelText(/^Reason/);
    await within(form).findByText(RETURN_MESSAGES.staffReasonRequired);
    expectMessageAt(reason, RETURN_MESSAGES.staffReasonRequired);
    const chooser = within(form).getByRole('group', { name: /Which 2 units came back/ });
    expectMessageAt(chooser, returnSerialsCount(2));
    expect(resolve).toHaveFocus();
    expect(api.writes()).toEqual([]);

    await userEvent.click(within(chooser).getByRole('checkbox', { name: 'IMEI-C' }));
    expect(within(form).queryByText(returnSerialsCount(2))).toBeNull();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(within(chooser).getByRole('checkbox', { name: 'IMEI-A' }));
    await userEvent.type(within(form).getByLabelText(/eSewa refund reference/), ' ESW-RF-9 ');
    await userEvent.type(reason, ' Both dead ');
    await userEvent.click(resolve);
    await waitFor(() => expect(api.posts(RESOLVE)).toHaveLength(1));
    expect(api.posts(RESOLVE)[0]!.body).toEqual({
      resolution: 'refund',
      stock: 'restock',
      reason: 'Both dead',
      provider_reference: ' ESW-RF-9 ',
      paid_to: '',
      serials: ['IMEI-C', 'IMEI-A'],
    });
  });
});
