// Public surface of the cart module: other modules import only this file (eslint/server-boundaries.js,
// docs/architecture.md#module-map). Tables are not here: read them through db/schema.ts.
export { default as cartRoutes } from './routes.js';
// Erasing an account on request: the customers module calls each owner's part in its transaction.
export { eraseCartAndWishlist } from './erase.js';
