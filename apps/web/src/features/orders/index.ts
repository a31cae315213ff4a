// The orders feature's public face (issue #21): the account's order pages, the status badge and
// tracking the staff screens show too, where and when an order arrives (the payment return page
// shows it too), and the order queries the checkout refreshes.
export { useOrders, ordersKeys, useInvoice, useCreditNotes } from './api';
export { CreditNoteDocument, CreditNotesOfBill } from './credit-note-document';
export { billPaymentLabel, InvoiceDocument } from './invoice-document';
export { OrderDestination } from './order-destination';
export { OrderStatusBadge } from './order-status-badge';
export { OrderTimeline } from './order-timeline';
export { TrackingDetails } from './order-tracking';
export { OrdersList } from './orders-list';
export { PaymentNotCompleted } from './payment-not-completed';
