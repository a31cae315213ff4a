// Public surface of the cbms module (IRD's Central Billing Monitoring System, issue #34): other
// modules import only this file (eslint/server-boundaries.js). Tables are read through db/schema.ts.
export { default as cbmsRoutes } from './routes.js';
// Called by the invoices and credit-notes modules inside the transaction that issues a document.
export { queueCbmsSync } from './outbox.js';
