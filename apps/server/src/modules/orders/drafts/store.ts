import type { DraftOrder, DraftOrderSource } from '@pasal/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/connection.js';
import { refuse } from '../../../lib/refusal.js';
import { productColors, products, users } from '../../../db/schema.js';
import { draftOrders, type DraftOrderPayload } from '../drafts-schema.js';
import { addressColumns } from '../placement/request.js';
import { orders } from '../schema.js';

// Reading drafts: a row with its customer, who took it, the order it became, and its lines named as
// the catalogue names them now (a draft keeps ids only, so a renamed product shows its new name).

export type DraftRow = typeof draftOrders.$inferSelect;

const creators = alias(users, 'draft_creators');

const draftSelection = {
  draft: draftOrders,
  customer: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    phone: users.phone,
  },
  creator: { firstName: creators.firstName, lastName: creators.lastName },
  order: { status: orders.status, paymentStatus: orders.paymentStatus, paymentGateway: orders.paymentGateway },
};

type SelectedDraft = {
  draft: DraftRow;
  customer: { id: number; firstName: string; lastName: string; email: string; phone: string };
  creator: { firstName: string; lastName: string };
  order: { status: string; paymentStatus: string; paymentGateway: string } | null;
};

function selectDrafts(db: DbOrTx) {
  return db
    .select(draftSelection)
    .from(draftOrders)
    .innerJoin(users, eq(users.id, draftOrders.customerId))
    .innerJoin(creators, eq(creators.id, draftOrders.createdBy))
    .leftJoin(orders, eq(orders.transactionId, draftOrders.transactionId));
}

/** The address in one line, as the draft list and the payment page show it. */
export function deliveryPlaceOf(payload: DraftOrderPayload): string {
  const columns = addressColumns(payload);
  if (columns.deliveryMethod === 'pickup') return 'Store pickup';
  return [columns.detailsAddress, `${columns.city}-${columns.ward}`, columns.district].filter(Boolean).join(', ');
}

type LineNames = Map<string, { product: string; color: string | null }>;
const lineKey = (productId: number, colorId: number | null | undefined) => `${productId}:${colorId ?? ''}`;

async function lineNamesOf(db: DbOrTx, payloads: readonly DraftOrderPayload[]): Promise<LineNames> {
  const productIds = [...new Set(payloads.flatMap((payload) => payload.lines.map((line) => line.product_id)))];
  const names: LineNames = new Map();
  if (productIds.length === 0) return names;
  const [productRows, colorRows] = await Promise.all([
    db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, productIds)),
    db
      .select({ id: productColors.id, productId: productColors.productId, name: productColors.colorName })
      .from(productColors)
      .where(inArray(productColors.productId, productIds)),
  ]);
  const productName = new Map(productRows.map((row) => [row.id, row.name]));
  const colorName = new Map(colorRows.map((row) => [lineKey(row.productId, row.id), row.name]));
  for (const payload of payloads) {
    for (const line of payload.lines) {
      names.set(lineKey(line.product_id, line.color_id), {
        product: productName.get(line.product_id) ?? `Product ${line.product_id}`,
        color: line.color_id ? (colorName.get(lineKey(line.product_id, line.color_id)) ?? null) : null,
      });
    }
  }
  return names;
}

function draftOf(selected: SelectedDraft, names: LineNames): DraftOrder {
  const { draft, customer, creator, order } = selected;
  const payload = draft.payload;
  return {
    id: draft.id,
    state: draft.state,
    source: draft.source as DraftOrderSource,
    staff_note: draft.staffNote,
    customer: {
      id: customer.id,
      name: `${customer.firstName} ${customer.lastName}`.trim(),
      email: customer.email,
      phone: customer.phone,
    },
    first_name: payload.first_name,
    middle_name: payload.middle_name ?? '',
    last_name: payload.last_name,
    phone_number: payload.phone_number,
    delivery_method: payload.delivery_method,
    province_id: payload.province_id ?? null,
    district_id: payload.district_id ?? null,
    local_level_id: payload.local_level_id ?? null,
    ward: payload.ward ?? null,
    tole: payload.tole ?? null,
    landmark: payload.landmark ?? null,
    postal_code: payload.postal_code ?? null,
    delivery_place: deliveryPlaceOf(payload),
    lines: payload.lines.map((line) => {
      const name = names.get(lineKey(line.product_id, line.color_id));
      return {
        product_id: line.product_id,
        color_id: line.color_id ?? null,
        quantity: line.quantity,
        product_name: name?.product ?? `Product ${line.product_id}`,
        color_name: name?.color ?? null,
      };
    }),
    coupon_code: payload.coupon_code ?? null,
    notes: payload.notes ?? '',
    created_by: `${creator.firstName} ${creator.lastName}`.trim(),
    created_at: draft.createdAt.toISOString(),
    updated_at: draft.updatedAt.toISOString(),
    transaction_id: draft.transactionId,
    order_status: order?.status ?? null,
    payment_status: order?.paymentStatus ?? null,
    payment_gateway: order?.paymentGateway ?? null,
    link_sent_at: draft.linkSentAt?.toISOString() ?? null,
    link_expires_at: draft.linkExpiresAt?.toISOString() ?? null,
  };
}

/** One draft as staff see it; 404 when there is none. */
export async function draftById(db: DbOrTx, id: number): Promise<DraftOrder> {
  const [selected] = await selectDrafts(db).where(eq(draftOrders.id, id));
  if (!selected) throw refuse('draft_not_found');
  return draftOf(selected, await lineNamesOf(db, [selected.draft.payload]));
}

/** The draft's row, locked until the transaction ends when `lock` (a change or a claim waits its turn). */
export async function draftRow(db: DbOrTx, id: number, lock = false): Promise<DraftRow> {
  const query = db.select().from(draftOrders).where(eq(draftOrders.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw refuse('draft_not_found');
  return row;
}

/** A page of drafts in one state, newest first. */
export async function listDrafts(
  db: DbOrTx,
  state: DraftRow['state'],
  page: number,
  pageSize: number,
): Promise<{ data: DraftOrder[]; count: number; total_pages: number }> {
  const [rows, [counted]] = await Promise.all([
    selectDrafts(db)
      .where(eq(draftOrders.state, state))
      .orderBy(desc(draftOrders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(draftOrders)
      .where(and(eq(draftOrders.state, state))),
  ]);
  const names = await lineNamesOf(
    db,
    rows.map((row) => row.draft.payload),
  );
  const count = counted?.count ?? 0;
  return {
    data: rows.map((row) => draftOf(row, names)),
    count,
    total_pages: Math.max(1, Math.ceil(count / pageSize)),
  };
}
