import {
  blogPostPath,
  SHOP_BLOG_PATH,
  SHOP_BLOG_POST_PATH,
  type ShopBlogList,
  type ShopBlogPost,
  type ShopBlogPostDetail,
} from '@pasal/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BLOG_POSTS } from '../../content/blog-posts';
import { activateLocale } from '../../i18n';
import { en } from '../../i18n/catalogues/en';
import { ne } from '../../i18n/catalogues/ne';
import { fakeApi, on, probe, renderRoutes } from '../../testing';
import { Component as BlogDetail } from './blog-detail';
import { Component as Blogs } from './blogs';

// Which posts /blogs and a post's page show (issue #32): the owner's published posts from the API,
// the two built-in posts only when the server says the shop shows them, the spec's empty text when
// there is nothing, and /404 for an id the shop does not show.

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => activateLocale('en', en));

const own: ShopBlogPost = {
  id: 101,
  title_en: 'Choosing a laptop for college',
  title_ne: 'कलेजका लागि ल्यापटप छान्ने',
  excerpt_en: 'What matters in a student laptop.',
  excerpt_ne: null,
  cover: '/media/abcdef0123456789-640.jpg',
  cover_alt_en: 'A laptop on a desk',
  cover_alt_ne: 'टेबलमा ल्यापटप',
  author: 'Himal Gadgets',
  category_en: 'Laptops',
  category_ne: 'ल्यापटप',
  tags: ['Laptops', 'Students'],
  date: '2026-01-15',
};
const detail: ShopBlogPostDetail = {
  ...own,
  html_en: '<h2>RAM</h2><p>At least <strong>16 GB</strong>.</p>',
  html_ne: null,
  previous: null,
  next: null,
};
const list = (builtin: boolean, posts: ShopBlogPost[]): ShopBlogList => ({
  data: posts,
  builtin,
  page: 1,
  total_pages: 1,
  total: posts.length,
});

function show(pathname: string, answer: ShopBlogList) {
  fakeApi(
    on('GET', SHOP_BLOG_PATH, { status: 200, body: answer }),
    on('GET', blogPostPath(SHOP_BLOG_POST_PATH, 101), { status: 200, body: { data: detail } }),
  );
  return renderRoutes(
    [{ path: '/blogs', element: <Blogs /> }, { path: '/blogs/:blogId', element: <BlogDetail /> }, probe('/404')],
    { pathname },
  );
}

describe('the blog', () => {
  it("shows the owner's published posts, and no built-in one", async () => {
    show('/blogs', list(false, [own]));
    // The card and the sidebar's recent posts.
    for (const link of await screen.findAllByRole('link', { name: own.title_en }))
      expect(link).toHaveAttribute('href', '/blogs/101');
    expect(screen.queryByText(BLOG_POSTS[0]!.title)).toBeNull();
  });

  it('shows the built-in posts when the server says the shop shows them', async () => {
    show('/blogs', list(true, []));
    for (const post of BLOG_POSTS) expect(await screen.findAllByRole('link', { name: post.title })).not.toHaveLength(0);
  });

  it("shows the spec's empty text on a shop with no post at all", async () => {
    show('/blogs', list(false, []));
    expect(await screen.findByText('No blog posts found matching your search.')).toBeInTheDocument();
  });

  it("draws an owner's post in Nepali, its text in English (marked so) when no Nepali was written", async () => {
    activateLocale('ne', ne);
    show('/blogs/101', list(false, [own]));
    expect(await screen.findByRole('heading', { level: 1, name: own.title_ne! })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'टेबलमा ल्यापटप' })).toHaveAttribute('src', own.cover);
    const text = screen.getByRole('heading', { level: 2, name: 'RAM' }).parentElement!.parentElement!;
    expect(text).toHaveAttribute('lang', 'en');
    expect(within(text).getByText('16 GB').tagName).toBe('STRONG');
  });

  it('sends a built-in id to /404 once the shop no longer shows the built-in posts', async () => {
    fakeApi(on('GET', SHOP_BLOG_PATH, { status: 200, body: list(false, [own]) }));
    renderRoutes([{ path: '/blogs/:blogId', element: <BlogDetail /> }, probe('/404')], { pathname: '/blogs/1' });
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/404/);
  });
});
