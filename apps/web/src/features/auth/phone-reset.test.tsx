import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../i18n';
import { en } from '../../i18n/catalogues/en';
import { ne } from '../../i18n/catalogues/ne';
import { Component as ForgotPassword } from '../../routes/auth/forgot-password';
import { fakeApi, on, page, probe, renderRoutes, resetSession } from '../../testing';

// Resetting the password with a verified mobile number (issue #36,
// docs/rules/accounts.md#forgot-and-reset-password).

const CONFIG = '/api/v1/auth/config/';
const config = (phoneSignIn: boolean) =>
  on('GET', CONFIG, {
    status: 200,
    body: { data: { google_client_id: null, demo_mail_path: null, phone_sign_in: phoneSignIn } },
  });
const SEND = '/api/v1/auth/phone-reset/send/';
const RESET = '/api/v1/auth/phone-reset/';
const SENT = 'If this number is verified on an account, we have sent a code';
const INVALID = 'Invalid or expired code. Ask for a new one';
const PASSWORD = 'Fresh-Mountain-2081';

const routes = [page('/forgot-password', <ForgotPassword />), probe('/login')];
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => resetSession());
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

/** Opens the mobile number way and asks for a code for 9841234567. */
async function codeAsked() {
  await userEvent.click(await screen.findByRole('button', { name: 'Use my mobile number instead' }));
  expect(screen.getByRole('heading', { name: 'Reset your password with your mobile number' })).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Mobile number'), '9841234567');
  await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
}

describe('/forgot-password with a mobile number', () => {
  it('is not offered by a shop that sends no SMS', async () => {
    const api = fakeApi(config(false));
    renderRoutes(routes, { pathname: '/forgot-password' });
    await waitFor(() => expect(api.to('GET', CONFIG)).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use my mobile number instead' })).not.toBeInTheDocument();
  });

  it('number, Send code, then code and new password: the toast, and on to /login', async () => {
    const api = fakeApi(
      config(true),
      on('POST', SEND, { status: 200, body: { data: { message: SENT } } }),
      on('POST', RESET, (call) =>
        (call.body as { code: string }).code === '482913'
          ? { status: 200, body: { data: { message: 'Password reset successfully' } } }
          : { status: 400, body: { message: INVALID, errors: { code: INVALID } } },
      ),
    );
    renderRoutes(routes, { pathname: '/forgot-password' });
    await userEvent.click(await screen.findByRole('button', { name: 'Use my mobile number instead' }));
    // The form's own check before anything is sent.
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Phone is required')).toBeInTheDocument();
    expect(api.to('POST', SEND)).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Mobile number'), '9841234567');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
    expect(screen.getByRole('status')).toHaveTextContent('Enter the code texted to 9841234567.');
    expect(api.to('POST', SEND)[0]!.body).toEqual({ phone: '9841234567' });
    const code = screen.getByLabelText('Code from the SMS');
    await waitFor(() => expect(code).toHaveFocus());

    // The password rules and the confirmation are checked on the page.
    await userEvent.type(code, '111111');
    await userEvent.type(screen.getByLabelText('New Password'), PASSWORD);
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'Something-Else-2081');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    expect(api.to('POST', RESET)).toHaveLength(0);

    // The server's refusal of the code on its field.
    await userEvent.clear(screen.getByLabelText('Confirm Password'));
    await userEvent.type(screen.getByLabelText('Confirm Password'), PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
    await waitFor(() => expect(code).toHaveFocus());

    await userEvent.clear(code);
    await userEvent.type(code, '482913');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password reset successfully!')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/login null'));
    expect(api.to('POST', RESET).at(-1)!.body).toEqual({
      phone: '9841234567',
      code: '482913',
      password: PASSWORD,
      confirm_password: PASSWORD,
    });
  });

  it('puts the server’s password refusal on the password field', async () => {
    const common = 'This password is too common. Choose a less common one';
    fakeApi(
      config(true),
      on('POST', SEND, { status: 200, body: { data: { message: SENT } } }),
      on('POST', RESET, { status: 400, body: { message: common, errors: { password: common } } }),
    );
    renderRoutes(routes, { pathname: '/forgot-password' });
    await codeAsked();
    await userEvent.type(await screen.findByLabelText('Code from the SMS'), '482913');
    await userEvent.type(screen.getByLabelText('New Password'), 'Welcome@12');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'Welcome@12');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(common)).toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('shows a refused Send code (too many codes) in the form, and goes back to another number and to e-mail', async () => {
    const limited = 'Too many requests. Try again in 15 minutes';
    let answers = 0;
    fakeApi(
      config(true),
      on('POST', SEND, () =>
        answers++ === 0
          ? { status: 200, body: { data: { message: SENT } } }
          : { status: 429, body: { message: limited } },
      ),
    );
    renderRoutes(routes, { pathname: '/forgot-password' });
    await codeAsked();
    await userEvent.click(await screen.findByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(limited);

    await userEvent.click(screen.getByRole('button', { name: 'Use a different number' }));
    await waitFor(() => expect(screen.getByLabelText('Mobile number')).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Use my e-mail instead' }));
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
  });
});

describe('in Nepali', () => {
  afterEach(() => activateLocale('en', en));

  it('offers the mobile number and shows the server’s answers in Nepali', async () => {
    activateLocale('ne', ne);
    fakeApi(
      config(true),
      on('POST', SEND, { status: 200, body: { data: { message: SENT } } }),
      on('POST', RESET, { status: 400, body: { message: INVALID, errors: { code: INVALID } } }),
    );
    renderRoutes(routes, { pathname: '/forgot-password' });
    await userEvent.click(await screen.findByRole('button', { name: 'यसको सट्टा मेरो मोबाइल नम्बर प्रयोग गर्नुहोस्' }));
    expect(screen.getByRole('heading', { name: 'मोबाइल नम्बरबाट पासवर्ड रिसेट गर्नुहोस्' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('मोबाइल नम्बर'), '9841234567');
    await userEvent.click(screen.getByRole('button', { name: 'कोड पठाउनुहोस्' }));
    expect(await screen.findByRole('status')).toHaveTextContent('यो नम्बर कुनै खातामा प्रमाणित छ भने, हामीले कोड पठाएका छौं');
    await userEvent.type(screen.getByLabelText('SMS मा आएको कोड'), '111111');
    await userEvent.type(screen.getByLabelText('नयाँ पासवर्ड'), PASSWORD);
    await userEvent.type(screen.getByLabelText('पासवर्ड पुष्टि गर्नुहोस्'), PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: 'पासवर्ड रिसेट गर्नुहोस्' }));
    expect(await screen.findByText('कोड मिलेन वा म्याद सकियो। नयाँ कोड माग्नुहोस्')).toBeInTheDocument();
  });
});
