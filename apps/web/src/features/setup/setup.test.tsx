import { SETUP_MESSAGES, type SessionUser, type SetupChecklist } from '@pasal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../api/session-store';
import { activateLocale } from '../../i18n';
import { en } from '../../i18n/catalogues/en';
import { ne } from '../../i18n/catalogues/ne';
import { Component as SetupPage } from '../../routes/setup';
import { fakeApi, on, page, probe, renderRoutes, resetSession, shopper, signInAs } from '../../testing';
import { SetupChecklistCard } from './setup-checklist';

vi.setConfig({ testTimeout: 20_000 });

const SETUP = '/api/v1/setup/';
const CHECKLIST = '/api/v1/admin/setup-checklist/';
const admin: SessionUser = { ...shopper, id: 1, first_name: 'Himal', last_name: 'Owner', role: 'admin' };
const open = on('GET', SETUP, { status: 200, body: { data: { open: true } } });

afterEach(() => {
  resetSession();
  activateLocale('en', en);
});

function renderSetup() {
  return renderRoutes(
    [
      page('/setup', <SetupPage />),
      // Lazy, as the real staff area is: the setup page stays mounted while its chunk loads.
      {
        path: '/staff',
        lazy: () => new Promise((resolve) => setTimeout(() => resolve({ element: <p>Staff area</p> }), 300)),
      },
      probe('/login'),
    ],
    { pathname: '/setup' },
  );
}

async function fillAccount(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.type(await screen.findByLabelText('Setup code'), code);
  await user.type(screen.getByLabelText('First Name'), 'Himal');
  await user.type(screen.getByLabelText('Last Name'), 'Owner');
  await user.type(screen.getByLabelText('Email'), 'owner@himal.example');
  await user.type(screen.getByLabelText('Phone'), '9841234567');
  await user.type(screen.getByLabelText('Password'), 'Gadgets-on-New-Road-77');
  await user.type(screen.getByLabelText('Confirm Password'), 'Gadgets-on-New-Road-77');
}

describe('the /setup page', () => {
  it('shows the server’s refusal of a wrong code on the code field, and signs the new admin in', async () => {
    let attempts = 0;
    const api = fakeApi((call) => {
      if (call.path !== SETUP) return undefined;
      // Once the admin exists the server says setup is done: the new admin must still reach /staff.
      if (call.method === 'GET')
        return attempts < 2
          ? { status: 200, body: { data: { open: true } } }
          : { status: 404, body: { message: SETUP_MESSAGES.setupDone } };
      attempts += 1;
      if (attempts === 1)
        return { status: 400, body: { message: SETUP_MESSAGES.codeWrong, errors: { code: SETUP_MESSAGES.codeWrong } } };
      return { status: 201, body: { data: { user: admin, access: 'admin-token' } } };
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderSetup();
    expect(await screen.findByRole('heading', { name: 'Set up your shop' })).toBeInTheDocument();

    await fillAccount(user, 'WRONG-CODE');
    await user.click(screen.getByRole('button', { name: 'Create admin account' }));
    const code = screen.getByLabelText('Setup code');
    await waitFor(() => expect(code).toHaveAccessibleDescription(expect.stringContaining(SETUP_MESSAGES.codeWrong)));
    expect(code).toHaveFocus();
    expect(router.state.location.pathname).toBe('/setup');

    await user.clear(code);
    await user.type(code, 'ABCD-EFGH-JKMN-PQRS-TVWX');
    await user.click(screen.getByRole('button', { name: 'Create admin account' }));
    expect(await screen.findByText('Staff area')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/staff');
    expect(useSession.getState().user).toMatchObject({ role: 'admin', email: admin.email });
    expect(api.posts(SETUP).at(-1)?.body).toMatchObject({
      code: 'ABCD-EFGH-JKMN-PQRS-TVWX',
      email: 'owner@himal.example',
      first_name: 'Himal',
    });
  });

  it('checks the form before asking the server (sign-up’s rules)', async () => {
    const api = fakeApi(open);
    const user = userEvent.setup({ delay: null });
    renderSetup();
    await user.click(await screen.findByRole('button', { name: 'Create admin account' }));
    expect(await screen.findByLabelText('Setup code')).toHaveAccessibleDescription(
      expect.stringContaining(SETUP_MESSAGES.codeRequired),
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(expect.stringContaining('Email is required'));
    expect(api.posts(SETUP)).toHaveLength(0);
  });

  it('sends people to the sign-in once the shop has an admin', async () => {
    fakeApi(on('GET', SETUP, { status: 404, body: { message: SETUP_MESSAGES.setupDone } }));
    const { router } = renderSetup();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('This shop is set up already. Sign in with your account.')).toBeInTheDocument();
  });

  it('speaks Nepali on a Nepali page, the server’s messages included', async () => {
    activateLocale('ne', ne);
    fakeApi(open, on('POST', SETUP, { status: 409, body: { message: SETUP_MESSAGES.setupDone } }));
    const user = userEvent.setup({ delay: null });
    renderSetup();
    expect(await screen.findByRole('heading', { name: 'आफ्नो पसल सेटअप गर्नुहोस्' })).toBeInTheDocument();
    await user.type(await screen.findByLabelText('सेटअप कोड'), 'ABCD');
    await user.type(screen.getByLabelText('पहिलो नाम'), 'Himal');
    await user.type(screen.getByLabelText('थर'), 'Owner');
    await user.type(screen.getByLabelText('इमेल'), 'owner@himal.example');
    await user.type(screen.getByLabelText('फोन'), '9841234567');
    await user.type(screen.getByLabelText('पासवर्ड'), 'Gadgets-on-New-Road-77');
    await user.type(screen.getByLabelText('पासवर्ड पुष्टि गर्नुहोस्'), 'Gadgets-on-New-Road-77');
    await user.click(screen.getByRole('button', { name: 'एडमिन खाता बनाउनुहोस्' }));
    expect(await screen.findByText('सेटअप सकिएको छ: यो पसलमा एडमिन पहिल्यै छ। साइन इन गर्नुहोस्')).toBeInTheDocument();
  });
});

const checklist = (done: Partial<Record<SetupChecklist['steps'][number]['step'], boolean>>): SetupChecklist => {
  const steps = (['identity', 'delivery', 'payments', 'product', 'test_email'] as const).map((step) => ({
    step,
    done: done[step] ?? false,
  }));
  return { steps, complete: steps.every((step) => step.done), dismissed: false, test_email: null };
};

function renderChecklist() {
  signInAs(admin);
  return renderRoutes([page('/staff', <SetupChecklistCard />), probe('/staff/settings')], { pathname: '/staff' });
}

describe('the first-run checklist', () => {
  it('shows each step’s state from the server, with where to do it', async () => {
    fakeApi(on('GET', CHECKLIST, { status: 200, body: { data: checklist({ identity: true, delivery: true }) } }));
    renderChecklist();
    const card = await screen.findByRole('region', { name: 'Make the shop your own' });
    expect(within(card).getByText('2 of 5 done')).toBeInTheDocument();
    const items = within(card).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Name your shop (done)');
    expect(items[2]).toHaveTextContent('Choose how customers pay (to do)');
    expect(within(items[3]!).getByRole('link', { name: 'New product' })).toHaveAttribute('href', '/staff/products/new');
  });

  it('sends a test e-mail and shows where it went', async () => {
    const after: SetupChecklist = {
      ...checklist({}),
      test_email: { to: 'owner@himal.example', queued_at: '2026-11-29T08:00:00.000Z', sent: false, error: null },
    };
    const api = fakeApi(
      on('GET', CHECKLIST, { status: 200, body: { data: checklist({}) } }),
      on('POST', '/api/v1/admin/test-email/', {
        status: 202,
        body: { data: { message: SETUP_MESSAGES.testMailQueued, to: 'owner@himal.example', checklist: after } },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderChecklist();
    await user.click(await screen.findByRole('button', { name: 'Send a test e-mail' }));
    expect(await screen.findByText('Waiting to be sent to owner@himal.example.')).toBeInTheDocument();
    expect(api.posts('/api/v1/admin/test-email/')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Send another' })).toBeInTheDocument();
  });

  it('hides after a confirmation, and is not shown when complete', async () => {
    const api = fakeApi(
      on('GET', CHECKLIST, { status: 200, body: { data: checklist({}) } }),
      on('POST', '/api/v1/admin/setup-checklist/dismiss/', {
        status: 200,
        body: { data: { ...checklist({}), dismissed: true } },
      }),
    );
    const user = userEvent.setup({ delay: null });
    const { unmount } = renderChecklist();
    await user.click(await screen.findByRole('button', { name: 'Hide this checklist' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Hide the checklist?' });
    await user.click(within(dialog).getByRole('button', { name: 'Hide checklist' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Make the shop your own' })).not.toBeInTheDocument(),
    );
    expect(api.posts('/api/v1/admin/setup-checklist/dismiss/')).toHaveLength(1);
    unmount();

    const all = { identity: true, delivery: true, payments: true, product: true, test_email: true };
    const done = fakeApi(on('GET', CHECKLIST, { status: 200, body: { data: checklist(all) } }));
    renderChecklist();
    await waitFor(() => expect(done.to('GET', CHECKLIST)).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Make the shop your own' })).not.toBeInTheDocument();
  });
});
