import type { MonthTotals, RegisterMonth, SessionUser } from '@pasal/contract';
import { REGISTER_MONTH_MESSAGES } from '@pasal/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, page, renderRoutes, resetSession, shopper, signInAs } from '../../testing';
import { MonthClosing, singleMonthOf } from './month-closing';

// Closing and reopening a BS month under a one-month book (issue #34): folded until asked for, then
// the month's state, the close (a confirmation showing the totals to be recorded) or the reopen (a
// reason of at least ten characters, refused before anything is sent), and the history.

vi.setConfig({ testTimeout: 20_000 });

const accountant: SessionUser = { ...shopper, id: 3, first_name: 'Mina', last_name: 'Karki', role: 'accountant' };
const MONTH = '/api/v1/admin/accounts/months/2082/8/';

const totals = (bills: number, total: number): MonthTotals => ({
  bills,
  taxable: Math.round((total / 1.13) * 100) / 100,
  vat: Math.round((total - total / 1.13) * 100) / 100,
  bill_total: total,
  credit_notes: 0,
  returns_taxable: 0,
  returns_vat: 0,
  returns_total: 0,
});

const month = (changes: Partial<RegisterMonth> = {}): RegisterMonth => ({
  year: 2082,
  month: 8,
  label: 'Mangsir 2082',
  from: '2025-11-17',
  to: '2025-12-15',
  state: 'open',
  closed: null,
  totals_now: totals(1, 1130),
  history: [],
  ...changes,
});

const closedEvent = (at: string, sum: MonthTotals) => ({
  action: 'close' as const,
  at,
  by: 'Mina Karki',
  reason: null,
  totals: sum,
});

afterEach(() => {
  resetSession();
});

function renderPanel() {
  return renderRoutes([page('/staff/accounts', <MonthClosing year={2082} month={8} />)], {
    pathname: '/staff/accounts',
  });
}

describe('closing a month', () => {
  it('asks nothing until shown; closes an open month after a confirmation that shows its totals', async () => {
    signInAs(accountant);
    const closedAt = '2025-12-28T06:00:00.000Z';
    const api = fakeApi((call) => {
      if (call.path === MONTH) return { status: 200, body: { data: month() } };
      if (call.method === 'POST' && call.path === `${MONTH}close/`) {
        return {
          status: 200,
          body: {
            message: REGISTER_MONTH_MESSAGES.closedNow,
            data: month({
              state: 'closed',
              closed: { at: closedAt, by: 'Mina Karki' },
              history: [closedEvent(closedAt, totals(1, 1130))],
            }),
          },
        };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderPanel();
    const toggle = screen.getByRole('button', { name: 'Closing and history' });
    expect(api.calls).toEqual([]);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText(/^Open\. Close the month/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close month' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Close Mangsir 2082?' });
    expect(dialog).toHaveTextContent('1 bill: taxable Rs. 1,000, VAT Rs. 130, total Rs. 1,130');
    await user.click(within(dialog).getByRole('button', { name: 'Close month' }));
    expect(await screen.findByText(/^Closed on 13 Poush 2082 BS \(28 Dec 2025\) by Mina Karki\./)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.posts(`${MONTH}close/`)).toHaveLength(1);
    expect(
      within(screen.getByRole('region', { name: 'Month closing: Mangsir 2082' })).getByRole('listitem'),
    ).toHaveTextContent('Closed on 13 Poush 2082 BS (28 Dec 2025) by Mina Karki');
  });

  it('reopens only with a reason of ten characters; the history keeps it, and changed totals show both', async () => {
    signInAs(accountant);
    const first = closedEvent('2025-12-28T06:00:00.000Z', totals(1, 1130));
    const reason = 'A cash sale of 10 Dec was billed late';
    const api = fakeApi((call) => {
      if (call.path === MONTH) {
        return {
          status: 200,
          body: { data: month({ state: 'closed', closed: { at: first.at, by: 'Mina Karki' }, history: [first] }) },
        };
      }
      if (call.method === 'POST' && call.path === `${MONTH}reopen/`) {
        const reopened = {
          action: 'reopen' as const,
          at: '2025-12-29T06:00:00.000Z',
          by: 'Mina Karki',
          reason,
          totals: null,
        };
        const again = closedEvent('2025-12-29T07:00:00.000Z', totals(2, 1695));
        return {
          status: 200,
          body: {
            message: REGISTER_MONTH_MESSAGES.reopened,
            // As it will read once closed again: three events, the totals changed.
            data: month({
              state: 'closed',
              closed: { at: again.at, by: 'Mina Karki' },
              history: [first, reopened, again],
            }),
          },
        };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Closing and history' }));
    await user.click(await screen.findByRole('button', { name: 'Reopen month' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reopen Mangsir 2082' });
    const field = within(dialog).getByLabelText('Reason');
    expect(field).toHaveFocus();
    await user.type(field, 'too short');
    await user.click(within(dialog).getByRole('button', { name: 'Reopen month' }));
    expect(within(dialog).getByText(REGISTER_MONTH_MESSAGES.reasonShort)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(api.posts(`${MONTH}reopen/`)).toEqual([]);

    await user.clear(field);
    await user.type(field, reason);
    await user.click(within(dialog).getByRole('button', { name: 'Reopen month' }));
    expect(await screen.findByText(`Reason: “${reason}”`)).toBeInTheDocument();
    expect(api.posts(`${MONTH}reopen/`).map((call) => call.body)).toEqual([{ reason }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const changed = screen.getByText('The totals changed since the previous close').parentElement!;
    expect(changed).toHaveTextContent('Now: 2 bills: taxable Rs. 1,500, VAT Rs. 195, total Rs. 1,695');
    expect(changed).toHaveTextContent('At the previous close: 1 bill: taxable Rs. 1,000, VAT Rs. 130, total Rs. 1,130');
  });
});

describe('singleMonthOf', () => {
  it('is the BS month a period covers whole, else null', () => {
    const period = (from_bs: string, to_bs: string) => ({ label: '', from: '', to: '', from_bs, to_bs });
    expect(singleMonthOf(period('2082/08/01', '2082/08/29'))).toEqual({ year: 2082, month: 8 });
    expect(singleMonthOf(period('2082/08/01', '2082/08/28'))).toBeNull();
    expect(singleMonthOf(period('2082/08/02', '2082/08/29'))).toBeNull();
    expect(singleMonthOf(period('2082/04/01', '2083/03/32'))).toBeNull();
  });
});
