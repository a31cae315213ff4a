import { describe, expect, it } from 'vitest';
import { isStorefrontRoute, matchesRoutePattern } from './storefront-routes.js';

describe('matchesRoutePattern', () => {
  it('matches fixed segments, parameters and a trailing splat as React Router does', () => {
    expect(matchesRoutePattern('/products', '/products')).toBe(true);
    expect(matchesRoutePattern('/products', '/products/')).toBe(true);
    expect(matchesRoutePattern('/products', '/Products')).toBe(true);
    expect(matchesRoutePattern('/products', '/product')).toBe(false);
    expect(matchesRoutePattern('/products/:slug', '/products/jbl-go-4')).toBe(true);
    expect(matchesRoutePattern('/products/:slug', '/products')).toBe(false);
    expect(matchesRoutePattern('/products/:slug', '/products/a/b')).toBe(false);
    expect(matchesRoutePattern('/staff/*', '/staff')).toBe(true);
    expect(matchesRoutePattern('/staff/*', '/staff/orders/42')).toBe(true);
    expect(matchesRoutePattern('/staff/*', '/staffing')).toBe(false);
    expect(matchesRoutePattern('/', '/')).toBe(true);
    expect(matchesRoutePattern('/', '/x')).toBe(false);
  });
});

describe('isStorefrontRoute', () => {
  it('knows the screens of the shop', () => {
    for (const path of ['/', '/products', '/products/jbl-go-4', '/search', '/blogs/2', '/carts', '/checkout'])
      expect(isStorefrontRoute(path), path).toBe(true);
    for (const path of ['/profile', '/profile/orders', '/login', '/reset-password', '/staff/orders'])
      expect(isStorefrontRoute(path), path).toBe(true);
  });

  it('does not know mistyped or made-up paths, nor the 404 page itself', () => {
    for (const path of ['/prodcts', '/cart', '/products/x/y', '/profile/nope', '/404', '/index.php', '/blogs/1/2'])
      expect(isStorefrontRoute(path), path).toBe(false);
  });
});
