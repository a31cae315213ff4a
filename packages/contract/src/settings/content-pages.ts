import { z } from 'zod';
import {
  CONTENT_PAGE_SLUGS,
  isContentPageSlug,
  STAFF_PAGE_SLUGS,
  CONTENT_PAGE_BODY_MAX,
  CONTENT_PAGE_MESSAGES,
  CONTENT_PAGE_STATES,
} from './content-page-rules.js';

// The shop's content pages as the owner writes them (issue #32): About, Warranty, Privacy Policy and
// Terms & Conditions, each a draft and a published version in Markdown, English and Nepali (a blank
// Nepali text shows the English). Until the owner publishes a page the shop shows its built-in one,
// word for word. Every publish and every return to the built-in page is kept in an append-only
// history (content_page_revisions).

const M = CONTENT_PAGE_MESSAGES;

const markdown = z.string({ error: M.bodyTooLong }).max(CONTENT_PAGE_BODY_MAX, M.bodyTooLong);

/** The path parameter: one of the four pages. */
export const contentPageParamsSchema = z.object({
  slug: z.string().refine(isContentPageSlug, M.slugInvalid),
});

export const contentPageRevisionParamsSchema = contentPageParamsSchema.extend({
  revision: z.coerce.number({ error: M.revisionNotFound }).int(M.revisionNotFound).positive(M.revisionNotFound),
});

/** A draft as saved (PUT): either language may be blank. */
export const contentPageDraftSchema = z.object({
  body_en: markdown.default(''),
  body_ne: markdown.default(''),
});
export type ContentPageDraft = z.output<typeof contentPageDraftSchema>;

/** What is published (POST …/publish/): the same, with English written. */
export const contentPagePublishSchema = z.object({
  body_en: markdown.refine((value) => value.trim().length > 0, M.englishRequired),
  body_ne: markdown.default(''),
});

const stamp = z.object({ at: z.string(), by: z.string().nullable() });

/** A page in the back office's list. `draft` is true while the draft differs from what is shown. */
export const contentPageSummarySchema = z.object({
  slug: z.enum(STAFF_PAGE_SLUGS),
  state: z.enum(CONTENT_PAGE_STATES),
  draft_changed: z.boolean(),
  draft_saved: stamp.nullable(),
  published: stamp.nullable(),
});
export type ContentPageSummary = z.output<typeof contentPageSummarySchema>;

export const contentPageRevisionSummarySchema = z.object({
  id: z.number().int(),
  action: z.enum(['published', 'reverted']),
  at: z.string(),
  by: z.string(),
});
export type ContentPageRevisionSummary = z.output<typeof contentPageRevisionSummarySchema>;

export const contentPageRevisionSchema = contentPageRevisionSummarySchema.extend({
  body_en: z.string().nullable(),
  body_ne: z.string().nullable(),
});
export type ContentPageRevision = z.output<typeof contentPageRevisionSchema>;

export const adminContentPageSchema = contentPageSummarySchema.extend({
  slug: z.enum(CONTENT_PAGE_SLUGS),
  draft: z.object({ body_en: z.string(), body_ne: z.string() }),
  published_body: z.object({ body_en: z.string(), body_ne: z.string() }).nullable(),
  history: z.array(contentPageRevisionSummarySchema),
});
export type AdminContentPage = z.output<typeof adminContentPageSchema>;

export const adminContentPagesResponseSchema = z.object({ data: z.array(contentPageSummarySchema) });
export const adminContentPageResponseSchema = z.object({
  data: adminContentPageSchema,
  message: z.string().optional(),
});
export const contentPageRevisionResponseSchema = z.object({ data: contentPageRevisionSchema });

/** What shoppers read: the published page as sanitised HTML; `html_ne` null shows the English. */
export const publishedContentPageSchema = z.object({
  slug: z.enum(CONTENT_PAGE_SLUGS),
  html_en: z.string(),
  html_ne: z.string().nullable(),
  published_at: z.string(),
});
export type PublishedContentPage = z.output<typeof publishedContentPageSchema>;
export const publishedContentPageResponseSchema = z.object({ data: publishedContentPageSchema });
