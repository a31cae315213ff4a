import { BLOG_FIRST_OWN_ID, BUILTIN_BLOG_POST_IDS } from '@pasal/contract';
import { describe, expect, it } from 'vitest';
import { BLOG_POSTS, type BlogPost } from '../../content/blog-posts';
import {
  adjacentPosts,
  categoryCounts,
  filterPosts,
  findPost,
  formatPostDate,
  pageItems,
  paginate,
  recentPosts,
  tagCounts,
} from './blog';

function makePosts(count: number): BlogPost[] {
  return Array.from({ length: count }, (_, index) => {
    const id = index + 1;
    return {
      id,
      title: `Post number ${id}`,
      excerpt: id % 2 === 0 ? 'About phones' : 'About laptops',
      content: '<p>Body</p>',
      image: '/blog/x.svg',
      imageAlt: '',
      author: 'Team',
      date: `2025-01-${String(id).padStart(2, '0')}`,
      category: id % 3 === 0 ? 'Laptops' : 'Phones',
      tags: id % 2 === 0 ? ['Even', 'All'] : ['Odd', 'All'],
    };
  });
}

describe('built-in posts', () => {
  it('has 2 posts with HTML content, image, author, date, category and tags', () => {
    expect(BLOG_POSTS).toHaveLength(2);
    for (const post of BLOG_POSTS) {
      expect(post.content).toMatch(/<h2>/);
      expect(post.image).toMatch(/^\/blog\/.+\.svg$/);
      expect(post.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(post.tags.length).toBeGreaterThan(0);
    }
  });

  it('has the ids the server lists in the sitemap, below those of the owner’s posts', () => {
    expect(BLOG_POSTS.map((post) => post.id)).toEqual(BUILTIN_BLOG_POST_IDS);
    expect(Math.max(...BUILTIN_BLOG_POST_IDS)).toBeLessThan(BLOG_FIRST_OWN_ID);
  });
});

describe('filterPosts', () => {
  const posts = makePosts(12);

  it('lists newest first', () => {
    expect(filterPosts(posts, {}).map((post) => post.id)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
  });

  it('searches title, excerpt, category and tags', () => {
    expect(filterPosts(posts, { query: 'number 7' }).map((post) => post.id)).toEqual([7]);
    expect(filterPosts(posts, { query: 'LAPTOPS' }).map((post) => post.id)).toEqual([12, 11, 9, 7, 6, 5, 3, 1]);
    expect(filterPosts(posts, { query: 'even' })).toHaveLength(6);
    expect(filterPosts(posts, { query: 'nothing like this' })).toEqual([]);
  });

  it('filters by tag and category, case-insensitively', () => {
    expect(filterPosts(posts, { tag: 'odd' }).every((post) => post.id % 2 === 1)).toBe(true);
    expect(filterPosts(posts, { category: 'laptops' }).map((post) => post.id)).toEqual([12, 9, 6, 3]);
    expect(filterPosts(posts, { tag: 'Even', category: 'Laptops', query: 'number' }).map((post) => post.id)).toEqual([
      12, 6,
    ]);
  });
});

describe('paginate', () => {
  const items = Array.from({ length: 14 }, (_, index) => index + 1);

  it('cuts pages of 6', () => {
    expect(paginate(items, 1)).toEqual({ items: [1, 2, 3, 4, 5, 6], page: 1, totalPages: 3 });
    expect(paginate(items, 3)).toEqual({ items: [13, 14], page: 3, totalPages: 3 });
  });

  it('clamps impossible page numbers', () => {
    expect(paginate(items, 99).page).toBe(3);
    expect(paginate(items, -2).page).toBe(1);
    expect(paginate(items, Number.NaN).page).toBe(1);
    expect(paginate([], 4)).toEqual({ items: [], page: 1, totalPages: 1 });
  });
});

describe('pageItems', () => {
  it('shows every page when there are few', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('puts ellipses around the current page', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 'ellipsis-end', 10]);
    expect(pageItems(5, 10)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'ellipsis-start', 9, 10]);
  });

  it('shows a single hidden page instead of an ellipsis', () => {
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 10]);
    expect(pageItems(7, 10)).toEqual([1, 'ellipsis-start', 6, 7, 8, 9, 10]);
  });
});

describe('sidebar', () => {
  const posts = makePosts(7);

  it('counts categories and tags, most used first', () => {
    expect(categoryCounts(posts)).toEqual([
      { name: 'Phones', count: 5 },
      { name: 'Laptops', count: 2 },
    ]);
    expect(tagCounts(posts)).toEqual([
      { name: 'All', count: 7 },
      { name: 'Odd', count: 4 },
      { name: 'Even', count: 3 },
    ]);
  });

  it('lists the 3 most recent posts', () => {
    expect(recentPosts(posts).map((post) => post.id)).toEqual([7, 6, 5]);
  });
});

describe('detail helpers', () => {
  const posts = makePosts(3);

  it('finds the previous (older) and next (newer) post', () => {
    expect(adjacentPosts(posts, 2)).toEqual({ previous: posts[0], next: posts[2] });
    expect(adjacentPosts(posts, 1)).toEqual({ previous: null, next: posts[1] });
    expect(adjacentPosts(posts, 3)).toEqual({ previous: posts[1], next: null });
    expect(adjacentPosts(posts, 99)).toEqual({ previous: null, next: null });
  });

  it('finds a post only by a whole-number id', () => {
    expect(findPost(posts, '2')?.id).toBe(2);
    expect(findPost(posts, '99')).toBeNull();
    expect(findPost(posts, '2abc')).toBeNull();
    expect(findPost(posts, '1.0')).toBeNull();
    expect(findPost(posts, undefined)).toBeNull();
  });

  it('formats dates without a time zone shift', () => {
    expect(formatPostDate('2025-09-14')).toBe('14 September 2025');
  });
});
