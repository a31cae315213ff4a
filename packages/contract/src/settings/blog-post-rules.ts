import { INVALID_TEXT_CHARACTERS } from '../shared/text-hygiene.js';

// The owner's blog posts (issue #32): limits, words, paths and rules, without zod, so /blogs does
// not load it. Their schemas are in blog-posts.ts.

export const BLOG_LIMITS = {
  title: 120,
  excerpt: 300,
  body: 30_000,
  alt: 150,
  author: 80,
  category: 40,
  tag: 30,
  tags: 8,
} as const;

/** Posts per page of /blogs and of the shop's list (docs/rules/content.md#blog). */
export const BLOG_LIST_PAGE_SIZE = 6;

/** The owner's posts are numbered from here, so an old link to a built-in post (1, 2) never opens one. */
export const BLOG_FIRST_OWN_ID = 101;

/** The ids of the web app's two built-in posts (apps/web/src/content/blog-posts.ts). */
export const BUILTIN_BLOG_POST_IDS: readonly number[] = [1, 2];

/** When the shop shows its two built-in posts, in words (the API's documentation says it too). */
export const BLOG_BUILTIN_RULE =
  'The two built-in posts are demo content: shown only while the shop has its demo catalogue and the owner has published no post of their own.';

export const BLOG_MESSAGES = {
  idInvalid: 'There is no such blog post',
  titleRequired: 'Give the post a title in English',
  required: 'Fill this in before publishing',
  coverRequired: 'Upload a cover picture before publishing',
  coverInvalid: 'Use a picture uploaded here',
  dateInvalid: 'Give the date as YYYY-MM-DD',
  tooLong: (max: number) => `Must be at most ${max} characters`,
  tooManyTags: `At most ${BLOG_LIMITS.tags} tags`,
  textInvalid: `Text ${INVALID_TEXT_CHARACTERS}`,
  created: 'Draft created: the shop does not show it yet',
  draftSaved: 'Draft saved: the shop still shows the published post',
  published: 'Post published: the shop shows it now',
  unpublished: 'Post unpublished: the shop no longer shows it',
  deleted: 'Draft deleted',
  revisionNotFound: 'This post has no such version',
  pageInvalid: 'Page must be a whole number from 1',
} as const;

/** A picture stored by this shop's upload (POST /api/v1/admin/media/ answers such an address). */
export const isBlogCover = (src: string) => /^\/media\/[A-Za-z0-9._-]+$/.test(src);

export const BLOG_POST_STATES = ['draft', 'published'] as const;

export const SHOP_BLOG_PATH = '/api/v1/shop/blog/';
export const SHOP_BLOG_POST_PATH = '/api/v1/shop/blog/:id/';
export const ADMIN_BLOG_POSTS_PATH = '/api/v1/admin/blog/';
export const ADMIN_BLOG_POST_PATH = '/api/v1/admin/blog/:id/';
export const ADMIN_BLOG_POST_PUBLISH_PATH = '/api/v1/admin/blog/:id/publish/';
export const ADMIN_BLOG_POST_UNPUBLISH_PATH = '/api/v1/admin/blog/:id/unpublish/';
export const ADMIN_BLOG_POST_REVISION_PATH = '/api/v1/admin/blog/:id/revisions/:revision/';

/** A path with its `:id` and `:revision` filled in. */
export const blogPostPath = (path: string, id: number, revision?: number) =>
  path.replace(':id', String(id)).replace(':revision', String(revision ?? ''));
