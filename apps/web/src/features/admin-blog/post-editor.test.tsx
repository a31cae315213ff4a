import {
  ADMIN_BLOG_POST_PATH,
  ADMIN_BLOG_POST_PUBLISH_PATH,
  ADMIN_BLOG_POST_REVISION_PATH,
  ADMIN_BLOG_POST_UNPUBLISH_PATH,
  ADMIN_BLOG_POSTS_PATH,
  BLOG_MESSAGES,
  blogPostPath,
  type AdminBlogPost,
  type BlogPostContent,
  type BlogPostRevision,
  type BlogPostSummary,
  type SessionUser,
} from '@pasal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as BlogListRoute } from '../../routes/staff/blog';
import { Component as BlogEditorRoute } from '../../routes/staff/blog-editor';
import { fakeApi, on, probe, renderRoutes, resetSession, shopper, signInAs } from '../../testing';
import type { FakeCall } from '../../testing/api';
import { EMPTY_POST } from './post-editor';

// The blog's back office (issue #32): the list with each post's state; a new post's first save
// creates it; Publish and Unpublish ask first; a draft never published can be deleted; the
// preview is drawn and sanitised before anything is saved; refusals land on their fields.

vi.setConfig({ testTimeout: 30_000 });

const admin: SessionUser = { ...shopper, id: 1, first_name: 'Hari', last_name: 'Owner', role: 'admin' };
const at = { at: '2026-11-30T10:00:00.000Z', by: 'Hari Owner' };
const COVER = '/media/abcdef0123456789-640.jpg';
const written: BlogPostContent = {
  ...EMPTY_POST,
  title_en: 'Choosing a laptop',
  excerpt_en: 'What matters.',
  body_en: '## RAM\n\nAt least **16 GB**.',
  cover: COVER,
  cover_alt_en: 'A laptop',
  author: 'Hari Owner',
  category_en: 'Laptops',
  tags: ['Laptops'],
};
const draft: AdminBlogPost = {
  id: 101,
  title_en: written.title_en,
  state: 'draft',
  draft_changed: true,
  date: '',
  ever_published: false,
  draft_saved: at,
  published: null,
  draft: written,
  published_content: null,
  history: [],
};
const postPath = blogPostPath(ADMIN_BLOG_POST_PATH, 101);
const publishPath = blogPostPath(ADMIN_BLOG_POST_PUBLISH_PATH, 101);

afterEach(() => resetSession());

const published = (call: FakeCall) => {
  const content = { ...(call.body as BlogPostContent), date: '2026-11-30' };
  return {
    status: 200,
    body: {
      data: {
        ...draft,
        state: 'published',
        draft_changed: false,
        date: '2026-11-30',
        ever_published: true,
        published: at,
        draft: content,
        published_content: content,
        history: [{ id: 7, action: 'published', at: at.at, by: 'Hari Owner' }],
      } satisfies AdminBlogPost,
      message: BLOG_MESSAGES.published,
    },
  };
};

function renderAt(pathname: string, ...routes: Parameters<typeof fakeApi>) {
  signInAs(admin);
  const api = fakeApi(on('GET', postPath, { status: 200, body: { data: draft } }), ...routes);
  renderRoutes(
    [
      { path: '/staff/blog', element: <BlogListRoute /> },
      { path: '/staff/blog/new', element: <BlogEditorRoute /> },
      { path: '/staff/blog/:id', element: <BlogEditorRoute /> },
      probe('/login'),
    ],
    { pathname },
  );
  return api;
}

describe('the blog list', () => {
  it('lists each post with its state and date, and offers a new post', async () => {
    const posts: BlogPostSummary[] = [
      { ...draft, id: 102, title_en: 'Power banks on a flight', state: 'published', date: '2026-11-02', published: at },
      { ...draft, id: 101, title_en: 'Choosing a laptop' },
    ];
    renderAt('/staff/blog', on('GET', ADMIN_BLOG_POSTS_PATH, { status: 200, body: { data: posts } }));
    const list = await screen.findByRole('list');
    const rows = within(list).getAllByRole('listitem');
    expect(within(rows[0]!).getByRole('link', { name: 'Power banks on a flight' })).toHaveAttribute(
      'href',
      '/staff/blog/102',
    );
    expect(within(rows[0]!).getByText('Published', { selector: '[data-tone]' })).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Dated 2 November 2026')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Draft', { selector: '[data-tone]' })).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Dated the day it is published')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New post' })).toHaveAttribute('href', '/staff/blog/new');
  });
});

describe('the blog post editor', () => {
  it('creates a new post on its first save, after previewing it sanitised', async () => {
    const api = renderAt(
      '/staff/blog/new',
      on('POST', ADMIN_BLOG_POSTS_PATH, (call) => ({
        status: 201,
        body: {
          data: { ...draft, draft: call.body as BlogPostContent },
          message: BLOG_MESSAGES.created,
        },
      })),
    );
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByRole('textbox', { name: /^Title \(English\)/ }), 'Choosing a laptop');
    await user.type(screen.getByRole('textbox', { name: /^Tags/ }), 'Laptops, Students,');
    await user.type(
      screen.getByRole('textbox', { name: /^Text \(English, Markdown\)/ }),
      '## Battery{enter}{enter}[[bad](javascript:alert(1)) and **genuine**',
    );

    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    const preview = screen.getByRole('region', { name: 'Preview in English' });
    expect(within(preview).getByRole('heading', { name: 'Choosing a laptop', level: 2 })).toBeInTheDocument();
    expect(within(preview).getByText('genuine').tagName).toBe('STRONG');
    expect(within(preview).queryAllByRole('link')).toHaveLength(0);
    expect(preview.querySelector('[href^="javascript"]')).toBeNull();
    // No Nepali written: the Nepali side shows the English, as the shop will.
    expect(
      within(screen.getByRole('region', { name: 'Preview in Nepali' })).getByText('Choosing a laptop'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(api.posts(ADMIN_BLOG_POSTS_PATH)).toHaveLength(1));
    expect(api.posts(ADMIN_BLOG_POSTS_PATH)[0]!.body).toMatchObject({
      title_en: 'Choosing a laptop',
      tags: ['Laptops', 'Students'],
      body_en: '## Battery\n\n[bad](javascript:alert(1)) and **genuine**',
    });
    // Now a stored post: its own address, and nothing published.
    expect(await screen.findByRole('heading', { name: 'Choosing a laptop', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'History' })).toBeInTheDocument();
    expect(api.writes().filter((call) => call.path.includes('publish'))).toHaveLength(0);
  });

  it('publishes only once confirmed, lists the publish in the history, and opens that version', async () => {
    const api = renderAt(
      '/staff/blog/101',
      on('POST', publishPath, published),
      on('GET', blogPostPath(ADMIN_BLOG_POST_REVISION_PATH, 101, 7), {
        status: 200,
        body: {
          data: {
            id: 7,
            action: 'published',
            at: at.at,
            by: 'Hari Owner',
            content: { ...written, title_en: 'The version as published' },
          } satisfies BlogPostRevision,
        },
      }),
    );
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Publish this post?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.posts(publishPath)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Publish this post?' })).getByRole('button', {
        name: 'Publish',
      }),
    );
    await waitFor(() => expect(api.posts(publishPath)).toHaveLength(1));
    expect(api.posts(publishPath)[0]!.body).toMatchObject({ title_en: 'Choosing a laptop', cover: COVER });
    // Found once the dialog has closed: while it is open the page behind it is hidden from roles.
    const history = await screen.findByRole('region', { name: 'History' });
    expect(await within(history).findByText(/Published .* by Hari Owner/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
    // Published once: it can no longer be deleted, only unpublished.
    expect(screen.queryByRole('button', { name: 'Delete draft' })).toBeNull();

    await user.click(within(history).getByRole('button', { name: /^View/ }));
    const version = await screen.findByRole('dialog', { name: /Published .* by Hari Owner/ });
    expect(await within(version).findAllByText('The version as published')).not.toHaveLength(0);
  });

  it('unpublishes only once confirmed', async () => {
    const live = published({ method: 'POST', path: publishPath, body: written, authorization: null }).body.data;
    const unpublishPath = blogPostPath(ADMIN_BLOG_POST_UNPUBLISH_PATH, 101);
    signInAs(admin);
    const api = fakeApi(
      on('GET', postPath, { status: 200, body: { data: live } }),
      on('POST', unpublishPath, {
        status: 200,
        body: {
          data: { ...live, state: 'draft', published: null, published_content: null },
          message: BLOG_MESSAGES.unpublished,
        },
      }),
    );
    renderRoutes([{ path: '/staff/blog/:id', element: <BlogEditorRoute /> }], { pathname: '/staff/blog/101' });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Unpublish' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Take this post off the shop?' })).getByRole('button', {
        name: 'Unpublish',
      }),
    );
    await waitFor(() => expect(api.posts(unpublishPath)).toHaveLength(1));
    expect(await screen.findByText('Unpublished', { selector: '[data-tone]' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unpublish' })).toBeNull();
  });

  it('deletes a draft never published, once confirmed, and goes back to the list', async () => {
    const api = renderAt(
      '/staff/blog/101',
      on('DELETE', postPath, { status: 200, body: { message: BLOG_MESSAGES.deleted } }),
      on('GET', ADMIN_BLOG_POSTS_PATH, { status: 200, body: { data: [] } }),
    );
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Delete draft' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete this draft?' })).getByRole('button', {
        name: 'Delete draft',
      }),
    );
    await waitFor(() => expect(api.to('DELETE', postPath)).toHaveLength(1));
    expect(await screen.findByText(/No posts yet/)).toBeInTheDocument();
  });

  it('refuses a publish with missing fields before sending, and puts the server’s refusal on its field', async () => {
    const api = renderAt(
      '/staff/blog/101',
      on('PUT', postPath, {
        status: 400,
        body: { message: 'Validation failed', errors: { cover: BLOG_MESSAGES.coverInvalid } },
      }),
    );
    const user = userEvent.setup({ delay: null });
    const excerpt = await screen.findByRole('textbox', { name: /^Excerpt \(English\)/ });
    await user.clear(excerpt);
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(excerpt).toHaveAccessibleDescription(expect.stringContaining(BLOG_MESSAGES.required)));
    await waitFor(() => expect(excerpt).toHaveFocus());
    expect(api.posts(publishPath)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(BLOG_MESSAGES.coverInvalid)).toBeInTheDocument();
  });
});
