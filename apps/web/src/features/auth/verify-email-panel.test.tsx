import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentAccessToken } from '../../api/http';
import { useSession } from '../../api/session-store';
import { fakeApi, on, page, renderRoutes, resetSession, shopper, signInAs } from '../../testing';
import { VerifyEmailPanel } from './verify-email-panel';

// The panel checkout shows while the account's address is unproven: the code, then a renewed
// session whose token may order.

const unproven = { ...shopper, email_verified: false };
const config = (demo: string | null) =>
  on('GET', '/api/v1/auth/config/', { status: 200, body: { data: { google_client_id: null, demo_mail_path: demo } } });

beforeEach(() => resetSession());

describe('VerifyEmailPanel', () => {
  it('is not there for a proven address or a visitor', () => {
    fakeApi(config(null));
    signInAs(shopper);
    const { unmount } = renderRoutes([page('/checkout', <VerifyEmailPanel />)], { pathname: '/checkout' });
    expect(screen.queryByRole('heading', { name: 'Verify your e-mail to order' })).not.toBeInTheDocument();
    unmount();
    resetSession();
    renderRoutes([page('/checkout', <VerifyEmailPanel />)], { pathname: '/checkout' });
    expect(screen.queryByRole('heading', { name: 'Verify your e-mail to order' })).not.toBeInTheDocument();
  });

  it('takes the code, renews the session, and goes away', async () => {
    const api = fakeApi(
      config('/demo/mail'),
      on('POST', '/api/v1/auth/verify-email/', {
        status: 200,
        body: { data: { message: 'Your e-mail address is verified', user: shopper } },
      }),
      on('POST', '/api/v1/auth/token/refresh/', {
        status: 200,
        body: { data: { user: shopper, access: 'proven-access' } },
      }),
    );
    signInAs(unproven);
    renderRoutes([page('/checkout', <VerifyEmailPanel />)], { pathname: '/checkout' });
    expect(screen.getByRole('heading', { name: 'Verify your e-mail to order' })).toBeInTheDocument();
    // The demo shop points to its mailbox, for this address.
    expect(
      await screen.findByRole('link', {
        name: 'Demo shop: no e-mail leaves this computer. Read the code in the shop’s demo mailbox.',
      }),
    ).toHaveAttribute('href', '/demo/mail?to=sita%40example.com');
    await userEvent.type(screen.getByLabelText('Verification code'), '482913');
    await userEvent.click(screen.getByRole('button', { name: 'Verify e-mail' }));
    expect(await screen.findByText('Your e-mail address is verified')).toBeInTheDocument();
    await waitFor(() => expect(useSession.getState().user?.email_verified).toBe(true));
    expect(currentAccessToken()).toBe('proven-access');
    expect(api.to('POST', '/api/v1/auth/verify-email/')[0]!.body).toEqual({
      email: 'sita@example.com',
      code: '482913',
    });
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Verify your e-mail to order' })).not.toBeInTheDocument(),
    );
  });
});
