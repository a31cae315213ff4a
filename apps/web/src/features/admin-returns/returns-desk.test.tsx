import type { SessionUser, StaffReturn } from '@pasal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as DeskRoute } from '../../routes/staff/returns';
import { Component as ReturnRoute } from '../../routes/staff/return-detail';
import { fakeApi, on, probe, renderRoutes, resetSession, shopper, signInAs } from '../../testing';

// The Returns desk (issue #33): the list filtered by status, and one return approved or refused
// (a refusal needs its reason), received and resolved line by line.

vi.setConfig({ testTimeout: 20_000 });

const staff: SessionUser = { ...shopper, id: 2, first_name: 'Ram', last_name: 'Desk', role: 'staff' };

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
  lines: [
    {
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
    },
  ],
  photos: [],
  ...overrides,
});

afterEach(() => resetSession());

const renderDetail = () =>
  renderRoutes([{ path: '/staff/returns/:id', element: <ReturnRoute /> }, probe('/staff/returns'), probe('/login')], {
    pathname: '/staff/returns/5',
  });

describe('the Returns desk', () => {
  it('lists returns and filters them by status', async () => {
    signInAs(staff);
    const api = fakeApi(
      on('GET', '/api/v1/admin/returns/', {
        status: 200,
        body: { data: [entry()], count: 1, page: 1, total_pages: 1 },
      }),
      on('GET', '/api/v1/admin/returns/?status=received', {
        status: 200,
        body: { data: [], count: 0, page: 1, total_pages: 1 },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderRoutes([{ path: '/staff/returns', element: <DeskRoute /> }, probe('/staff/returns/5'), probe('/login')], {
      pathname: '/staff/returns',
    });
    const link = await screen.findByRole('link', { name: 'Return 5' });
    expect(link).toHaveAttribute('href', '/staff/returns/5');
    expect(screen.getByText('1 return')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'received');
    expect(await screen.findByText('No received returns.')).toBeInTheDocument();
    expect(api.to('GET', '/api/v1/admin/returns/?status=received')).toHaveLength(1);
  });

  it('refuses only with a reason, and approves', async () => {
    signInAs(staff);
    const api = fakeApi(
      on('GET', '/api/v1/admin/returns/5/', { status: 200, body: { data: entry() } }),
      on('POST', '/api/v1/admin/returns/5/decision/', (call) => ({
        status: 200,
        body: {
          data: entry({ status: (call.body as { decision: string }).decision === 'approve' ? 'approved' : 'refused' }),
          message: 'Return approved',
        },
      })),
    );
    const user = userEvent.setup({ delay: null });
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Refuse' }));
    expect(await screen.findByText('Please give the reason: the customer is e-mailed it')).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.posts('/api/v1/admin/returns/5/decision/')).toHaveLength(1));
    expect(api.posts('/api/v1/admin/returns/5/decision/')[0]!.body).toEqual({ decision: 'approve', reason: '' });
    expect(await screen.findByRole('button', { name: 'Mark received' })).toBeInTheDocument();
  });

  it('resolves a received line as a refund with its reference, restocking it', async () => {
    signInAs(staff);
    const resolvedLine = {
      ...entry().lines[0]!,
      resolution: 'refund' as const,
      stock: 'restock' as const,
      resolution_note: 'Dead on arrival',
      credit_note_number: 'CN 2083/84-000001',
      replacement_order: null,
      serials: [],
      serial_choices: [],
      resolved_at: '2026-11-26T08:00:00.000Z',
    };
    const api = fakeApi(
      on('GET', '/api/v1/admin/returns/5/', { status: 200, body: { data: entry({ status: 'received' }) } }),
      on('POST', '/api/v1/admin/returns/5/lines/9/resolve/', {
        status: 200,
        body: { data: entry({ status: 'resolved', lines: [resolvedLine] }), message: 'Line resolved' },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderDetail();
    const form = await screen.findByRole('form', { name: '1 × Galaxy A15 (Blue)' });
    await user.type(within(form).getByLabelText(/eSewa refund reference/), 'ESW-RF-9');
    await user.type(within(form).getByLabelText(/^Reason/), 'Dead on arrival');
    await user.click(within(form).getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(api.posts('/api/v1/admin/returns/5/lines/9/resolve/')).toHaveLength(1));
    expect(api.posts('/api/v1/admin/returns/5/lines/9/resolve/')[0]!.body).toEqual({
      resolution: 'refund',
      stock: 'restock',
      reason: 'Dead on arrival',
      provider_reference: 'ESW-RF-9',
      paid_to: '',
      serials: [],
    });
    expect(await screen.findByText(/Refund, restocked, credit note CN 2083\/84-000001/)).toBeInTheDocument();
  });

  it('asks which unit came back by serial: one per unit returned, sent with the resolution', async () => {
    signInAs(staff);
    const serialised = entry({
      status: 'received',
      payment_gateway: 'COD',
      lines: [{ ...entry().lines[0]!, serial_choices: ['IMEI-AAAA-0001', 'IMEI-BBBB-0002'] }],
    });
    const api = fakeApi(
      on('GET', '/api/v1/admin/returns/5/', { status: 200, body: { data: serialised } }),
      on('POST', '/api/v1/admin/returns/5/lines/9/resolve/', {
        status: 200,
        body: {
          data: entry({
            status: 'resolved',
            lines: [
              {
                ...serialised.lines[0]!,
                resolution: 'replacement',
                stock: 'write_off',
                resolution_note: 'Screen flickers',
                replacement_order: 'PSL-NEWONE000001',
                serials: ['IMEI-BBBB-0002'],
                serial_choices: [],
                resolved_at: '2026-11-26T08:00:00.000Z',
              },
            ],
          }),
          message: 'Line resolved',
        },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderDetail();
    const form = await screen.findByRole('form', { name: '1 × Galaxy A15 (Blue)' });
    const chooser = within(form).getByRole('group', { name: 'Which unit came back? Choose by serial number' });
    expect(within(chooser).getAllByRole('checkbox')).toHaveLength(2);
    await user.selectOptions(within(form).getByLabelText('Resolution'), 'replacement');
    await user.selectOptions(within(form).getByLabelText('Stock'), 'write_off');
    await user.type(within(form).getByLabelText(/^Reason/), 'Screen flickers');

    // None chosen, then two for one unit: refused here, nothing sent.
    await user.click(within(form).getByRole('button', { name: 'Resolve' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Choose the serial number of the unit that came back',
    );
    await user.click(within(chooser).getByRole('checkbox', { name: 'IMEI-AAAA-0001' }));
    await user.click(within(chooser).getByRole('checkbox', { name: 'IMEI-BBBB-0002' }));
    expect(within(chooser).getByText('2 of 1 chosen. The others stay sold to the customer.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Resolve' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Choose the serial number of the unit that came back',
    );
    expect(api.writes()).toEqual([]);

    await user.click(within(chooser).getByRole('checkbox', { name: 'IMEI-AAAA-0001' }));
    await user.click(within(form).getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(api.posts('/api/v1/admin/returns/5/lines/9/resolve/')).toHaveLength(1));
    expect(api.posts('/api/v1/admin/returns/5/lines/9/resolve/')[0]!.body).toMatchObject({
      resolution: 'replacement',
      stock: 'write_off',
      serials: ['IMEI-BBBB-0002'],
    });
    expect(await screen.findByText('Came back: IMEI-BBBB-0002')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Replacement order PSL-NEWONE000001' })).toHaveAttribute(
      'href',
      '/staff/orders?order=PSL-NEWONE000001',
    );
  });
});
