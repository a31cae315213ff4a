import { z } from 'zod';
import { pageParam } from '../shared/query-params.js';
import { RATING_MAX, RATING_MIN } from './reviews.js';
import { hasInvalidTextCharacters, INVALID_TEXT_CHARACTERS } from '../shared/text-hygiene.js';

// The back office's reviews and questions (staff and admins): api/v1/admin/reviews/ and
// api/v1/admin/questions/. Request and answer schemas, limits and messages; the server validates
// with these and the staff screens' forms use the same ones, so every message is written once.
//
// Rules the server keeps (apps/server/src/modules/reviews, …/questions):
// - A hidden review is not shown to shoppers and does not count in the product's overall_rating
//   and total_ratings; hiding and showing recompute both in the same transaction.
// - Hiding needs a reason (kept for staff, never shown to shoppers). Hiding a hidden review or
//   showing a visible one is refused (409), so two staff members never overwrite each other.
// - A staff reply is public: shown under the review as "Reply from <shop name>". Saving again
//   replaces it; it can be removed.
// - Answering a question e-mails the asker the question and the answer with a link to the product.
//   Answering again replaces the answer; the asker is e-mailed again only when the text changed
//   (saving the same words twice sends nothing).

export const MODERATION_LIMITS = {
  hideReasonMax: 500,
  replyMax: 2000,
  answerMax: 2000,
  productFilterMax: 200,
} as const;

export const ADMIN_REVIEWS_PAGE_SIZE = 25;
export const ADMIN_QUESTIONS_PAGE_SIZE = 25;

export const MODERATION_MESSAGES = {
  reasonRequired: 'Please say why the review is hidden',
  reasonTooLong: `The reason must be at most ${MODERATION_LIMITS.hideReasonMax} characters`,
  replyRequired: 'Please write the reply',
  replyTooLong: `The reply must be at most ${MODERATION_LIMITS.replyMax} characters`,
  answerRequired: 'Please write the answer',
  answerTooLong: `The answer must be at most ${MODERATION_LIMITS.answerMax} characters`,
  hidden: 'Review hidden: it no longer counts in the rating',
  shown: 'Review shown again: it counts in the rating',
  replySaved: 'Reply published',
  replyRemoved: 'Reply removed',
  answered: 'Answer published: the customer has been e-mailed',
  answerUpdated: 'Answer updated: the customer has been e-mailed the new answer',
  answerUnchanged: 'Answer unchanged: no e-mail sent',
  deleteReasonRequired: 'Please say why the review is deleted',
  deleted: 'Review deleted: the reason is kept in the moderation log',
} as const;

export const ADMIN_MODERATION_PATHS = {
  reviews: '/api/v1/admin/reviews/',
  hide: (id: number) => `/api/v1/admin/reviews/${id}/hide/`,
  show: (id: number) => `/api/v1/admin/reviews/${id}/show/`,
  reply: (id: number) => `/api/v1/admin/reviews/${id}/reply/`,
  delete: (id: number) => `/api/v1/admin/reviews/${id}/delete/`,
  questions: '/api/v1/admin/questions/',
  answer: (id: number) => `/api/v1/admin/questions/${id}/answer/`,
} as const;

// ---- requests ----------------------------------------------------------------------------------

/** Trimmed text, required, at most `max` characters, without characters no field can hold. */
const staffText = (required: string, max: number, tooLong: string) =>
  z
    .string({ message: required })
    .trim()
    .min(1, { message: required })
    .max(max, { message: tooLong })
    .refine((text) => !hasInvalidTextCharacters(text), { message: INVALID_TEXT_CHARACTERS });

export const hideReviewSchema = z.object({
  reason: staffText(
    MODERATION_MESSAGES.reasonRequired,
    MODERATION_LIMITS.hideReasonMax,
    MODERATION_MESSAGES.reasonTooLong,
  ),
});
export type HideReviewBody = z.infer<typeof hideReviewSchema>;

/** POST api/v1/admin/reviews/{id}/delete/: why, kept with who and when after the review is gone. */
export const deleteReviewSchema = z.object({
  reason: staffText(
    MODERATION_MESSAGES.deleteReasonRequired,
    MODERATION_LIMITS.hideReasonMax,
    MODERATION_MESSAGES.reasonTooLong,
  ),
});
export type DeleteReviewBody = z.infer<typeof deleteReviewSchema>;

export const reviewReplySchema = z.object({
  reply: staffText(MODERATION_MESSAGES.replyRequired, MODERATION_LIMITS.replyMax, MODERATION_MESSAGES.replyTooLong),
});
export type ReviewReplyBody = z.infer<typeof reviewReplySchema>;

export const staffAnswerSchema = z.object({
  answer: staffText(MODERATION_MESSAGES.answerRequired, MODERATION_LIMITS.answerMax, MODERATION_MESSAGES.answerTooLong),
});
export type StaffAnswerBody = z.infer<typeof staffAnswerSchema>;

const pageField = pageParam.default(1);

/** Product filter: part of the product's name, its slug or its id. */
const productFilter = z.string().trim().max(MODERATION_LIMITS.productFilterMax, { message: 'is too long' }).optional();

export const REVIEW_VISIBILITY_FILTERS = ['visible', 'hidden'] as const;
export type ReviewVisibilityFilter = (typeof REVIEW_VISIBILITY_FILTERS)[number];

export const adminReviewListQuerySchema = z.object({
  rating: z.coerce
    .number({ message: `must be a whole number from ${RATING_MIN} to ${RATING_MAX}` })
    .int({ message: `must be a whole number from ${RATING_MIN} to ${RATING_MAX}` })
    .min(RATING_MIN, { message: `must be a whole number from ${RATING_MIN} to ${RATING_MAX}` })
    .max(RATING_MAX, { message: `must be a whole number from ${RATING_MIN} to ${RATING_MAX}` })
    .optional(),
  product: productFilter,
  visibility: z
    .enum(REVIEW_VISIBILITY_FILTERS, { message: `must be one of ${REVIEW_VISIBILITY_FILTERS.join(', ')}` })
    .optional(),
  page: pageField,
});
export type AdminReviewListQuery = z.infer<typeof adminReviewListQuerySchema>;

export const QUESTION_STATUS_FILTERS = ['unanswered', 'answered'] as const;
export type QuestionStatusFilter = (typeof QUESTION_STATUS_FILTERS)[number];

export const adminQuestionListQuerySchema = z.object({
  status: z
    .enum(QUESTION_STATUS_FILTERS, { message: `must be one of ${QUESTION_STATUS_FILTERS.join(', ')}` })
    .optional(),
  product: productFilter,
  page: pageField,
});
export type AdminQuestionListQuery = z.infer<typeof adminQuestionListQuerySchema>;

export const moderationIdParamsSchema = z.object({
  id: z.coerce
    .number({ message: 'must be a whole number of at least 1' })
    .int({ message: 'must be a whole number of at least 1' })
    .min(1, { message: 'must be a whole number of at least 1' })
    .max(2_147_483_647, { message: 'is too large' }),
});

// ---- answers -----------------------------------------------------------------------------------

const personSchema = z.object({ first_name: z.string(), last_name: z.string() });
const productRefSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });

export const adminReviewSchema = z.object({
  id: z.number().int(),
  product: productRefSchema,
  user: personSchema,
  rating: z.number().int(),
  review_text: z.string(),
  verified_purchase: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  hidden: z
    .object({ at: z.string(), reason: z.string(), by: personSchema.nullable() })
    .nullable()
    .describe('Set while the review is hidden from shoppers; by is null when that staff account is gone'),
  reply: z
    .object({ text: z.string(), at: z.string(), by: personSchema.nullable() })
    .nullable()
    .describe('The public staff reply shown under the review'),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminReviewListSchema = z.object({
  data: z.array(adminReviewSchema),
  count: z.number().int(),
  page: z.number().int(),
  total_pages: z.number().int(),
});
export type AdminReviewList = z.infer<typeof adminReviewListSchema>;

export const adminReviewChangedSchema = z.object({
  data: adminReviewSchema,
  message: z.string(),
  overall_rating: z.number().describe("The product's rating after the change (visible reviews only)"),
  total_ratings: z.number().int().describe("The product's number of visible reviews after the change"),
});
export type AdminReviewChanged = z.infer<typeof adminReviewChangedSchema>;

export const adminReviewDeletedSchema = z.object({
  data: z.object({ id: z.number().int(), product_id: z.number().int() }),
  message: z.string(),
  overall_rating: z.number().describe("The product's rating without the deleted review"),
  total_ratings: z.number().int(),
});
export type AdminReviewDeleted = z.infer<typeof adminReviewDeletedSchema>;

export const adminReviewRepliedSchema = z.object({ data: adminReviewSchema, message: z.string() });
export type AdminReviewReplied = z.infer<typeof adminReviewRepliedSchema>;

export const adminQuestionSchema = z.object({
  id: z.number().int(),
  product: productRefSchema,
  user: personSchema,
  question: z.string(),
  created_at: z.string(),
  answer: z.string().nullable(),
  answered_by: personSchema.nullable(),
  answered_at: z.string().nullable(),
});
export type AdminQuestion = z.infer<typeof adminQuestionSchema>;

export const adminQuestionListSchema = z.object({
  data: z.array(adminQuestionSchema),
  count: z.number().int(),
  unanswered: z.number().int().describe('Questions still waiting for an answer (whatever the filters)'),
  page: z.number().int(),
  total_pages: z.number().int(),
});
export type AdminQuestionList = z.infer<typeof adminQuestionListSchema>;

export const adminQuestionAnsweredSchema = z.object({
  data: adminQuestionSchema,
  message: z.string(),
  emailed: z.boolean().describe('True when the asker was e-mailed (a first answer, or a changed one)'),
});
export type AdminQuestionAnswered = z.infer<typeof adminQuestionAnsweredSchema>;
