import {
  adDateOfEpochDay,
  addFigures,
  factGroupOf,
  NEPAL_UTC_OFFSET_MINUTES,
  netPaisaOf,
  paisaToRupees,
  periodJson,
  shareBill,
  splitPaisa,
  TIME_GROUPS,
  timeGroupOf,
  ZERO_FIGURES,
  type CounterPaymentMethod,
  type LineFacts,
  type PaymentGateway,
  type RegisterPeriod,
  type ReportFigures,
  type SalesReport,
  type SalesReportGroup,
  type SalesReportRow,
} from '@pasal/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.js';
import { instantsOf } from './register.js';
import type { InstantRange } from './sources.js';

// The sales report of a period (the rules are the contract's, sales-report.ts): two reads, the
// bills issued in the period with their order's lines, and the credit notes issued in it with
// theirs; each line's share of its document is worked out in paisa and added to its group.

/** The columns both reads give about a line's order and product. */
interface FactColumns {
  order_id: number;
  issued_at: Date | string;
  payment_gateway: PaymentGateway;
  counter_payment_method: CounterPaymentMethod | null;
  zone: string | null;
  coupon: string | null;
  product_id: number | null;
  product_name: string | null;
  family_id: number | null;
  family_name: string | null;
  configuration: string | null;
  category: string | null;
  brand: string | null;
}

interface SaleLineRow extends FactColumns, Record<string, unknown> {
  bill_id: number;
  total_paisa: number;
  discount_paisa: number;
  vat_paisa: number;
  delivery_paisa: number;
  quantity: number | null;
  line_total_paisa: number | null;
}

interface ReturnLineRow extends FactColumns, Record<string, unknown> {
  note_id: number;
  total_paisa: number;
  vat_paisa: number;
  amount_paisa: number;
}

const orderFacts = sql`
  o.payment_gateway, o.counter_payment_method, o.delivery_zone_name AS zone, cp.code AS coupon`;
// A configuration's family and values as the catalogue has them now ('RAM 12GB, Storage 512GB').
const productFacts = sql`
  oi.product_id, oi.product_name, c.name AS category, b.name AS brand, pf.id AS family_id, pf.name AS family_name,
  (SELECT string_agg(x.name || ' ' || x.value, ', ' ORDER BY x.ord)
   FROM unnest(pf.options, p.option_values) WITH ORDINALITY AS x(name, value, ord)) AS configuration`;
const productJoins = sql`
  LEFT JOIN products p ON p.id = oi.product_id
  LEFT JOIN product_families pf ON pf.id = p.family_id
  LEFT JOIN categories c ON c.id = p.category_id
  LEFT JOIN brands b ON b.id = p.brand_id`;

/** The bills of the range, a row per goods line (a bill of no lines gives one row of nulls), in bill and line order. */
async function saleLines(db: DbOrTx, range: InstantRange): Promise<SaleLineRow[]> {
  const result = await db.execute<SaleLineRow>(sql`
    SELECT i.id AS bill_id, i.order_id, i.issued_at, i.total_paisa, i.discount_paisa, i.vat_paisa,
           i.delivery_charge_paisa AS delivery_paisa, oi.quantity, oi.line_total_paisa, ${orderFacts}, ${productFacts}
    FROM invoices i
    JOIN orders o ON o.id = i.order_id
    LEFT JOIN coupons cp ON cp.id = o.coupon_id
    LEFT JOIN order_items oi ON oi.order_id = i.order_id
    ${productJoins}
    WHERE i.issued_at >= ${range.starts.toISOString()}::timestamptz AND i.issued_at < ${range.ends.toISOString()}::timestamptz
    ORDER BY i.id, oi.id`);
  return result.rows;
}

/** The credit notes of the range, a row per line, with the product of the order line it gives back. */
async function returnLines(db: DbOrTx, range: InstantRange): Promise<ReturnLineRow[]> {
  const result = await db.execute<ReturnLineRow>(sql`
    SELECT n.id AS note_id, n.order_id, n.issued_at, n.total_paisa, n.vat_paisa, l.amount_paisa, ${orderFacts}, ${productFacts}
    FROM credit_notes n
    CROSS JOIN LATERAL ROWS FROM (jsonb_to_recordset(n.lines) AS (order_item_id int, amount_paisa int))
      WITH ORDINALITY AS l(order_item_id, amount_paisa, ord)
    JOIN orders o ON o.id = n.order_id
    LEFT JOIN coupons cp ON cp.id = o.coupon_id
    LEFT JOIN order_items oi ON oi.id = l.order_item_id
    ${productJoins}
    WHERE n.issued_at >= ${range.starts.toISOString()}::timestamptz AND n.issued_at < ${range.ends.toISOString()}::timestamptz
    ORDER BY n.id, l.ord`);
  return result.rows;
}

/** Consecutive rows of the same document. */
function byDocument<T>(rows: readonly T[], idOf: (row: T) => number): T[][] {
  const groups: T[][] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last && idOf(last[0]!) === idOf(row)) last.push(row);
    else groups.push([row]);
  }
  return groups;
}

type TimeGroup = 'day' | 'week' | 'month' | 'year';
type FactGroup = Exclude<SalesReportGroup, TimeGroup>;

interface Group {
  label: string;
  figures: ReportFigures;
  orders: Set<number>;
}

/** Adds up lines into groups; orders are counted once per group and once in the totals. */
class Groups {
  readonly groups = new Map<string, Group>();
  readonly orders = new Set<number>();
  total = ZERO_FIGURES;

  constructor(private readonly by: FactGroup) {}

  private groupOf(row: FactColumns): { key: string; label: string } {
    const facts: LineFacts = {
      productId: row.product_id,
      productName: row.product_name,
      familyId: row.family_id,
      familyName: row.family_name,
      configuration: row.configuration,
      category: row.category,
      brand: row.brand,
      payment: row.payment_gateway,
      counterPayment: row.counter_payment_method,
      zone: row.zone,
      coupon: row.coupon,
    };
    return factGroupOf(facts, this.by);
  }

  add(row: FactColumns, figures: ReportFigures, sale: boolean) {
    const { key, label } = this.groupOf(row);
    let group = this.groups.get(key);
    if (!group) this.groups.set(key, (group = { label, figures: ZERO_FIGURES, orders: new Set() }));
    group.figures = addFigures(group.figures, figures);
    this.total = addFigures(this.total, figures);
    if (sale) {
      group.orders.add(row.order_id);
      this.orders.add(row.order_id);
    }
  }
}

function figuresJson(figures: ReportFigures, orders: number): Omit<SalesReportRow, 'key' | 'label'> {
  return {
    orders,
    units: figures.units,
    gross: paisaToRupees(figures.grossPaisa),
    discounts: paisaToRupees(figures.discountPaisa),
    refunds: paisaToRupees(figures.refundPaisa),
    net: paisaToRupees(netPaisaOf(figures)),
    vat: paisaToRupees(figures.vatPaisa),
  };
}

/** A Nepal calendar day's bills or credit notes, added up by PostgreSQL. */
interface DayRow extends Record<string, unknown> {
  epoch_day: number;
  documents: number;
  units: string | number;
  gross_paisa: string | number;
  discount_paisa: string | number;
  vat_paisa: string | number;
}

// Days since 1970-01-01 on a calendar in Kathmandu, as nepalDateOf counts them.
const nepalEpochDay = (column: ReturnType<typeof sql.raw>) =>
  sql`floor((extract(epoch FROM ${column}) + ${NEPAL_UTC_OFFSET_MINUTES * 60}) / 86400)::int`;

/**
 * Grouped by time, every line of a document falls in the document's group, and a bill's shares add
 * up to its own figures exactly (shareBill): the groups are sums of whole bills and credit notes,
 * which PostgreSQL adds up per Nepal day, leaving a few hundred rows instead of a row per line
 * (a fiscal year of 100,000 bills, scripts/bench/reports.ts). A bill is one order's (unique).
 */
async function readByTime(db: DbOrTx, range: InstantRange, by: TimeGroup) {
  const within = (column: ReturnType<typeof sql.raw>) =>
    sql`${column} >= ${range.starts.toISOString()}::timestamptz AND ${column} < ${range.ends.toISOString()}::timestamptz`;
  const [sales, returns] = await Promise.all([
    db.execute<DayRow>(sql`
      SELECT ${nepalEpochDay(sql.raw('i.issued_at'))} AS epoch_day, count(*)::int AS documents,
             coalesce(sum(u.units), 0)::bigint AS units,
             sum(i.total_paisa + i.discount_paisa)::bigint AS gross_paisa,
             sum(i.discount_paisa)::bigint AS discount_paisa, sum(i.vat_paisa)::bigint AS vat_paisa
      FROM invoices i
      LEFT JOIN LATERAL (SELECT sum(oi.quantity) AS units FROM order_items oi WHERE oi.order_id = i.order_id) u ON true
      WHERE ${within(sql.raw('i.issued_at'))}
      GROUP BY 1`),
    db.execute<DayRow>(sql`
      SELECT ${nepalEpochDay(sql.raw('n.issued_at'))} AS epoch_day, count(*)::int AS documents, 0 AS units,
             sum(n.total_paisa)::bigint AS gross_paisa, 0 AS discount_paisa, sum(n.vat_paisa)::bigint AS vat_paisa
      FROM credit_notes n
      WHERE ${within(sql.raw('n.issued_at'))}
      GROUP BY 1`),
  ]);
  const groups = new Map<string, { label: string; figures: ReportFigures; orders: number }>();
  let total = ZERO_FIGURES;
  let orders = 0;
  const add = (row: DayRow, figures: ReportFigures, billed: number) => {
    const { key, label } = timeGroupOf(adDateOfEpochDay(row.epoch_day), by);
    const group = groups.get(key) ?? { label, figures: ZERO_FIGURES, orders: 0 };
    group.figures = addFigures(group.figures, figures);
    group.orders += billed;
    groups.set(key, group);
    total = addFigures(total, figures);
    orders += billed;
  };
  for (const row of sales.rows) {
    add(
      row,
      {
        ...ZERO_FIGURES,
        units: Number(row.units),
        grossPaisa: Number(row.gross_paisa),
        discountPaisa: Number(row.discount_paisa),
        vatPaisa: Number(row.vat_paisa),
      },
      row.documents,
    );
  }
  for (const row of returns.rows) {
    add(row, { ...ZERO_FIGURES, refundPaisa: Number(row.gross_paisa), vatPaisa: -Number(row.vat_paisa) }, 0);
  }
  const rows = [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, group]) => ({ key, label: group.label, ...figuresJson(group.figures, group.orders) }));
  return { rows, totals: figuresJson(total, orders) };
}

const isTimeGroup = (by: SalesReportGroup): by is TimeGroup => (TIME_GROUPS as readonly string[]).includes(by);

export async function readSalesReport(db: DbOrTx, period: RegisterPeriod, by: SalesReportGroup): Promise<SalesReport> {
  const range = instantsOf(period);
  if (isTimeGroup(by)) return { period: periodJson(period), by, ...(await readByTime(db, range, by)) };
  const [sales, returns] = await Promise.all([saleLines(db, range), returnLines(db, range)]);
  const groups = new Groups(by);
  for (const bill of byDocument(sales, (row) => row.bill_id)) {
    const head = bill[0]!;
    const goods = bill.filter((row) => row.line_total_paisa !== null);
    const shares = shareBill({
      totalPaisa: head.total_paisa,
      discountPaisa: head.discount_paisa,
      vatPaisa: head.vat_paisa,
      deliveryPaisa: head.delivery_paisa,
      linesPaisa: goods.map((row) => row.line_total_paisa!),
    });
    goods.forEach((row, index) => {
      const share = shares.lines[index]!;
      groups.add(row, { ...ZERO_FIGURES, units: row.quantity ?? 0, ...share }, true);
    });
    // Delivery (and, with no goods lines, the whole bill) as a line without a product; a bill with
    // goods and no delivery charge adds no empty 'Delivery' group.
    const { grossPaisa, discountPaisa, vatPaisa } = shares.delivery;
    if (goods.length === 0 || grossPaisa !== 0 || discountPaisa !== 0 || vatPaisa !== 0) {
      const delivery = { ...head, product_id: null, product_name: null, category: null, brand: null };
      groups.add(delivery, { ...ZERO_FIGURES, ...shares.delivery }, true);
    }
  }

  for (const note of byDocument(returns, (row) => row.note_id)) {
    const head = note[0]!;
    // The note's total and VAT shared over its lines by their amounts, so they add up exactly.
    const weights = note.map((row) => row.amount_paisa);
    const amounts = splitPaisa(head.total_paisa, weights);
    const vats = splitPaisa(head.vat_paisa, weights);
    note.forEach((row, index) => {
      groups.add(row, { ...ZERO_FIGURES, refundPaisa: amounts[index]!, vatPaisa: -vats[index]! }, false);
    });
  }

  const rows = [...groups.groups.entries()]
    .map(([key, group]) => ({
      key,
      label: group.label,
      ...figuresJson(group.figures, group.orders.size),
      net_paisa: netPaisaOf(group.figures),
    }))
    .sort((a, b) => b.net_paisa - a.net_paisa || a.label.localeCompare(b.label))
    .map(({ net_paisa: _, ...row }) => row);
  return {
    period: periodJson(period),
    by,
    rows,
    totals: figuresJson(groups.total, groups.orders.size),
  };
}
