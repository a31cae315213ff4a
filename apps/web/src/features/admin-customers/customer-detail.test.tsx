import type { AdminCustomerDetail, SessionUser } from '@pasal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as CustomerRoute } from '../../routes/staff/customer-detail';
import { fakeApi, on, probe, renderRoutes, resetSession, shopper, signInAs } from '../../testing';

vi.setConfig({ testTimeout: 20_000 });

const admin: SessionUser = { ...shopper, id: 1, first_name: 'Hari', last_name: 'Owner', role: 'admin' };
const staff: SessionUser = { ...shopper, id: 2, first_name: 'Ram', last_name: 'Desk', role: 'staff' };
const PATH = '/api/v1/admin/customers/7/';

const customer = (overrides: Partial<AdminCustomerDetail> = {}): AdminCustomerDetail => ({
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
  order_count: 1,
  total_spent: 12500,
  orders: [
    {
      transaction_id: 'T-ABC',
      created_on: '2026-02-01T10:00:00.000Z',
      order_status: 'Delivered',
      payment_status: 'unpaid',
      payment_gateway: 'COD',
      grand_total: 12500,
      item_count: 1,
      counts_as_spent: true,
    },
  ],
  addresses: {
    billing: null,
    delivery: [
      {
        country: 'Nepal',
        state: 'Bagmati',
        city: 'Kathmandu',
        address: 'Baneshwor',
        monument: '',
        zipcode: '',
        phone_number: '9841234567',
        last_used_on: '2026-02-01T10:00:00.000Z',
        order_count: 1,
      },
    ],
  },
  review_count: 0,
  reviews: [],
  ...overrides,
});

afterEach(() => {
  resetSession();
});

const renderDetail = () =>
  renderRoutes(
    [{ path: '/staff/customers/:id', element: <CustomerRoute /> }, probe('/staff/orders'), probe('/login')],
    {
      pathname: '/staff/customers/7',
    },
  );

describe('a customer in the back office', () => {
  it('shows the figures, the order linked to the order desk, and the addresses', async () => {
    signInAs(staff);
    fakeApi(on('GET', PATH, { status: 200, body: { data: customer() } }));
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Maya Rai', level: 1 })).toBeInTheDocument();
    expect(screen.getAllByText('Rs. 12,500').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'T-ABC' })).toHaveAttribute('href', '/staff/orders?order=T-ABC');
    expect(screen.getByText('None saved yet.')).toBeInTheDocument();
    expect(screen.getByText(/Baneshwor/)).toBeInTheDocument();
    // Staff read; only admins disable.
    expect(screen.queryByRole('button', { name: 'Disable account' })).not.toBeInTheDocument();
  });

  it('an admin disables with a reason (required), the toast and the panel say so, and enables again', async () => {
    signInAs(admin);
    const api = fakeApi(
      on('GET', PATH, { status: 200, body: { data: customer() } }),
      on('POST', `${PATH}enable/`, { status: 200, body: { data: customer(), message: 'Maya Rai can sign in again' } }),
      on('POST', `${PATH}disable/`, (call) => ({
        status: 200,
        body: {
          data: customer({
            state: 'disabled',
            disabled: {
              at: '2026-03-01T10:00:00.000Z',
              reason: (call.body as { reason: string }).reason,
              by: { id: 1, name: 'Hari Owner' },
            },
          }),
          message: 'Maya Rai is disabled; their sessions have ended',
        },
      })),
    );
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Disable account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable Maya Rai?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    expect(await within(dialog).findByText('Please say why the account is disabled')).toBeInTheDocument();
    expect(api.to('POST', `${PATH}disable/`)).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), '  Fake orders  ');
    await user.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    expect(await screen.findByText('Maya Rai is disabled; their sessions have ended')).toBeInTheDocument();
    expect(api.to('POST', `${PATH}disable/`)[0]!.body).toEqual({ reason: 'Fake orders' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText(/Disabled on .* by Hari Owner/)).toBeInTheDocument();
    // The button pressed went with the dialog: the one that undoes the change takes the focus.
    const enable = screen.getByRole('button', { name: 'Enable account' });
    await waitFor(() => expect(enable).toHaveFocus());

    await user.click(enable);
    expect(await screen.findByText('Maya Rai can sign in again')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Disable account' })).toHaveFocus());
  });

  it("shows the server's refusal in the dialog, and offers nothing on a staff account", async () => {
    signInAs(admin);
    fakeApi(
      on('GET', PATH, { status: 200, body: { data: customer() } }),
      on('POST', `${PATH}disable/`, { status: 409, body: { message: 'This account is already disabled' } }),
    );
    const user = userEvent.setup();
    const { unmount } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Disable account' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Fraud');
    await user.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This account is already disabled');
    unmount();

    resetSession();
    signInAs(admin);
    fakeApi(on('GET', PATH, { status: 200, body: { data: customer({ role: 'staff' }) } }));
    renderDetail();
    expect(await screen.findByText(/Staff accounts are not disabled here/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disable account' })).not.toBeInTheDocument();
  });

  it('an admin erases an account on request after confirming; the erased account offers nothing more', async () => {
    signInAs(admin);
    const erased = customer({
      first_name: 'Erased',
      last_name: 'customer',
      email: 'erased-7@erased.invalid',
      phone: '',
      state: 'disabled',
      disabled: { at: '2026-03-01T10:00:00.000Z', reason: 'Erased on request', by: { id: 1, name: 'Hari Owner' } },
      erased: { at: '2026-03-01T10:00:00.000Z', by: { id: 1, name: 'Hari Owner' } },
      sign_in: { password: false, google: false },
    });
    const api = fakeApi(
      on('GET', PATH, { status: 200, body: { data: customer() } }),
      on('POST', `${PATH}erase/`, {
        status: 200,
        body: {
          data: erased,
          message: 'Account erased: its personal data is gone and its orders now show "Erased customer"',
        },
      }),
    );
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Erase account' }));
    const dialog = await screen.findByRole('alertdialog', { name: "Erase Maya Rai's account?" });
    expect(dialog).toHaveTextContent('Erased customer');
    // Cancel first: nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.to('POST', `${PATH}erase/`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Erase account' }));
    const again = await screen.findByRole('alertdialog');
    await user.click(within(again).getByRole('button', { name: 'Erase account' }));
    expect(await screen.findByText(/Account erased: its personal data is gone/)).toBeInTheDocument();
    expect(api.to('POST', `${PATH}erase/`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Erased customer', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/Erased on request on .* by Hari Owner/)).toBeInTheDocument();
    expect(screen.getByText('Never again (erased on request)')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'erased-7@erased.invalid' })).not.toBeInTheDocument();
    for (const name of ['Erase account', 'Enable account', 'Disable account'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('offers no erasing to staff, on a staff account, or on the admin themselves', async () => {
    signInAs(staff);
    fakeApi(on('GET', PATH, { status: 200, body: { data: customer() } }));
    const first = renderDetail();
    expect(await screen.findByRole('heading', { name: 'Maya Rai', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Erase account' })).not.toBeInTheDocument();
    first.unmount();

    resetSession();
    signInAs(admin);
    fakeApi(on('GET', PATH, { status: 200, body: { data: customer({ role: 'staff' }) } }));
    const second = renderDetail();
    expect(await screen.findByText(/Staff accounts are not disabled here/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Erase account' })).not.toBeInTheDocument();
    second.unmount();

    resetSession();
    signInAs({ ...admin, id: 7 });
    fakeApi(on('GET', PATH, { status: 200, body: { data: customer({ id: 7 }) } }));
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Maya Rai', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Erase account' })).not.toBeInTheDocument();
  });

  it('a missing account says so', async () => {
    signInAs(staff);
    fakeApi(on('GET', PATH, { status: 404, body: { message: 'Customer not found' } }));
    renderDetail();
    expect(await screen.findByRole('alert')).toHaveTextContent('Customer not found');
  });
});
