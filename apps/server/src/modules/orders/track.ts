import { timingSafeEqual } from 'node:crypto';
import type { TrackedOrder } from '@pasal/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.js';
import { selectOrders } from './serialize.js';

// The public order tracking (issue #36, POST /orders/track/): the order number and the last four
// digits of the order's phone number show where the order is, without signing in. The answer is
// built from the same serializer as the customer's own order (selectOrders: the same timeline),
// then cut down to what a stranger holding the pair may read: no name, e-mail, phone, street
// address, items or money.

/** Order numbers are upper case (order-number.ts); a shopper may type them in any case. */
export const normalOrderNumber = (value: string) => value.trim().toUpperCase();

/** The last four digits of a stored phone number ('+977 984-1234567' → '4567'). */
function lastFourOf(phone: string): string {
  return phone.replace(/\D/g, '').slice(-4).padStart(4, '#');
}

/**
 * The tracked order, or null when no order has this number or its phone does not end in `last4`.
 * Both misses cost the same one lookup and one comparison, so the time does not tell them apart.
 */
export async function trackOrder(
  db: DbOrTx,
  now: number,
  request: { transactionId: string; last4: string },
): Promise<TrackedOrder | null> {
  const found = await db.execute<{ id: number; phone_number: string }>(
    sql`SELECT id, phone_number FROM orders WHERE transaction_id = ${normalOrderNumber(request.transactionId)}`,
  );
  const row = found.rows[0];
  // A made-up phone that no four digits match ('#' is never a digit) keeps the comparison for an unknown order.
  const expected = Buffer.from(row ? lastFourOf(row.phone_number) : '####');
  const given = Buffer.from(request.last4.padStart(4, '#').slice(-4));
  const matches = expected.length === given.length && timingSafeEqual(expected, given);
  if (!row || !matches) return null;

  const [order] = await selectOrders(db, sql`o.id = ${row.id}`, now);
  if (!order) return null;
  const pickup = order.delivery_method === 'pickup';
  return {
    transaction_id: order.transaction_id,
    created_on: order.created_on,
    order_status: order.order_status,
    payment_gateway: order.payment_gateway,
    payment_status: order.payment_status,
    delivery_method: order.delivery_method,
    // An order placed before the Nepali address (issue #20) has only its free-text city.
    destination: pickup
      ? null
      : {
          town: order.shipping.local_level || order.shipping.city,
          district: order.shipping.district,
          local_level_id: order.shipping.local_level_id,
          district_id: order.shipping.district_id,
        },
    delivery: { earliest: order.delivery.earliest, expected_by: order.delivery.expected_by },
    tracking: order.tracking,
    timeline: order.timeline,
  };
}
