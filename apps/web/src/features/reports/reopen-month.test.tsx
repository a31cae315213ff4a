import type { RegisterMonth, SessionUser } from '@pasal/contract';
import { REGISTER_MONTH_MESSAGES } from '@pasal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, page, renderRoutes, resetSession, shopper, signInAs } from '../../testing';
import { MonthClosing } from './month-closing';

// The Reopen month dialog's form on its own: the contract's message for an empty reason with
// nothing sent and the focus left where it was, the message gone once the reason is edited, the
// reason sent trimmed, the server's refusal of the reason under the field, and a new opening blank.

vi.setConfig({ testTimeout: 20_000 });

const accountant: SessionUser = { ...shopper, id: 3, first_name: 'Mina', last_name: 'Karki', role: 'accountant' };
const MONTH = '/api/v1/admin/accounts/months/2082/8/';
const REOPEN = `${MONTH}reopen/`;

const zero = {
  bills: 0,
  taxable: 0,
  vat: 0,
  bill_total: 0,
  credit_notes: 0,
  returns_taxable: 0,
  returns_vat: 0,
  returns_total: 0,
};
const closedMonth: RegisterMonth = {
  year: 2082,
  month: 8,
  label: 'Mangsir 2082',
  from: '2025-11-17',
  to: '2025-12-15',
  state: 'closed',
  closed: { at: '2025-12-28T06:00:00.000Z', by: 'Mina Karki' },
  totals_now: zero,
  history: [],
};

afterEach(() => {
  resetSession();
});

async function openDialog(reopenAnswer: { status: number; body: unknown }) {
  signInAs(accountant);
  const api = fakeApi((call) => {
    if (call.method === 'GET' && call.path === MONTH) return { status: 200, body: { data: closedMonth } };
    if (call.method === 'POST' && call.path === REOPEN) return reopenAnswer;
    return undefined;
  });
  renderRoutes([page('/staff/accounts', <MonthClosing year={2082} month={8} />)], { pathname: '/staff/accounts' });
  await userEvent.click(screen.getByRole('button', { name: 'Closing and history' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Reopen month' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reopen Mangsir 2082' });
  return { api, dialog };
}

describe('Reopen month', () => {
  it('refuses an empty reason with the contract’s message, sends nothing and leaves the focus', async () => {
    const { api, dialog } = await openDialog({ status: 200, body: { data: closedMonth } });
    const field = within(dialog).getByLabelText('Reason');
    const button = within(dialog).getByRole('button', { name: 'Reopen month' });
    await userEvent.click(button);
    expect(await within(dialog).findByText(REGISTER_MONTH_MESSAGES.reasonShort)).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(button).toHaveFocus();

    await userEvent.type(field, ' ');
    expect(within(dialog).queryByText(REGISTER_MONTH_MESSAGES.reasonShort)).toBeNull();
    expect(field).not.toHaveAttribute('aria-invalid');
    // Spaces alone are no reason: the contract trims before it counts.
    await userEvent.type(field, '           ');
    await userEvent.click(button);
    expect(await within(dialog).findByText(REGISTER_MONTH_MESSAGES.reasonShort)).toBeVisible();
    expect(api.writes()).toEqual([]);
  });

  it('sends the trimmed reason, and shows the server’s refusal of it under the field', async () => {
    const refusal = 'The reason was already given for this month';
    const { api, dialog } = await openDialog({
      status: 400,
      body: { message: 'Please check the form', errors: { reason: refusal } },
    });
    const field = within(dialog).getByLabelText('Reason');
    await userEvent.type(field, '  A late cash sale  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reopen month' }));
    expect(await within(dialog).findByText(refusal)).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(api.posts(REOPEN).map((call) => call.body)).toEqual([{ reason: 'A late cash sale' }]);
    expect(screen.getByRole('dialog', { name: 'Reopen Mangsir 2082' })).toBeVisible();
  });

  it('opens again blank, without the last message', async () => {
    const { dialog } = await openDialog({ status: 200, body: { data: closedMonth } });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'short');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reopen month' }));
    expect(await within(dialog).findByText(REGISTER_MONTH_MESSAGES.reasonShort)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Reopen month' }));
    const again = await screen.findByRole('dialog', { name: 'Reopen Mangsir 2082' });
    expect(within(again).getByLabelText('Reason')).toHaveValue('');
    expect(within(again).queryByText(REGISTER_MONTH_MESSAGES.reasonShort)).toBeNull();
  });
});
