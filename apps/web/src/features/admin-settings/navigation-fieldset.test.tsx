import {
  defaultAnnouncement,
  defaultNavigation,
  NAVIGATION_MESSAGES,
  type AdminSettings,
  type SessionUser,
} from '@pasal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as SettingsRoute } from '../../routes/staff/settings';
import { adminSettingsOf, fakeApi, on, probe, renderRoutes, resetSession, shopper, signInAs } from '../../testing';

// The settings screen's editors for the announcement bar and the storefront's links (issue #32):
// they start from what is stored (the specification's links in a new shop), reorder, add and
// remove links, check the contract's rules before sending and show the server's field errors.

vi.setConfig({ testTimeout: 30_000 });

const admin: SessionUser = { ...shopper, id: 1, first_name: 'Hari', last_name: 'Owner', role: 'admin' };

const current: AdminSettings = adminSettingsOf({
  announcement: defaultAnnouncement(),
  navigation: defaultNavigation(),
});

afterEach(() => resetSession());

function renderSettings(put: Parameters<typeof on>[2]) {
  signInAs(admin);
  const api = fakeApi(
    on('GET', '/api/v1/admin/settings/', { status: 200, body: { data: current } }),
    on('PUT', '/api/v1/admin/settings/', put),
  );
  renderRoutes([{ path: '/staff/settings', element: <SettingsRoute /> }, probe('/login')], {
    pathname: '/staff/settings',
  });
  return api;
}

const saved = (call: { body: unknown }) => ({
  status: 200,
  body: { data: { ...current, settings: call.body, saved: true, updated_at: '2026-11-29T10:00:00.000Z' } },
});

describe('the announcement and link editors', () => {
  it('edit the bar and the header menu, and send them with the settings', async () => {
    const api = renderSettings(saved);
    const user = userEvent.setup({ delay: null });
    const bar = await screen.findByRole('group', { name: 'Announcement bar' });
    await user.click(within(bar).getByRole('checkbox', { name: 'Show the announcement bar' }));
    await user.type(within(bar).getByRole('textbox', { name: 'Text (English)' }), 'Dashain sale');
    await user.type(within(bar).getByRole('textbox', { name: /Text \(Nepali\)/ }), 'दशैं सेल');
    await user.type(within(bar).getByRole('textbox', { name: /Link/ }), '/products?category=Mobiles');

    const header = screen.getByRole('region', { name: 'Header menu' });
    expect(within(header).getAllByRole('listitem')).toHaveLength(7);
    // Products moves up above Home; Services is removed; a Sale link is added at the end.
    await user.click(within(header).getByRole('button', { name: 'Move Header menu link 2 up' }));
    await user.click(within(header).getByRole('button', { name: 'Remove Header menu link 7' }));
    await user.click(within(header).getByRole('button', { name: 'Add a link to Header menu' }));
    const added = within(header).getByRole('listitem', { name: 'Header menu link 7' });
    await user.type(within(added).getByRole('textbox', { name: 'Label (English)' }), 'Sale');
    const path = within(added).getByRole('textbox', { name: 'Path or address' });
    await user.clear(path);
    await user.type(path, 'https://sale.himal.example/');

    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(api.to('PUT', '/api/v1/admin/settings/')).toHaveLength(1));
    const body = api.to('PUT', '/api/v1/admin/settings/')[0]!.body as AdminSettings['settings'];
    expect(body.announcement).toEqual({
      enabled: true,
      text: 'Dashain sale',
      text_ne: 'दशैं सेल',
      link: '/products?category=Mobiles',
      starts_on: '',
      ends_on: '',
    });
    expect(body.navigation?.header.map((link) => link.label)).toEqual([
      'Products',
      'Home',
      'About',
      'Contact',
      'FAQ',
      'Blogs',
      'Sale',
    ]);
    expect(body.navigation?.header[6]).toEqual({ label: 'Sale', label_ne: '', href: 'https://sale.himal.example/' });
    expect(body.navigation?.footer_help).toEqual(current.settings.navigation!.footer_help);
  });

  it('refuse a javascript: link and an empty bar before sending, and hold at most 8 links', async () => {
    const api = renderSettings(saved);
    const user = userEvent.setup({ delay: null });
    const bar = await screen.findByRole('group', { name: 'Announcement bar' });
    await user.click(within(bar).getByRole('checkbox', { name: 'Show the announcement bar' }));
    const policies = screen.getByRole('region', { name: 'Footer: Policies' });
    const href = within(within(policies).getByRole('listitem', { name: 'Footer: Policies link 1' })).getByRole(
      'textbox',
      { name: 'Path or address' },
    );
    await user.clear(href);
    await user.type(href, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(href).toHaveAccessibleDescription(NAVIGATION_MESSAGES.linkInvalid));
    expect(within(bar).getByRole('textbox', { name: 'Text (English)' })).toHaveAccessibleDescription(
      NAVIGATION_MESSAGES.announcementRequired,
    );
    expect(api.to('PUT', '/api/v1/admin/settings/')).toHaveLength(0);

    for (let count = 4; count < 8; count += 1) {
      await user.click(within(policies).getByRole('button', { name: 'Add a link to Footer: Policies' }));
    }
    expect(within(policies).getAllByRole('listitem')).toHaveLength(8);
    expect(within(policies).queryByRole('button', { name: 'Add a link to Footer: Policies' })).toBeNull();
  });

  it('show the server’s error on the link it names', async () => {
    renderSettings({
      status: 400,
      body: {
        error: { message: 'Invalid' },
        errors: { 'navigation.footer_help.1.href': NAVIGATION_MESSAGES.linkInvalid },
      },
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Save settings' }));
    const help = screen.getByRole('region', { name: 'Footer: Help' });
    const shipping = within(within(help).getByRole('listitem', { name: 'Footer: Help link 2' })).getByRole('textbox', {
      name: 'Path or address',
    });
    await waitFor(() => expect(shipping).toHaveAccessibleDescription(NAVIGATION_MESSAGES.linkInvalid));
  });
});
