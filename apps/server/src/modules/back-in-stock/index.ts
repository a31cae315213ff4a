// Public surface of the back-in-stock module: other modules import only this file (eslint/server-boundaries.js,
// docs/architecture.md#module-map). Tables are not here: read them through db/schema.ts.
export { default as backInStockRoutes } from './routes.js';
// Erasing an account on request: the customers module calls each owner's part in its transaction.
export { eraseStockAlerts } from './erase.js';
