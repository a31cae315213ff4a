import { createHash } from 'node:crypto';
import {
  COUNTER_WALK_IN_BUYER,
  ORDER_CURRENCY,
  orderTotalsPaisa,
  paisaToRupees,
  type CounterSale,
  type CounterSaleRequest,
} from '@pasal/contract';
import { and, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.js';
import { fieldRefusal, refuse } from '../../lib/refusal.js';
import type { AppServices } from '../../services.js';
import { issueInvoiceIfDue } from '../invoices/index.js';
import { orderIdempotencyKeys } from './idempotency-schema.js';
import { recordOrderEvents } from './lifecycle.js';
import { writeOrder } from './order-statement.js';
import { newOrderNumber } from './order-number.js';
import { reserveStock, stockRefusal } from './placement/reserve.js';
import { priceLines, pricesFromDatabase, type PricedLine } from './pricing.js';
import { orders, payments } from './schema.js';

// A counter sale (issue #36): staff at the physical shop's till sell what the buyer holds and hand
// it over at once. It is an order (channel 'counter'), so the sales register, reports, returns and
// credit notes treat it as any sale, written in ONE transaction:
//   1. the Idempotency-Key, if sent (a double tap on "Complete sale" must never sell twice);
//   2. the lines priced by the server from the catalogue (staff send ids and quantities only);
//   3. the order, its lines and its stock in checkout's own statement (order-statement.ts), whose
//      reservation is one conditional UPDATE per stock row: two tills never sell the last unit twice;
//   4. Delivered and paid at once, with the payment row and the history saying so;
//   5. the bill (invoices' issueInvoiceIfDue), numbered without gaps: a sale refused at any step
//      rolls back whole, so no bill number is taken for it.

export type CounterSaleServices = Pick<AppServices, 'config' | 'database' | 'catalogCache' | 'now'>;

/** The most a bill can hold: orders store paisa in a 32-bit integer. */
const MAX_TOTAL_PAISA = 2_147_483_647;
/** Keys older than this replay nothing (as for checkout: docs/architecture.md#idempotency). */
const KEY_TTL_MS = 24 * 60 * 60_000;

/** The sale, whether just made or replayed for a repeated Idempotency-Key (201 either way). */
export interface CounterSaleAnswer {
  body: { data: CounterSale };
}

/** Thrown inside the sale's transaction when its key was used by an earlier sale: nothing is written. */
class KeyTaken extends Error {}

/** A staff member's counter keys live beside their own checkout keys, apart from them. */
const counterKey = (key: string) => `counter:${key}`;

function requestHash(input: CounterSaleRequest): string {
  // The schema's output has a fixed field order; lines keep the order staff rang them up in.
  return createHash('sha256').update(JSON.stringify(input)).digest('hex');
}

async function claimKey(
  tx: DbOrTx,
  claim: { staffId: number; key: string; hash: string; transactionId: string; now: Date },
): Promise<void> {
  // A duplicate arriving while the first sale runs waits here on the key's unique index: then it
  // takes the key (the first rolled back) or finds it taken (the first sold) and replays.
  const taken = await tx
    .insert(orderIdempotencyKeys)
    .values({
      userId: claim.staffId,
      key: claim.key,
      requestHash: claim.hash,
      transactionId: claim.transactionId,
      createdAt: claim.now,
    })
    .onConflictDoUpdate({
      target: [orderIdempotencyKeys.userId, orderIdempotencyKeys.key],
      set: {
        requestHash: claim.hash,
        transactionId: claim.transactionId,
        statusCode: null,
        response: null,
        createdAt: claim.now,
      },
      setWhere: lt(orderIdempotencyKeys.createdAt, new Date(claim.now.getTime() - KEY_TTL_MS)),
    })
    .returning({ key: orderIdempotencyKeys.key });
  if (taken.length === 0) throw new KeyTaken();
}

/** The first sale's answer for a key already used; 422 when the key came with another sale. */
async function replay(db: DbOrTx, staffId: number, key: string, hash: string): Promise<CounterSaleAnswer> {
  const [row] = await db
    .select({ requestHash: orderIdempotencyKeys.requestHash, response: orderIdempotencyKeys.response })
    .from(orderIdempotencyKeys)
    .where(and(eq(orderIdempotencyKeys.userId, staffId), eq(orderIdempotencyKeys.key, key)));
  if (!row || row.requestHash !== hash || row.response === null) {
    // A checkout key of the same name, or the same key for another sale.
    throw refuse('idempotency_key_reused', undefined, {
      fields: { 'idempotency-key': fieldRefusal('idempotency_key_reused') },
    });
  }
  return { body: row.response as { data: CounterSale } };
}

function saleLines(lines: readonly PricedLine[]): CounterSale['lines'] {
  return lines.map((line) => ({
    product_id: line.productId,
    color_id: line.colorId,
    product_name: line.productName,
    color_name: line.colorName,
    quantity: line.quantity,
    unit_price: paisaToRupees(line.unitPricePaisa),
    line_total: paisaToRupees(line.lineTotalPaisa),
  }));
}

/**
 * Sells `input` at the counter as `staffId`, in one transaction, and answers the sale with its bill
 * number. 409 when a line is out of stock (with the units left) or no longer for sale; 422 for a
 * key reused with another sale. `key`: the request's Idempotency-Key, if any.
 */
export async function recordCounterSale(
  services: CounterSaleServices,
  staffId: number,
  input: CounterSaleRequest,
  key?: string,
): Promise<CounterSaleAnswer> {
  const db = services.database.db;
  const now = new Date(services.now());
  const transactionId = newOrderNumber();
  const hash = requestHash(input);
  let priced: PricedLine[] = [];
  try {
    const answer = await db.transaction(async (tx) => {
      if (key !== undefined) await claimKey(tx, { staffId, key: counterKey(key), hash, transactionId, now });
      priced = await priceLines(
        tx,
        input.lines.map((line) => ({ product_id: line.product_id, color_id: line.color_id, quantity: line.quantity })),
        pricesFromDatabase,
      );
      const subtotal = priced.reduce((sum, line) => sum + line.lineTotalPaisa, 0);
      const totals = orderTotalsPaisa({
        subtotal,
        delivery: 0,
        discount: 0,
        taxPercentage: services.config.TAX_PERCENTAGE,
      });
      if (totals.grandTotal > MAX_TOTAL_PAISA || totals.subtotal > MAX_TOTAL_PAISA)
        throw refuse('counter_sale_too_large');
      const buyerName = input.buyer_name ?? COUNTER_WALK_IN_BUYER;
      const orderId = await writeOrder(
        tx,
        {
          transactionId,
          // Walk-in buyers have no account: the order is the account of the staff member at the till.
          userId: staffId,
          status: 'Delivered',
          paymentStatus: 'paid',
          // Money taken in person, through no online gateway; how exactly is counter_payment_method.
          paymentGateway: 'COD',
          subtotalPaisa: totals.subtotal,
          deliveryChargePaisa: 0,
          taxPercentage: services.config.TAX_PERCENTAGE,
          taxPaisa: totals.tax,
          discountPaisa: 0,
          grandTotalPaisa: totals.grandTotal,
          currency: ORDER_CURRENCY,
          couponId: null,
          firstName: buyerName,
          lastName: '',
          email: '',
          country: 'Nepal',
          province: '',
          city: '',
          detailsAddress: '',
          monument: '',
          postalCode: '',
          phoneNumber: '',
          // Handed over at the shop: no address, no zone, no dates promised.
          deliveryMethod: 'pickup',
          provinceId: null,
          districtId: null,
          district: '',
          localLevelId: null,
          ward: null,
          deliveryZoneId: null,
          deliveryZoneName: null,
          deliveryEarliest: null,
          deliveryExpectedBy: null,
          buyerPan: input.buyer_pan ?? null,
          notes: '',
          locale: 'en',
          paymentExpiresAt: null,
          replacesOrderId: null,
          createdAt: now,
        },
        priced,
        // No e-mail nor text message: the buyer is at the counter, with the receipt in hand.
        null,
        reserveStock(priced),
        null,
      );
      await tx
        .update(orders)
        .set({
          channel: 'counter',
          counterPaymentMethod: input.payment_method,
          counterPaymentReference: input.payment_reference ?? null,
          paidAt: now,
        })
        .where(eq(orders.id, orderId));
      await tx.insert(payments).values({
        orderId,
        provider: 'COD',
        providerReference: input.payment_reference ?? null,
        amountPaisa: totals.grandTotal,
        status: 'completed',
        detail: { counter_sale: true, method: input.payment_method, recorded_by: staffId },
        createdAt: now,
        updatedAt: now,
      });
      const event = { orderId, actor: 'staff' as const, userId: staffId, createdAt: now };
      await recordOrderEvents(tx, [
        { ...event, kind: 'status', fromValue: null, toValue: 'Delivered', note: 'Sold at the counter' },
        {
          ...event,
          kind: 'payment',
          fromValue: null,
          toValue: 'paid',
          note: `Paid at the counter: ${input.payment_method}`,
        },
      ]);
      const invoice = await issueInvoiceIfDue(tx, services, orderId, now, staffId);
      if (!invoice) throw new Error(`counter sale ${transactionId} was not billed`);
      const body: { data: CounterSale } = {
        data: {
          transaction_id: transactionId,
          invoice_number: invoice.invoiceNumber,
          issued_at: invoice.issuedAt.toISOString(),
          payment_method: input.payment_method,
          payment_reference: input.payment_reference ?? null,
          buyer_name: buyerName,
          buyer_pan: input.buyer_pan ?? null,
          lines: saleLines(priced),
          subtotal: paisaToRupees(totals.subtotal),
          tax_amount: paisaToRupees(totals.tax),
          total: paisaToRupees(totals.grandTotal),
        },
      };
      if (key !== undefined) {
        await tx
          .update(orderIdempotencyKeys)
          .set({ statusCode: 201, response: body })
          .where(and(eq(orderIdempotencyKeys.userId, staffId), eq(orderIdempotencyKeys.key, counterKey(key))));
      }
      return { body };
    });
    // The stock figures changed: the storefront's catalogue hears of it soon.
    services.catalogCache.announceSoon();
    return answer;
  } catch (error) {
    if (error instanceof KeyTaken && key !== undefined) return replay(db, staffId, counterKey(key), hash);
    // Read after the rollback: how many are left now.
    const refusal = await stockRefusal(db, error, priced);
    throw refusal ?? error;
  }
}
