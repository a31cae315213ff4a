import { CUSTOMER_MESSAGES, type AdminCustomerDetail, type SessionUser } from '@pasal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as CustomerRoute } from '../../routes/staff/customer-detail';
import { fakeApi, on, probe, renderRoutes, resetSession, shopper, signInAs } from '../../testing';

// The Disable account dialog's form on its own: the contract's message for a blank reason with
// nothing sent and no field focused, the alert of the last try kept through it, the server's
// refusal of the reason under the field, and the dialog blank again once closed.

vi.setConfig({ testTimeout: 20_000 });

const admin: SessionUser = { ...shopper, id: 1, first_name: 'Hari', last_name: 'Owner', role: 'admin' };
const PATH = '/api/v1/admin/customers/7/';
const DISABLE = `${PATH}disable/`;

const customer: AdminCustomerDetail = {
  id: 7,
  email: 'maya@example.com',
  first_name: 'Maya',
  middle_name: '',
  last_name: 'Rai',
  phone: '9841234567',
  role: 'customer',
  email_verified: true,
  phone_verified: false,
  state: 'active',
  disabled: null,
  erased: null,
  joined_on: '2026-01-05T10:00:00.000Z',
  sign_in: { password: true, google: false },
  order_count: 0,
  total_spent: 0,
  orders: [],
  addresses: { billing: null, delivery: [] },
  review_count: 0,
  reviews: [],
};

afterEach(() => {
  resetSession();
});

async function openDialog(answers: { status: number; body: unknown }[]) {
  signInAs(admin);
  const api = fakeApi(
    on('GET', PATH, { status: 200, body: { data: customer } }),
    on('POST', DISABLE, () => answers.shift() ?? { status: 500, body: {} }),
  );
  renderRoutes(
    [{ path: '/staff/customers/:id', element: <CustomerRoute /> }, probe('/staff/orders'), probe('/login')],
    { pathname: '/staff/customers/7' },
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Disable account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Disable Maya Rai?' });
  return { api, dialog, field: within(dialog).getByRole('textbox', { name: /Reason/ }) };
}

describe('Disable account', () => {
  it('refuses a blank reason with the contract’s message, keeping the last try’s alert, and sends nothing more', async () => {
    const { api, dialog, field } = await openDialog([
      { status: 409, body: { message: CUSTOMER_MESSAGES.alreadyDisabled } },
    ]);
    const button = within(dialog).getByRole('button', { name: 'Disable account' });
    await userEvent.type(field, 'Fraud');
    await userEvent.click(button);
    expect(await within(dialog).findByText(CUSTOMER_MESSAGES.alreadyDisabled)).toBeVisible();

    await userEvent.clear(field);
    await userEvent.type(field, '   ');
    await userEvent.click(button);
    expect(await within(dialog).findByText(CUSTOMER_MESSAGES.reasonRequired)).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(button).toHaveFocus();
    expect(within(dialog).getByText(CUSTOMER_MESSAGES.alreadyDisabled)).toBeVisible();
    expect(api.to('POST', DISABLE)).toHaveLength(1);
  });

  it('shows the server’s refusal of the reason under the field, and opens again blank', async () => {
    const refusal = 'The reason may not name the customer’s password';
    const { api, dialog, field } = await openDialog([
      { status: 400, body: { message: 'Please check the form', errors: { reason: refusal } } },
    ]);
    await userEvent.type(field, '  Shared password  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    expect(await within(dialog).findByText(refusal)).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByText('Please check the form')).toBeNull();
    expect(api.to('POST', DISABLE).map((call) => call.body)).toEqual([{ reason: 'Shared password' }]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Disable account' }));
    const again = await screen.findByRole('dialog', { name: 'Disable Maya Rai?' });
    expect(within(again).getByRole('textbox', { name: /Reason/ })).toHaveValue('');
    expect(within(again).queryByText(refusal)).toBeNull();
  });
});
