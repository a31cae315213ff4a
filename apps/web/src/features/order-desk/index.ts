// The staff order desk's public face (issue #21): the order list and detail its route composes, the
// filters it keeps in the address bar, and the pieces other staff screens show (payment badge, the
// staff-only notice).
export type { StaffOrdersFilter } from './api';
export { filterFromParams, paramsFor } from './filters';
export { PaymentBadge } from './payment-badge';
export { StaffOnlyNotice, type StaffNeed } from './staff-only';
export { StaffOrderDetail } from './staff-order-detail';
export { StaffOrdersList } from './staff-orders-list';
export { BillPrintSheet, PackingSlipsSheet, ReceiptPrintSheet } from './print-sheets';
export { billPrintPagePath } from './print-paths';
export { slipOrdersFrom } from './print-paths';
