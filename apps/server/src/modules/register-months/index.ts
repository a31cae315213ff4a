// Public surface of the register-months module (closing a BS month of the sales register, issue
// #34): other modules import only this file (eslint/server-boundaries.js). Tables through db/schema.ts.
export { default as registerMonthRoutes } from './routes.js';
// The reports module shows "Closed on … by …" above a register of a closed month.
export { closedMonthsOf } from './service.js';
// Called by the invoices and credit-notes modules before they insert a document.
export { assertRegisterMonthOpen } from './service.js';
