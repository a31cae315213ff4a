// Every module owns its tables; this file only gathers them for Drizzle and drizzle-kit.
export * from '../modules/catalog/schema.js';
export * from '../modules/auth/schema.js';
export * from '../modules/cart/schema.js';
export * from '../modules/orders/schema.js';
export * from '../modules/orders/idempotency-schema.js';
export * from '../modules/reviews/schema.js';
export * from '../modules/questions/schema.js';
export * from '../modules/newsletter/schema.js';
export * from '../modules/contact/schema.js';
export * from '../modules/mail/schema.js';
export * from '../modules/media/schema.js';
export * from '../modules/back-in-stock/schema.js';
export * from '../modules/catalog/editor/schema.js';
export * from '../modules/settings/schema.js';
export * from '../modules/invoices/schema.js';
export * from '../modules/addresses/schema.js';
export * from '../modules/setup/schema.js';
