import { z } from 'zod';
import { pageParam } from '../shared/query-params.js';
import { ANSWER_MAX, QUESTION_MAX, RATING_MAX, RATING_MIN, REVIEW_TEXT_MAX, reviewMessages } from './reviews.js';

// The review and question forms and the server's reads and writes of them (docs/rules/catalogue.md#reviews).

/** Required text: blank or whitespace-only is missing; surrounding whitespace is dropped. */
const requiredText = (required: string, max: number, tooLong: string) =>
  z.string({ message: required }).trim().min(1, { message: required }).max(max, { message: tooLong });

const ratingSchema = z
  .number({ message: reviewMessages.rating })
  .int({ message: reviewMessages.rating })
  .min(RATING_MIN, { message: reviewMessages.rating })
  .max(RATING_MAX, { message: reviewMessages.rating });

const productIdSchema = z
  .number({ message: reviewMessages.product })
  .int({ message: reviewMessages.product })
  .positive({ message: reviewMessages.product })
  .max(2_147_483_647, { message: reviewMessages.product });

/** The review dialog's fields (docs/rules/catalogue.md#reviews). */
export const reviewFormSchema = z.object({
  rating: ratingSchema,
  review_text: requiredText(reviewMessages.reviewTextRequired, REVIEW_TEXT_MAX, reviewMessages.reviewTextTooLong),
});
export type ReviewForm = z.infer<typeof reviewFormSchema>;

/** Body of POST api/v1/reviews/. A `user` in the body is ignored: the server uses the token. */
export const createReviewSchema = reviewFormSchema.extend({ product: productIdSchema });
export type CreateReviewBody = z.infer<typeof createReviewSchema>;

/** The question dialog's field (docs/rules/catalogue.md#questions-and-answers). */
export const questionFormSchema = z.object({
  question: requiredText(reviewMessages.questionRequired, QUESTION_MAX, reviewMessages.questionTooLong),
});
export type QuestionForm = z.infer<typeof questionFormSchema>;

/** Body of POST api/v1/questions/. */
export const createQuestionSchema = questionFormSchema.extend({ product: productIdSchema });
export type CreateQuestionBody = z.infer<typeof createQuestionSchema>;

/** Body of POST api/v1/questions/{id}/answer/ (staff only). */
export const answerQuestionSchema = z.object({
  answer: requiredText(reviewMessages.answerRequired, ANSWER_MAX, reviewMessages.answerTooLong),
});
export type AnswerQuestionBody = z.infer<typeof answerQuestionSchema>;

/** Query of the two list reads. */
export const productFeedbackQuerySchema = z.object({
  product_slug: z
    .string({ message: 'is required' })
    .trim()
    .min(1, { message: 'is required' })
    .max(200, { message: 'is too long' }),
  page: pageParam.default(1),
});

/** The reviews' list also takes `verified=1`: only reviews by buyers of the product (issue 30). */
export const reviewsQuerySchema = productFeedbackQuerySchema.extend({
  verified: z.enum(['0', '1'], { message: "must be '0' or '1'" }).optional(),
});
