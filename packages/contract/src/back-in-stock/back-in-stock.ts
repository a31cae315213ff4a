import { z } from 'zod';
import { ACCOUNT_MESSAGES, emailField } from '../auth/account-forms.js';
import { BACK_IN_STOCK_MESSAGES } from './back-in-stock-texts.js';

// 'Notify me when back in stock' on a sold-out product or colour (issue 16). A signed-in shopper is
// told at their account's e-mail; a visitor gives one. When stock returns each subscriber gets one
// e-mail and the subscription ends.

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
