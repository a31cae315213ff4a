// Public surface of the orders module: other modules import only this file (eslint/server-boundaries.js,
// docs/architecture.md#module-map). Tables are not here: read them through db/schema.ts.
export { default as ordersRoutes } from './routes.js';
export { markPaid, orderById, releaseOrder } from './lifecycle.js';
export { expireOverdueOrders } from './payment-flow.js';
export { createPricingCache } from './pricing-cache.js';
export type { PricingSource } from './pricing.js';
export type { OrderRow } from './serialize.js';
export { orderMailTemplates } from './mail-templates.js';
export { advanceOrder, type Shipment } from './staff-desk.js';
export {
  recordStaffRefund,
  recordStaffRefundIn,
  refundableOf,
  refundRecordsOf,
  type RefundOutcome,
} from './refunds.js';
// A return's steps in the order's history (issue #33): the returns module writes them through this.
export { recordOrderEvents } from './lifecycle.js';
export { canMoveOrder, canMovePayment } from './status.js';
export { undoSecondsLeft, undoStaffMove } from './staff-undo.js';
export { codHolders, OPEN_COD_ORDER, type CodHolder } from './cod-holders.js';
// Erasing an account on request: the customers module calls each owner's part in its transaction.
export { eraseBuyerDetails } from './erase.js';
// A return's replacement shipment (issue #33): the returns module writes it in its transaction.
export { createReplacementOrder, replacementShortOf, replacementStockLine } from './replacement.js';
// Changing an order before it ships (issue #36): the order desk asks, this module writes.
export { applyOrderEdit, editableLinesOf, previewOrderEdit } from './order-edit.js';
// The counter sale (issue #36): the till's product search and sale, mounted beside the order routes.
export { default as counterSaleRoutes } from './counter-routes.js';
export { default as draftOrderRoutes } from './drafts/routes.js';
export { draftOriginOf } from './drafts/origin.js';
