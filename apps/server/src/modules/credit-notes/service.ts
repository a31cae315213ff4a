import {
  amountInWordsEn,
  amountInWordsNe,
  creditNoteNumber,
  fiscalYearOf,
  isBackOfficeRole,
  paisaToRupees,
  shareOut,
  type CreditNote,
  type CreditNoteKind,
  type CreditNoteSummary,
} from '@pasal/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { DbOrTx } from '../../db/connection.js';
import { invoices, orders } from '../../db/schema.js';
import type { AccessClaims } from '../../lib/access-token.js';
import { refuse } from '../../lib/refusal.js';
import type { AppServices } from '../../services.js';
import { queueCbmsSync } from '../cbms/index.js';
import { assertRegisterMonthOpen } from '../register-months/index.js';
import { creditNoteCounters, creditNotes, type CreditNoteLineRow } from './schema.js';
import { creditNoteVat, limitToBill } from './vat.js';

// Issuing and reading credit notes. issueCreditNote runs inside the transaction that records the
// refund or the cancellation, so the number is taken if and only if that change commits. The bill's
// row is locked first: two credit notes for one bill are issued one after the other, each seeing what
// the earlier one took back, so together they never credit more than the bill.

type CreditNoteRow = typeof creditNotes.$inferSelect;

/** One thing a credit note takes back, VAT included (order_item_id null for delivery). */
export interface CreditLine {
  orderItemId: number | null;
  description: string;
  quantity: number;
  amountPaisa: number;
}

export interface CreditNoteRequest {
  orderId: number;
  kind: CreditNoteKind;
  refundId: number | null;
  reason: string;
  issuedBy: number | null;
  now: Date;
  /** The shop's configuration: whether the credit note is sent to IRD's CBMS (modules/cbms). */
  config: Config;
}

export const DELIVERY_LINE = 'Delivery charge';
/** A credit for what is left of a bill whose lines were all credited already (rounding only). */
const BALANCE_LINE = 'Balance of the bill';

/** Takes the next credit note number of a fiscal year: the counter row stays locked until the transaction ends. */
async function nextCreditNoteSequence(tx: DbOrTx, fiscalYear: string): Promise<number> {
  const [counter] = await tx
    .insert(creditNoteCounters)
    .values({ fiscalYear, lastSequence: 1 })
    .onConflictDoUpdate({
      target: creditNoteCounters.fiscalYear,
      set: { lastSequence: sql`${creditNoteCounters.lastSequence} + 1` },
    })
    .returning({ sequence: creditNoteCounters.lastSequence });
  if (!counter) throw new Error('credit note counter returned no row');
  return counter.sequence;
}

type BillRow = typeof invoices.$inferSelect;

/** The order's bill, locked until the transaction ends; undefined when it has none. */
async function lockedBill(tx: DbOrTx, orderId: number): Promise<BillRow | undefined> {
  const [bill] = await tx.select().from(invoices).where(eq(invoices.orderId, orderId)).for('update');
  return bill;
}

async function creditedSoFar(tx: DbOrTx, invoiceId: number) {
  const result = await tx.execute<{ total: number; vat: number }>(sql`
    SELECT coalesce(sum(total_paisa), 0)::int AS total, coalesce(sum(vat_paisa), 0)::int AS vat
    FROM credit_notes WHERE invoice_id = ${invoiceId}`);
  const row = result.rows[0];
  return { totalPaisa: row?.total ?? 0, vatPaisa: row?.vat ?? 0 };
}

/** The bill's Nepali line descriptions by order line (its lines are in the order lines' order). */
async function nepaliDescriptions(tx: DbOrTx, orderId: number, bill: BillRow): Promise<Map<number, string>> {
  if (!bill.lines.some((line) => line.description_ne)) return new Map();
  const items = await tx.execute<{ id: number }>(
    sql`SELECT id FROM order_items WHERE order_id = ${orderId} ORDER BY id`,
  );
  const found = new Map<number, string>();
  bill.lines.forEach((line, index) => {
    const id = items.rows[index]?.id;
    if (id !== undefined && line.description_ne) found.set(id, line.description_ne);
  });
  return found;
}

async function issue(
  tx: DbOrTx,
  request: CreditNoteRequest,
  bill: BillRow,
  credited: { totalPaisa: number; vatPaisa: number },
  wanted: readonly CreditLine[],
): Promise<CreditNoteRow | null> {
  const amounts = limitToBill(
    wanted.map((line) => line.amountPaisa),
    bill.totalPaisa - credited.totalPaisa,
  );
  const lines = wanted
    .map((line, index) => ({ ...line, amountPaisa: amounts[index] as number }))
    .filter((line) => line.amountPaisa > 0);
  if (lines.length === 0) return null;
  const vat = creditNoteVat(
    { totalPaisa: bill.totalPaisa, vatPaisa: bill.vatPaisa, vatPercent: bill.vatPercent },
    credited,
    lines.map((line) => line.amountPaisa),
  );
  // A credit note dated in a closed month would change that month's registers (issue #34): 409.
  await assertRegisterMonthOpen(tx, request.now);
  const fiscalYear = fiscalYearOf(request.now);
  const sequence = await nextCreditNoteSequence(tx, fiscalYear);
  const nepali = await nepaliDescriptions(tx, request.orderId, bill);
  const rows: CreditNoteLineRow[] = lines.map((line, index) => ({
    order_item_id: line.orderItemId,
    description: line.description,
    // The bill's Nepali line (issue #30), for the credit note on a Nepali page.
    ...(line.orderItemId !== null && nepali.has(line.orderItemId)
      ? { description_ne: nepali.get(line.orderItemId) }
      : {}),
    quantity: line.quantity,
    amount_paisa: line.amountPaisa,
    vat_paisa: vat.lineVatPaisa[index] as number,
  }));
  const [row] = await tx
    .insert(creditNotes)
    .values({
      fiscalYear,
      sequence,
      number: creditNoteNumber(fiscalYear, sequence),
      invoiceId: bill.id,
      orderId: request.orderId,
      refundId: request.refundId,
      kind: request.kind,
      issuedAt: request.now,
      seller: bill.seller,
      buyer: bill.buyer,
      lines: rows,
      vatMode: bill.vatMode,
      vatPercent: bill.vatPercent,
      taxablePaisa: vat.taxablePaisa,
      vatPaisa: vat.vatPaisa,
      totalPaisa: vat.totalPaisa,
      reason: request.reason,
      issuedBy: request.issuedBy,
    })
    .returning();
  if (!row) throw new Error('credit note insert returned no row');
  // Sent to IRD's CBMS (when the shop syncs) if and only if this credit note's transaction commits.
  await queueCbmsSync(tx, request, { kind: 'return', id: row.id, sellerPan: row.seller.pan, issuedAt: row.issuedAt });
  return row;
}

/**
 * Issues a credit note for a refund's lines against the order's bill; call it inside the
 * transaction that records the refund. Null when the order has no bill (nothing was billed, so
 * nothing needs crediting) or the bill is already credited in full (a cancellation credited it).
 * Lines beyond what is left of the bill are limited to it.
 */
export async function issueCreditNote(
  tx: DbOrTx,
  request: CreditNoteRequest,
  lines: readonly CreditLine[],
): Promise<CreditNoteRow | null> {
  const bill = await lockedBill(tx, request.orderId);
  if (!bill) return null;
  const credited = await creditedSoFar(tx, bill.id);
  if (credited.totalPaisa >= bill.totalPaisa) return null;
  return issue(tx, request, bill, credited, lines);
}

/**
 * Credits what is left of the order's bill (a cancellation after billing): every unit not credited
 * yet and the delivery charge, sharing the amount left over them. Null without a bill or when it is
 * credited in full already.
 */
export async function creditRestOfBill(tx: DbOrTx, request: CreditNoteRequest): Promise<CreditNoteRow | null> {
  const bill = await lockedBill(tx, request.orderId);
  if (!bill) return null;
  const credited = await creditedSoFar(tx, bill.id);
  const leftPaisa = bill.totalPaisa - credited.totalPaisa;
  if (leftPaisa <= 0) return null;
  // The bill's lines were written in the order of the order's lines (invoices/service.ts).
  const items = await tx.execute<{ id: number }>(
    sql`SELECT id FROM order_items WHERE order_id = ${request.orderId} ORDER BY id`,
  );
  const earlier = await tx
    .select({ lines: creditNotes.lines })
    .from(creditNotes)
    .where(eq(creditNotes.invoiceId, bill.id));
  const creditedUnits = new Map<number | null, number>();
  for (const note of earlier)
    for (const line of note.lines)
      creditedUnits.set(line.order_item_id, (creditedUnits.get(line.order_item_id) ?? 0) + line.quantity);
  const wanted: CreditLine[] = [];
  bill.lines.forEach((line, index) => {
    const orderItemId = items.rows[index]?.id ?? null;
    const units = line.quantity - (creditedUnits.get(orderItemId) ?? 0);
    if (units > 0) {
      wanted.push({
        orderItemId,
        description: line.description,
        quantity: units,
        amountPaisa: units * line.rate_paisa,
      });
    }
  });
  if (bill.deliveryChargePaisa > 0 && !creditedUnits.has(null)) {
    wanted.push({ orderItemId: null, description: DELIVERY_LINE, quantity: 1, amountPaisa: bill.deliveryChargePaisa });
  }
  // What is left of the bill (after its discount and earlier credits), shared over what is left of it.
  if (wanted.length === 0) {
    wanted.push({ orderItemId: null, description: BALANCE_LINE, quantity: 1, amountPaisa: leftPaisa });
  }
  const spread = shareOut(
    leftPaisa,
    wanted.map((line) => line.amountPaisa),
  );
  return issue(
    tx,
    request,
    bill,
    credited,
    wanted.map((line, index) => ({ ...line, amountPaisa: spread[index] as number })),
  );
}

function toApi(row: CreditNoteRow, bill: { invoiceNumber: string; issuedAt: Date }, transactionId: string): CreditNote {
  return {
    credit_note_number: row.number,
    fiscal_year: row.fiscalYear,
    sequence: row.sequence,
    issued_at: row.issuedAt.toISOString(),
    kind: row.kind,
    reason: row.reason,
    invoice_number: bill.invoiceNumber,
    invoice_issued_at: bill.issuedAt.toISOString(),
    transaction_id: transactionId,
    seller: row.seller,
    buyer: row.buyer,
    lines: row.lines.map((line) => ({
      description: line.description,
      ...(line.description_ne ? { description_ne: line.description_ne } : {}),
      quantity: line.quantity,
      amount: paisaToRupees(line.amount_paisa),
      vat_amount: paisaToRupees(line.vat_paisa),
    })),
    vat_mode: row.vatMode,
    vat_percent: row.vatPercent,
    taxable_amount: paisaToRupees(row.taxablePaisa),
    vat_amount: paisaToRupees(row.vatPaisa),
    total: paisaToRupees(row.totalPaisa),
    total_in_words: amountInWordsEn(row.totalPaisa),
    total_in_words_ne: amountInWordsNe(row.totalPaisa),
  };
}

/** An order's credit notes, oldest first, for its owner or staff; anyone else's order answers 404. */
export async function creditNotesForOrder(
  services: Pick<AppServices, 'database'>,
  user: AccessClaims,
  transactionId: string,
): Promise<CreditNote[]> {
  const { db } = services.database;
  const owner = isBackOfficeRole(user.role) ? sql`TRUE` : eq(orders.userId, user.userId);
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.transactionId, transactionId), owner));
  if (!order) throw refuse('order_not_found');
  const rows = await db
    .select({ note: creditNotes, invoiceNumber: invoices.invoiceNumber, invoiceIssuedAt: invoices.issuedAt })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(eq(creditNotes.orderId, order.id))
    .orderBy(asc(creditNotes.id));
  return rows.map((row) =>
    toApi(row.note, { invoiceNumber: row.invoiceNumber, issuedAt: row.invoiceIssuedAt }, transactionId),
  );
}

/** An order's credit notes as lines on the staff order page, oldest first. */
export async function creditNoteSummaries(db: DbOrTx, orderId: number): Promise<CreditNoteSummary[]> {
  const rows = await db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId)).orderBy(asc(creditNotes.id));
  return rows.map((row) => ({
    credit_note_number: row.number,
    issued_at: row.issuedAt.toISOString(),
    kind: row.kind,
    total: paisaToRupees(row.totalPaisa),
    vat_amount: paisaToRupees(row.vatPaisa),
  }));
}
