import {
  CONTENT_PAGE_MESSAGES,
  LIST_PAGE_MESSAGES,
  LIST_PAGE_PATHS,
  type AdminServicesPage,
  type ServicesDraft,
  type SessionUser,
} from '@pasal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as PageEditorRoute } from '../../routes/staff/page-editor';
import { fakeApi, on, probe, renderRoutes, resetSession, shopper, signInAs } from '../../testing';

// The Services page's editor (issue #32): "Start from the built-in text" gives the nine built-in
// cards with their icons in both languages; a card's icon is picked from the list; Publish and
// "Use the built-in page" each ask first; a card without an English title is refused before sending.

vi.setConfig({ testTimeout: 30_000 });

const admin: SessionUser = { ...shopper, id: 1, first_name: 'Hari', last_name: 'Owner', role: 'admin' };
const at = { at: '2026-11-30T10:00:00.000Z', by: 'Hari Owner' };
const card = {
  icon: 'laptop',
  title: 'Laptop Repair',
  title_ne: '',
  description: 'We fix laptops.',
  description_ne: '',
} as const;
const builtIn: AdminServicesPage = {
  slug: 'services',
  state: 'builtin',
  draft_changed: false,
  draft_saved: null,
  published: null,
  draft: { cards: [] },
  published_doc: null,
  history: [],
};
const published: AdminServicesPage = {
  ...builtIn,
  state: 'published',
  draft_saved: at,
  published: at,
  draft: { cards: [card] },
  published_doc: { cards: [card] },
  history: [{ id: 3, action: 'published', at: at.at, by: 'Hari Owner' }],
};
const paths = LIST_PAGE_PATHS.services;

afterEach(() => resetSession());

function renderEditor(page: AdminServicesPage, ...routes: Parameters<typeof fakeApi>) {
  signInAs(admin);
  const api = fakeApi(on('GET', paths.admin, { status: 200, body: { data: page } }), ...routes);
  renderRoutes([{ path: '/staff/pages/:slug', element: <PageEditorRoute /> }, probe('/login')], {
    pathname: '/staff/pages/services',
  });
  return api;
}

const confirmIn = async (name: string, button: string) =>
  within(await screen.findByRole('alertdialog', { name })).getByRole('button', { name: button });

describe('the Services page editor', () => {
  it('starts from the built-in cards, refuses a card without an English title, and publishes once confirmed', async () => {
    const api = renderEditor(
      builtIn,
      on('POST', paths.publish, (call) => ({
        status: 200,
        body: {
          data: { ...published, draft: call.body as ServicesDraft, published_doc: call.body as ServicesDraft },
          message: CONTENT_PAGE_MESSAGES.published,
        },
      })),
    );
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Start from the built-in text' }));
    const cards = within(screen.getByRole('form', { name: 'Service cards' })).getAllByRole('listitem');
    expect(cards).toHaveLength(9);
    const first = screen.getByRole('listitem', { name: 'Card 1' });
    expect(within(first).getByRole('textbox', { name: 'Title (English)' })).toHaveValue('Product Consultation');
    expect(within(first).getByRole('combobox', { name: 'Icon' })).toHaveValue('headset');
    expect(
      within(screen.getByRole('listitem', { name: 'Card 9' })).getByRole('combobox', { name: 'Icon' }),
    ).toHaveValue('wrench');
    expect(within(first).getByRole('textbox', { name: /^Title \(Nepali\)/ })).not.toHaveValue('');

    await user.selectOptions(within(first).getByRole('combobox', { name: 'Icon' }), 'Laptop');
    const title = within(first).getByRole('textbox', { name: 'Title (English)' });
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await user.click(await confirmIn('Publish the Services page?', 'Publish'));
    await waitFor(() =>
      expect(title).toHaveAccessibleDescription(expect.stringContaining(LIST_PAGE_MESSAGES.titleRequired)),
    );
    await waitFor(() => expect(title).toHaveFocus());
    expect(api.posts(paths.publish)).toHaveLength(0);

    await user.type(title, 'Laptop Advice');
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    const preview = screen.getByRole('region', { name: 'Preview in English' });
    expect(within(preview).getByRole('link', { name: /Laptop Advice/ })).toHaveAttribute('href', '/contact');
    expect(within(preview).getAllByRole('link')).toHaveLength(9);
    await user.click(screen.getByRole('tab', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await user.click(await confirmIn('Publish the Services page?', 'Publish'));
    await waitFor(() => expect(api.posts(paths.publish)).toHaveLength(1));
    const sent = api.posts(paths.publish)[0]!.body as ServicesDraft;
    expect(sent.cards).toHaveLength(9);
    expect(sent.cards[0]).toMatchObject({ icon: 'laptop', title: 'Laptop Advice' });
    expect(await screen.findByText(CONTENT_PAGE_MESSAGES.published)).toBeInTheDocument();
  });

  it('goes back to the built-in page only once confirmed', async () => {
    const api = renderEditor(
      published,
      on('POST', paths.revert, {
        status: 200,
        body: {
          data: {
            ...published,
            state: 'draft',
            draft_changed: true,
            published: null,
            published_doc: null,
            history: [{ id: 4, action: 'reverted', at: at.at, by: 'Hari Owner' }, ...published.history],
          } satisfies AdminServicesPage,
          message: CONTENT_PAGE_MESSAGES.reverted,
        },
      }),
    );
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Use the built-in page' }));
    await user.click(await confirmIn('Show the built-in Services page again?', 'Cancel'));
    expect(api.posts(paths.revert)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Use the built-in page' }));
    await user.click(await confirmIn('Show the built-in Services page again?', 'Use the built-in page'));
    await waitFor(() => expect(api.posts(paths.revert)).toHaveLength(1));
    const history = screen.getByRole('region', { name: 'History' });
    expect(await within(history).findByText(/Back to the built-in page .* by Hari Owner/)).toBeInTheDocument();
    // The draft stays for publishing again.
    expect(screen.getByRole('textbox', { name: 'Title (English)' })).toHaveValue('Laptop Repair');
  });
});
