import {
  ADMIN_STOREFRONT_HOME_PATH,
  defaultHomeContent,
  HOME_CONTENT_MESSAGES,
  PRODUCT_IMAGE_MESSAGES,
  type AdminHome,
  type HomeContent,
  type SessionUser,
} from '@pasal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as StorefrontRoute } from '../../routes/staff/storefront';
import { fakeApi, on, probe, renderRoutes, resetSession, shopper, signInAs } from '../../testing';

// The home page's editor (issue #32): every section starts built in; "Your own" starts from the
// built-in words in English and Nepali; the preview follows the words before they are saved; the
// contract's rules refuse a slide without a picture before anything is sent; the server's field
// errors land on their field.

vi.setConfig({ testTimeout: 30_000 });

const admin: SessionUser = { ...shopper, id: 1, first_name: 'Hari', last_name: 'Owner', role: 'admin' };
const current: AdminHome = { content: defaultHomeContent(), saved: false, updated_at: null, updated_by: null };

afterEach(() => resetSession());

function renderEditor(put: Parameters<typeof on>[2]) {
  signInAs(admin);
  const api = fakeApi(
    on('GET', ADMIN_STOREFRONT_HOME_PATH, { status: 200, body: { data: current } }),
    on('PUT', ADMIN_STOREFRONT_HOME_PATH, put),
  );
  renderRoutes([{ path: '/staff/storefront', element: <StorefrontRoute /> }, probe('/login')], {
    pathname: '/staff/storefront',
  });
  return api;
}

const saved = (call: { body: unknown }) => ({
  status: 200,
  body: {
    data: { content: call.body, saved: true, updated_at: '2026-11-30T10:00:00.000Z', updated_by: 'Hari Owner' },
    message: HOME_CONTENT_MESSAGES.saved,
  },
});

describe('the storefront editor', () => {
  it('starts an own About block from the built-in words, previews the change and saves it', async () => {
    const api = renderEditor(saved);
    const user = userEvent.setup({ delay: null });
    const about = await screen.findByRole('group', { name: 'About block' });
    expect(within(about).getByRole('radio', { name: 'Built-in words' })).toBeChecked();
    expect(within(about).queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(within(about).getByRole('radio', { name: 'Your own' }));
    const title = within(about).getByRole('textbox', { name: 'Title (English)' });
    expect(title).toHaveValue('Your trusted electronics shop since 2025');
    expect(within(about).getByRole('textbox', { name: /Where to find you \(Nepali\)/ })).toHaveValue(
      'लम्बगर, तारकेश्वर, काठमाडौँमा हामीलाई भेट्नुहोस्',
    );
    await user.clear(title);
    await user.type(title, 'New Road’s phone shop since 2010');
    const visit = within(about).getByRole('textbox', { name: /^Where to find you \(English\)/ });
    await user.clear(visit);
    await user.type(visit, 'Visit us on New Road, Kathmandu');

    // The preview draws the unsaved words with the storefront's own About block.
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { name: 'New Road’s phone shop since 2010' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'About block' })).not.toBeInTheDocument(); // the form's tab is hidden

    await user.click(screen.getByRole('button', { name: 'Save the home page' }));
    await waitFor(() => expect(api.to('PUT', ADMIN_STOREFRONT_HOME_PATH)).toHaveLength(1));
    const body = api.to('PUT', ADMIN_STOREFRONT_HOME_PATH)[0]!.body as HomeContent;
    expect(body.about).toMatchObject({
      mode: 'own',
      title: 'New Road’s phone shop since 2010',
      visit: 'Visit us on New Road, Kathmandu',
    });
    expect(body.about.figures.map((figure) => figure.value)).toEqual(['2025', '100+', '500+', '24/7']);
    expect(body.hero.mode).toBe('builtin');
    expect(await screen.findByText(/Last saved .* by Hari Owner/)).toBeInTheDocument();
  });

  it('refuses an added slide without a picture, title or button before sending, on its fields', async () => {
    const api = renderEditor(saved);
    const user = userEvent.setup({ delay: null });
    const hero = await screen.findByRole('group', { name: 'Hero slides' });
    await user.click(within(hero).getByRole('radio', { name: 'Your own' }));
    expect(within(hero).getAllByRole('listitem')).toHaveLength(3); // the built-in three, to edit
    await user.click(within(hero).getByRole('button', { name: 'Add a slide' }));
    await user.click(screen.getByRole('button', { name: 'Save the home page' }));

    const added = within(hero).getByRole('listitem', { name: 'Slide 4' });
    // The picture's own words for a missing file (the same picker as a category's).
    expect(await within(added).findByText(PRODUCT_IMAGE_MESSAGES.fileMissing)).toBeInTheDocument();
    expect(within(added).getByRole('textbox', { name: 'Title (English)' })).toHaveAccessibleDescription(
      HOME_CONTENT_MESSAGES.required,
    );
    expect(api.to('PUT', ADMIN_STOREFRONT_HOME_PATH)).toHaveLength(0);

    // Removing it leaves the three built-in slides, which save.
    await user.click(within(hero).getByRole('button', { name: 'Remove slide 4' }));
    await user.click(screen.getByRole('button', { name: 'Save the home page' }));
    await waitFor(() => expect(api.to('PUT', ADMIN_STOREFRONT_HOME_PATH)).toHaveLength(1));
    expect((api.to('PUT', ADMIN_STOREFRONT_HOME_PATH)[0]!.body as HomeContent).hero.slides).toHaveLength(3);
  });

  it("puts the server's refusal on its field", async () => {
    renderEditor({
      status: 400,
      body: { message: 'Validation failed', errors: { 'banner.link': 'Enter a path on this shop' } },
    });
    const user = userEvent.setup({ delay: null });
    const banner = await screen.findByRole('group', { name: 'Banner' });
    await user.click(within(banner).getByRole('radio', { name: 'Your own' }));
    await user.click(screen.getByRole('button', { name: 'Save the home page' }));
    const link = within(banner).getByRole('textbox', { name: 'Button link' });
    await waitFor(() => expect(link).toHaveAccessibleDescription(expect.stringContaining('Enter a path on this shop')));
    expect(link).toHaveFocus();
  });

  it('hides a section: its fields go and the preview drops it', async () => {
    renderEditor(saved);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('tab', { name: 'Preview' }));
    expect(
      within(screen.getByRole('region', { name: 'Preview' })).getByRole('heading', {
        name: 'Gear up for your next victory',
      }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Edit' }));
    const banner = screen.getByRole('group', { name: 'Banner' });
    await user.click(within(banner).getByRole('radio', { name: 'Hidden' }));
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(
      within(screen.getByRole('region', { name: 'Preview' })).queryByRole('heading', {
        name: 'Gear up for your next victory',
      }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Preview' })).toHaveAttribute('aria-selected', 'true');
  });
});
