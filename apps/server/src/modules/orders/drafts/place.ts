import { paisaToRupees, type PlacedOrder, type PlaceOrderRequest } from '@pasal/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/connection.js';
import { refuse } from '../../../lib/refusal.js';
import { draftOrders } from '../drafts-schema.js';
import { newOrderNumber } from '../order-number.js';
import { placeOrder, type PlacementServices } from '../placement/place-order.js';
import { buildQuote, destinationOf } from '../quote.js';
import { draftCustomerOf } from './edit.js';
import type { DraftRow } from './store.js';

// A draft becomes an order exactly as checkout places a shopper's (placement/place-order.ts): the
// prices worked out afresh, the stock taken by the same one-statement reservation, the coupon's
// rules and the cash-on-delivery limits checked, the customer's e-mail and SMS sent. What makes it
// one order at most is the claim: inside the order's own transaction, before any stock is touched,
// the draft row moves to 'ordered' with the new order's number, under its row lock. A second
// confirmation (another member of staff, the customer paying from the link at the same moment)
// waits for that lock and then finds the draft no longer open: its transaction takes nothing.

export type DraftGateway = PlaceOrderRequest['payment_gateway'];

/**
 * Places the draft's order for its customer. `replacing`: the order number a payment link's
 * earlier, unpaid and expired order had (the link places a new one); null for an open draft.
 */
export async function placeDraft(
  services: PlacementServices,
  draft: DraftRow,
  gateway: DraftGateway,
  options: { returnPath?: string; replacing?: string | null } = {},
): Promise<PlacedOrder> {
  const db = services.database.db;
  const customer = await draftCustomerOf(db, draft.customerId);
  const payload = draft.payload;
  const now = services.now();
  // The figures the order is checked against: today's, as a checkout page would show them.
  const quote = await buildQuote(db, services.config, {
    lines: payload.lines,
    couponCode: payload.coupon_code,
    userId: customer.id,
    now,
    destination: destinationOf(payload),
  });
  const totals = quote.totals;
  const input: PlaceOrderRequest = {
    ...payload,
    middle_name: payload.middle_name ?? '',
    email: customer.email,
    payment_gateway: gateway,
    subtotal: paisaToRupees(totals.subtotal),
    delivery_charge: paisaToRupees(totals.delivery),
    discount: paisaToRupees(totals.discount),
    tax_amount: paisaToRupees(totals.tax),
    grand_total: paisaToRupees(totals.grandTotal),
    notes: payload.notes || undefined,
  };
  const transactionId = newOrderNumber();
  const replacing = options.replacing ?? null;
  const claim = async (tx: DbOrTx) => {
    const [claimed] = await tx
      .update(draftOrders)
      .set({ state: 'ordered', transactionId, updatedAt: new Date(now) })
      .where(
        and(
          eq(draftOrders.id, draft.id),
          replacing === null
            ? and(eq(draftOrders.state, 'open'), isNull(draftOrders.transactionId))
            : and(eq(draftOrders.state, 'ordered'), eq(draftOrders.transactionId, replacing)),
        ),
      )
      .returning({ id: draftOrders.id });
    if (!claimed) throw refuse('draft_not_open');
  };
  return placeOrder(services, customer.id, input, {
    transactionId,
    claim,
    locale: customer.locale,
    ...(options.returnPath ? { returnPath: options.returnPath } : {}),
  });
}
