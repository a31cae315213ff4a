import type { StaffOrder } from '@pasal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, on, orderOf, page, renderRoutes } from '../../testing';
import { EditOrderButton } from './edit-order-dialog';

// "Change items" on its own: the contract's reason message at the reason, focused, gone as the
// reason is edited; every line sent with its new quantity (0 takes one off) and the trimmed reason;
// a new opening starts from the order as it is.

vi.setConfig({ testTimeout: 20_000 });

const ID = 'PSL-7K3M9Q2XTB4N';
const EDIT = `/api/v1/admin/orders/${ID}/edit/`;
const REASON_REQUIRED = 'Please say why the order changes (for example, what the customer asked on the phone)';
const TOTALS = { subtotal: 2000, delivery_charge: 100, discount: 0, tax_amount: 0, grand_total: 2100 };

const order: StaffOrder = {
  ...orderOf({ transaction_id: ID }),
  customer: { id: 42, email: 'sita@example.com', first_name: 'Sita', last_name: 'Sharma', phone: '9841234567' },
  payment_reference: null,
  payments: [],
  history: [],
  allowed_moves: ['Processing', 'Cancelled'],
  can_refund: false,
  refundable: null,
  refunds: [],
  credit_notes: [],
  editable_lines: [
    { line_id: 31, description: 'Radio (Black)', unit_price: 2000, quantity: 2 },
    { line_id: 32, description: 'Battery pack', unit_price: 500, quantity: 1 },
  ],
  taken_as_draft: null,
};

async function openDialog() {
  const afterChange = vi.fn();
  renderRoutes([page('/', <EditOrderButton order={order} afterChange={afterChange} />)], { pathname: '/' });
  await userEvent.click(screen.getByRole('button', { name: 'Change items' }));
  return { dialog: await screen.findByRole('dialog', { name: 'Change items' }), afterChange };
}

const preview = on('POST', `/api/v1/admin/orders/${ID}/edit/preview/`, {
  status: 200,
  body: { data: { lines: [], before: TOTALS, after: TOTALS } },
});

describe('EditOrderButton', () => {
  it('asks for the reason at the reason, focused, and sends every line with the trimmed reason', async () => {
    const api = fakeApi(
      preview,
      on('POST', EDIT, { status: 200, body: { data: order, message: 'Order changed: the customer has been told' } }),
    );
    const { dialog, afterChange } = await openDialog();
    const battery = within(dialog).getByRole('spinbutton', { name: /Battery pack/ });
    await userEvent.clear(battery);
    expect(battery).toHaveValue(0);
    expect(within(dialog).getByText(/taken off/)).toBeVisible();
    const reason = within(dialog).getByLabelText(/Reason/);
    await userEvent.type(reason, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText(REASON_REQUIRED)).toBeVisible();
    expect(reason).toHaveFocus();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(api.posts(EDIT)).toEqual([]);

    await userEvent.type(reason, 'Rang ');
    expect(within(dialog).queryByText(REASON_REQUIRED)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(afterChange).toHaveBeenCalledTimes(1));
    expect(api.posts(EDIT).map((call) => call.body)).toEqual([
      {
        lines: [
          { line_id: 31, quantity: 2 },
          { line_id: 32, quantity: 0 },
        ],
        reason: 'Rang',
      },
    ]);
  });

  it('opens again with the order’s quantities, no reason and no message', async () => {
    fakeApi(preview);
    const { dialog } = await openDialog();
    const radio = within(dialog).getByRole('spinbutton', { name: /Radio \(Black\)/ });
    await userEvent.clear(radio);
    await userEvent.type(radio, '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText(REASON_REQUIRED)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Change items' }));
    const again = await screen.findByRole('dialog', { name: 'Change items' });
    expect(within(again).getByRole('spinbutton', { name: /Radio \(Black\)/ })).toHaveValue(2);
    expect(within(again).getByLabelText(/Reason/)).toHaveValue('');
    expect(within(again).queryByText(REASON_REQUIRED)).toBeNull();
    expect(within(again).getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });
});
