import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../auth/account-forms.js';

// Newsletter sign-up on the home page (docs/rules/content.md#newsletter).

/**
 * Where a reader signed up. The home page's form is the only one today; the others name the places
 * a later form may use. Rows from before sources were kept count as 'home'.
 */
export const NEWSLETTER_SOURCES = ['home', 'footer', 'checkout', 'account', 'other'] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];
export const NEWSLETTER_SOURCE_LABELS: Record<NewsletterSource, string> = {
  home: 'Home page',
  footer: 'Footer',
  checkout: 'Checkout',
  account: 'Account',
  other: 'Other',
};

/** The success toast (docs/rules/content.md#newsletter). */
export const NEWSLETTER_SUCCESS_MESSAGE = 'Thank you for subscribing to our newsletter!';
/** The failure toast (docs/rules/content.md#newsletter). */
export const NEWSLETTER_FAILURE_MESSAGE = 'Something went wrong';

export const newsletterSubscribeSchema = z.object({
  email: z
    .string({ error: ACCOUNT_MESSAGES.emailRequired })
    .trim()
    .min(1, ACCOUNT_MESSAGES.emailRequired)
    .max(254, ACCOUNT_MESSAGES.emailInvalid)
    .regex(z.regexes.email, ACCOUNT_MESSAGES.emailInvalid),
  /** Which form sent it; 'home' when left out (the home page's form sends only the address). */
  source: z.enum(NEWSLETTER_SOURCES, { message: `must be one of ${NEWSLETTER_SOURCES.join(', ')}` }).default('home'),
});

export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeSchema>;

/** POST /api/v1/newsletter/subscribe/ → 200, the same answer for a new and an already subscribed address. */
export interface NewsletterSubscribed {
  email: string;
  /** Always true after a successful call: repeats are not errors (no address probing). */
  subscribed: true;
}

export const NEWSLETTER_UNSUBSCRIBE_MESSAGES = {
  invalidLink: 'This unsubscribe link is not valid. Use the link from your most recent newsletter e-mail.',
  unsubscribed: 'You are unsubscribed. You will get no more newsletter e-mails from us.',
  missingToken: 'This unsubscribe link is incomplete. Use the link from your most recent newsletter e-mail.',
} as const;

/** ?token=… of the unsubscribe link: `<subscriber id>.<signature>` (base64url). */
export const newsletterUnsubscribeQuerySchema = z.object({
  token: z
    .string({ error: NEWSLETTER_UNSUBSCRIBE_MESSAGES.missingToken })
    .trim()
    .min(1, NEWSLETTER_UNSUBSCRIBE_MESSAGES.missingToken)
    .max(200, NEWSLETTER_UNSUBSCRIBE_MESSAGES.invalidLink),
});

/**
 * GET: whether the link's address is still on the list (null email once it is gone: the page then
 * says so). POST: always subscribed false after a valid link.
 */
export const newsletterUnsubscribeStateSchema = z.object({
  data: z.object({ email: z.string().nullable(), subscribed: z.boolean() }),
});
export type NewsletterUnsubscribeState = z.infer<typeof newsletterUnsubscribeStateSchema>;

export const newsletterUnsubscribedSchema = z.object({
  message: z.string(),
  data: z.object({ subscribed: z.literal(false) }),
});
export type NewsletterUnsubscribed = z.infer<typeof newsletterUnsubscribedSchema>;
