import {
  formatRs,
  paisaToRupees,
  PAYMENT_GATEWAY_LABELS,
  refundQuote,
  type PaymentGateway,
  type Refundable,
  type RefundQuoteOrder,
  type RefundRefusal,
  type StaffRefundRecord,
} from '@pasal/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.js';
import { creditNotes, users } from '../../db/schema.js';
import { DELIVERY_LINE, issueCreditNote, type CreditLine } from '../credit-notes/index.js';
import { currentShopSettings } from '../settings/index.js';
import { orderRefundedEmail } from './mail/order-refunded.js';
import { orderIn, recordOrderEvents, type OrderChangeServices } from './lifecycle.js';
import { recipientOfOrder } from './recipient.js';
import { orderRefunds } from './refunds-schema.js';
import { orderItems, orders } from './schema.js';
import type { OrderRow } from './serialize.js';

// Refunds with an amount and lines (issue #33), written by the staff order desk. A refund is
// recorded in one transaction that first locks the order's row: a second refund of the same order
// waits for it and then sees it, so refunds never add up to more than was paid, however many are
// recorded at once. In the same transaction the bill gets its credit note, the history its entry
// and the customer's e-mail its place in the outbox. The payment becomes "refunded" only when
// everything paid has gone back; until then it stays "paid" (see refunds.ts in the contract).

/** History entry of a refund that left part of the payment with the shop (the payment stays paid). */
const PARTIAL_REFUND_EVENT = 'partially_refunded';

interface ItemRow {
  id: number;
  productName: string;
  colorName: string | null;
  unitPricePaisa: number;
  quantity: number;
}

/** What an order's refunds so far and its lines say about what may still go back. */
interface RefundState {
  quoteOrder: RefundQuoteOrder;
  items: ItemRow[];
}

function describe(item: Pick<ItemRow, 'productName' | 'colorName'>): string {
  return item.colorName ? `${item.productName} (${item.colorName})` : item.productName;
}

async function refundStateIn(db: DbOrTx, row: OrderRow): Promise<RefundState> {
  const [items, refunds] = await Promise.all([
    db
      .select({
        id: orderItems.id,
        productName: orderItems.productName,
        colorName: orderItems.colorName,
        unitPricePaisa: orderItems.unitPricePaisa,
        quantity: orderItems.quantity,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, row.id))
      .orderBy(asc(orderItems.id)),
    db
      .select({
        amountPaisa: orderRefunds.amountPaisa,
        lines: orderRefunds.lines,
        deliveryPaisa: orderRefunds.deliveryPaisa,
      })
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, row.id)),
  ]);
  const refundedUnits = new Map<number, number>();
  for (const refund of refunds)
    for (const line of refund.lines)
      refundedUnits.set(line.order_item_id, (refundedUnits.get(line.order_item_id) ?? 0) + line.quantity);
  return {
    items,
    quoteOrder: {
      subtotalPaisa: row.subtotalPaisa,
      deliveryChargePaisa: row.deliveryChargePaisa,
      discountPaisa: row.discountPaisa,
      paidPaisa: row.paymentStatus === 'paid' || row.paymentStatus === 'refunded' ? row.grandTotalPaisa : 0,
      refundedPaisa: refunds.reduce((sum, refund) => sum + refund.amountPaisa, 0),
      deliveryRefunded: refunds.some((refund) => refund.deliveryPaisa > 0),
      lines: items.map((item) => ({
        id: item.id,
        unitPricePaisa: item.unitPricePaisa,
        quantity: item.quantity,
        refundedQuantity: refundedUnits.get(item.id) ?? 0,
      })),
    },
  };
}

/** What may still be refunded of a paid order, for the refund dialog; null when nothing may. */
export async function refundableOf(db: DbOrTx, row: OrderRow): Promise<Refundable | null> {
  if (row.paymentStatus !== 'paid') return null;
  const { quoteOrder, items } = await refundStateIn(db, row);
  const left = quoteOrder.paidPaisa - quoteOrder.refundedPaisa;
  if (left <= 0) return null;
  return {
    paid: paisaToRupees(quoteOrder.paidPaisa),
    refunded: paisaToRupees(quoteOrder.refundedPaisa),
    max_amount: paisaToRupees(left),
    subtotal: paisaToRupees(quoteOrder.subtotalPaisa),
    discount: paisaToRupees(quoteOrder.discountPaisa),
    delivery_charge: paisaToRupees(quoteOrder.deliveryChargePaisa),
    delivery_refundable: !quoteOrder.deliveryRefunded && quoteOrder.deliveryChargePaisa > 0,
    lines: items.map((item, index) => {
      const line = quoteOrder.lines[index];
      return {
        line_id: item.id,
        description: describe(item),
        unit_price: paisaToRupees(item.unitPricePaisa),
        quantity: item.quantity,
        refundable_quantity: line ? line.quantity - line.refundedQuantity : 0,
      };
    }),
  };
}

/** An order's refunds, oldest first, as the staff order page lists them. */
export async function refundRecordsOf(db: DbOrTx, orderId: number): Promise<StaffRefundRecord[]> {
  const rows = await db
    .select({ refund: orderRefunds, firstName: users.firstName, lastName: users.lastName })
    .from(orderRefunds)
    .leftJoin(users, eq(users.id, orderRefunds.recordedBy))
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(asc(orderRefunds.id));
  // The credit-notes module owns the table; reading it is free.
  const notes = await db
    .select({ refundId: creditNotes.refundId, number: creditNotes.number })
    .from(creditNotes)
    .where(eq(creditNotes.orderId, orderId));
  const numberOf = new Map(notes.map((note) => [note.refundId, note.number]));
  return rows.map(({ refund, firstName, lastName }) => ({
    amount: paisaToRupees(refund.amountPaisa),
    method: refund.method,
    provider_reference: refund.providerReference,
    paid_to: refund.paidTo,
    reason: refund.reason,
    recorded_by: firstName === null ? null : `${firstName} ${lastName ?? ''}`.trim(),
    credit_note_number: numberOf.get(refund.id) ?? null,
    lines: refund.lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      amount: paisaToRupees(line.amount_paisa),
    })),
    delivery: paisaToRupees(refund.deliveryPaisa),
    created_at: refund.createdAt.toISOString(),
  }));
}

interface StaffRefund {
  staffId: number;
  lines: readonly { lineId: number; quantity: number }[];
  delivery: boolean;
  reason: string;
  providerReference: string;
  paidTo: string;
}

export type RefundOutcome =
  | { recorded: true; refundId: number; amountPaisa: number; full: boolean; creditNoteNumber: string | null }
  | { recorded: false; refusal: RefundRefusal | 'not_paid' | 'already_refunded' | 'reference' };

/** The history's words for a refund: how much, how, the credit note, and why. */
function refundNote(
  method: PaymentGateway,
  amountPaisa: number,
  refund: StaffRefund,
  creditNoteNumber: string | null,
): string {
  const amount = formatRs(paisaToRupees(amountPaisa));
  const how =
    method === 'COD'
      ? `${amount} paid out in cash${refund.paidTo ? ` to ${refund.paidTo}` : ''}`
      : `${amount} refunded through ${PAYMENT_GATEWAY_LABELS[method]}, reference ${refund.providerReference}`;
  const note = creditNoteNumber ? `; credit note ${creditNoteNumber}` : '';
  return `${how}${note}. Reason: ${refund.reason}`;
}

/**
 * Records a refund of the chosen units (and delivery) of a paid order: the amount follows from
 * them (refundQuote), the payment becomes refunded when nothing paid is left, the bill gets a
 * credit note and the customer an e-mail. Refused (nothing written) when the order is not paid,
 * the choice is not refundable, or the refund would exceed what is left.
 */
export async function recordStaffRefund(
  services: OrderChangeServices,
  orderId: number,
  refund: StaffRefund,
): Promise<RefundOutcome> {
  const outcome = await services.database.db.transaction((tx) => recordStaffRefundIn(services, tx, orderId, refund));
  if (outcome.recorded) services.mailOutbox.kick();
  return outcome;
}

/**
 * recordStaffRefund inside the caller's transaction (a return's refund, issue #33, records the
 * return line's resolution in the same transaction). The caller kicks the mail outbox after commit.
 */
export async function recordStaffRefundIn(
  services: OrderChangeServices,
  tx: DbOrTx,
  orderId: number,
  refund: StaffRefund,
): Promise<RefundOutcome> {
  const now = new Date(services.now());
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!row) return { recorded: false, refusal: 'not_paid' };
  if (row.paymentStatus === 'refunded') return { recorded: false, refusal: 'already_refunded' };
  // A replacement shipment (issue #33) took no money: there is nothing of it to give back.
  if (row.paymentStatus !== 'paid' || row.replacesOrderId !== null) return { recorded: false, refusal: 'not_paid' };
  // The money went back through the provider's portal: its reference is the proof.
  if (row.paymentGateway !== 'COD' && refund.providerReference.trim() === '') {
    return { recorded: false, refusal: 'reference' };
  }
  const state = await refundStateIn(tx, row);
  const quote = refundQuote(state.quoteOrder, { lines: refund.lines, delivery: refund.delivery });
  if (typeof quote === 'string') return { recorded: false, refusal: quote };
  const itemOf = new Map(state.items.map((item) => [item.id, item]));
  const lines = quote.lines.map((line) => {
    const item = itemOf.get(line.lineId);
    return {
      order_item_id: line.lineId,
      description: item ? describe(item) : '',
      quantity: line.quantity,
      amount_paisa: line.amountPaisa,
    };
  });
  const [saved] = await tx
    .insert(orderRefunds)
    .values({
      orderId: row.id,
      amountPaisa: quote.amountPaisa,
      lines,
      deliveryPaisa: quote.deliveryPaisa,
      method: row.paymentGateway,
      providerReference: row.paymentGateway === 'COD' ? null : refund.providerReference.trim(),
      paidTo: refund.paidTo.trim(),
      reason: refund.reason,
      recordedBy: refund.staffId,
      createdAt: now,
    })
    .returning({ id: orderRefunds.id });
  if (!saved) throw new Error('refund insert returned no row');
  const full = state.quoteOrder.refundedPaisa + quote.amountPaisa >= state.quoteOrder.paidPaisa;
  if (full) {
    await tx
      .update(orders)
      .set({ paymentStatus: 'refunded', updatedAt: now })
      .where(and(eq(orders.id, row.id), eq(orders.paymentStatus, 'paid')));
  }
  const creditLines: CreditLine[] = lines.map((line) => ({
    orderItemId: line.order_item_id,
    description: line.description,
    quantity: line.quantity,
    amountPaisa: line.amount_paisa,
  }));
  if (quote.deliveryPaisa > 0) {
    creditLines.push({
      orderItemId: null,
      description: DELIVERY_LINE,
      quantity: 1,
      amountPaisa: quote.deliveryPaisa,
    });
  }
  const creditNote = await issueCreditNote(
    tx,
    {
      orderId: row.id,
      kind: 'refund',
      refundId: saved.id,
      reason: refund.reason,
      issuedBy: refund.staffId,
      now,
      config: services.config,
    },
    creditLines.filter((line) => line.amountPaisa > 0),
  );
  const creditNoteNumber = creditNote?.number ?? null;
  await recordOrderEvents(tx, [
    {
      orderId: row.id,
      kind: 'payment',
      fromValue: 'paid',
      toValue: full ? 'refunded' : PARTIAL_REFUND_EVENT,
      actor: 'staff',
      userId: refund.staffId,
      note: refundNote(row.paymentGateway, quote.amountPaisa, refund, creditNoteNumber),
      createdAt: now,
    },
  ]);
  const order = await orderIn(tx, row.id, now.getTime());
  const shop = await currentShopSettings(services);
  await services.mailOutbox.enqueue(tx, [
    orderRefundedEmail(order, await recipientOfOrder(tx, row.id), shop.name, {
      amountPaisa: quote.amountPaisa,
      full,
      creditNoteNumber,
      publicUrl: services.config.PUBLIC_URL,
    }),
  ]);
  return { recorded: true, refundId: saved.id, amountPaisa: quote.amountPaisa, full, creditNoteNumber };
}
