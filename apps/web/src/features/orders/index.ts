// The orders feature's public face (issue #21): the account's order pages, the status badge and
// tracking the staff screens show too, where and when an order arrives and the cancel button (the
// payment hand-off shows them too), the dashboard's summary of purchases, and the order queries the
// checkout and the payment hand-off refresh.
export { useOrders, ordersKeys, useInvoice, useCreditNotes } from './api';
export { CreditNoteDocument, CreditNotesOfBill } from './credit-note-document';
export { billPaymentLabel, InvoiceDocument } from './invoice-document';
export { OrderDestination } from './order-destination';
export { OrderStatusBadge } from './order-status-badge';
export { OrderTimeline } from './order-timeline';
export { TrackingDetails } from './order-tracking';
export { CancelOrderButton, OrdersList } from './orders-list';
export { ordersSummary } from './orders-summary';
