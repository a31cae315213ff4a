import { z } from 'zod';
import { ACCOUNT_MESSAGES, emailField } from './account-forms.js';

// 'Notify me when back in stock' on a sold-out product or colour (issue 16). A signed-in shopper is
// told at their account's e-mail; a visitor gives one. When stock returns each subscriber gets one
// e-mail and the subscription ends.

/** POST (subscribe), GET and DELETE (a signed-in shopper's own) for one product. */
export const backInStockPath = (productId: number) => `/api/v1/products/${productId}/back-in-stock/`;

export const BACK_IN_STOCK_MESSAGES = {
  /** The answer to a subscription (a repeat gets the same words: nobody learns who else asked). */
  subscribed: "We'll e-mail you when this item is back in stock!",
  cancelled: 'You will no longer get an e-mail when this item is back in stock.',
  productInStock: 'This item is in stock: you can add it to your cart now.',
  colourInStock: 'This colour is in stock: you can add it to your cart now.',
  noLongerSold: 'This product is no longer sold.',
  unknownColour: 'Choose a colour of this product',
  /** Spec §8's failure toast. */
  failure: 'Something went wrong',
  buttonLabel: 'Notify me when back in stock',
  visitorButtonLabel: 'Notify me',
  alreadySubscribed: "You're on the list: we'll e-mail you when it's back.",
} as const;

const colorId = z
  .number({ error: BACK_IN_STOCK_MESSAGES.unknownColour })
  .int(BACK_IN_STOCK_MESSAGES.unknownColour)
  .positive(BACK_IN_STOCK_MESSAGES.unknownColour)
  .max(2_147_483_647, BACK_IN_STOCK_MESSAGES.unknownColour);

/**
 * POST body. `email` is required from visitors only (a signed-in shopper is told at the account's
 * e-mail, and an e-mail sent along is ignored): the server checks that, not this schema.
 */
export const backInStockRequestSchema = z.object({
  color_id: colorId.nullish(),
  email: emailField.optional(),
});
export type BackInStockRequest = z.input<typeof backInStockRequestSchema>;

/** The visitor's form on the product page. */
export const backInStockEmailSchema = z.object({ email: emailField });
export type BackInStockEmailInput = z.input<typeof backInStockEmailSchema>;

/** The message a visitor without an e-mail gets (field 'email'). */
export const BACK_IN_STOCK_EMAIL_REQUIRED = ACCOUNT_MESSAGES.emailRequired;

export interface BackInStockSubscription {
  product_id: number;
  /** Null: the product as a whole. */
  color_id: number | null;
  created_at: string;
}

/** GET: the signed-in shopper's subscriptions for one product (the product itself and/or colours). */
export interface BackInStockList {
  subscriptions: BackInStockSubscription[];
}
