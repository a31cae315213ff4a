import { ORDER_DESK_MESSAGES } from '@pasal/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, on, page, renderRoutes, resetSession, shopper, signInAs, staffOrderOf } from '../../testing';
import { StaffOrderDetail } from './staff-order-detail';

// The cancel dialog's form: a blank reason gets the contract's message at the reason and nothing is
// sent, the cursor stays where it was and the message stays until the next try; a reason is sent
// trimmed with the move.

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => resetSession());

const ID = 'PSL-7K3M9Q2XTB4N';
const STATUS = `/api/v1/admin/orders/${ID}/status/`;

const order = staffOrderOf({ transaction_id: ID, allowed_moves: ['Processing', 'Cancelled'] });

async function openCancelDialog() {
  const api = fakeApi(
    on('GET', `/api/v1/admin/orders/${ID}/`, { status: 200, body: { data: order } }),
    on('POST', STATUS, {
      status: 200,
      body: {
        data: { ...order, order_status: 'Cancelled', allowed_moves: [] },
        message: `Order ${ID} is now Cancelled`,
      },
    }),
  );
  signInAs({ ...shopper, role: 'staff' });
  renderRoutes([page('/', <StaffOrderDetail transactionId={ID} backTo="/staff/orders" />)], { pathname: '/' });
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
  const dialog = await screen.findByRole('dialog', { name: `Cancel order ${ID}?` });
  return { api, dialog };
}

describe("the cancel dialog's form", () => {
  it('says a blank reason is missing, at the reason, and sends nothing', async () => {
    const { api, dialog } = await openCancelDialog();
    const reason = within(dialog).getByLabelText(/Reason/);
    await userEvent.type(reason, '   ');
    const confirm = within(dialog).getByRole('button', { name: 'Yes, cancel order' });
    await userEvent.click(confirm);

    const message = await within(dialog).findByText(ORDER_DESK_MESSAGES.cancelReasonRequired);
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    expect(confirm).toHaveFocus();
    // Until the next try, an edit leaves the message as it is.
    await userEvent.type(reason, 'x');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(api.posts(STATUS)).toHaveLength(0);
  });

  it('sends the move with the reason trimmed', async () => {
    const { api, dialog } = await openCancelDialog();
    await userEvent.type(within(dialog).getByLabelText(/Reason/), '  Out of stock at the supplier ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel order' }));
    expect(await screen.findByText(`Order ${ID} is now Cancelled`)).toBeInTheDocument();
    expect(api.posts(STATUS).map((call) => call.body)).toEqual([
      { status: 'Cancelled', reason: 'Out of stock at the supplier' },
    ]);
  });
});
