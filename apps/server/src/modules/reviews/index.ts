// Public surface of the reviews module: other modules import only this file (eslint/server-boundaries.js,
// docs/architecture.md#module-map). Tables are not here: read them through db/schema.ts.
export { default as reviewsRoutes } from './routes.js';
export { productMatch } from './admin-service.js';
export { perUserKey } from './rate-limit-key.js';
export { productBySlug, productExists, publicUser } from './product-ref.js';
// Erasing an account on request: the customers module calls each owner's part in its transaction.
export { eraseReviews } from './erase.js';
