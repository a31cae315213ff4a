import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BLOG_POSTS, type BlogPost } from '../../content/blog-posts';
import { BLOG_EMPTY_TEXT, BlogIndex } from './blog-index';

function makePosts(count: number): BlogPost[] {
  return Array.from({ length: count }, (_, index) => {
    const id = index + 1;
    return {
      id,
      title: `Story ${id}`,
      excerpt: `Excerpt of story ${id}`,
      content: '<p>Body</p>',
      image: '/blog/x.svg',
      imageAlt: '',
      author: 'Team',
      // Newest first on screen: story 40 is the newest.
      date: `2025-${String(Math.ceil(id / 28) + 1).padStart(2, '0')}-${String(((id - 1) % 28) + 1).padStart(2, '0')}`,
      category: id % 2 === 0 ? 'Phones' : 'Laptops',
      tags: id % 5 === 0 ? ['Deals', 'Guide'] : ['Guide'],
    };
  });
}

function renderAt(url: string, posts: readonly BlogPost[]) {
  const router = createMemoryRouter(
    [
      { path: '/blogs', element: <BlogIndex posts={posts} /> },
      { path: '/blogs/:id', element: <p>detail</p> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function shownTitles(): string[] {
  return screen
    .queryAllByRole('article')
    .map((article) => within(article).getByRole('heading', { level: 2 }).textContent ?? '');
}

function pageButtons(): string[] {
  const nav = screen.queryByRole('navigation', { name: 'Blog pages' });
  if (!nav) return [];
  // The ellipsis is hidden from assistive technology, so read the list items directly.
  return [...nav.querySelectorAll('li')].map((item) => item.textContent ?? '').filter((text) => /^\d+$|^…$/.test(text));
}

describe('BlogIndex', () => {
  it('shows the 2 built-in posts, newest first, without pagination', () => {
    renderAt('/blogs', BLOG_POSTS);
    expect(shownTitles()).toEqual([BLOG_POSTS[1]!.title, BLOG_POSTS[0]!.title]);
    expect(screen.queryByRole('navigation', { name: 'Blog pages' })).not.toBeInTheDocument();
    const sidebar = screen.getByRole('complementary', { name: 'Blog sidebar' });
    expect(within(sidebar).getByRole('link', { name: /Smartphones\s*1/ })).toHaveAttribute(
      'href',
      '/blogs?category=Smartphones',
    );
    expect(within(sidebar).getByRole('link', { name: /#Buying Guide\W+\(2\)/ })).toHaveAttribute(
      'href',
      '/blogs?tag=Buying+Guide',
    );
  });

  // Eight clicks through a page of 70 posts: more than the default 5 s when the machine is busy.
  it('pages 6 at a time with first/last and ellipses', { timeout: 20_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const router = renderAt('/blogs', makePosts(70));
    expect(shownTitles()).toEqual(['Story 70', 'Story 69', 'Story 68', 'Story 67', 'Story 66', 'Story 65']);
    expect(pageButtons()).toEqual(['1', '2', '…', '12']);
    expect(screen.getByText('Showing 1–6 of 70 posts')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Blog pages' });
    expect(within(nav).queryByRole('link', { name: 'First page' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();

    await user.click(within(nav).getByRole('link', { name: 'Last page' }));
    expect(router.state.location.search).toBe('?page=12');
    expect(shownTitles()).toEqual(['Story 4', 'Story 3', 'Story 2', 'Story 1']);
    expect(pageButtons()).toEqual(['1', '…', '11', '12']);
    expect(screen.queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Previous page' }));
    await user.click(screen.getByRole('link', { name: 'Previous page' }));
    await user.click(screen.getByRole('link', { name: 'Previous page' }));
    expect(router.state.location.search).toBe('?page=9');
    // A single hidden page (11) is shown as a number rather than an ellipsis.
    expect(pageButtons()).toEqual(['1', '…', '8', '9', '10', '11', '12']);

    await user.click(screen.getByRole('link', { name: 'Page 8' }));
    expect(router.state.location.search).toBe('?page=8');
    expect(pageButtons()).toEqual(['1', '…', '7', '8', '9', '…', '12']);
    expect(screen.getAllByTestId('pagination-ellipsis')).toHaveLength(2);
    expect(screen.getByText('8', { selector: '[aria-current="page"]' })).toBeInTheDocument();
    expect(shownTitles()[0]).toBe('Story 28');

    await user.click(screen.getByRole('link', { name: 'Next page' }));
    expect(router.state.location.search).toBe('?page=9');
    await user.click(screen.getByRole('link', { name: 'First page' }));
    expect(router.state.location.search).toBe('');
    expect(shownTitles()[0]).toBe('Story 70');
  });

  it('searches title, excerpt, category and tags and goes back to page 1', async () => {
    const user = userEvent.setup();
    const router = renderAt('/blogs?page=3', makePosts(40));
    const search = screen.getByRole('searchbox', { name: 'Search blog posts' });
    await user.type(search, 'deals');
    expect(router.state.location.search).toBe('?q=deals');
    expect(shownTitles()).toEqual(['Story 40', 'Story 35', 'Story 30', 'Story 25', 'Story 20', 'Story 15']);
    expect(pageButtons()).toEqual(['1', '2']);

    await user.clear(search);
    await user.type(search, 'story 17');
    expect(shownTitles()).toEqual(['Story 17']);

    await user.clear(search);
    await user.type(search, 'laptops');
    expect(screen.getByText('Showing 1–6 of 20 posts')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'no such thing');
    expect(shownTitles()).toEqual([]);
    expect(screen.getByText(BLOG_EMPTY_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Blog pages' })).not.toBeInTheDocument();
  }, 30_000);

  it('filters by ?tag= and can clear the filter', async () => {
    const user = userEvent.setup();
    const router = renderAt('/blogs?tag=deals', makePosts(40));
    expect(shownTitles()).toEqual(['Story 40', 'Story 35', 'Story 30', 'Story 25', 'Story 20', 'Story 15']);
    expect(screen.getByText('#deals')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Clear filter' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByText('Showing 1–6 of 40 posts')).toBeInTheDocument();
  });

  it('shows the empty text for an unknown tag', () => {
    renderAt('/blogs?tag=unknown', BLOG_POSTS);
    expect(screen.getByText(BLOG_EMPTY_TEXT)).toBeInTheDocument();
  });
});
