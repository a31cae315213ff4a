import type { Profile } from '@pasal/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '../../api/session-store';
import { activateLocale } from '../../i18n';
import { en } from '../../i18n/catalogues/en';
import { ne } from '../../i18n/catalogues/ne';
import { Component as AccountDetail } from '../../routes/account/account-detail';
import { Component as Login } from '../../routes/auth/login';
import { fakeApi, on, page, probe, renderRoutes, resetSession, shopper, signInAs } from '../../testing';

// A mobile number proven by an SMS code, and signing in with it (issue #36,
// docs/rules/accounts.md#mobile-number).

const CONFIG = '/api/v1/auth/config/';
const config = (phoneSignIn: boolean) =>
  on('GET', CONFIG, {
    status: 200,
    body: { data: { google_client_id: null, demo_mail_path: null, phone_sign_in: phoneSignIn } },
  });
const PROFILE = '/api/v1/auth/profile/';
const SENT = 'If this number is verified on an account, we have sent a code';
const INVALID = 'Invalid or expired code. Ask for a new one';

beforeEach(() => resetSession());
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('Account Details: the mobile number', () => {
  const unproven: Profile = { ...shopper, phone_verified: false, billing: null };

  it('says "Not verified"; Verify texts a code, and the code verifies the number', async () => {
    let current = unproven;
    const api = fakeApi(
      config(true),
      on('GET', PROFILE, () => ({ status: 200, body: { data: current } })),
      on('POST', '/api/v1/auth/verify-phone/send/', {
        status: 200,
        body: { data: { message: 'We have sent a code to your mobile number' } },
      }),
      on('POST', '/api/v1/auth/verify-phone/', (call) => {
        if ((call.body as { code: string }).code !== '482913')
          return { status: 400, body: { message: INVALID, errors: { code: INVALID } } };
        current = { ...unproven, phone_verified: true };
        const { billing: _billing, ...user } = current;
        return { status: 200, body: { data: { message: 'Your mobile number is verified', user } } };
      }),
    );
    signInAs({ ...shopper, phone_verified: false });
    renderRoutes([page('/profile/account-detail', <AccountDetail />)], { pathname: '/profile/account-detail' });
    expect(await screen.findByRole('heading', { name: 'Mobile number' })).toBeInTheDocument();
    expect(screen.getByText('Not verified')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const code = await screen.findByLabelText('Code from the SMS');
    await waitFor(() => expect(code).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent(`We texted a 6-digit code to ${shopper.phone}.`);
    expect(api.to('POST', '/api/v1/auth/verify-phone/send/')).toHaveLength(1);

    // The form's own check first, then the server's refusal on the field.
    await userEvent.type(code, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Verify number' }));
    expect(await screen.findByText('Code must be 6 digits')).toBeInTheDocument();
    await userEvent.clear(code);
    await userEvent.type(code, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify number' }));
    expect(await screen.findByText(INVALID)).toBeInTheDocument();

    await userEvent.clear(code);
    await userEvent.type(code, '482913');
    await userEvent.click(screen.getByRole('button', { name: 'Verify number' }));
    expect(await screen.findByText('Your mobile number is verified')).toBeInTheDocument();
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
    expect(useSession.getState().user?.phone_verified).toBe(true);
  });

  it('shows the server’s words when the number is verified on another account', async () => {
    const taken = 'This mobile number is already verified on another account';
    fakeApi(
      config(true),
      on('GET', PROFILE, { status: 200, body: { data: unproven } }),
      on('POST', '/api/v1/auth/verify-phone/send/', {
        status: 409,
        body: { message: taken, errors: { phone: taken } },
      }),
    );
    signInAs({ ...shopper, phone_verified: false });
    renderRoutes([page('/profile/account-detail', <AccountDetail />)], { pathname: '/profile/account-detail' });
    await userEvent.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(taken)).toBeInTheDocument();
    expect(screen.queryByLabelText('Code from the SMS')).not.toBeInTheDocument();
  });
});

describe('/login with a mobile number', () => {
  const routes = [page('/login', <Login />), probe('/profile')];

  it('is not offered by a shop that sends no SMS', async () => {
    fakeApi(config(false));
    renderRoutes(routes, { pathname: '/login' });
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in with mobile number' })).not.toBeInTheDocument();
  });

  it('number, Send code, code: signed in and on to /profile', async () => {
    const api = fakeApi(
      config(true),
      on('POST', '/api/v1/auth/phone-login/send/', { status: 200, body: { data: { message: SENT } } }),
      on('POST', '/api/v1/auth/phone-login/', (call) =>
        (call.body as { code: string }).code === '482913'
          ? { status: 200, body: { data: { user: { ...shopper, phone_verified: true }, access: 'access-phone' } } }
          : { status: 400, body: { message: INVALID, errors: { code: INVALID } } },
      ),
    );
    renderRoutes(routes, { pathname: '/login' });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with mobile number' }));
    expect(screen.getByRole('heading', { name: 'Sign in with your mobile number' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Phone is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Mobile number'), '9841234567');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
    expect(api.to('POST', '/api/v1/auth/phone-login/send/')[0]!.body).toEqual({ phone: '9841234567' });

    const code = screen.getByLabelText('Code from the SMS');
    await userEvent.type(code, '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
    await userEvent.clear(code);
    await userEvent.type(code, '482913');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/profile null'));
    expect(api.to('POST', '/api/v1/auth/phone-login/').at(-1)!.body).toEqual({
      phone: '9841234567',
      code: '482913',
      remember: false,
    });
    expect(useSession.getState()).toMatchObject({ loggedIn: true, user: { id: shopper.id, phone_verified: true } });
  });

  it('goes back to the e-mail form, and to another number', async () => {
    fakeApi(
      config(true),
      on('POST', '/api/v1/auth/phone-login/send/', { status: 200, body: { data: { message: SENT } } }),
    );
    renderRoutes(routes, { pathname: '/login' });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with mobile number' }));
    await userEvent.type(screen.getByLabelText('Mobile number'), '9841234567');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Use a different number' }));
    await waitFor(() => expect(screen.getByLabelText('Mobile number')).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with e-mail and password' }));
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });
});

describe('in Nepali', () => {
  afterEach(() => activateLocale('en', en));

  it('offers mobile sign-in and shows the server’s answers in Nepali', async () => {
    activateLocale('ne', ne);
    fakeApi(
      config(true),
      on('POST', '/api/v1/auth/phone-login/send/', { status: 200, body: { data: { message: SENT } } }),
      on('POST', '/api/v1/auth/phone-login/', { status: 400, body: { message: INVALID, errors: { code: INVALID } } }),
    );
    renderRoutes([page('/login', <Login />)], { pathname: '/login' });
    await userEvent.click(await screen.findByRole('button', { name: 'मोबाइल नम्बरबाट साइन इन' }));
    await userEvent.type(screen.getByLabelText('मोबाइल नम्बर'), '9841234567');
    await userEvent.click(screen.getByRole('button', { name: 'कोड पठाउनुहोस्' }));
    expect(await screen.findByRole('status')).toHaveTextContent('यो नम्बर कुनै खातामा प्रमाणित छ भने, हामीले कोड पठाएका छौं');
    await userEvent.type(screen.getByLabelText('SMS मा आएको कोड'), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'साइन इन' }));
    expect(await screen.findByText('कोड मिलेन वा म्याद सकियो। नयाँ कोड माग्नुहोस्')).toBeInTheDocument();
  });
});
