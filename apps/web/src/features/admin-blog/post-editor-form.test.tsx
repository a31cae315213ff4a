import {
  ADMIN_BLOG_POST_PATH,
  ADMIN_BLOG_POSTS_PATH,
  BLOG_LIMITS,
  BLOG_MESSAGES,
  blogPostPath,
  type AdminBlogPost,
  type SessionUser,
} from '@pasal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as BlogEditorRoute } from '../../routes/staff/blog-editor';
import { fakeApi, on, probe, renderRoutes, resetSession, shopper, signInAs } from '../../testing';
import { EMPTY_POST } from './post-editor';

// The blog post form on its own: the contract's draft and publish schemas, each message under its
// field (one tag's under the Tags) with the first focused and nothing sent, the post sent as
// written, and the messages of the last try kept until the server answers.

vi.setConfig({ testTimeout: 30_000 });

const admin: SessionUser = { ...shopper, id: 1, first_name: 'Hari', last_name: 'Owner', role: 'admin' };
const at = { at: '2026-11-30T10:00:00.000Z', by: 'Hari Owner' };
const draft: AdminBlogPost = {
  id: 101,
  title_en: 'Choosing a laptop',
  state: 'draft',
  draft_changed: true,
  date: '',
  ever_published: false,
  draft_saved: at,
  published: null,
  draft: { ...EMPTY_POST, title_en: 'Choosing a laptop', tags: ['Laptops', 'Students'] },
  published_content: null,
  history: [],
};
const postPath = blogPostPath(ADMIN_BLOG_POST_PATH, 101);

afterEach(() => resetSession());

function renderAt(pathname: string, ...routes: Parameters<typeof fakeApi>) {
  signInAs(admin);
  const api = fakeApi(on('GET', postPath, { status: 200, body: { data: draft } }), ...routes);
  renderRoutes(
    [
      { path: '/staff/blog/new', element: <BlogEditorRoute /> },
      { path: '/staff/blog/:id', element: <BlogEditorRoute /> },
      probe('/staff/blog'),
      probe('/login'),
    ],
    { pathname },
  );
  return api;
}

describe('the blog post form', () => {
  it('refuses a draft without an English title and with a tag too long, focusing the title, and sends nothing', async () => {
    const api = renderAt('/staff/blog/new');
    const user = userEvent.setup({ delay: null });
    const title = await screen.findByRole('textbox', { name: /^Title \(English\)/ });
    const tags = screen.getByRole('textbox', { name: /^Tags/ });
    await user.type(title, '   ');
    await user.type(tags, `Laptops, ${'x'.repeat(BLOG_LIMITS.tag + 1)}`);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(title).toHaveAccessibleDescription(expect.stringContaining(BLOG_MESSAGES.titleRequired)),
    );
    expect(tags).toHaveAccessibleDescription(expect.stringContaining(BLOG_MESSAGES.tooLong(BLOG_LIMITS.tag)));
    await waitFor(() => expect(title).toHaveFocus());
    expect(api.writes()).toEqual([]);

    await user.clear(tags);
    await user.type(tags, Array.from({ length: BLOG_LIMITS.tags + 1 }, (_, index) => `tag${index}`).join(', '));
    await user.type(title, 'Choosing');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(tags).toHaveAccessibleDescription(expect.stringContaining(BLOG_MESSAGES.tooManyTags)));
    expect(screen.queryByText(BLOG_MESSAGES.titleRequired)).toBeNull();
    await waitFor(() => expect(tags).toHaveFocus());
    expect(api.writes()).toEqual([]);
  });

  it('sends the post as written, its tags split at the commas', async () => {
    const api = renderAt(
      '/staff/blog/new',
      on('POST', ADMIN_BLOG_POSTS_PATH, { status: 409, body: { message: 'A post was saved meanwhile' } }),
    );
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByRole('textbox', { name: /^Title \(English\)/ }), ' Choosing a laptop ');
    await user.type(screen.getByRole('textbox', { name: /^Tags/ }), ' Laptops ,, Students,');
    await user.type(screen.getByRole('textbox', { name: /^Author/ }), 'Hari ');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('A post was saved meanwhile')).toBeVisible();
    expect(api.posts(ADMIN_BLOG_POSTS_PATH).map((call) => call.body)).toEqual([
      { ...EMPTY_POST, title_en: ' Choosing a laptop ', author: 'Hari ', tags: ['Laptops', 'Students'] },
    ]);
  });

  it('keeps the messages of the last try until the server answers, and a refusal without a field above them', async () => {
    const api = renderAt(
      '/staff/blog/101',
      on('PUT', postPath, { status: 409, body: { message: 'The post changed: open it again' } }),
    );
    const user = userEvent.setup({ delay: null });
    const excerpt = await screen.findByRole('textbox', { name: /^Excerpt \(English\)/ });
    expect(screen.getByRole('textbox', { name: /^Tags/ })).toHaveValue('Laptops, Students');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(excerpt).toHaveAccessibleDescription(expect.stringContaining(BLOG_MESSAGES.required)));

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('The post changed: open it again')).toBeVisible();
    expect(api.to('PUT', postPath)).toHaveLength(1);
    expect(excerpt).toHaveAccessibleDescription(expect.stringContaining(BLOG_MESSAGES.required));
  });
});
