import { ACCOUNT_MESSAGES, type Order } from '@pasal/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, apiRequest } from '../../api/http';
import { activateLocale } from '../../i18n';
import { en } from '../../i18n/catalogues/en';
import { ne } from '../../i18n/catalogues/ne';
import { Component as Dashboard } from '../../routes/account/dashboard';
import { Component as Login } from '../../routes/auth/login';
import { Component as Signup } from '../../routes/auth/signup';
import { fakeApi, on, page, probe, renderRoutes, resetSession, signInAs } from '../../testing';

// Issue #20: a Nepali page shows its own words and the shared (English) messages of the schemas
// and the server in Nepali.

const LOGIN = '/api/v1/users/login/';
const noGoogle = on('GET', '/api/v1/auth/config/', {
  status: 200,
  body: { data: { google_client_id: null, demo_mail_path: null } },
});

beforeEach(() => {
  resetSession();
  activateLocale('ne', ne);
});
afterEach(() => {
  activateLocale('en', en);
  localStorage.clear();
  sessionStorage.clear();
});

describe('the sign-in pages in Nepali', () => {
  const routes = [page('/login', <Login />), page('/signup', <Signup />), probe('/profile')];

  it('shows the validation messages of an empty submit in Nepali', async () => {
    const api = fakeApi(noGoogle);
    renderRoutes(routes, { pathname: '/login' });
    expect(screen.getByRole('heading', { name: 'लगइन' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'लगइन' }));
    expect(await screen.findByText('इमेल आवश्यक छ')).toBeInTheDocument();
    expect(screen.getByText('पासवर्ड आवश्यक छ')).toBeInTheDocument();
    expect(screen.queryByText(ACCOUNT_MESSAGES.emailRequired)).not.toBeInTheDocument();
    expect(screen.getByLabelText('इमेल')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'पासवर्ड देखाउनुहोस्' })).toBeInTheDocument();
    expect(api.to('POST', LOGIN)).toHaveLength(0);
  });

  it("shows the server's refusal (English on the wire) in Nepali in the form's alert", async () => {
    fakeApi(noGoogle, on('POST', LOGIN, { status: 401, body: { message: ACCOUNT_MESSAGES.invalidCredentials } }));
    renderRoutes(routes, { pathname: '/login' });
    await userEvent.type(screen.getByLabelText('इमेल'), 'sita@example.com');
    await userEvent.type(screen.getByLabelText('पासवर्ड'), 'Himal-Chuli-7493');
    await userEvent.click(screen.getByRole('button', { name: 'लगइन' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('इमेल वा पासवर्ड मिलेन');
  });

  it("puts the server's field message on its field in Nepali (sign-up, e-mail taken)", async () => {
    fakeApi(
      noGoogle,
      on('POST', '/api/v1/users/register/', { status: 400, body: { errors: { email: ACCOUNT_MESSAGES.emailTaken } } }),
    );
    renderRoutes(routes, { pathname: '/signup' });
    await userEvent.type(screen.getByLabelText('पहिलो नाम'), 'Sita');
    await userEvent.type(screen.getByLabelText('थर'), 'Sharma');
    await userEvent.type(screen.getByLabelText('इमेल'), 'sita@example.com');
    await userEvent.type(screen.getByLabelText('फोन'), '9841234567');
    await userEvent.type(screen.getByLabelText('पासवर्ड'), 'Himal-Chuli-7493');
    await userEvent.type(screen.getByLabelText('पासवर्ड पुष्टि गर्नुहोस्'), 'Himal-Chuli-7493');
    await userEvent.click(screen.getByRole('button', { name: 'खाता खोल्नुहोस्' }));
    expect(await screen.findByText('यो इमेलको खाता पहिल्यै छ')).toBeInTheDocument();
  });
});

describe('apiRequest on a Nepali page', () => {
  it('carries the Nepali of a known message and field messages; the unknown and the staff API stay English', async () => {
    fakeApi(
      on('POST', '/api/v1/contact/', {
        status: 400,
        body: { message: 'Something odd', errors: { email: ACCOUNT_MESSAGES.emailInvalid, name: 'Name is required' } },
      }),
      on('PATCH', '/api/v1/admin/coupons/1/', {
        status: 409,
        body: { message: 'This coupon was changed since you opened it' },
      }),
    );
    const contact = await apiRequest('/api/v1/contact/', { method: 'POST', body: {} }).catch((error: unknown) => error);
    expect(contact).toBeInstanceOf(ApiError);
    expect((contact as ApiError).body).toEqual({
      message: 'Something odd',
      errors: { email: 'इमेल ठेगाना मिलेन', name: 'नाम आवश्यक छ' },
    });
    const staff = await apiRequest('/api/v1/admin/coupons/1/', { method: 'PATCH', body: {} }).catch((e: unknown) => e);
    expect((staff as ApiError).body.message).toBe('This coupon was changed since you opened it');
  });
});

describe('the dashboard in Nepali', () => {
  it('writes counts and the total in Devanagari digits and the order date in BS beside AD', async () => {
    signInAs();
    const order = {
      transaction_id: 'TXN-NEW',
      created_on: '2026-03-04T10:00:00Z',
      payment_gateway: 'COD',
      grand_total: 123456,
      order_status: 'Pending',
    } as Order;
    fakeApi(
      on('GET', '/api/v1/orders/', { status: 200, body: { data: [order], count: 12, page: 1, total_pages: 1 } }),
      on('GET', '/api/v1/wishlist/', { status: 200, body: { data: [] } }),
    );
    renderRoutes([page('/profile', <Dashboard />)], { pathname: '/profile' });
    expect(screen.getByRole('heading', { name: 'ड्यासबोर्ड' })).toBeInTheDocument();
    const recent = await screen.findByRole('region', { name: 'हालका अर्डरहरू' });
    expect(await within(recent).findByText('रु. १,२३,४५६')).toBeInTheDocument();
    expect(within(recent).getByText('वि.सं. २०८२ फागुन २०')).toBeInTheDocument();
    expect(within(recent).getByText('4 Mar 2026')).toBeInTheDocument();
    expect(within(recent).getByText('क्यास अन डेलिभरी')).toBeInTheDocument();
    expect(screen.getByText('अर्डरहरू').closest('a')).toHaveTextContent('१२');
  });
});
