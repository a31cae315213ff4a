// Public surface of the addresses module: other modules import only this file (eslint/server-boundaries.js,
// docs/architecture.md#module-map). Tables are not here: read them through db/schema.ts.
export { default as addressesRoutes } from './routes.js';
// Erasing an account on request: the customers module calls each owner's part in its transaction.
export { eraseSavedAddresses } from './erase.js';
// The order desk's draft orders offer a customer's book when staff take an order by phone (issue #36).
export { listAddresses } from './service.js';
