import { z } from 'zod';

// Response shapes of the reviews and questions endpoints, for the OpenAPI document and as a last
// guard: the serializer sends only these fields, so no e-mail or phone can slip into a response.

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

export const errorSchema = z.object({ message: z.string(), errors: z.record(z.string(), z.string()).optional() });

/** Rate-limit key of a signed-in person's writes: their account, whatever address they use. */
export function perUserKey(request: { user: { userId: number } | null; ip: string }): string {
  return request.user ? `user:${request.user.userId}` : `ip:${request.ip}`;
}
