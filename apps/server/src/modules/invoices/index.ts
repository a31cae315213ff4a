// Public surface of the invoices module: other modules import only this file (eslint/server-boundaries.js,
// docs/architecture.md#module-map). Tables are not here: read them through db/schema.ts.
export { default as invoiceRoutes } from './routes.js';
export { default as billPrintRoutes } from './print-routes.js';
export { billParagraphs } from './emails.js';
export { issueInvoiceIfDue } from './service.js';
