// Where the draft order screens live in the staff area, and where an order they became is opened.
export const DRAFT_ORDERS_PAGE = '/staff/orders/drafts';
export const newDraftPagePath = `${DRAFT_ORDERS_PAGE}/new`;
export { staffDraftPagePath as draftPagePath } from '@pasal/contract';
/** The order desk opens an order from its query string (routes/staff-orders.tsx). */
export const orderDeskPath = (transactionId: string): string =>
  `/staff/orders?order=${encodeURIComponent(transactionId)}`;
