import type { RouteObject } from 'react-router';
import type { Order, Profile } from '@pasal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Component as AccountDetail } from '../../routes/account/account-detail';
import { Component as AccountLayout } from '../../routes/account/account-layout';
import { Component as BillingAddress } from '../../routes/account/billing-address';
import { Component as ChangePassword } from '../../routes/account/change-password';
import { Component as Dashboard } from '../../routes/account/dashboard';
import { useWishlist } from '../wishlist/wishlist-store';
import { useSession } from '../../api/session-store';
import { fakeApi, on, page, probe, renderRoutes, resetSession, shopper, signInAs } from '../../testing';

const PROFILE = '/api/v1/auth/profile/';
const profile: Profile = { ...shopper, billing: null };

beforeEach(() => {
  resetSession();
  signInAs();
});
afterEach(() => {
  useWishlist.setState({ items: [], ownerId: null });
});

const location = () => screen.getByTestId('location').textContent;

function accountRoutes(child: RouteObject) {
  return [{ element: <AccountLayout />, children: [child] }, probe('/login'), probe('/'), probe('/profile/orders')];
}

describe('account layout', () => {
  it('sends a visitor to /login with a redirect back', async () => {
    resetSession();
    fakeApi();
    renderRoutes(accountRoutes(page('/profile/password', <p>secret</p>)), { pathname: '/profile/password' });
    await waitFor(() => expect(location()).toBe('/login {"redirect":"/profile/password","type":"account"}'));
    expect(screen.queryByText('secret')).not.toBeInTheDocument();
  });

  it('has the sidebar entries of the spec, in order, and collapses', async () => {
    fakeApi();
    renderRoutes(accountRoutes(page('/profile/password', <p>page</p>)), { pathname: '/profile/password' });
    const nav = screen.getByRole('navigation', { name: 'Account' });
    const names = within(nav)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names).toEqual([
      'Dashboard',
      'Orders',
      'Account Details',
      'Addresses',
      'Billing Address',
      'Change Password',
      'Logout',
    ]);
    expect(within(nav).getByRole('link', { name: 'Change Password' })).toHaveAttribute('aria-current', 'page');
    const collapse = screen.getByRole('button', { name: 'Collapse account menu' });
    expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(collapse);
    expect(screen.getByRole('button', { name: 'Expand account menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(localStorage.getItem('pasal-account-sidebar-collapsed')).toBe('1');
  });

  it('Logout ends the session on the server and here, and goes to /', async () => {
    localStorage.setItem('pasal-session', JSON.stringify({ user: shopper, loggedIn: true }));
    const api = fakeApi(on('POST', '/api/v1/auth/logout/', { status: 204 }));
    renderRoutes(accountRoutes(page('/profile', <p>dashboard</p>)), { pathname: '/profile' });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(location()).toBe('/ null'));
    expect(api.to('POST', '/api/v1/auth/logout/')).toHaveLength(1);
    expect(useSession.getState()).toMatchObject({ loggedIn: false, user: null });
    expect(localStorage.getItem('pasal-session')).toBeNull();
  });
});

const order = (transaction_id: string, created_on: string, order_status: Order['order_status']) =>
  ({
    transaction_id,
    created_on,
    payment_gateway: 'COD',
    grand_total: 123456,
    order_status,
  }) as Order;

describe('dashboard', () => {
  it('shows counts, support 0 and the most recent order', async () => {
    fakeApi(
      on('GET', '/api/v1/orders/', {
        status: 200,
        body: {
          data: [
            order('TXN-OLD', '2026-01-02T10:00:00Z', 'Delivered'),
            order('TXN-NEW', '2026-03-04T10:00:00Z', 'Pending'),
          ],
          count: 2,
          page: 1,
          total_pages: 1,
        },
      }),
      on('GET', '/api/v1/wishlist/', { status: 200, body: { data: [{ id: 1 }, { id: 2 }, { id: 3 }] } }),
    );
    renderRoutes([page('/profile', <Dashboard />)], { pathname: '/profile' });
    const card = (label: string) => screen.getByText(label).closest('a, div')!;
    await waitFor(() => expect(card('Orders')).toHaveTextContent('2'));
    await waitFor(() => expect(card('Wishlist')).toHaveTextContent('3'));
    expect(card('Support')).toHaveTextContent('0');
    const recent = screen.getByRole('region', { name: 'Recent Orders' });
    expect(within(recent).getByText('TXN-NEW')).toBeInTheDocument();
    expect(within(recent).queryByText('TXN-OLD')).not.toBeInTheDocument();
    expect(within(recent).getByText('Rs. 1,23,456')).toBeInTheDocument();
    expect(within(recent).getByText('Pending')).toBeInTheDocument();
  });

  it("shows 0 and 'No orders found' when there are none (or no orders endpoint yet), and the local wishlist when the server cannot say", async () => {
    useWishlist.setState({ items: [{ id: 9 } as never, { id: 10 } as never] });
    fakeApi(on('GET', '/api/v1/wishlist/', { status: 500, body: { message: 'Something went wrong' } }));
    renderRoutes([page('/profile', <Dashboard />)], { pathname: '/profile' });
    expect(await screen.findByText('No orders found')).toBeInTheDocument();
    const card = (label: string) => screen.getByText(label).closest('a, div')!;
    expect(card('Orders')).toHaveTextContent('0');
    await waitFor(() => expect(card('Wishlist')).toHaveTextContent('2'));
  });
});

describe('account details', () => {
  it('prefills from the profile and PATCHes only the changed fields', async () => {
    const api = fakeApi(
      on('GET', PROFILE, { status: 200, body: { data: profile } }),
      on('PATCH', PROFILE, (call) => ({
        status: 200,
        body: { data: { ...profile, ...(call.body as object) } },
      })),
    );
    renderRoutes([page('/profile/account-detail', <AccountDetail />)], { pathname: '/profile/account-detail' });
    const first = await screen.findByLabelText('First Name');
    expect(first).toHaveValue('Sita');
    expect(screen.getByLabelText('Email')).toHaveValue('sita@example.com');
    expect(screen.getByLabelText('Phone')).toHaveValue('9841234567');
    await userEvent.type(screen.getByLabelText(/Middle Name/), 'Kumari');
    await userEvent.clear(screen.getByLabelText('Phone'));
    await userEvent.type(screen.getByLabelText('Phone'), '9851234567');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Account detail updated successfully!')).toBeInTheDocument();
    expect(api.to('PATCH', PROFILE)[0]!.body).toEqual({ middle_name: 'Kumari', phone: '9851234567' });
    expect(useSession.getState().user).toMatchObject({ middle_name: 'Kumari', phone: '9851234567' });
  });

  it('validates with the spec messages and shows a server error', async () => {
    fakeApi(
      on('GET', PROFILE, { status: 200, body: { data: profile } }),
      on('PATCH', PROFILE, {
        status: 409,
        body: { message: 'Phone taken', errors: { phone: 'This phone is used by another account' } },
      }),
    );
    renderRoutes([page('/profile/account-detail', <AccountDetail />)], { pathname: '/profile/account-detail' });
    await userEvent.clear(await screen.findByLabelText('First Name'));
    await userEvent.clear(screen.getByLabelText('Phone'));
    await userEvent.type(screen.getByLabelText('Phone'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('First Name is required')).toBeInTheDocument();
    expect(screen.getByText('Phone number must be 10 digits')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('First Name'), 'Sita');
    await userEvent.clear(screen.getByLabelText('Phone'));
    await userEvent.type(screen.getByLabelText('Phone'), '9851234567');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('This phone is used by another account')).toBeInTheDocument();
  });

  it('changes the e-mail only with the current password, then asks for the new address’s code', async () => {
    let current: Profile = profile;
    const api = fakeApi(
      on('GET', PROFILE, () => ({ status: 200, body: { data: current } })),
      on('POST', '/api/v1/auth/change-email/', (call) => {
        const body = call.body as { email: string; current_password: string };
        if (body.current_password !== 'Himal-Chuli-7493')
          return {
            status: 400,
            body: {
              message: 'Current password is incorrect',
              errors: { current_password: 'Current password is incorrect' },
            },
          };
        const user = { ...shopper, email: body.email, email_verified: false };
        current = { ...user, billing: null };
        return { status: 200, body: { data: { user, access: 'access-2' } } };
      }),
      on('GET', '/api/v1/auth/config/', {
        status: 200,
        body: { data: { google_client_id: null, demo_mail_path: null } },
      }),
    );
    renderRoutes([page('/profile/account-detail', <AccountDetail />)], { pathname: '/profile/account-detail' });
    // The address on the details form is read-only: a new one goes through the form below.
    expect(await screen.findByLabelText('Email')).toHaveAttribute('readonly');
    await userEvent.click(screen.getByRole('button', { name: 'Change e-mail' }));
    expect(await screen.findByText('Current Password is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New e-mail'), 'sita.new@example.com');
    await userEvent.type(screen.getByLabelText('Current Password'), 'wrong-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Change e-mail' }));
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Current Password'));
    await userEvent.type(screen.getByLabelText('Current Password'), 'Himal-Chuli-7493');
    await userEvent.click(screen.getByRole('button', { name: 'Change e-mail' }));
    expect(await screen.findByText('E-mail changed. Enter the code we sent to the new address.')).toBeInTheDocument();
    expect(api.to('POST', '/api/v1/auth/change-email/').at(-1)!.body).toEqual({
      email: 'sita.new@example.com',
      current_password: 'Himal-Chuli-7493',
    });
    expect(useSession.getState().user).toMatchObject({ email: 'sita.new@example.com', email_verified: false });
    // The new address is unproven: the code form is on the page, naming it.
    expect(await screen.findByRole('heading', { name: 'Verify your e-mail' })).toBeInTheDocument();
    expect(screen.getByLabelText('Verification code')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('sita.new@example.com'));
  });
});

// The billing address is the address book's Nepal address, postal code optional (issue #30).
describe('billing address', { timeout: 20_000 }, () => {
  it('asks for province, district, municipality, ward and tole, postal code optional, and saves them', async () => {
    const api = fakeApi(
      on('GET', PROFILE, { status: 200, body: { data: profile } }),
      on('PATCH', PROFILE, { status: 200, body: { data: profile } }),
    );
    const user = userEvent.setup({ delay: null });
    renderRoutes([page('/profile/billing-address', <BillingAddress />)], { pathname: '/profile/billing-address' });
    const province = await screen.findByRole('combobox', { name: /Province/ });
    expect(screen.queryByLabelText('City')).toBeNull();
    expect(screen.getByRole('textbox', { name: /Postal Code/ })).not.toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    for (const message of [
      'Choose a province',
      'Choose a district',
      'Choose a municipality or rural municipality',
      'Enter the ward number',
      'Street / tole is required',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.to('PATCH', PROFILE)).toHaveLength(0);

    await user.selectOptions(province, 'Gandaki Province');
    await user.click(screen.getByRole('combobox', { name: /District/ }));
    await user.keyboard('kaski{Enter}');
    await user.click(screen.getByRole('combobox', { name: /Municipality/ }));
    await user.keyboard('pokhara{Enter}');
    await user.selectOptions(screen.getByRole('combobox', { name: /Ward/ }), 'Ward 6');
    await user.type(screen.getByRole('textbox', { name: /Street/ }), 'Lakeside');
    await user.type(screen.getByRole('textbox', { name: /Landmark/ }), 'Near Barahi temple');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText('Billing Details updated successfully!')).toBeInTheDocument();
    expect(api.to('PATCH', PROFILE)[0]!.body).toEqual({
      billing: {
        province_id: 4,
        district_id: 38,
        local_level_id: expect.any(Number),
        ward: 6,
        tole: 'Lakeside',
        landmark: 'Near Barahi temple',
        postal_code: '',
      },
    });
  });

  it('prefills a saved address and sends only what changed', async () => {
    const billing = {
      country: 'Nepal',
      state: 'Bagmati Province',
      city: 'Kathmandu Metropolitan City-26, Kathmandu',
      address: 'Lambagar',
      monument: 'School',
      zipcode: '44600',
      province_id: 3,
      district_id: 27,
      local_level_id: 307,
      ward: 26,
      tole: 'Lambagar',
      landmark: 'School',
      postal_code: '44600',
    };
    const api = fakeApi(
      on('GET', PROFILE, { status: 200, body: { data: { ...profile, billing } } }),
      on('PATCH', PROFILE, { status: 500, body: { message: 'Something went wrong' } }),
    );
    const user = userEvent.setup({ delay: null });
    renderRoutes([page('/profile/billing-address', <BillingAddress />)], { pathname: '/profile/billing-address' });
    const municipality = await screen.findByRole('combobox', { name: /Municipality/ });
    expect(municipality).toHaveValue('Kathmandu Metropolitan City');
    expect(screen.getByRole('combobox', { name: /District/ })).toHaveValue('Kathmandu');
    expect(screen.getByRole('textbox', { name: /Postal Code/ })).toHaveValue('44600');
    await user.selectOptions(screen.getByRole('combobox', { name: /Ward/ }), 'Ward 4');
    await user.clear(screen.getByRole('textbox', { name: /Postal Code/ }));
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(api.to('PATCH', PROFILE)[0]!.body).toEqual({ billing: { ward: 4, postal_code: '' } });
  });
});

describe('change password', () => {
  const fill = async (confirm = 'Another-Fresh-One-99') => {
    await userEvent.type(screen.getByLabelText('Old Password'), 'Himal-Chuli-7493');
    await userEvent.type(screen.getByLabelText('New Password'), 'Another-Fresh-One-99');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), confirm);
  };

  // docs/rules/accounts.md#password-rules
  it('says which fields are required and asks for at least 8 characters', async () => {
    fakeApi();
    renderRoutes([page('/profile/password', <ChangePassword />)], { pathname: '/profile/password' });
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Old Password is required')).toBeInTheDocument();
    expect(screen.getByText('New Password is required')).toBeInTheDocument();
    expect(screen.getByText('Confirm Password is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New Password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
  });

  it('changes it, renews the session and goes to /profile', async () => {
    const api = fakeApi(
      on('POST', '/api/v1/auth/change-password/', {
        status: 200,
        body: { data: { user: shopper, access: 'renewed-access' } },
      }),
      on('GET', '/api/v1/check/', { status: 200, body: {} }),
    );
    renderRoutes([page('/profile/password', <ChangePassword />), probe('/profile')], { pathname: '/profile/password' });
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password changed successfully!')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/profile null'));
    expect(api.to('POST', '/api/v1/auth/change-password/')[0]!.body).toEqual({
      old_password: 'Himal-Chuli-7493',
      new_password: 'Another-Fresh-One-99',
      confirm_new_password: 'Another-Fresh-One-99',
    });
    const { apiRequest } = await import('../../api/http');
    await apiRequest('/api/v1/check/');
    expect(api.to('GET', '/api/v1/check/')[0]!.authorization).toBe('Bearer renewed-access');
  });

  it('shows a wrong old password once, at its field', async () => {
    fakeApi(
      on('POST', '/api/v1/auth/change-password/', {
        status: 400,
        body: { message: 'Old password is incorrect', errors: { old_password: 'Old password is incorrect' } },
      }),
    );
    renderRoutes([page('/profile/password', <ChangePassword />)], { pathname: '/profile/password' });
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    // One message (issue 18 #4): at the field, not also as a toast.
    expect(await screen.findAllByText('Old password is incorrect')).toHaveLength(1);
    expect(screen.getByLabelText('Old Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it("falls back to 'An error occurred'", async () => {
    fakeApi(on('POST', '/api/v1/auth/change-password/', { status: 500, body: { message: 'Something went wrong' } }));
    renderRoutes([page('/profile/password', <ChangePassword />)], { pathname: '/profile/password' });
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('An error occurred')).toBeInTheDocument();
  });
});
