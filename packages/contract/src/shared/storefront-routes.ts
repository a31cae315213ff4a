// The storefront's client routes, as the server must know them: a path the web app has a screen for
// is answered 200 with the app, any other path 404 with the app's 404 page (no soft 404s:
// docs/rules/content.md#not-found). The web app's route table is checked against this list by a
// test (route-table.test.ts), so a new screen added there without a line here fails the build
// instead of answering 404.

/**
 * Patterns in React Router's syntax: `:name` is one segment, a trailing `/*` any rest (areas whose
 * screens come and go, like the back office). '/404' is deliberately absent: it is the 404 page.
 */
export const STOREFRONT_ROUTES: readonly string[] = [
  '/',
  '/products',
  '/products/:slug',
  '/compare',
  '/search',
  '/about',
  '/contact',
  '/faq',
  '/blogs',
  '/blogs/:blogId',
  '/services',
  '/warranty',
  '/privacy-policy',
  '/terms-and-conditions',
  '/sitemap',
  '/newsletter/unsubscribe',
  '/wishlist',
  '/carts',
  '/checkout',
  '/payment-success',
  '/payment-failed',
  '/track',
  '/pay/:token',
  '/profile',
  '/profile/orders',
  '/profile/account-detail',
  '/profile/billing-address',
  '/profile/addresses',
  '/profile/password',
  '/profile/orders/:transactionId/invoice',
  '/profile/orders/:transactionId/credit-notes',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/setup',
  '/staff/*',
];

function segments(path: string): string[] {
  return path.split('/').filter((segment) => segment.length > 0);
}

/** Whether `pattern` matches `path` as React Router would (case-insensitive, trailing slash ignored). */
export function matchesRoutePattern(pattern: string, path: string): boolean {
  const want = segments(pattern.toLowerCase());
  const have = segments(path.toLowerCase());
  const splat = want[want.length - 1] === '*';
  const fixed = splat ? want.slice(0, -1) : want;
  if (splat ? have.length < fixed.length : have.length !== fixed.length) return false;
  return fixed.every((segment, index) => segment.startsWith(':') || segment === have[index]);
}

/**
 * Whether the web app has a screen at `pathname` (no query string). Percent-escapes are compared as
 * sent: parameters match any segment, fixed segments are plain ASCII.
 */
export function isStorefrontRoute(pathname: string): boolean {
  return STOREFRONT_ROUTES.some((pattern) => matchesRoutePattern(pattern, pathname));
}
