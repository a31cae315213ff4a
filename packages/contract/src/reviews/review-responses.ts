import { z } from 'zod';
import type { Question, QuestionList, Review, ReviewList, ReviewSaved } from './reviews.js';

// Response shapes of the reviews and questions routes, for the server's serializer and the
// OpenAPI document: only these fields are sent, so no e-mail or phone can slip into an answer.
// The checks at the end keep them in step with the interfaces in reviews.ts.

export const publicUserSchema = z.object({ first_name: z.string(), last_name: z.string() });

export const reviewSchema = z.object({
  id: z.number(),
  rating: z.number(),
  review_text: z.string(),
  verified_purchase: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  user: publicUserSchema,
  staff_reply: z
    .object({ text: z.string(), replied_at: z.string() })
    .nullable()
    .describe("The shop's public reply, shown under the review; null when none"),
  configuration: z
    .string()
    .nullable()
    .optional()
    .describe(
      "The configuration reviewed ('12GB/512GB') when it is another of the product's family than the one listed: a family's configurations share their reviews",
    ),
});

export const reviewListSchema = z.object({
  data: z.array(reviewSchema),
  count: z.number(),
  page: z.number(),
  total_pages: z.number(),
  overall_rating: z.number(),
  total_ratings: z.number(),
  my_review: reviewSchema.nullable(),
});

export const reviewSavedSchema = z.object({
  data: reviewSchema,
  created: z.boolean(),
  overall_rating: z.number(),
  total_ratings: z.number(),
});

export const questionSchema = z.object({
  id: z.number(),
  question: z.string(),
  created_at: z.string(),
  user: publicUserSchema,
  answer: z.string().nullable(),
  answered_by: publicUserSchema.nullable(),
  answered_at: z.string().nullable(),
});

export const questionSavedSchema = z.object({ data: questionSchema });

export const questionListSchema = z.object({
  data: z.array(questionSchema),
  count: z.number(),
  page: z.number(),
  total_pages: z.number(),
});

// Compile-time: each schema's output and the interface are assignable both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const reviewSchemasMatchContract: [
  Same<z.infer<typeof reviewSchema>, Review>,
  Same<z.infer<typeof reviewListSchema>, ReviewList>,
  Same<z.infer<typeof reviewSavedSchema>, ReviewSaved>,
  Same<z.infer<typeof questionSchema>, Question>,
  Same<z.infer<typeof questionListSchema>, QuestionList>,
] = [true, true, true, true, true];
