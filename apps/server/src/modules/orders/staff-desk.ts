import { courierDisplayName, type OrderStatus } from '@pasal/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { issueInvoiceIfDue } from '../invoices/index.js';
import { currentShopSettings } from '../settings/index.js';
import { orderDeliveredEmail } from './mail/order-delivered.js';
import { orderReadyForPickupEmail } from './mail/order-ready-for-pickup.js';
import { orderShippedEmail } from './mail/order-shipped.js';
import { orderIn, recordOrderEvents, type OrderChangeServices } from './lifecycle.js';
import { recipientOfOrder } from './recipient.js';
import { orders, payments } from './schema.js';
import type { OrderRow } from './serialize.js';
import { switchedOrderSms } from './sms.js';
import { orderStatusesLeadingTo, paymentStatusesLeadingTo } from './status.js';

// The writes of the staff order desk (admin module): moves along the order process (recorded
// refunds are in refunds.ts). The desk decides what staff may do and answers them (admin/rules.ts, admin/service.ts);
// the order's rows change here, in the module that owns them. Each change is one conditional UPDATE
// guarded by the transition table (as in lifecycle.ts), so two staff members clicking at once change
// an order once: the function returns false for the one that changed nothing. A staff cancel is
// releaseOrder (lifecycle.ts), as a customer's is.

/** What staff recorded when they marked the order Shipped (validated by the contract). */
export interface Shipment {
  courier: string;
  courierName: string;
  trackingNumber: string;
  trackingUrl: string | null;
}

/** A staff move forward, as the desk asks for it. */
export interface StaffAdvance {
  to: OrderStatus;
  staffId: number;
  shipment: Shipment | null;
  /** The desk's rule (admin/rules.ts collectsCash): a delivered cash-on-delivery order is paid. */
  collectsCash: boolean;
}

/**
 * Processing, Shipped, Ready for pickup or Delivered: one conditional UPDATE; a delivered COD order is also paid, a
 * shipped one carries its courier and tracking number. False when the order was no longer where the move starts.
 */
export async function advanceOrder(services: OrderChangeServices, row: OrderRow, move: StaffAdvance): Promise<boolean> {
  const { to, staffId, shipment } = move;
  const now = new Date(services.now());
  const moved = await services.database.db.transaction(async (tx) => {
    const conditions = [eq(orders.id, row.id), inArray(orders.status, orderStatusesLeadingTo(to, 'staff'))];
    if (to === 'Processing')
      conditions.push(sql`(${orders.paymentGateway} = 'COD' OR ${orders.paymentStatus} = 'paid')`);
    const tracking =
      to === 'Shipped' && shipment
        ? {
            courier: shipment.courier,
            courierName: shipment.courierName,
            trackingNumber: shipment.trackingNumber,
            trackingUrl: shipment.trackingUrl,
            shippedAt: now,
          }
        : {};
    const [moved] = await tx
      .update(orders)
      .set({ status: to, updatedAt: now, ...tracking })
      .where(and(...conditions))
      .returning({ id: orders.id });
    if (!moved) return false;
    const event = { orderId: row.id, actor: 'staff' as const, userId: staffId, createdAt: now };
    // The history says how it shipped: staff see it there too, next to who marked it.
    const note = shipment
      ? `${courierDisplayName(shipment.courier, shipment.courierName)}, tracking number ${shipment.trackingNumber}`
      : '';
    await recordOrderEvents(tx, [{ ...event, kind: 'status', fromValue: row.status, toValue: to, note }]);
    if (move.collectsCash) {
      const [collected] = await tx
        .update(orders)
        .set({ paymentStatus: 'paid', paidAt: now, updatedAt: now })
        .where(
          and(
            eq(orders.id, row.id),
            eq(orders.paymentGateway, 'COD'),
            inArray(orders.paymentStatus, paymentStatusesLeadingTo('paid', 'staff')),
          ),
        )
        .returning({ id: orders.id });
      if (collected) {
        await recordOrderEvents(tx, [
          {
            ...event,
            kind: 'payment',
            fromValue: row.paymentStatus,
            toValue: 'paid',
            note: 'Cash collected on delivery',
          },
        ]);
        await tx.insert(payments).values({
          orderId: row.id,
          provider: 'COD',
          amountPaisa: row.grandTotalPaisa,
          status: 'completed',
          detail: { collected_on_delivery: true, recorded_by: staffId },
          createdAt: now,
          updatedAt: now,
        });
      }
    }
    // A delivered order's tax invoice takes its number in this transaction (idempotent).
    if (to === 'Delivered') await issueInvoiceIfDue(tx, services, row.id, now, staffId);
    // Queued with the move: the customer hears of it exactly when it is committed.
    const email = to === 'Shipped' ? orderShippedEmail : to === 'Delivered' ? orderDeliveredEmail : null;
    if (email || to === 'Ready for pickup') {
      const { config } = services;
      const order = await orderIn(tx, row.id, now.getTime());
      const shop = await currentShopSettings(services);
      const recipient = await recipientOfOrder(tx, row.id);
      // Ready for pickup: where the shop is and when it is open (shop settings).
      const message = email
        ? email(order, recipient, shop.name, config.PUBLIC_URL)
        : orderReadyForPickupEmail(order, recipient, shop, config.PUBLIC_URL);
      await services.mailOutbox.enqueue(tx, [message]);
      // And a text message to the order's phone (issue #36), queued with the move as the e-mail is,
      // unless the admin switched that kind off.
      const event = to === 'Shipped' ? 'shipped' : to === 'Delivered' ? 'delivered' : 'ready_for_pickup';
      await services.smsOutbox.enqueue(tx, switchedOrderSms(event, order, recipient.locale, shop, config.PUBLIC_URL));
    }
    return true;
  });
  if (moved) services.smsOutbox.kick();
  return moved;
}
