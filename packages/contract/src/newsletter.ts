import { z } from 'zod';
import { ACCOUNT_MESSAGES } from './account-forms.js';

// Newsletter sign-up on the home page (spec §2, §4 Newsletter form, §7, §8).

export const NEWSLETTER_SUBSCRIBE_PATH = '/api/v1/newsletter/subscribe/';

/** Spec §8: the success toast. */
export const NEWSLETTER_SUCCESS_MESSAGE = 'Thank you for subscribing to our newsletter!';
/** Spec §8: the failure toast. */
export const NEWSLETTER_FAILURE_MESSAGE = 'Something went wrong';

export const newsletterSubscribeSchema = z.object({
  email: z
    .string({ error: ACCOUNT_MESSAGES.emailRequired })
    .trim()
    .min(1, ACCOUNT_MESSAGES.emailRequired)
    .max(254, ACCOUNT_MESSAGES.emailInvalid)
    .regex(z.regexes.email, ACCOUNT_MESSAGES.emailInvalid),
});

export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeSchema>;

/** POST /api/v1/newsletter/subscribe/ → 200, the same answer for a new and an already subscribed address. */
export interface NewsletterSubscribed {
  email: string;
  /** Always true after a successful call: repeats are not errors (no address probing). */
  subscribed: true;
}
