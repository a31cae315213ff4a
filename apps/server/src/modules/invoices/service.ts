import {
  amountInWordsEn,
  amountInWordsNe,
  billBuyerAddress,
  fiscalYearOf,
  invoiceIsDue,
  invoiceNumber,
  isBackOfficeRole,
  NEPAL_VAT_PERCENT,
  paisaToRupees,
  vatSplit,
  type CounterPaymentMethod,
  type Invoice,
  type NepalAddress,
} from '@pasal/contract';
import { eq, sql } from 'drizzle-orm';
import type { AppServices } from '../../services.js';
import type { DbOrTx } from '../../db/connection.js';
import type { AccessClaims } from '../../lib/access-token.js';
import { refuse } from '../../lib/refusal.js';
import { queueCbmsSync } from '../cbms/index.js';
import { assertRegisterMonthOpen } from '../register-months/index.js';
import { serialsByLine } from '../serials/index.js';
import { currentShopSettings } from '../settings/index.js';
import { invoices, type InvoiceBuyer, type InvoiceLineRow } from './schema.js';

// Issuing and reading tax invoices. issueInvoiceIfDue runs inside the transaction that makes an
// order paid (online payment verified, orders/lifecycle.ts) or delivered (cash on delivery,
// orders/staff-desk.ts), so the number is taken if and only if that change commits. The order row is
// locked first (those transactions already hold its lock from their UPDATE), which makes "is there
// an invoice already?" safe to ask: a second paid/delivered event finds the first one's invoice.

type InvoiceRow = typeof invoices.$inferSelect;

interface OrderForInvoice extends Record<string, unknown> {
  id: number;
  user_id: number;
  transaction_id: string;
  status: string;
  payment_status: string;
  payment_gateway: Invoice['payment_method'];
  subtotal_paisa: number;
  delivery_charge_paisa: number;
  tax_percentage: number;
  tax_paisa: number;
  discount_paisa: number;
  grand_total_paisa: number;
  first_name: string;
  last_name: string;
  email: string;
  details_address: string;
  city: string;
  province: string;
  phone_number: string;
  created_at: Date | string;
  /** Added to orders by the delivery work (optional at checkout); read through to_jsonb so its absence is harmless. */
  buyer_pan: string | null;
  /** The Nepal address the order went to (issue #20); null for pickup and for older orders. */
  province_id: number | null;
  district_id: number | null;
  local_level_id: number | null;
  ward: number | null;
  postal_code: string;
  /** The account's billing address (users.billing) when the bill is issued; null without one. */
  billing: { address: string; city: string; state: string; zipcode: string } | null;
  /** A replacement shipment (issue #33): no sale, never billed. */
  replaces_order_id: number | null;
  /** A counter sale's payment at the till (issue #36); null for an online order. */
  counter_payment_method: CounterPaymentMethod | null;
  counter_payment_reference: string | null;
}

/** Paid online (and not cancelled), or delivered: the two moments a bill is issued (contract rule). */
function invoiceIsDueFor(order: { status: string; payment_status: string }): boolean {
  return invoiceIsDue({ order_status: order.status, payment_status: order.payment_status });
}

async function lockOrder(tx: DbOrTx, where: ReturnType<typeof sql>): Promise<OrderForInvoice | undefined> {
  const result = await tx.execute<OrderForInvoice>(sql`
    SELECT o.id, o.user_id, o.transaction_id, o.status, o.payment_status, o.payment_gateway,
      o.subtotal_paisa, o.delivery_charge_paisa, o.tax_percentage::float8 AS tax_percentage, o.tax_paisa,
      o.discount_paisa, o.grand_total_paisa, o.first_name, o.last_name, o.email, o.details_address, o.city,
      o.province, o.phone_number, o.created_at, NULLIF(btrim(to_jsonb(o) ->> 'buyer_pan'), '') AS buyer_pan,
      o.province_id, o.district_id, o.local_level_id, o.ward, o.postal_code, o.replaces_order_id,
      o.counter_payment_method, o.counter_payment_reference,
      -- A counter sale's account is the staff member at the till (issue #36): not the buyer's address.
      CASE WHEN o.channel = 'counter' THEN NULL ELSE (SELECT u.billing FROM users u WHERE u.id = o.user_id) END AS billing
    FROM orders o WHERE ${where} FOR UPDATE`);
  return result.rows[0];
}

/** The Nepal address an order went to (its tole is `details_address`), or null (pickup, older orders). */
function deliveryAddressOf(order: OrderForInvoice): NepalAddress | null {
  const { province_id: provinceId, district_id: districtId, local_level_id: localLevelId, ward } = order;
  if (provinceId === null || districtId === null || localLevelId === null || ward === null) return null;
  return {
    provinceId,
    districtId,
    localLevelId,
    ward,
    tole: order.details_address,
    ...(order.postal_code.trim() ? { postalCode: order.postal_code.trim() } : {}),
  };
}

/** The VAT of an order: broken out of VAT-inclusive prices, or as charged on top (TAX_PERCENTAGE at order time). */
function vatOfOrder(order: { grand_total_paisa: number; tax_percentage: number; tax_paisa: number }): {
  mode: 'inclusive' | 'exclusive';
  percent: number;
  taxablePaisa: number;
  vatPaisa: number;
} {
  if (order.tax_percentage > 0) {
    // The order already added tax (the shop's prices exclude it): the bill shows what was charged.
    return {
      mode: 'exclusive',
      percent: order.tax_percentage,
      taxablePaisa: order.grand_total_paisa - order.tax_paisa,
      vatPaisa: order.tax_paisa,
    };
  }
  const { total } = vatSplit([order.grand_total_paisa], NEPAL_VAT_PERCENT, 'inclusive');
  return { mode: 'inclusive', percent: NEPAL_VAT_PERCENT, taxablePaisa: total.netPaisa, vatPaisa: total.vatPaisa };
}

/** Takes the next number of a fiscal year: the counter row stays locked until the transaction ends. */
async function nextSequence(tx: DbOrTx, fiscalYear: string): Promise<number> {
  const result = await tx.execute<{ last_sequence: number }>(sql`
    INSERT INTO invoice_counters (fiscal_year, last_sequence) VALUES (${fiscalYear}, 1)
    ON CONFLICT (fiscal_year) DO UPDATE SET last_sequence = invoice_counters.last_sequence + 1
    RETURNING last_sequence`);
  const sequence = result.rows[0]?.last_sequence;
  if (sequence === undefined) throw new Error('invoice counter returned no row');
  return sequence;
}

/** A staff member's name as bills and prints show it ('' when the account has none). */
async function staffName(tx: DbOrTx, userId: number): Promise<string | null> {
  const named = await tx.execute<{ name: string }>(
    sql`SELECT btrim(first_name || ' ' || last_name) AS name FROM users WHERE id = ${userId}`,
  );
  return named.rows[0]?.name ?? null;
}

async function issueFor(
  tx: DbOrTx,
  services: Pick<AppServices, 'config' | 'database' | 'catalogCache'>,
  order: OrderForInvoice,
  now: Date,
  issuedBy: number | null,
): Promise<InvoiceRow> {
  const shop = await currentShopSettings(services);
  const items = await tx.execute<{
    product_name: string;
    color_name: string | null;
    color_name_ne: string | null;
    unit_price_paisa: number;
    quantity: number;
    line_total_paisa: number;
    id: number;
  }>(sql`SELECT id, product_name, color_name, color_name_ne, unit_price_paisa, quantity, line_total_paisa
    FROM order_items WHERE order_id = ${order.id} ORDER BY id`);
  // Recorded at packing, before the order could ship: a bill issued at delivery lists them; one
  // issued at payment, before packing, cannot (bills are never edited: the packing slip does).
  const serials = await serialsByLine(tx, order.id);
  const lines: InvoiceLineRow[] = items.rows.map((item) => ({
    description: item.color_name ? `${item.product_name} (${item.color_name})` : item.product_name,
    ...(item.color_name && item.color_name_ne
      ? { description_ne: `${item.product_name} (${item.color_name_ne})` }
      : {}),
    quantity: item.quantity,
    rate_paisa: item.unit_price_paisa,
    amount_paisa: item.line_total_paisa,
    ...(serials.get(item.id)?.length ? { serials: serials.get(item.id) } : {}),
  }));
  const buyer: InvoiceBuyer = {
    name: `${order.first_name} ${order.last_name}`.trim(),
    pan: order.buyer_pan,
    // The account's billing address, else where the order went (issue #30): the bill is a snapshot,
    // so a billing address changed later does not alter it.
    address: billBuyerAddress(order.billing, deliveryAddressOf(order), order),
    // The same address in Nepali names when it is the structured delivery address (a billing
    // address is the shopper's own typed text, kept as typed).
    ...(!order.billing && deliveryAddressOf(order)
      ? { address_ne: billBuyerAddress(null, deliveryAddressOf(order), order, 'ne') }
      : {}),
    phone: order.phone_number,
    email: order.email,
  };
  const vat = vatOfOrder(order);
  const issuedByName = issuedBy === null ? null : await staffName(tx, issuedBy);
  // A bill dated in a closed month would change that month's register (issue #34): 409.
  await assertRegisterMonthOpen(tx, now);
  const fiscalYear = fiscalYearOf(now);
  const sequence = await nextSequence(tx, fiscalYear);
  const [row] = await tx
    .insert(invoices)
    .values({
      orderId: order.id,
      fiscalYear,
      sequence,
      invoiceNumber: invoiceNumber(fiscalYear, sequence),
      issuedAt: now,
      seller: {
        name: shop.name,
        legal_name: shop.legal_name,
        address: shop.address,
        ...(shop.address_ne.trim() ? { address_ne: shop.address_ne } : {}),
        pan: shop.pan,
        registration_no: shop.registration_no,
        phone: shop.phone,
        email: shop.email,
      },
      buyer,
      lines,
      vatMode: vat.mode,
      vatPercent: vat.percent,
      subtotalPaisa: order.subtotal_paisa,
      deliveryChargePaisa: order.delivery_charge_paisa,
      discountPaisa: order.discount_paisa,
      taxablePaisa: vat.taxablePaisa,
      vatPaisa: vat.vatPaisa,
      totalPaisa: order.grand_total_paisa,
      issuedBy,
      issuedByName,
    })
    .returning();
  if (!row) throw new Error('invoice insert returned no row');
  // Sent to IRD's CBMS (when the shop syncs) if and only if this bill's transaction commits.
  await queueCbmsSync(tx, services, { kind: 'bill', id: row.id, sellerPan: row.seller.pan, issuedAt: row.issuedAt });
  return row;
}

/**
 * Issues the order's invoice when it is due and has none yet; call it inside the transaction that
 * made the order paid or delivered. Returns the invoice (new or earlier), or null when none is due.
 * `issuedBy`: the staff member whose action issues it, null when the system does (a payment verified).
 */
export async function issueInvoiceIfDue(
  tx: DbOrTx,
  services: Pick<AppServices, 'config' | 'database' | 'catalogCache'>,
  orderId: number,
  now: Date,
  issuedBy: number | null = null,
): Promise<InvoiceRow | null> {
  const order = await lockOrder(tx, sql`o.id = ${orderId}`);
  if (!order) return null;
  const [existing] = await tx.select().from(invoices).where(eq(invoices.orderId, order.id));
  if (existing) return existing;
  // A replacement shipment is priced 0 and sells nothing: the original order's bill stands.
  if (order.replaces_order_id !== null || !invoiceIsDueFor(order)) return null;
  return issueFor(tx, services, order, now, issuedBy);
}

function toApi(
  row: InvoiceRow,
  order: Pick<
    OrderForInvoice,
    'transaction_id' | 'created_at' | 'payment_gateway' | 'counter_payment_method' | 'counter_payment_reference'
  >,
  issuedByName: string | null,
): Invoice {
  return {
    ...(order.counter_payment_method
      ? { counter_payment: { method: order.counter_payment_method, reference: order.counter_payment_reference } }
      : {}),
    invoice_number: row.invoiceNumber,
    fiscal_year: row.fiscalYear,
    sequence: row.sequence,
    issued_at: row.issuedAt.toISOString(),
    transaction_id: order.transaction_id,
    order_date: new Date(order.created_at).toISOString(),
    payment_method: order.payment_gateway,
    seller: row.seller,
    buyer: row.buyer,
    lines: row.lines.map((line) => ({
      description: line.description,
      ...(line.description_ne ? { description_ne: line.description_ne } : {}),
      quantity: line.quantity,
      rate: paisaToRupees(line.rate_paisa),
      amount: paisaToRupees(line.amount_paisa),
      ...(line.serials?.length ? { serials: line.serials } : {}),
    })),
    vat_mode: row.vatMode,
    vat_percent: row.vatPercent,
    subtotal: paisaToRupees(row.subtotalPaisa),
    delivery_charge: paisaToRupees(row.deliveryChargePaisa),
    discount: paisaToRupees(row.discountPaisa),
    taxable_amount: paisaToRupees(row.taxablePaisa),
    vat_amount: paisaToRupees(row.vatPaisa),
    total: paisaToRupees(row.totalPaisa),
    total_in_words: amountInWordsEn(row.totalPaisa),
    total_in_words_ne: amountInWordsNe(row.totalPaisa),
    // Nobody named when the system issued the bill, or when it predates recording the issuer.
    issued_by: issuedByName?.trim() ? issuedByName.trim() : null,
  };
}

/**
 * The invoice of an order, for its owner or staff. An order paid or delivered before invoices
 * existed (or through a path that did not issue one) gets its invoice now, numbered today.
 * Someone else's order answers 404, like one that does not exist.
 */
export async function invoiceForOrder(
  services: Pick<AppServices, 'config' | 'database' | 'catalogCache' | 'now'>,
  user: AccessClaims,
  transactionId: string,
): Promise<Invoice> {
  const now = new Date(services.now());
  const staff = isBackOfficeRole(user.role);
  const result = await services.database.db.transaction(async (tx) => {
    const where = staff
      ? sql`o.transaction_id = ${transactionId}`
      : sql`o.transaction_id = ${transactionId} AND o.user_id = ${user.userId}`;
    const order = await lockOrder(tx, where);
    if (!order) throw refuse('order_not_found');
    const [existing] = await tx.select().from(invoices).where(eq(invoices.orderId, order.id));
    if (existing) {
      // A bill issued between migrations 0042 and 0053 kept its issuer's id but not the name.
      const name =
        existing.issuedByName ?? (existing.issuedBy === null ? null : await staffName(tx, existing.issuedBy));
      return { row: existing, order, issuedByName: name };
    }
    if (order.replaces_order_id !== null) throw refuse('bill_replacement_not_sale');
    if (!invoiceIsDueFor(order)) throw refuse('bill_not_issued_yet');
    // Staff opening an older order's bill issue it; a customer's own request is the system's issue.
    const row = await issueFor(tx, services, order, now, staff ? user.userId : null);
    return { row, order, issuedByName: row.issuedByName };
  });
  return toApi(result.row, result.order, result.issuedByName);
}
