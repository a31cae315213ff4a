import { z } from 'zod';
import type { BackInStockList } from '../back-in-stock/back-in-stock.js';
import type { NewsletterSubscribed } from '../newsletter/newsletter.js';

// Answers of the two e-mail lists a shopper joins: the newsletter and "tell me when it is back in
// stock", for the server's serializer (only these fields are sent) and the OpenAPI document. The
// unsubscribe link's answers are in newsletter.ts; the checks at the end keep these in step with
// the interfaces the storefront reads.

/** POST /api/v1/newsletter/subscribe/ → 200, the same for a new and an already subscribed address. */
export const newsletterSubscribeResponseSchema = z.object({
  message: z.string(),
  data: z.object({ email: z.string(), subscribed: z.literal(true) }),
});

/** POST (200 a repeat, 201 new) and DELETE /api/v1/products/:id/back-in-stock/ */
export const backInStockSubscribedSchema = z.object({
  message: z.string(),
  data: z.object({ product_id: z.number(), color_id: z.number().nullable(), subscribed: z.boolean() }),
});

/** GET /api/v1/products/:id/back-in-stock/: the signed-in shopper's subscriptions for one product. */
export const backInStockListResponseSchema = z.object({
  data: z.object({
    subscriptions: z.array(
      z.object({ product_id: z.number(), color_id: z.number().nullable(), created_at: z.string() }),
    ),
  }),
});

// Compile-time: each schema's output and the interface are assignable both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const subscriptionSchemasMatchContract: [
  Same<z.infer<typeof newsletterSubscribeResponseSchema>['data'], NewsletterSubscribed>,
  Same<z.infer<typeof backInStockListResponseSchema>['data'], BackInStockList>,
] = [true, true];
