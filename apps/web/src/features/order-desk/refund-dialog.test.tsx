import type { StaffOrder } from '@pasal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, orderOf, page, renderRoutes } from '../../testing';
import { RefundButton } from './refund-dialog';

// "Record refund" on its own: the contract's messages with the focus on the first of them (the
// reason before the reference, as the form always did), the server's refusal of a field at the
// field, and what a new opening keeps and what it clears.

vi.setConfig({ testTimeout: 20_000 });

const ID = 'PSL-7K3M9Q2XTB4N';
const REFUND = `/api/v1/admin/orders/${ID}/refund/`;

function staffOrderOf(overrides: Partial<StaffOrder> = {}): StaffOrder {
  return {
    ...orderOf({ transaction_id: ID, order_status: 'Delivered', payment_status: 'paid' }),
    customer: { id: 42, email: 'sita@example.com', first_name: 'Sita', last_name: 'Sharma', phone: '9841234567' },
    payment_reference: null,
    payments: [],
    history: [],
    allowed_moves: [],
    can_refund: true,
    refundable: {
      paid: 4100,
      refunded: 0,
      max_amount: 4100,
      subtotal: 4000,
      discount: 0,
      delivery_charge: 100,
      delivery_refundable: true,
      lines: [{ line_id: 31, description: 'Radio (Black)', unit_price: 2000, quantity: 2, refundable_quantity: 2 }],
    },
    refunds: [],
    credit_notes: [],
    editable_lines: null,
    taken_as_draft: null,
    ...overrides,
  };
}

async function openDialog(order: StaffOrder) {
  const afterChange = vi.fn();
  renderRoutes([page('/', <RefundButton order={order} afterChange={afterChange} />)], { pathname: '/' });
  await userEvent.click(screen.getByRole('button', { name: 'Record refund' }));
  return { dialog: await screen.findByRole('dialog', { name: 'Record refund' }), afterChange };
}

describe('RefundButton', () => {
  it('puts the focus on the first message: what goes back, then the reason, then the reference', async () => {
    const api = fakeApi();
    const { dialog } = await openDialog(staffOrderOf({ payment_gateway: 'Esewa' }));
    const submit = () => userEvent.click(within(dialog).getByRole('button', { name: /^Record refund/ }));
    await submit();
    expect(await within(dialog).findByText('Choose at least one item or the delivery charge to refund')).toBeVisible();
    expect(within(dialog).getByRole('group', { name: 'What goes back' })).toHaveFocus();

    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Delivery charge/ }));
    expect(within(dialog).queryByText('Choose at least one item or the delivery charge to refund')).toBeNull();
    await submit();
    await waitFor(() => expect(within(dialog).getByLabelText(/Reason/)).toHaveFocus());
    expect(within(dialog).getByText('Please give the reason for the refund')).toBeVisible();
    expect(within(dialog).getByText("Enter the provider's refund reference")).toBeVisible();

    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Late delivery');
    expect(within(dialog).queryByText('Please give the reason for the refund')).toBeNull();
    await userEvent.type(within(dialog).getByLabelText(/eSewa refund reference/), '   ');
    expect(within(dialog).queryByText("Enter the provider's refund reference")).toBeNull();
    await submit();
    expect(await within(dialog).findByText("Enter the provider's refund reference")).toBeVisible();
    expect(within(dialog).getByLabelText(/eSewa refund reference/)).toHaveFocus();
    expect(api.writes()).toEqual([]);
  });

  it('sends the trimmed refund, and shows the server’s refusal of a field at the field, focused', async () => {
    const api = fakeApi(() => ({
      status: 400,
      body: { message: 'Please check the form', errors: { provider_reference: 'This reference is already recorded' } },
    }));
    const { dialog, afterChange } = await openDialog(staffOrderOf({ payment_gateway: 'Khalti' }));
    const units = within(dialog).getByRole('spinbutton', { name: /Radio \(Black\)/ });
    await userEvent.clear(units);
    await userEvent.type(units, '5');
    expect(units).toHaveValue(2);
    await userEvent.type(within(dialog).getByLabelText(/Khalti refund reference/), ' KH-77 ');
    await userEvent.type(within(dialog).getByLabelText(/Reason/), ' Faulty ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record refund of Rs. 4,000' }));
    expect(await within(dialog).findByText('This reference is already recorded')).toBeVisible();
    expect(within(dialog).getByLabelText(/Khalti refund reference/)).toHaveFocus();
    expect(api.posts(REFUND).map((call) => call.body)).toEqual([
      {
        lines: [{ line_id: 31, quantity: 2 }],
        delivery: false,
        reason: 'Faulty',
        provider_reference: 'KH-77',
        paid_to: '',
      },
    ]);
    expect(afterChange).not.toHaveBeenCalled();
  });

  it('opens again with no units and no delivery chosen, keeping what was written', async () => {
    const { dialog } = await openDialog(staffOrderOf());
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: /Radio \(Black\)/ }), '1');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Delivery charge/ }));
    await userEvent.type(within(dialog).getByLabelText(/Cash handed to/), 'Sita');
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Wrong model');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Record refund' }));
    const again = await screen.findByRole('dialog', { name: 'Record refund' });
    expect(within(again).getByRole('spinbutton', { name: /Radio \(Black\)/ })).toHaveValue(0);
    expect(within(again).getByRole('checkbox', { name: /Delivery charge/ })).not.toBeChecked();
    expect(within(again).getByTestId('refund-amount')).toHaveTextContent('—');
    expect(within(again).getByLabelText(/Cash handed to/)).toHaveValue('Sita');
    expect(within(again).getByLabelText(/Reason/)).toHaveValue('Wrong model');
  });
});
