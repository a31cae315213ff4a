import {
  CONTENT_PAGE_MESSAGES,
  contentPagePath,
  ADMIN_CONTENT_PAGE_PATH,
  ADMIN_CONTENT_PAGE_PUBLISH_PATH,
  ADMIN_CONTENT_PAGE_REVISION_PATH,
  type AdminContentPage,
  type ContentPageDraft,
  type ContentPageRevision,
  type SessionUser,
} from '@pasal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as PageEditorRoute } from '../../routes/staff/page-editor';
import { fakeApi, on, probe, renderRoutes, resetSession, shopper, signInAs } from '../../testing';
import type { FakeCall } from '../../testing/api';

// A content page's editor (issue #32): a saved draft is sent to PUT and publishes nothing; Publish
// asks first and then posts; the preview is drawn and sanitised before anything is saved; the
// server's refusal lands on its field.

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

const answered = (state: 'draft' | 'published', message: string) => (call: FakeCall) => {
  const body = call.body as ContentPageDraft;
  const at = { at: '2026-11-30T10:00:00.000Z', by: 'Hari Owner' };
  return {
    status: 200,
    body: {
      data: {
        ...builtIn,
        state,
        draft_changed: state === 'draft',
        draft_saved: at,
        published: state === 'published' ? at : null,
        draft: body,
        published_body: state === 'published' ? body : null,
        history: state === 'published' ? [{ id: 7, action: 'published', at: at.at, by: 'Hari Owner' }] : [],
      } satisfies AdminContentPage,
      message,
    },
  };
};

function renderEditor(...routes: Parameters<typeof fakeApi>) {
  signInAs(admin);
  const api = fakeApi(on('GET', pagePath, { status: 200, body: { data: builtIn } }), ...routes);
  renderRoutes([{ path: '/staff/pages/:slug', element: <PageEditorRoute /> }, probe('/login')], {
    pathname: '/staff/pages/warranty',
  });
  return api;
}

describe('the content page editor', () => {
  it('saves a draft without publishing, after previewing it sanitised', async () => {
    const api = renderEditor(on('PUT', pagePath, answered('draft', CONTENT_PAGE_MESSAGES.draftSaved)));
    const user = userEvent.setup({ delay: null });
    const english = await screen.findByRole('textbox', { name: /^English \(Markdown\)/ });
    await user.type(english, '## Two years on laptops{enter}{enter}[[bad](javascript:alert(1)) and **genuine**');

    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    const preview = screen.getByRole('region', { name: 'Preview in English' });
    expect(within(preview).getByRole('heading', { name: 'Two years on laptops', level: 2 })).toBeInTheDocument();
    expect(within(preview).getByText('genuine').tagName).toBe('STRONG');
    // markdown-it refuses the javascript: link: it stays words, never a link.
    expect(within(preview).queryAllByRole('link')).toHaveLength(0);
    expect(preview.querySelector('[href^="javascript"]')).toBeNull();
    // No Nepali written: the Nepali side shows the English, as the shop will.
    expect(
      within(screen.getByRole('region', { name: 'Preview in Nepali' })).getByText('Two years on laptops'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(api.to('PUT', pagePath)).toHaveLength(1));
    expect(api.to('PUT', pagePath)[0]!.body).toEqual({
      body_en: '## Two years on laptops\n\n[bad](javascript:alert(1)) and **genuine**',
      body_ne: '',
    });
    expect(api.posts(publishPath)).toHaveLength(0);
    expect(await screen.findByText('Draft, not published')).toBeInTheDocument();
  });

  it('publishes only once confirmed, and lists the publish in the history', async () => {
    const api = renderEditor(
      on('POST', publishPath, answered('published', CONTENT_PAGE_MESSAGES.published)),
      on('GET', contentPagePath(ADMIN_CONTENT_PAGE_REVISION_PATH, 'warranty', 7), {
        status: 200,
        body: {
          data: {
            id: 7,
            action: 'published',
            at: '2026-11-30T10:00:00.000Z',
            by: 'Hari Owner',
            body_en: '## Published words',
            body_ne: '',
          } satisfies ContentPageRevision,
        },
      }),
    );
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Start from the built-in text' }));
    expect((screen.getByRole('textbox', { name: /^English \(Markdown\)/ }) as HTMLTextAreaElement).value).toMatch(
      /^## What the warranty covers\n\n/,
    );
    expect(screen.getByRole('textbox', { name: /^Nepali \(Markdown\)/ })).not.toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Publish the Warranty page?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.posts(publishPath)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Publish the Warranty page?' })).getByRole('button', {
        name: 'Publish',
      }),
    );
    await waitFor(() => expect(api.posts(publishPath)).toHaveLength(1));
    expect((api.posts(publishPath)[0]!.body as ContentPageDraft).body_en).toContain('What is not covered');
    // Found once the dialog has closed: while it is open the page behind it is hidden from roles.
    const history = await screen.findByRole('region', { name: 'History' });
    expect(await within(history).findByText(/Published .* by Hari Owner/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use the built-in page' })).toBeInTheDocument();

    // A past version reads as it was published.
    await user.click(within(history).getByRole('button', { name: /^View/ }));
    const version = await screen.findByRole('dialog', { name: /Published .* by Hari Owner/ });
    expect(await within(version).findByText('## Published words')).toBeInTheDocument();
    expect(within(version).getByText('(blank: the English shows)')).toBeInTheDocument();
  });

  it("puts the server's refusal on its field, and refuses a publish without English before sending", async () => {
    const api = renderEditor(
      on('PUT', pagePath, {
        status: 400,
        body: { message: 'Validation failed', errors: { body_ne: CONTENT_PAGE_MESSAGES.bodyTooLong } },
      }),
    );
    const user = userEvent.setup({ delay: null });
    const nepali = await screen.findByRole('textbox', { name: /^Nepali \(Markdown\)/ });
    // Found before the dialog opens: while it is open, the page behind it is hidden from queries by role.
    const english = screen.getByRole('textbox', { name: /^English \(Markdown\)/ });
    await user.type(nepali, 'नेपाली मात्र');

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Publish',
      }),
    );
    await waitFor(() =>
      expect(english).toHaveAccessibleDescription(expect.stringContaining(CONTENT_PAGE_MESSAGES.englishRequired)),
    );
    // Not given back to Publish as the dialog closes.
    await waitFor(() => expect(english).toHaveFocus());
    expect(api.posts(publishPath)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(nepali).toHaveAccessibleDescription(expect.stringContaining(CONTENT_PAGE_MESSAGES.bodyTooLong)),
    );
    expect(nepali).toHaveFocus();
  });
});
