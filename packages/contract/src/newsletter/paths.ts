// The newsletter's addresses, apart from its schemas (newsletter.ts): the home page's sign-up box
// posts to one without loading zod (its form's schema loads at the first submit).

export const NEWSLETTER_SUBSCRIBE_PATH = '/api/v1/newsletter/subscribe/';
/** GET (is this link's address subscribed?) and POST (unsubscribe; RFC 8058 one-click), ?token=… */
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/api/v1/newsletter/unsubscribe/';
/** The storefront page behind every newsletter e-mail's unsubscribe link (works without signing in). */
export const NEWSLETTER_UNSUBSCRIBE_PAGE = '/newsletter/unsubscribe';
