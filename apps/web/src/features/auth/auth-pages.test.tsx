import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiRequest } from '../../api/http';
import { Component as ForgotPassword } from '../../routes/auth/forgot-password';
import { Component as Login } from '../../routes/auth/login';
import { Component as ResetPassword } from '../../routes/auth/reset-password';
import { Component as Signup } from '../../routes/auth/signup';
import { Component as VerifyEmail } from '../../routes/auth/verify-email';
import { useGoogleCredential } from './google-sign-in';
import { useSession } from '../../api/session-store';
import { fakeApi, on, page, probe, renderRoutes, resetSession, shopper } from '../../testing';

const LOGIN = '/api/v1/users/login/';
const CONFIG = '/api/v1/auth/config/';
const noGoogle = on('GET', CONFIG, { status: 200, body: { data: { google_client_id: null, demo_mail_path: null } } });

beforeEach(() => resetSession());
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const location = () => screen.getByTestId('location').textContent;

describe('/login', () => {
  const routes = [page('/login', <Login />), probe('/profile'), probe('/products/:slug'), probe('/checkout')];

  it('shows the spec messages on an empty submit and sends nothing', async () => {
    const api = fakeApi(noGoogle);
    renderRoutes(routes, { pathname: '/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(api.to('POST', LOGIN)).toHaveLength(0);
  });

  it('toggles the password between hidden and shown', async () => {
    fakeApi(noGoogle);
    renderRoutes(routes, { pathname: '/login' });
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('signs in, keeps the token in memory and the user in session storage, and goes to /profile', async () => {
    const api = fakeApi(
      noGoogle,
      on('POST', LOGIN, { status: 200, body: { data: { user: shopper, access: 'access-1' } } }),
      on('GET', '/api/v1/anything/', { status: 200, body: {} }),
    );
    renderRoutes(routes, { pathname: '/login' });
    await userEvent.type(screen.getByLabelText('Email'), 'Sita@Example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Himal-Chuli-7493');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Login successfully!')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/profile null'));
    expect(api.to('POST', LOGIN)[0]!.body).toEqual({
      email: 'sita@example.com',
      password: 'Himal-Chuli-7493',
      remember: false,
    });
    expect(useSession.getState()).toMatchObject({ loggedIn: true, user: shopper });
    // Without 'Remember me' the session ends with the browser; the token is never stored.
    expect(sessionStorage.getItem('pasal-session')).toContain('"loggedIn":true');
    expect(localStorage.getItem('pasal-session')).toBeNull();
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain('access-1');
    await apiRequest('/api/v1/anything/');
    expect(api.to('GET', '/api/v1/anything/')[0]!.authorization).toBe('Bearer access-1');
  });

  it("with 'Remember me' keeps the session in localStorage", async () => {
    const api = fakeApi(noGoogle, on('POST', LOGIN, { status: 200, body: { data: { user: shopper, access: 'a' } } }));
    renderRoutes(routes, { pathname: '/login' });
    await userEvent.type(screen.getByLabelText('Email'), 'sita@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Himal-Chuli-7493');
    await userEvent.click(screen.getByLabelText('Remember me'));
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByText('Login successfully!');
    expect(api.to('POST', LOGIN)[0]!.body).toMatchObject({ remember: true });
    expect(localStorage.getItem('pasal-session')).toContain('"loggedIn":true');
  });

  it('returns to the redirect from navigation state with its type as the router state', async () => {
    fakeApi(noGoogle, on('POST', LOGIN, { status: 200, body: { data: { user: shopper, access: 'a' } } }));
    renderRoutes(routes, { pathname: '/login', state: { redirect: '/products/galaxy-a55', type: 'review' } });
    await userEvent.type(screen.getByLabelText('Email'), 'sita@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Himal-Chuli-7493');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(location()).toBe('/products/galaxy-a55 "review"'));
  });

  it('is disabled and says Submitting... while pending; a failure shows its reason once', async () => {
    let release: (value: { status: number; body: unknown }) => void = () => undefined;
    // The login's answer waits until the test gives it.
    const api = fakeApi(noGoogle, (call) =>
      call.method === 'POST' && call.path === LOGIN
        ? new Promise<{ status: number; body: unknown }>((resolve) => (release = resolve))
        : undefined,
    );
    renderRoutes(routes, { pathname: '/login' });
    await userEvent.type(screen.getByLabelText('Email'), 'sita@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    const pending = await screen.findByRole('button', { name: 'Submitting...' });
    expect(pending).toBeDisabled();
    release({
      status: 401,
      body: { message: 'Invalid email or password', errors: { email: 'Invalid email or password' } },
    });
    // One message (issue 18 #4): the reason, not also a generic toast.
    expect(await screen.findAllByText('Invalid email or password')).toHaveLength(1);
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(useSession.getState().loggedIn).toBe(false);
    expect(api.to('POST', LOGIN).map((call) => call.body)).toEqual([
      { email: 'sita@example.com', password: 'wrong-password', remember: false },
    ]);
    expect(api.calls.filter((call) => call.path !== CONFIG)).toHaveLength(1);
  });

  it('links to Forgot Password and Sign up, and hides the Google button without a client id', async () => {
    const api = fakeApi(noGoogle);
    renderRoutes(routes, { pathname: '/login' });
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    await waitFor(() => expect(api.calls).not.toHaveLength(0));
    expect(screen.queryByText('or')).not.toBeInTheDocument();
  });
});

describe('Google sign-in', () => {
  it('without a credential shows the spec error and sends nothing', async () => {
    const api = fakeApi(noGoogle);
    renderRoutes([page('/login', <GoogleProbe credential={undefined} />)], { pathname: '/login' });
    await userEvent.click(screen.getByRole('button', { name: 'credential' }));
    expect(await screen.findByText('Google login failed: No token received.')).toBeInTheDocument();
    expect(api.to('POST', '/api/v1/auth/google/')).toHaveLength(0);
  });

  it('posts the credential as { token } and completes the sign-in', async () => {
    const api = fakeApi(
      on('POST', '/api/v1/auth/google/', { status: 200, body: { data: { user: shopper, access: 'g-access' } } }),
    );
    renderRoutes([page('/login', <GoogleProbe credential="google-id-token" />), probe('/profile')], {
      pathname: '/login',
    });
    await userEvent.click(screen.getByRole('button', { name: 'credential' }));
    expect(await screen.findByText('Login successfully!')).toBeInTheDocument();
    expect(api.to('POST', '/api/v1/auth/google/')[0]!.body).toEqual({ token: 'google-id-token', remember: false });
    await waitFor(() => expect(location()).toBe('/profile null'));
  });

  it('shows the button area when a client id is configured', async () => {
    fakeApi(
      on('GET', CONFIG, {
        status: 200,
        body: { data: { google_client_id: 'abc.apps.googleusercontent.com', demo_mail_path: null } },
      }),
    );
    renderRoutes([page('/login', <Login />)], { pathname: '/login' });
    expect(await screen.findByText('or')).toBeInTheDocument();
  });
});

function GoogleProbe({ credential }: { credential: string | undefined }) {
  const google = useGoogleCredential(() => false);
  return (
    <button type="button" onClick={() => google.handle(credential)}>
      credential
    </button>
  );
}

describe('/signup', () => {
  const routes = [page('/signup', <Signup />), page('/verify-email', <VerifyEmail />), probe('/login')];
  const fill = async () => {
    await userEvent.type(screen.getByLabelText('First Name'), 'Sita');
    await userEvent.type(screen.getByLabelText('Last Name'), 'Sharma');
    await userEvent.type(screen.getByLabelText('Email'), 'sita@example.com');
    await userEvent.type(screen.getByLabelText('Phone'), '9841234567');
    await userEvent.type(screen.getByLabelText('Password'), 'Himal-Chuli-7493');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'Himal-Chuli-7493');
  };

  it('shows every spec message on an empty submit', async () => {
    fakeApi(noGoogle);
    renderRoutes(routes, { pathname: '/signup' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    for (const message of [
      'First Name is required',
      'Last Name is required',
      'Email is required',
      'Phone is required',
      'Password is required',
      'Confirm Password is required',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('checks phone length and matching passwords', async () => {
    fakeApi(noGoogle);
    renderRoutes(routes, { pathname: '/signup' });
    await userEvent.type(screen.getByLabelText('Phone'), '98412');
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Phone number must be 10 digits')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
  });

  it('creates the account, says so, asks for the e-mailed code, then goes to /login (no automatic sign-in)', async () => {
    const unproven = { ...shopper, email_verified: false };
    const api = fakeApi(
      noGoogle,
      on('POST', '/api/v1/users/register/', { status: 201, body: { data: { user: unproven } } }),
      on('POST', '/api/v1/auth/verify-email/', (call) =>
        (call.body as { code?: string }).code === '654321'
          ? { status: 200, body: { data: { message: 'Your e-mail address is verified', user: shopper } } }
          : {
              status: 400,
              body: {
                message: 'Invalid or expired code. Ask for a new one',
                errors: { code: 'Invalid or expired code. Ask for a new one' },
              },
            },
      ),
      on('POST', '/api/v1/auth/verify-email/send/', {
        status: 200,
        body: { data: { message: 'If this e-mail needs verifying, a new code has been sent to it' } },
      }),
    );
    renderRoutes(routes, { pathname: '/signup' });
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Signup successfully!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Verify your e-mail' })).toBeInTheDocument();
    expect(screen.getByText('sita@example.com')).toBeInTheDocument();
    // The code's own rule first, then the server's refusal on the field.
    await userEvent.type(screen.getByLabelText('Verification code'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Verify e-mail' }));
    expect(await screen.findByText('Code must be 6 digits')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Verification code'), '3456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify e-mail' }));
    expect(await screen.findByText('Invalid or expired code. Ask for a new one')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'send a new code' }));
    expect(await screen.findByText('A new code is on its way to sita@example.com.')).toBeInTheDocument();
    expect(api.to('POST', '/api/v1/auth/verify-email/send/')[0]!.body).toEqual({ email: 'sita@example.com' });

    await userEvent.clear(screen.getByLabelText('Verification code'));
    await userEvent.type(screen.getByLabelText('Verification code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify e-mail' }));
    expect(await screen.findByText('Your e-mail address is verified')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/login null'));
    expect(api.to('POST', '/api/v1/auth/verify-email/').at(-1)!.body).toEqual({
      email: 'sita@example.com',
      code: '654321',
    });
    expect(api.to('POST', '/api/v1/users/register/')[0]!.body).toEqual({
      first_name: 'Sita',
      last_name: 'Sharma',
      email: 'sita@example.com',
      phone: '9841234567',
      password: 'Himal-Chuli-7493',
      confirm_password: 'Himal-Chuli-7493',
    });
    expect(useSession.getState().loggedIn).toBe(false);
  }, 20_000);

  it('puts the server’s field errors next to the fields', async () => {
    fakeApi(
      noGoogle,
      on('POST', '/api/v1/users/register/', {
        status: 409,
        body: {
          message: 'An account with this e-mail already exists',
          errors: { email: 'An account with this e-mail already exists' },
        },
      }),
    );
    renderRoutes(routes, { pathname: '/signup' });
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findAllByText('An account with this e-mail already exists')).toHaveLength(1);
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('/forgot-password and /reset-password', () => {
  it('sends the OTP and moves to /reset-password with the e-mail in state', async () => {
    const api = fakeApi(on('POST', '/api/v1/auth/password-reset/', { status: 200, body: { data: { message: 'ok' } } }));
    renderRoutes([page('/forgot-password', <ForgotPassword />), probe('/reset-password')], {
      pathname: '/forgot-password',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'Sita@Example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('An otp has been sent to your email successfully!')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/reset-password {"email":"sita@example.com"}'));
    expect(api.to('POST', '/api/v1/auth/password-reset/')[0]!.body).toEqual({ email: 'sita@example.com' });
  });

  it('resets with the OTP and the e-mail from state, then goes to /login', async () => {
    const api = fakeApi(
      on('POST', '/api/v1/auth/set-new-password/', { status: 200, body: { data: { message: 'ok' } } }),
    );
    renderRoutes([page('/reset-password', <ResetPassword />), probe('/login')], {
      pathname: '/reset-password',
      state: { email: 'sita@example.com' },
    });
    expect(screen.getByText('sita@example.com')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Otp is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('OTP'), '123456');
    await userEvent.type(screen.getByLabelText('New Password'), 'Fresh-Mountain-2081');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'Fresh-Mountain-2081');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password reset successfully!')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/login null'));
    expect(api.to('POST', '/api/v1/auth/set-new-password/')[0]!.body).toEqual({
      otp: '123456',
      password: 'Fresh-Mountain-2081',
      confirm_password: 'Fresh-Mountain-2081',
      email: 'sita@example.com',
    });
  });

  it('shows a wrong OTP at the field', async () => {
    fakeApi(
      on('POST', '/api/v1/auth/set-new-password/', {
        status: 400,
        body: { message: 'Invalid or expired OTP', errors: { otp: 'Invalid or expired OTP' } },
      }),
    );
    renderRoutes([page('/reset-password', <ResetPassword />)], {
      pathname: '/reset-password',
      state: { email: 'sita@example.com' },
    });
    await userEvent.type(screen.getByLabelText('OTP'), '000000');
    await userEvent.type(screen.getByLabelText('New Password'), 'Fresh-Mountain-2081');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'Fresh-Mountain-2081');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findAllByText('Invalid or expired OTP')).toHaveLength(1);
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    expect(screen.getByLabelText('OTP')).toHaveAttribute('aria-invalid', 'true');
  });

  it('without an e-mail in state sends the shopper to Forgot Password', () => {
    fakeApi();
    renderRoutes([page('/reset-password', <ResetPassword />)], { pathname: '/reset-password' });
    expect(screen.getByRole('link', { name: 'Go to Forgot Password' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText('OTP')).not.toBeInTheDocument();
  });
});
