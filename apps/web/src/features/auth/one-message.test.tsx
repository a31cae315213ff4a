import { rateLimitMessage } from '@pasal/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Component as ChangePassword } from '../../routes/account/change-password';
import { Component as ForgotPassword } from '../../routes/auth/forgot-password';
import { Component as Login } from '../../routes/auth/login';
import { Component as ResetPassword } from '../../routes/auth/reset-password';
import { Component as Signup } from '../../routes/auth/signup';
import { fakeApi, on, page, renderRoutes, resetSession, signInAs } from '../../testing';

// Issue 18 #4: every failure of an account form shows ONE message, never the reason and also a
// generic "Something went wrong" toast. A 429 says when to try again, once.

const TOO_MANY = rateLimitMessage(900); // 'Too many requests. Please try again in 15 minutes.'
const limited = { status: 429, body: { message: TOO_MANY } };
const noGoogle = on('GET', '/api/v1/auth/config/', {
  status: 200,
  body: { data: { google_client_id: null, demo_mail_path: null } },
});

beforeEach(() => resetSession());
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

/** The failure's message is on the page exactly once, and nothing else went up with it. */
async function expectOnlyMessage(message: string, notAlso: readonly string[] = ['Something went wrong']) {
  expect(await screen.findAllByText(message)).toHaveLength(1);
  // Give a second toast the time it would take to appear.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.getAllByText(message)).toHaveLength(1);
  for (const other of notAlso) expect(screen.queryByText(other)).not.toBeInTheDocument();
}

function render(path: string, ui: ReactNode, state?: unknown) {
  renderRoutes([page(path, ui)], { pathname: path, ...(state === undefined ? {} : { state }) });
}

async function fillLogin() {
  await userEvent.type(screen.getByLabelText('Email'), 'sita@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('login', () => {
  it('a wrong password: the reason once', async () => {
    fakeApi(
      noGoogle,
      on('POST', '/api/v1/users/login/', { status: 401, body: { message: 'Invalid email or password' } }),
    );
    render('/login', <Login />);
    await fillLogin();
    await expectOnlyMessage('Invalid email or password');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it('too many attempts: when to try again, once', async () => {
    fakeApi(noGoogle, on('POST', '/api/v1/users/login/', limited));
    render('/login', <Login />);
    await fillLogin();
    await expectOnlyMessage(TOO_MANY);
  });

  it('no usable answer (a 5xx): the generic toast once', async () => {
    fakeApi(noGoogle, on('POST', '/api/v1/users/login/', { status: 503, body: {} }));
    render('/login', <Login />);
    await fillLogin();
    await expectOnlyMessage('Something went wrong', []);
  });
});

describe('sign up', () => {
  async function fill() {
    await userEvent.type(screen.getByLabelText('First Name'), 'Sita');
    await userEvent.type(screen.getByLabelText('Last Name'), 'Sharma');
    await userEvent.type(screen.getByLabelText('Email'), 'sita@example.com');
    await userEvent.type(screen.getByLabelText('Phone'), '9841234567');
    await userEvent.type(screen.getByLabelText('Password'), 'Himal-Chuli-7493');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'Himal-Chuli-7493');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
  }

  it('a duplicate e-mail: once, at the e-mail field', async () => {
    fakeApi(
      noGoogle,
      on('POST', '/api/v1/users/register/', {
        status: 409,
        body: { message: 'Email already exists', errors: { email: 'Email already exists' } },
      }),
    );
    render('/signup', <Signup />);
    await fill();
    await expectOnlyMessage('Email already exists');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('too many sign-ups: once', async () => {
    fakeApi(noGoogle, on('POST', '/api/v1/users/register/', limited));
    render('/signup', <Signup />);
    await fill();
    await expectOnlyMessage(TOO_MANY);
  });
});

describe('forgot and reset password', () => {
  it('too many codes asked: once', async () => {
    fakeApi(on('POST', '/api/v1/auth/password-reset/', limited));
    render('/forgot-password', <ForgotPassword />);
    await userEvent.type(screen.getByLabelText('Email'), 'sita@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    await expectOnlyMessage(TOO_MANY);
  });

  it('too many guesses: once', async () => {
    fakeApi(on('POST', '/api/v1/auth/set-new-password/', limited));
    render('/reset-password', <ResetPassword />, { email: 'sita@example.com' });
    await userEvent.type(screen.getByLabelText('OTP'), '000000');
    await userEvent.type(screen.getByLabelText('New Password'), 'Fresh-Mountain-2081');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'Fresh-Mountain-2081');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    await expectOnlyMessage(TOO_MANY);
  });
});

describe('change password', () => {
  beforeEach(() => signInAs());

  async function fill() {
    await userEvent.type(screen.getByLabelText('Old Password'), 'Himal-Chuli-7493');
    await userEvent.type(screen.getByLabelText('New Password'), 'Another-Fresh-One-99');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'Another-Fresh-One-99');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
  }

  it('a wrong old password: once, at its field', async () => {
    fakeApi(
      on('POST', '/api/v1/auth/change-password/', {
        status: 400,
        body: { message: 'Old password is incorrect', errors: { old_password: 'Old password is incorrect' } },
      }),
    );
    render('/profile/password', <ChangePassword />);
    await fill();
    await expectOnlyMessage('Old password is incorrect', ['Something went wrong', 'An error occurred']);
  });

  it('too many attempts: once', async () => {
    fakeApi(on('POST', '/api/v1/auth/change-password/', limited));
    render('/profile/password', <ChangePassword />);
    await fill();
    await expectOnlyMessage(TOO_MANY, ['Something went wrong', 'An error occurred']);
  });
});
