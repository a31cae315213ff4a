// The order desk's draft orders (issue #36): orders staff take by phone, Viber or Messenger, each
// screen mounted by its route under /staff/orders/drafts.
export { DraftOrderEditor } from './draft-order-editor';
export { DraftOrdersList } from './draft-orders-list';
export { DRAFT_ORDERS_PAGE } from './paths';
