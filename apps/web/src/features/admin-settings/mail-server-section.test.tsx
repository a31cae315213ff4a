import type { MailSettingsView, SessionUser } from '@pasal/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, on, renderRoutes, resetSession, shopper, signInAs } from '../../testing';
import { MailServerSection } from './mail-server-section';

// The settings screen's mail server (issue #32): the owner enters their provider's server, the
// password is never shown back, a test e-mail reports what happened, field errors land on fields.

vi.setConfig({ testTimeout: 30_000 });

const admin: SessionUser = { ...shopper, id: 1, first_name: 'Hari', last_name: 'Owner', role: 'admin' };
const PATH = '/api/v1/admin/settings/mail/';
const nothing: MailSettingsView = { source: 'outbox', saved: null };
const savedView: MailSettingsView = {
  source: 'settings',
  saved: {
    host: 'smtp.gmail.com',
    port: 587,
    security: 'starttls',
    username: 'himal.gadgets@gmail.com',
    password_saved: true,
    from_address: 'himal.gadgets@gmail.com',
    updated_at: '2026-11-29T10:00:00.000Z',
  },
};

afterEach(() => resetSession());

function render(...routes: Parameters<typeof fakeApi>) {
  signInAs(admin);
  const api = fakeApi(...routes);
  renderRoutes([{ path: '/staff/settings', element: <MailServerSection /> }], { pathname: '/staff/settings' });
  return api;
}

describe('the mail server section', () => {
  it('says e-mail goes to the outbox, saves a server and then sends a test e-mail', async () => {
    let view = nothing;
    const api = render(
      on('GET', PATH, () => ({ status: 200, body: { data: view } })),
      on('PUT', PATH, () => {
        view = savedView;
        return {
          status: 200,
          body: { data: view, message: 'E-mail server saved: the shop’s e-mail goes through it from now on' },
        };
      }),
      on('POST', `${PATH}test/`, {
        status: 200,
        body: { message: 'Test e-mail sent to hari@example.com: check that it arrived (and its spam folder)' },
      }),
    );
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText(/written to the outbox folder/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a test e-mail' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Remove mail server' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Mail server (host)' }), 'smtp.gmail.com');
    await user.type(screen.getByRole('textbox', { name: /^User name/ }), 'himal.gadgets@gmail.com');
    await user.type(screen.getByLabelText(/^Password/), 'abcd efgh ijkl mnop');
    await user.type(screen.getByRole('textbox', { name: 'Send e-mail from' }), 'himal.gadgets@gmail.com');
    await user.click(screen.getByRole('button', { name: 'Save mail server' }));
    expect(await screen.findByRole('status')).toHaveTextContent('E-mail server saved');
    expect(api.to('PUT', PATH)[0]?.body).toEqual({
      host: 'smtp.gmail.com',
      port: 587,
      security: 'starttls',
      username: 'himal.gadgets@gmail.com',
      password: 'abcd efgh ijkl mnop',
      from_address: 'himal.gadgets@gmail.com',
    });
    // The password is gone from the form once saved; the hint says one is kept.
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    expect(screen.getByText(/A password is saved/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send a test e-mail' }));
    expect(await screen.findByText(/Test e-mail sent to hari@example.com/)).toBeInTheDocument();
    expect(api.to('POST', `${PATH}test/`)).toHaveLength(1);
  });

  it('checks fields before sending, shows the server’s field errors and a failed test in its words', async () => {
    const api = render(
      on('GET', PATH, { status: 200, body: { data: savedView } }),
      on('PUT', PATH, {
        status: 400,
        body: {
          message: 'Check the highlighted fields',
          errors: { host: 'Enter the mail server’s host name, for example smtp.gmail.com' },
        },
      }),
      on('POST', `${PATH}test/`, {
        status: 422,
        body: {
          message: 'The test e-mail could not be sent: Invalid login: 535 5.7.8 Username and Password not accepted',
        },
      }),
    );
    const user = userEvent.setup({ delay: null });
    const port = await screen.findByRole('textbox', { name: 'Port' });
    expect(screen.getByRole('textbox', { name: 'Mail server (host)' })).toHaveValue('smtp.gmail.com');

    await user.click(screen.getByRole('button', { name: 'Send a test e-mail' }));
    expect(await screen.findByText(/Username and Password not accepted/)).toBeInTheDocument();

    await user.clear(port);
    await user.type(port, '70000');
    expect(screen.getByRole('button', { name: 'Send a test e-mail' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save mail server' }));
    expect(await screen.findByText('Enter a port from 1 to 65535')).toBeInTheDocument();
    expect(api.to('PUT', PATH)).toHaveLength(0);

    await user.clear(port);
    await user.type(port, '465');
    await user.click(screen.getByRole('button', { name: 'Save mail server' }));
    await waitFor(() => expect(api.to('PUT', PATH)).toHaveLength(1));
    expect(
      await screen.findByText('Enter the mail server’s host name, for example smtp.gmail.com'),
    ).toBeInTheDocument();
    // A blank password keeps the saved one.
    expect((api.to('PUT', PATH)[0]?.body as { password: string }).password).toBe('');
  });
});
