import type { Profile } from '@pasal/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '../../api/session-store';
import { activateLocale } from '../../i18n';
import { en } from '../../i18n/catalogues/en';
import { ne } from '../../i18n/catalogues/ne';
import { Component as AccountDetail } from '../../routes/account/account-detail';
import { Component as Signup } from '../../routes/auth/signup';
import { fakeApi, on, page, probe, renderRoutes, resetSession, shopper, signInAs } from '../../testing';

// Signing up with a mobile number alone (issue #36, docs/rules/accounts.md#sign-up-with-a-mobile-number):
// the number, Send code, then the name and the code; the account has no e-mail and is signed in.

const CONFIG = '/api/v1/auth/config/';
const config = (phoneSignIn: boolean) =>
  on('GET', CONFIG, {
    status: 200,
    body: { data: { google_client_id: null, demo_mail_path: null, phone_sign_in: phoneSignIn } },
  });
const SENT = 'We have sent a text message to this number. Enter the code from it';
const INVALID = 'Invalid or expired code. Ask for a new one';
const phoneOnly = { ...shopper, email: '', email_verified: false, phone_verified: true };

beforeEach(() => resetSession());
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('/signup with a mobile number', () => {
  const routes = [page('/signup', <Signup />), probe('/profile')];

  it('is not offered by a shop that sends no SMS', async () => {
    fakeApi(config(false));
    renderRoutes(routes, { pathname: '/signup' });
    expect(await screen.findByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign up with mobile number' })).not.toBeInTheDocument();
  });

  it('number, Send code, name and code: a signed-in account with no e-mail, on to /profile', async () => {
    const api = fakeApi(
      config(true),
      on('POST', '/api/v1/auth/phone-signup/send/', { status: 200, body: { data: { message: SENT } } }),
      on('POST', '/api/v1/auth/phone-signup/', (call) =>
        (call.body as { code: string }).code === '482913'
          ? { status: 201, body: { data: { user: phoneOnly, access: 'access-phone' } } }
          : { status: 400, body: { message: INVALID, errors: { code: INVALID } } },
      ),
    );
    renderRoutes(routes, { pathname: '/signup' });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign up with mobile number' }));
    expect(screen.getByRole('heading', { name: 'Sign up with your mobile number' })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Mobile number'), '98412');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Phone number must be 10 digits')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Mobile number'));
    await userEvent.type(screen.getByLabelText('Mobile number'), '9841234567');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
    expect(api.to('POST', '/api/v1/auth/phone-signup/send/')[0]!.body).toEqual({ phone: '9841234567' });
    await waitFor(() => expect(screen.getByLabelText('First Name')).toHaveFocus());

    // The form's own checks first, then the server's refusal on the code.
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('First Name is required')).toBeInTheDocument();
    expect(screen.getByText('Code is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('First Name'), 'Maya');
    await userEvent.type(screen.getByLabelText('Last Name'), 'Gurung');
    const code = screen.getByLabelText('Code from the SMS');
    await userEvent.type(code, '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
    await userEvent.clear(code);
    await userEvent.type(code, '482913');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/profile null'));
    expect(api.to('POST', '/api/v1/auth/phone-signup/').at(-1)!.body).toEqual({
      phone: '9841234567',
      first_name: 'Maya',
      last_name: 'Gurung',
      code: '482913',
      remember: true,
    });
    expect(useSession.getState()).toMatchObject({ loggedIn: true, user: { email: '', phone_verified: true } });
  });

  it('in Nepali: the offer, the server’s answer and the button', async () => {
    activateLocale('ne', ne);
    try {
      fakeApi(
        config(true),
        on('POST', '/api/v1/auth/phone-signup/send/', { status: 200, body: { data: { message: SENT } } }),
      );
      renderRoutes(routes, { pathname: '/signup' });
      await userEvent.click(await screen.findByRole('button', { name: 'मोबाइल नम्बरबाट खाता खोल्नुहोस्' }));
      await userEvent.type(screen.getByLabelText('मोबाइल नम्बर'), '9841234567');
      await userEvent.click(screen.getByRole('button', { name: 'कोड पठाउनुहोस्' }));
      expect(await screen.findByRole('status')).toHaveTextContent('हामीले यो नम्बरमा SMS पठाएका छौं');
      expect(screen.getByRole('button', { name: 'खाता खोल्नुहोस्' })).toBeInTheDocument();
    } finally {
      activateLocale('en', en);
    }
  });
});

describe('Account Details of an account with no e-mail', () => {
  it('saves a new name with the e-mail left empty, and keeps the number it signs in with', async () => {
    const profile: Profile = { ...phoneOnly, billing: null };
    const api = fakeApi(
      config(true),
      on('GET', '/api/v1/auth/profile/', { status: 200, body: { data: profile } }),
      on('PATCH', '/api/v1/auth/profile/', (call) => ({
        status: 200,
        body: { data: { ...profile, ...(call.body as object) } },
      })),
    );
    signInAs(phoneOnly);
    renderRoutes([page('/profile/account-detail', <AccountDetail />)], { pathname: '/profile/account-detail' });
    const first = await screen.findByLabelText('First Name');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      expect.stringContaining('No e-mail address yet'),
    );
    expect(screen.getByLabelText('Phone')).toHaveAttribute('readonly');
    expect(screen.getByRole('heading', { name: 'Add an e-mail' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add e-mail' })).toBeInTheDocument();
    // No "verify your e-mail" panel: there is no address to prove.
    expect(screen.queryByText(/confirm .* with the 6-digit code/)).not.toBeInTheDocument();
    await userEvent.clear(first);
    await userEvent.type(first, 'Maya Devi');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.to('PATCH', '/api/v1/auth/profile/')).toHaveLength(1));
    expect(api.to('PATCH', '/api/v1/auth/profile/')[0]!.body).toEqual({ first_name: 'Maya Devi' });
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
  });
});
