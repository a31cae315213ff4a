// The one source of truth shared by the web app and the server: schemas, types, messages, rules.
export * from './money.js';
export * from './catalog.js';
export * from './catalog-queries.js';
export * from './auth.js';
export * from './account-forms.js';
export * from './cart-pricing.js';
export * from './contact.js';
export * from './reviews.js';
export * from './cart-paths.js';
export * from './cart-sync.js';
export * from './newsletter.js';
export * from './orders.js';
export * from './idempotency.js';
export * from './product-seo.js';
export * from './admin-orders.js';
export * from './staff.js';
export * from './storefront-routes.js';
