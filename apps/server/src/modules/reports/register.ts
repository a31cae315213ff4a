import {
  adToBs,
  formatBsNumeric,
  monthsOfPeriod,
  nepalDateOf,
  paisaToRupees,
  periodJson,
  SALES_REGISTER_PAGE_SIZE,
  startOfNepalDay,
  addDays,
  sumAmounts,
  toIsoDate,
  totalPages,
  type PeriodMonth,
  type RegisterAmounts,
  type RegisterPeriod,
  type RegisterTotals,
  type SalesRegister,
  type SalesRegisterRow,
  type VatMonth,
} from '@pasal/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.js';
import type { AppServices } from '../../services.js';
import { closedMonthsOf } from '../register-months/index.js';
import { currentShopSettings } from '../settings/index.js';
import { documentsSql, type InstantRange, type RegisterDocumentRow } from './sources.js';

// The sales register of a period: a page of documents in number order, the page's and the
// period's totals, and the VAT of each BS month. Every figure is summed in integer paisa and
// turned into rupees once, at the end, so the page totals are the sum of the rows shown and the
// period totals the sum of every document, to the paisa.

/** The instants of a period's days: from the first day's Nepal midnight to the one after the last day. */
export function instantsOf(period: Pick<RegisterPeriod, 'first' | 'last'>): InstantRange {
  return { starts: startOfNepalDay(period.first), ends: startOfNepalDay(addDays(period.last, 1)) };
}

/** The register's order: bills by fiscal year and number, then each later kind (credit notes) likewise. */
const ORDER = sql`d.kind_order, d.fiscal_year, d.sequence`;
const ORDER_U = sql`u.kind_order, u.fiscal_year, u.sequence`;

/** The amount columns of a document or of a sum (bigint sums arrive as text). */
export type AmountColumns = Record<
  | 'total_sales_paisa'
  | 'exempt_sales_paisa'
  | 'export_sales_paisa'
  | 'taxable_paisa'
  | 'vat_paisa'
  | 'bill_total_paisa',
  string | number
>;

export function amountsOf(row: AmountColumns): RegisterAmounts {
  return {
    totalSalesPaisa: Number(row.total_sales_paisa),
    exemptSalesPaisa: Number(row.exempt_sales_paisa),
    exportSalesPaisa: Number(row.export_sales_paisa),
    taxablePaisa: Number(row.taxable_paisa),
    vatPaisa: Number(row.vat_paisa),
    billTotalPaisa: Number(row.bill_total_paisa),
  };
}

export function amountsJson(amounts: RegisterAmounts) {
  return {
    total_sales: paisaToRupees(amounts.totalSalesPaisa),
    exempt_sales: paisaToRupees(amounts.exemptSalesPaisa),
    export_sales: paisaToRupees(amounts.exportSalesPaisa),
    taxable_amount: paisaToRupees(amounts.taxablePaisa),
    vat: paisaToRupees(amounts.vatPaisa),
    bill_total: paisaToRupees(amounts.billTotalPaisa),
  };
}

export function totalsJson(amounts: RegisterAmounts, documents: number): RegisterTotals {
  return { documents, ...amountsJson(amounts) };
}

/** The Nepal day of issue, in BS and AD. */
export function dayOfIssue(issuedAt: Date | string): { date_bs: string; date_ad: string } {
  const day = nepalDateOf(new Date(issuedAt));
  return { date_bs: formatBsNumeric(adToBs(day)), date_ad: toIsoDate(day) };
}

function rowJson(row: RegisterRow): SalesRegisterRow {
  return {
    kind: row.kind,
    number: row.number,
    fiscal_year: row.fiscal_year,
    issued_at: new Date(row.issued_at).toISOString(),
    ...dayOfIssue(row.issued_at),
    transaction_id: row.transaction_id,
    buyer_name: row.buyer_name,
    buyer_pan: row.buyer_pan,
    ...amountsJson(amountsOf(row)),
  };
}

/** A row of the register as read: the document and its order's transaction id. */
type RegisterRow = RegisterDocumentRow & { transaction_id: string };

/**
 * A page of the range's documents in register order. The order's transaction id is joined to the
 * rows kept only, not to every document of the period.
 */
async function pageOfDocuments(db: DbOrTx, range: InstantRange, limit: number, offset: number): Promise<RegisterRow[]> {
  const result = await db.execute<RegisterRow>(sql`
    SELECT d.*, o.transaction_id
    FROM (SELECT * FROM (${documentsSql(range)}) u ORDER BY ${ORDER_U} LIMIT ${limit} OFFSET ${offset}) d
    JOIN orders o ON o.id = d.order_id
    ORDER BY ${ORDER}`);
  return result.rows;
}

/** Rows an export reads at a time: enough to keep round trips few, few enough to keep memory flat. */
export const EXPORT_CHUNK = 2_000;

/**
 * Every document of the range in register order, a chunk at a time (the exports). Each chunk
 * starts after the last row of the one before (keyset on the register's order), so memory stays
 * the same however long the period; `returnsOnly` keeps the documents that are not bills.
 */
export async function* registerDocumentChunks(
  db: DbOrTx,
  range: InstantRange,
  options: { returnsOnly?: boolean; chunk?: number } = {},
): AsyncGenerator<RegisterDocumentRow[]> {
  const limit = options.chunk ?? EXPORT_CHUNK;
  let last: RegisterDocumentRow | undefined;
  for (;;) {
    const conditions = [sql`true`];
    if (options.returnsOnly) conditions.push(sql`u.kind_order > 1`);
    if (last) {
      conditions.push(
        sql`(u.kind_order, u.fiscal_year, u.sequence) > (${last.kind_order}::int, ${last.fiscal_year}::text, ${last.sequence}::int)`,
      );
    }
    const result = await db.execute<RegisterDocumentRow>(sql`
      SELECT * FROM (${documentsSql(range)}) u WHERE ${sql.join(conditions, sql` AND `)}
      ORDER BY ${ORDER_U} LIMIT ${limit}`);
    if (result.rows.length > 0) yield result.rows;
    if (result.rows.length < limit) return;
    last = result.rows.at(-1);
  }
}

type GroupRow = AmountColumns & { i: number; sale: boolean; documents: number };

/**
 * The period's sums in one pass over its documents: per BS month (width_bucket finds a document's
 * month among the months' first instants) and per side (sales, or returns: every kind but bills).
 * The period totals and the VAT summary are both sums of these groups, in paisa.
 */
async function periodGroups(db: DbOrTx, period: RegisterPeriod, months: PeriodMonth[]): Promise<GroupRow[]> {
  const starts = `{${months.map((month) => instantsOf(month).starts.toISOString()).join(',')}}`;
  const result = await db.execute<GroupRow>(sql`
    SELECT width_bucket(d.issued_at, ${starts}::timestamptz[]) - 1 AS i, d.kind = 'bill' AS sale,
           count(*)::int AS documents,
           sum(d.total_sales_paisa)::bigint AS total_sales_paisa,
           sum(d.exempt_sales_paisa)::bigint AS exempt_sales_paisa,
           sum(d.export_sales_paisa)::bigint AS export_sales_paisa,
           sum(d.taxable_paisa)::bigint AS taxable_paisa,
           sum(d.vat_paisa)::bigint AS vat_paisa,
           sum(d.bill_total_paisa)::bigint AS bill_total_paisa
    FROM (${documentsSql(instantsOf(period))}) d
    GROUP BY 1, 2`);
  return result.rows;
}

/**
 * Output VAT per BS month of the period, and the VAT given back on returns (documents other than
 * bills carry negated amounts, so they are negated again here to read as positive returns).
 */
function vatSummary(months: PeriodMonth[], groups: GroupRow[]): VatMonth[] {
  return months.map((month, index) => {
    const mine = groups.filter((group) => group.i === index);
    const side = (sale: boolean) => sumAmounts(mine.filter((group) => group.sale === sale).map(amountsOf));
    const sales = side(true);
    const returns = side(false);
    return {
      year: month.year,
      month: month.month,
      from: toIsoDate(month.first),
      to: toIsoDate(month.last),
      taxable_sales: paisaToRupees(sales.taxablePaisa),
      output_vat: paisaToRupees(sales.vatPaisa),
      returns_taxable: paisaToRupees(-returns.taxablePaisa),
      returns_vat: paisaToRupees(-returns.vatPaisa),
      net_vat: paisaToRupees(sales.vatPaisa + returns.vatPaisa),
    };
  });
}

export async function readSalesRegister(
  services: Pick<AppServices, 'config' | 'database' | 'catalogCache'>,
  period: RegisterPeriod,
  page: number,
): Promise<SalesRegister> {
  const db = services.database.db;
  const months = monthsOfPeriod(period);
  const [shop, rows, groups, closed] = await Promise.all([
    currentShopSettings(services),
    pageOfDocuments(db, instantsOf(period), SALES_REGISTER_PAGE_SIZE, (page - 1) * SALES_REGISTER_PAGE_SIZE),
    periodGroups(db, period, months),
    closedMonthsOf(db, period),
  ]);
  const documents = groups.reduce((sum, group) => sum + group.documents, 0);
  return {
    seller: { name: shop.name, legal_name: shop.legal_name, pan: shop.pan },
    period: periodJson(period),
    data: rows.map(rowJson),
    count: documents,
    page,
    total_pages: totalPages(documents, SALES_REGISTER_PAGE_SIZE),
    page_totals: totalsJson(sumAmounts(rows.map(amountsOf)), rows.length),
    period_totals: totalsJson(sumAmounts(groups.map(amountsOf)), documents),
    vat_summary: vatSummary(months, groups),
    closed_months: closed,
  };
}
