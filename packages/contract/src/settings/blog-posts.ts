import { z } from 'zod';
import { BLOG_LIMITS, BLOG_BUILTIN_RULE, BLOG_MESSAGES, isBlogCover, BLOG_POST_STATES } from './blog-post-rules.js';
import { hasInvalidTextCharacters } from '../shared/text-hygiene.js';

// The shop's blog as the owner writes it (issue #32): posts with a cover picture uploaded here,
// title, excerpt and Markdown body in English and Nepali (a blank Nepali text shows the English),
// each with a draft and a published version. Every publish and unpublish is kept in an append-only
// history (blog_post_revisions). The two built-in posts are demo content: the shop shows them only
// while it has its demo data and the owner has published no post (BLOG_BUILTIN_RULE).

const M = BLOG_MESSAGES;

const text = (max: number) =>
  z
    .string({ error: M.tooLong(max) })
    .trim()
    .max(max, M.tooLong(max))
    .refine((value) => !hasInvalidTextCharacters(value), M.textInvalid)
    .default('');

const markdown = z.string({ error: M.tooLong(BLOG_LIMITS.body) }).max(BLOG_LIMITS.body, M.tooLong(BLOG_LIMITS.body));

const isCalendarDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** A post as the owner writes it: the draft, what is published, and what each history entry keeps. */
export const blogPostContentSchema = z.object({
  title_en: text(BLOG_LIMITS.title),
  title_ne: text(BLOG_LIMITS.title),
  excerpt_en: text(BLOG_LIMITS.excerpt).describe('A sentence or two for the list of posts'),
  excerpt_ne: text(BLOG_LIMITS.excerpt),
  body_en: markdown.default('').describe('Markdown'),
  body_ne: markdown.default('').describe('Markdown; blank: the English shows'),
  cover: z
    .string({ error: M.coverInvalid })
    .trim()
    .refine((value) => value === '' || isBlogCover(value), M.coverInvalid)
    .default('')
    .describe("The cover picture's address from POST /api/v1/admin/media/"),
  cover_alt_en: text(BLOG_LIMITS.alt).describe('What the picture shows, for screen readers'),
  cover_alt_ne: text(BLOG_LIMITS.alt),
  author: text(BLOG_LIMITS.author),
  category_en: text(BLOG_LIMITS.category),
  category_ne: text(BLOG_LIMITS.category),
  tags: z
    .array(text(BLOG_LIMITS.tag), { error: M.tooManyTags })
    .max(BLOG_LIMITS.tags, M.tooManyTags)
    .transform((tags) => [...new Set(tags.filter(Boolean))])
    .default(() => []),
  date: z
    .string({ error: M.dateInvalid })
    .trim()
    .refine((value) => value === '' || isCalendarDate(value), M.dateInvalid)
    .default('')
    .describe('The date the post shows, YYYY-MM-DD; blank: the day it is first published'),
});
export type BlogPostContent = z.output<typeof blogPostContentSchema>;

/** The same content as answered (already checked when it was saved). */
const savedContentSchema = z.object({
  title_en: z.string(),
  title_ne: z.string(),
  excerpt_en: z.string(),
  excerpt_ne: z.string(),
  body_en: z.string(),
  body_ne: z.string(),
  cover: z.string(),
  cover_alt_en: z.string(),
  cover_alt_ne: z.string(),
  author: z.string(),
  category_en: z.string(),
  category_ne: z.string(),
  tags: z.array(z.string()),
  date: z.string(),
});

/** A draft as saved: only the English title is needed. */
export const blogPostDraftSchema = blogPostContentSchema.superRefine((post, ctx) => {
  if (post.title_en === '') ctx.addIssue({ code: 'custom', path: ['title_en'], message: M.titleRequired });
});

const NEEDED_TO_PUBLISH = ['excerpt_en', 'author', 'category_en', 'cover_alt_en'] as const;

/** What is published: the English title, excerpt, text, cover with its description, author and category. */
export const blogPostPublishSchema = blogPostDraftSchema.superRefine((post, ctx) => {
  for (const field of NEEDED_TO_PUBLISH)
    if (post[field] === '') ctx.addIssue({ code: 'custom', path: [field], message: M.required });
  if (post.body_en.trim() === '') ctx.addIssue({ code: 'custom', path: ['body_en'], message: M.required });
  if (post.cover === '') ctx.addIssue({ code: 'custom', path: ['cover'], message: M.coverRequired });
});

const positiveId = (message: string) => z.coerce.number({ error: message }).int(message).positive(message);

export const blogPostParamsSchema = z.object({ id: positiveId(M.idInvalid) });
export const blogPostRevisionParamsSchema = blogPostParamsSchema.extend({
  revision: positiveId(M.revisionNotFound),
});

/** The shop's list: ?tag= (one of a post's tags, any case) and ?page= (6 a page; none: every post). */
export const blogListQuerySchema = z.object({
  tag: z.string().trim().max(BLOG_LIMITS.tag).optional(),
  page: z.coerce
    .number({ error: M.pageInvalid })
    .int(M.pageInvalid)
    .min(1, M.pageInvalid)
    .max(10_000, M.pageInvalid)
    .optional(),
});

const stamp = z.object({ at: z.string(), by: z.string().nullable() });

/** A post in the back office's list. `draft_changed`: the draft differs from what the shop shows. */
export const blogPostSummarySchema = z.object({
  id: z.number().int(),
  title_en: z.string(),
  state: z.enum(BLOG_POST_STATES),
  draft_changed: z.boolean(),
  date: z.string().describe('The date the post shows (blank until it is first published)'),
  ever_published: z.boolean().describe('False: a draft that may be deleted'),
  draft_saved: stamp,
  published: stamp.nullable(),
});
export type BlogPostSummary = z.output<typeof blogPostSummarySchema>;

export const blogPostRevisionSummarySchema = z.object({
  id: z.number().int(),
  action: z.enum(['published', 'unpublished']),
  at: z.string(),
  by: z.string(),
});
export type BlogPostRevisionSummary = z.output<typeof blogPostRevisionSummarySchema>;

export const blogPostRevisionSchema = blogPostRevisionSummarySchema.extend({
  content: savedContentSchema.nullable(),
});
export type BlogPostRevision = z.output<typeof blogPostRevisionSchema>;

export const adminBlogPostSchema = blogPostSummarySchema.extend({
  draft: savedContentSchema,
  published_content: savedContentSchema.nullable(),
  history: z.array(blogPostRevisionSummarySchema),
});
export type AdminBlogPost = z.output<typeof adminBlogPostSchema>;

export const adminBlogPostsResponseSchema = z.object({ data: z.array(blogPostSummarySchema) });
export const adminBlogPostResponseSchema = z.object({ data: adminBlogPostSchema, message: z.string().optional() });
export const blogPostDeletedResponseSchema = z.object({ message: z.string() });
export const blogPostRevisionResponseSchema = z.object({ data: blogPostRevisionSchema });

/** A published post in the shop's list; a null Nepali text shows the English. */
export const shopBlogPostSchema = z.object({
  id: z.number().int(),
  title_en: z.string(),
  title_ne: z.string().nullable(),
  excerpt_en: z.string(),
  excerpt_ne: z.string().nullable(),
  cover: z.string(),
  cover_alt_en: z.string(),
  cover_alt_ne: z.string().nullable(),
  author: z.string(),
  category_en: z.string(),
  category_ne: z.string().nullable(),
  tags: z.array(z.string()),
  date: z.string().describe('YYYY-MM-DD'),
});
export type ShopBlogPost = z.output<typeof shopBlogPostSchema>;

const neighbour = z.object({ id: z.number().int(), title_en: z.string(), title_ne: z.string().nullable() }).nullable();

/** One published post: its text as sanitised HTML, and the next older (previous) and newer (next) post. */
export const shopBlogPostDetailSchema = shopBlogPostSchema.extend({
  html_en: z.string(),
  html_ne: z.string().nullable(),
  previous: neighbour,
  next: neighbour,
});
export type ShopBlogPostDetail = z.output<typeof shopBlogPostDetailSchema>;

export const shopBlogListResponseSchema = z.object({
  data: z.array(shopBlogPostSchema).describe('Newest first'),
  builtin: z.boolean().describe(`True: the shop shows its two built-in posts instead. ${BLOG_BUILTIN_RULE}`),
  page: z.number().int(),
  total_pages: z.number().int(),
  total: z.number().int(),
});
export type ShopBlogList = z.output<typeof shopBlogListResponseSchema>;
export const shopBlogPostResponseSchema = z.object({ data: shopBlogPostDetailSchema });
