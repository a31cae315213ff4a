// Public surface of the credit-notes module: other modules import only this file (eslint/server-boundaries.js,
// docs/architecture.md#module-map). Tables are not here: read them through db/schema.ts.
export { default as creditNoteRoutes } from './routes.js';
export { creditNoteSummaries, creditRestOfBill, DELIVERY_LINE, issueCreditNote, type CreditLine } from './service.js';
