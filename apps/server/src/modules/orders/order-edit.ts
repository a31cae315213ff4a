import {
  couponDiscountPaisa,
  orderEditSummary,
  orderIsEditable,
  orderTotalsPaisa,
  paisaToRupees,
  planOrderEdit,
  type DeliveryDestination,
  type DeliveryQuote,
  type OrderEditAddress,
  type OrderEditLine,
  type OrderEditPreview,
  type OrderEditState,
  type OrderEditTotals,
  type OrderTotalsPaisa,
  type PlannedLineChange,
  type StaffOrderEdit,
  type StaffOrderEditPreviewRequest,
} from '@pasal/contract';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.js';
import { orderItemUnits, products } from '../../db/schema.js';
import { refuse, RefusalError } from '../../lib/refusal.js';
import { inLockOrder, outOfStock, reserveStockSql, returnToStock, type StockLine } from '../catalog/index.js';
import { shopSettingsFor, currentShopSettings } from '../settings/index.js';
import { invalidateCatalog } from './catalog-invalidation.js';
import { orderIn, recordOrderEvents, type OrderChangeServices } from './lifecycle.js';
import { orderChangedEmail } from './mail/order-changed.js';
import { addressColumns } from './placement/request.js';
import { deliveryChargeOf } from './quote.js';
import { recipientOfOrder } from './recipient.js';
import { couponRedemptions, coupons, orderItems, orders } from './schema.js';
import type { OrderRow } from './serialize.js';

// Changing an order before it ships (issue #36, contract order-edits.ts): staff set new quantities
// and the order is re-totalled, its stock moved and its history written in one transaction, with
// the order row locked so two edits (or an edit and a move) take turns. The lines keep the unit
// prices charged; the delivery charge and the coupon's discount follow the new subtotal with
// today's settings, as checkout would work them out. Only an unpaid cash-on-delivery order, so no
// bill exists yet and no money has to go back.

type ItemRow = Pick<
  typeof orderItems.$inferSelect,
  'id' | 'productId' | 'colorId' | 'productName' | 'colorName' | 'unitPricePaisa' | 'quantity'
>;

/** How a line is named in the history and the e-mail: "Galaxy A55 (Blue)". */
function describe(item: Pick<ItemRow, 'productName' | 'colorName'>): string {
  return item.colorName ? `${item.productName} (${item.colorName})` : item.productName;
}

function totalsInRupees(totals: OrderTotalsPaisa): OrderEditTotals {
  return {
    subtotal: paisaToRupees(totals.subtotal),
    delivery_charge: paisaToRupees(totals.delivery),
    discount: paisaToRupees(totals.discount),
    tax_amount: paisaToRupees(totals.tax),
    grand_total: paisaToRupees(totals.grandTotal),
  };
}

/** Where the order goes now, when the edit changes it: the row's columns, the phone and the zone's quote. */
interface NewDestination {
  columns: ReturnType<typeof addressColumns>;
  phone: string;
  delivery: DeliveryQuote | null;
}

interface Worked {
  items: ItemRow[];
  changes: PlannedLineChange[];
  quantityOf: Map<number, number>;
  before: OrderTotalsPaisa;
  after: OrderTotalsPaisa;
  destination: NewDestination | null;
}

/** Where the order goes, as the delivery zones know it (none for an order from before them). */
function destinationOf(address: Pick<OrderRow, 'deliveryMethod' | 'districtId'>): DeliveryDestination | null {
  if (address.deliveryMethod === 'pickup') return { kind: 'pickup' };
  return address.districtId === null ? null : { kind: 'address', districtId: address.districtId };
}

/** The new address's columns when they differ from the order's (null: it goes where it went). */
function changedAddress(row: OrderRow, address: OrderEditAddress | undefined) {
  if (!address) return null;
  const columns = addressColumns(address);
  const same =
    row.phoneNumber === address.phone_number &&
    (Object.keys(columns) as (keyof typeof columns)[]).every((key) => row[key] === columns[key]);
  return same ? null : { columns, phone: address.phone_number };
}

/** Where it goes now, in the history's words. */
function destinationWords(destination: NewDestination): string {
  const { columns, phone } = destination;
  if (columns.deliveryMethod === 'pickup') return `now collected at the shop, phone ${phone}`;
  const place = `${columns.detailsAddress ? `${columns.detailsAddress}, ` : ''}${columns.city}-${columns.ward}, ${columns.district}`;
  return `now delivered to ${place}, phone ${phone}`;
}

/**
 * The edit worked out on `db` (nothing written): the lines that change and the totals before and
 * after. Refuses a line not on the order, no change, no line left, a line taking off units whose
 * serials are recorded, more of a product no longer sold, and a subtotal under the coupon's minimum.
 */
async function workOut(
  db: DbOrTx,
  services: Pick<OrderChangeServices, 'config' | 'now'>,
  row: OrderRow,
  input: StaffOrderEditPreviewRequest,
): Promise<Worked> {
  const items = await db
    .select({
      id: orderItems.id,
      productId: orderItems.productId,
      colorId: orderItems.colorId,
      productName: orderItems.productName,
      colorName: orderItems.colorName,
      unitPricePaisa: orderItems.unitPricePaisa,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, row.id))
    .orderBy(asc(orderItems.id));
  const address = changedAddress(row, input.address);
  const plan = planOrderEdit(items, input.lines, address !== null);
  if ('refusal' in plan) throw refuse(plan.refusal);
  const { changes } = plan;
  const quantityOf = new Map(items.map((item) => [item.id, item.quantity]));
  for (const change of changes) quantityOf.set(change.id, change.to);
  const itemOf = new Map(items.map((item) => [item.id, item]));

  // Units packed with their serials (issue #33) cannot leave the order unnoticed.
  const reduced = changes.filter((change) => change.to < change.from);
  if (reduced.length > 0) {
    const recorded = await db
      .select({ itemId: orderItemUnits.orderItemId, units: sql<number>`count(*)::int` })
      .from(orderItemUnits)
      .where(
        and(
          inArray(
            orderItemUnits.orderItemId,
            reduced.map((change) => change.id),
          ),
          isNull(orderItemUnits.releasedAt),
        ),
      )
      .groupBy(orderItemUnits.orderItemId);
    const over = recorded.find((units) => units.units > (quantityOf.get(units.itemId) ?? 0));
    if (over) throw refuse('order_edit_serials_recorded', { product: describe(itemOf.get(over.itemId)!) });
  }

  const kept = items.filter((item) => (quantityOf.get(item.id) ?? 0) > 0);
  const facts = await db
    .select({ id: products.id, deliveryPricePaisa: products.deliveryPricePaisa, isActive: products.isActive })
    .from(products)
    .where(
      inArray(
        products.id,
        kept.map((item) => item.productId),
      ),
    );
  const factsOf = new Map(facts.map((fact) => [fact.id, fact]));
  // More of a product the shop no longer sells is a new sale of it: refused as checkout would.
  const grown = changes.find(
    (change) => change.to > change.from && !factsOf.get(itemOf.get(change.id)!.productId)?.isActive,
  );
  if (grown) throw refuse('product_unavailable', { product: describe(itemOf.get(grown.id)!) });

  const subtotal = kept.reduce((sum, item) => sum + item.unitPricePaisa * (quantityOf.get(item.id) ?? 0), 0);
  const settings = await shopSettingsFor(db, services.config);
  const { chargePaisa, delivery } = deliveryChargeOf(settings, {
    destination: destinationOf(address?.columns ?? row),
    subtotalPaisa: subtotal,
    productChargesPaisa: kept.map((item) => factsOf.get(item.productId)?.deliveryPricePaisa ?? 0),
    now: services.now(),
  });
  let discount = 0;
  if (row.couponId !== null) {
    const [coupon] = await db.select().from(coupons).where(eq(coupons.id, row.couponId));
    if (coupon) {
      // The coupon was accepted when the order was placed; only its minimum can stop being met.
      if (subtotal < coupon.minSubtotalPaisa)
        throw refuse('order_edit_coupon_minimum', {
          code: coupon.code,
          minimum: paisaToRupees(coupon.minSubtotalPaisa).toLocaleString('en-IN'),
        });
      discount = couponDiscountPaisa(coupon, subtotal);
    }
  }
  const before: OrderTotalsPaisa = {
    subtotal: row.subtotalPaisa,
    delivery: row.deliveryChargePaisa,
    discount: row.discountPaisa,
    tax: row.taxPaisa,
    grandTotal: row.grandTotalPaisa,
  };
  const after = orderTotalsPaisa({ subtotal, delivery: chargePaisa, discount, taxPercentage: row.taxPercentage });
  return {
    items,
    changes,
    quantityOf,
    before,
    after,
    destination: address ? { ...address, delivery } : null,
  };
}

function previewOf(worked: Worked): OrderEditPreview {
  return {
    lines: worked.items.map((item) => {
      const quantity = worked.quantityOf.get(item.id) ?? 0;
      return {
        line_id: item.id,
        description: describe(item),
        unit_price: paisaToRupees(item.unitPricePaisa),
        quantity: item.quantity,
        new_quantity: quantity,
        line_total: paisaToRupees(item.unitPricePaisa * quantity),
      };
    }),
    before: totalsInRupees(worked.before),
    after: totalsInRupees(worked.after),
  };
}

function stateOf(row: OrderRow): OrderEditState {
  return {
    status: row.status,
    paymentStatus: row.paymentStatus,
    paymentGateway: row.paymentGateway,
    channel: row.channel,
    replacement: row.replacesOrderId !== null,
  };
}

function refuseIfNotEditable(row: OrderRow): void {
  if (!orderIsEditable(stateOf(row))) throw refuse('order_not_editable');
}

/** What the edit would make of the order: nothing is written. */
export async function previewOrderEdit(
  services: Pick<OrderChangeServices, 'config' | 'database' | 'now'>,
  row: OrderRow,
  input: StaffOrderEditPreviewRequest,
): Promise<OrderEditPreview> {
  refuseIfNotEditable(row);
  return previewOf(await workOut(services.database.db, services, row, input));
}

/**
 * Applies the edit: the order row locked, checked again, its lines, totals, coupon use and stock
 * changed, its history written and the customer e-mailed, all in one transaction. Stock moves line
 * by line in lock order (product, then colour), as every stock change does, so it never deadlocks
 * with a checkout; a unit added that is not in stock is refused (409 saying how many are left).
 */
export async function applyOrderEdit(
  services: OrderChangeServices,
  orderId: number,
  input: StaffOrderEdit,
  staffId: number,
): Promise<OrderEditPreview> {
  const now = new Date(services.now());
  // The line being reserved when the statement failed (reservations abort the transaction).
  const reserving: { line: StockLine | null } = { line: null };
  try {
    const preview = await services.database.db.transaction(async (tx) => {
      const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!row) throw refuse('order_not_found');
      refuseIfNotEditable(row);
      const worked = await workOut(tx, services, row, input);
      const itemOf = new Map(worked.items.map((item) => [item.id, item]));

      const moves = inLockOrder(
        worked.changes.map((change) => {
          const item = itemOf.get(change.id)!;
          return {
            productId: item.productId,
            colorId: item.colorId,
            productName: item.productName,
            colorName: item.colorName,
            quantity: change.to - change.from,
          };
        }),
      );
      for (const move of moves) {
        if (move.quantity < 0) {
          await returnToStock(tx, [{ ...move, quantity: -move.quantity }], now);
          continue;
        }
        reserving.line = move;
        await tx.execute(
          sql`SELECT ${reserveStockSql(
            sql`${sql.param([move.productId])}`,
            sql`${sql.param([move.colorId])}`,
            sql`${sql.param([move.quantity])}`,
            now,
          )}`,
        );
        reserving.line = null;
      }

      for (const change of worked.changes) {
        if (change.to === 0) await tx.delete(orderItems).where(eq(orderItems.id, change.id));
        else
          await tx
            .update(orderItems)
            .set({ quantity: change.to, lineTotalPaisa: itemOf.get(change.id)!.unitPricePaisa * change.to })
            .where(eq(orderItems.id, change.id));
      }
      const { after, destination } = worked;
      await tx
        .update(orders)
        .set({
          ...(destination
            ? {
                ...destination.columns,
                phoneNumber: destination.phone,
                // The zone's charge and promised days, counted from now as checkout would.
                deliveryZoneId: destination.delivery?.zoneId ?? null,
                deliveryZoneName: destination.delivery?.zoneName ?? null,
                deliveryEarliest: destination.delivery?.earliest ?? null,
                deliveryExpectedBy: destination.delivery?.expectedBy ?? null,
              }
            : {}),
          subtotalPaisa: after.subtotal,
          deliveryChargePaisa: after.delivery,
          discountPaisa: after.discount,
          taxPaisa: after.tax,
          grandTotalPaisa: after.grandTotal,
          updatedAt: now,
        })
        .where(eq(orders.id, orderId));
      if (row.couponId !== null)
        await tx
          .update(couponRedemptions)
          .set({ discountPaisa: after.discount })
          .where(and(eq(couponRedemptions.orderId, orderId), isNull(couponRedemptions.releasedAt)));

      const lineChanges = orderEditSummary(worked.changes, (id) => describe(itemOf.get(id)!));
      const summary = orderEditSummary(
        worked.changes,
        (id) => describe(itemOf.get(id)!),
        destination ? destinationWords(destination) : null,
      );
      await recordOrderEvents(tx, [
        {
          orderId,
          kind: 'edit',
          fromValue: String(paisaToRupees(worked.before.grandTotal)),
          toValue: String(paisaToRupees(after.grandTotal)),
          actor: 'staff',
          userId: staffId,
          note: `${summary}. ${input.reason}`,
          createdAt: now,
        },
      ]);
      const order = await orderIn(tx, orderId, now.getTime());
      const shop = await currentShopSettings(services);
      const recipient = await recipientOfOrder(tx, orderId);
      await services.mailOutbox.enqueue(tx, [
        orderChangedEmail(order, recipient, shop.name, {
          lineChanges,
          reason: input.reason,
          addressChanged: destination !== null,
        }),
      ]);
      return previewOf(worked);
    });
    services.mailOutbox.kick();
    await invalidateCatalog(services);
    return preview;
  } catch (error) {
    // The transaction is undone; the figure left is read afresh for the answer.
    if (reserving.line !== null && !(error instanceof RefusalError))
      throw await outOfStock(services.database.db, reserving.line);
    throw error;
  }
}

/** The lines staff may change now, as the order page offers them; null when the order cannot change. */
export async function editableLinesOf(db: DbOrTx, row: OrderRow): Promise<OrderEditLine[] | null> {
  if (!orderIsEditable(stateOf(row))) return null;
  const items = await db
    .select({
      id: orderItems.id,
      productName: orderItems.productName,
      colorName: orderItems.colorName,
      unitPricePaisa: orderItems.unitPricePaisa,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, row.id))
    .orderBy(asc(orderItems.id));
  return items.map((item) => ({
    line_id: item.id,
    description: describe(item),
    unit_price: paisaToRupees(item.unitPricePaisa),
    quantity: item.quantity,
  }));
}
