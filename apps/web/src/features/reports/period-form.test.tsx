import type { SessionUser } from '@pasal/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, page, renderRoutes, resetSession, shopper, signInAs } from '../../testing';
import { SalesRegister } from './sales-register';

// The register's "Choose the period" form: a kind's fields checked with the query's own rules,
// the message under the field and no period asked for; a valid period asked for with only the
// chosen kind's parameters.

vi.setConfig({ testTimeout: 20_000 });

const admin: SessionUser = { ...shopper, id: 1, first_name: 'Hari', last_name: 'Owner', role: 'admin' };
const NOW = new Date('2025-08-01T06:00:00Z'); // 16 Shrawan 2082 in Nepal
const PATH = '/api/v1/admin/accounts/sales-register/';

afterEach(() => resetSession());

async function renderForm() {
  signInAs(admin);
  // The figures do not matter here: only which period the register asks for.
  const api = fakeApi((call) =>
    call.method === 'GET' && call.path.startsWith(PATH) ? { status: 500, body: {} } : undefined,
  );
  renderRoutes([page('/staff/accounts', <SalesRegister now={NOW} />)], { pathname: '/staff/accounts' });
  const asked = () => api.calls.filter((call) => call.path.startsWith(PATH)).map((call) => call.path);
  await vi.waitFor(() => expect(asked()).toHaveLength(1));
  return { asked };
}

const show = () => userEvent.click(screen.getByRole('button', { name: 'Show' }));

async function retype(label: string, text: string) {
  const field = screen.getByLabelText(label);
  await userEvent.clear(field);
  await userEvent.type(field, text);
  return field;
}

describe('the period form', () => {
  it('says a BS day is too long under the field, and asks for no period', async () => {
    const { asked } = await renderForm();
    await userEvent.selectOptions(screen.getByLabelText('Period'), 'Days, in BS');
    const first = await retype('First day (BS)', '2082-04-100');
    await show();
    const message = await screen.findByText('Bikram Sambat dates must be real days written YYYY-MM-DD');
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    expect(screen.getByLabelText('Last day (BS)')).not.toHaveAttribute('aria-invalid');
    expect(asked()).toEqual([PATH]);
  });

  it('asks for only the chosen kind of period', async () => {
    const { asked } = await renderForm();
    await userEvent.selectOptions(screen.getByLabelText('Period'), 'Days, in AD');
    await retype('First day', '2025-07-20');
    await retype('Last day', '2025-07-25');
    await show();
    await vi.waitFor(() => expect(asked()).toHaveLength(2));
    expect(asked()[1]).toBe(`${PATH}?from=2025-07-20&to=2025-07-25`);

    await userEvent.selectOptions(screen.getByLabelText('Period'), 'A whole fiscal year');
    await show();
    await vi.waitFor(() => expect(asked()).toHaveLength(3));
    expect(asked()[2]).toBe(`${PATH}?fiscal_year=2082%2F83`);

    await userEvent.selectOptions(screen.getByLabelText('Period'), 'Days, in BS');
    await retype('First day (BS)', '2082-04-10');
    await show();
    await vi.waitFor(() => expect(asked()).toHaveLength(4));
    expect(asked()[3]).toBe(`${PATH}?from_bs=2082-04-10&to_bs=2082-04-16`);

    // A day is asked for as typed, as before: the server trims it.
    await retype('Last day (BS)', '2082-04-12 ');
    await show();
    await vi.waitFor(() => expect(asked()).toHaveLength(5));
    expect(asked()[4]).toBe(`${PATH}?from_bs=2082-04-10&to_bs=2082-04-12+`);
  });
});
