import { isShopLink } from './storefront-navigation-rules.js';

// The shop's content pages (issue #32): which pages there are, their limits, words, paths and the
// Markdown rules, without zod, so a shopper's page that reads them does not load it. Their schemas
// are in content-pages.ts.

export const CONTENT_PAGE_SLUGS = ['about', 'warranty', 'privacy-policy', 'terms-and-conditions'] as const;
export type ContentPageSlug = (typeof CONTENT_PAGE_SLUGS)[number];

export const isContentPageSlug = (value: string): value is ContentPageSlug =>
  (CONTENT_PAGE_SLUGS as readonly string[]).includes(value);

/**
 * The two pages written as lists rather than Markdown (content-lists.ts): the FAQ's questions and
 * the Services page's cards. They share the rows, states and history of the pages above.
 */
export const LIST_PAGE_SLUGS = ['faq', 'services'] as const;
export type ListPageSlug = (typeof LIST_PAGE_SLUGS)[number];

/** Every page on /staff/pages, in the list's order. */
export const STAFF_PAGE_SLUGS = [...CONTENT_PAGE_SLUGS, ...LIST_PAGE_SLUGS] as const;
export type StaffPageSlug = (typeof STAFF_PAGE_SLUGS)[number];

/** Characters of Markdown per language. */
export const CONTENT_PAGE_BODY_MAX = 20_000;

export const CONTENT_PAGE_MESSAGES = {
  slugInvalid: 'Choose one of the pages: about, warranty, privacy-policy or terms-and-conditions',
  bodyTooLong: `A page must be at most ${CONTENT_PAGE_BODY_MAX.toLocaleString('en')} characters`,
  englishRequired: 'Write the page in English before publishing',
  draftSaved: 'Draft saved: the shop still shows the published page',
  published: 'Page published: the shop shows it now',
  reverted: 'The shop shows the built-in page again',
  revisionNotFound: 'This page has no such version',
} as const;

export const CONTENT_PAGE_STATES = ['builtin', 'draft', 'published'] as const;

export const SHOP_PAGE_PATH = '/api/v1/shop/pages/:slug/';
export const ADMIN_CONTENT_PAGES_PATH = '/api/v1/admin/pages/';
export const ADMIN_CONTENT_PAGE_PATH = '/api/v1/admin/pages/:slug/';
export const ADMIN_CONTENT_PAGE_PUBLISH_PATH = '/api/v1/admin/pages/:slug/publish/';
export const ADMIN_CONTENT_PAGE_REVERT_PATH = '/api/v1/admin/pages/:slug/revert/';
export const ADMIN_CONTENT_PAGE_REVISION_PATH = '/api/v1/admin/pages/:slug/revisions/:revision/';

/** A path with its `:name` parameters filled in. */
export const contentPagePath = (path: string, slug: ContentPageSlug, revision?: number) =>
  path.replace(':slug', slug).replace(':revision', String(revision ?? ''));

// ---------------------------------------------------------------------------------------------
// Markdown → HTML, one rule set for the server (what shoppers get) and the editor's preview.

/** markdown-it's options: no raw HTML, bare addresses become links, quotes stay as typed. */
export const PAGE_MARKDOWN_OPTIONS = { html: false, linkify: true, typographer: false } as const;

/** The tags a page may hold after sanitising; everything else is removed (its text kept). */
export const PAGE_ALLOWED_TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'a',
  'blockquote',
  'hr',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;

/** DOMPurify's settings for a page: the tags above, a link's address and title, nothing else. */
export const PAGE_SANITIZE_CONFIG = {
  ALLOWED_TAGS: [...PAGE_ALLOWED_TAGS],
  ALLOWED_ATTR: ['href', 'title'],
  // https addresses and paths on this shop; javascript:, data:, mailto: and the rest lose their href.
  ALLOWED_URI_REGEXP: /^(?:https:\/\/|\/(?!\/))/i,
  KEEP_CONTENT: true,
};

export interface PageMarkdownTools {
  /** markdown-it with PAGE_MARKDOWN_OPTIONS. */
  render: (markdown: string) => string;
  /** DOMPurify's sanitize with PAGE_SANITIZE_CONFIG, returning a string. */
  sanitize: (html: string, config: typeof PAGE_SANITIZE_CONFIG) => string;
}

/**
 * A page's Markdown as the HTML shoppers see: a `#` heading becomes a second-level one (the page
 * has its title), fifth and sixth levels become fourth, only the allowed tags stay, and a link
 * keeps its address only when it is https or a path on this shop (isShopLink), opening with
 * rel="noopener noreferrer". markdown-it escapes every `<` of the text, so the only tags in its
 * output are its own and the replacements below cannot meet text.
 */
export function renderPageMarkdown(markdown: string, tools: PageMarkdownTools): string {
  const html = tools
    .render(markdown)
    .replace(/<(\/?)h1>/g, '<$1h2>')
    .replace(/<(\/?)h[56]>/g, '<$1h4>');
  return tools
    .sanitize(html, PAGE_SANITIZE_CONFIG)
    .replace(/<a href="([^"]*)"/g, (tag, href: string) => (isShopLink(href.replace(/&amp;/g, '&')) ? tag : '<a'))
    .replace(/<a(?=[\s>])/g, '<a rel="noopener noreferrer"');
}
