import {
  ADMIN_CONTENT_PAGE_PATH,
  ADMIN_CONTENT_PAGE_PUBLISH_PATH,
  CONTENT_PAGE_BODY_MAX,
  CONTENT_PAGE_MESSAGES,
  contentPagePath,
  type AdminContentPage,
  type SessionUser,
} from '@pasal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as PageEditorRoute } from '../../routes/staff/page-editor';
import { fakeApi, on, probe, renderRoutes, resetSession, shopper, signInAs } from '../../testing';

// The content page editor's form on its own: a publish is checked by the contract's publish schema
// and a draft by its draft schema, each message under its field with the first of them focused and
// nothing sent, the body sent as written, and a refusal without a field shown above the form.

vi.setConfig({ testTimeout: 30_000 });

const admin: SessionUser = { ...shopper, id: 1, first_name: 'Hari', last_name: 'Owner', role: 'admin' };
const builtIn: AdminContentPage = {
  slug: 'warranty',
  state: 'builtin',
  draft_changed: false,
  draft_saved: null,
  published: null,
  draft: { body_en: '', body_ne: '' },
  published_body: null,
  history: [],
};
const pagePath = contentPagePath(ADMIN_CONTENT_PAGE_PATH, 'warranty');
const publishPath = contentPagePath(ADMIN_CONTENT_PAGE_PUBLISH_PATH, 'warranty');

afterEach(() => resetSession());

function renderEditor(...routes: Parameters<typeof fakeApi>) {
  signInAs(admin);
  const api = fakeApi(on('GET', pagePath, { status: 200, body: { data: builtIn } }), ...routes);
  renderRoutes([{ path: '/staff/pages/:slug', element: <PageEditorRoute /> }, probe('/login')], {
    pathname: '/staff/pages/warranty',
  });
  return api;
}

describe('the content page form', () => {
  it('refuses a publish without English from the preview, back on the edit tab, but saves it as a draft', async () => {
    const api = renderEditor(
      on('PUT', pagePath, (call) => ({
        status: 200,
        body: { data: { ...builtIn, draft: call.body }, message: CONTENT_PAGE_MESSAGES.draftSaved },
      })),
    );
    const user = userEvent.setup({ delay: null });
    const english = await screen.findByRole('textbox', { name: /^English \(Markdown\)/ });
    const nepali = screen.getByRole('textbox', { name: /^Nepali \(Markdown\)/ });
    await user.type(english, '   ');
    await user.type(nepali, 'नेपाली');
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(english).toHaveAccessibleDescription(expect.stringContaining(CONTENT_PAGE_MESSAGES.englishRequired)),
    );
    expect(english).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('tab', { name: 'Edit' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.writes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(api.to('PUT', pagePath)).toHaveLength(1));
    expect(api.to('PUT', pagePath)[0]!.body).toEqual({ body_en: '   ', body_ne: 'नेपाली' });
    await waitFor(() => expect(english).not.toHaveAttribute('aria-invalid'));
    expect(screen.queryByText(CONTENT_PAGE_MESSAGES.englishRequired)).toBeNull();
  });

  it('refuses a draft too long in both languages, focusing the English, and sends nothing', async () => {
    const api = renderEditor();
    const user = userEvent.setup({ delay: null });
    const english = await screen.findByRole('textbox', { name: /^English \(Markdown\)/ });
    const nepali = screen.getByRole('textbox', { name: /^Nepali \(Markdown\)/ });
    await user.click(nepali);
    await user.paste('न'.repeat(CONTENT_PAGE_BODY_MAX + 1));
    await user.click(english);
    await user.paste('a'.repeat(CONTENT_PAGE_BODY_MAX + 1));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(nepali).toHaveAccessibleDescription(expect.stringContaining(CONTENT_PAGE_MESSAGES.bodyTooLong)),
    );
    expect(english).toHaveAccessibleDescription(expect.stringContaining(CONTENT_PAGE_MESSAGES.bodyTooLong));
    expect(english).toHaveFocus();
    expect(api.writes()).toEqual([]);
  });

  it('shows a refusal without a field above the form, and starts from the built-in text without messages', async () => {
    renderEditor(on('POST', publishPath, { status: 409, body: { message: 'The page changed: open it again' } }));
    const user = userEvent.setup({ delay: null });
    const english = await screen.findByRole('textbox', { name: /^English \(Markdown\)/ });
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(english).toHaveAttribute('aria-invalid', 'true'));

    await user.click(screen.getByRole('button', { name: 'Start from the built-in text' }));
    expect(english).not.toHaveAttribute('aria-invalid');
    expect((english as HTMLTextAreaElement).value).not.toBe('');
    expect(screen.queryByRole('button', { name: 'Start from the built-in text' })).toBeNull();
    expect(screen.getByText('Unsaved changes')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('The page changed: open it again')).toBeVisible();
  });
});
