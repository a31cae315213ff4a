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
  type RegisterAmounts,
  type RegisterPeriod,
  type RegisterTotals,
  type SalesRegister,
  type SalesRegisterRow,
  type VatMonth,
} from '@pasal/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.js';
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

/** The amount columns of a document or of a sum (bigint sums arrive as text). */
type AmountColumns = Record<
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

function amountsJson(amounts: RegisterAmounts) {
  return {
    total_sales: paisaToRupees(amounts.totalSalesPaisa),
    exempt_sales: paisaToRupees(amounts.exemptSalesPaisa),
    export_sales: paisaToRupees(amounts.exportSalesPaisa),
    taxable_amount: paisaToRupees(amounts.taxablePaisa),
    vat: paisaToRupees(amounts.vatPaisa),
    bill_total: paisaToRupees(amounts.billTotalPaisa),
  };
}

function totalsJson(amounts: RegisterAmounts, documents: number): RegisterTotals {
  return { documents, ...amountsJson(amounts) };
}

/** The Nepal day of issue, in BS and AD. */
export function dayOfIssue(issuedAt: Date | string): { date_bs: string; date_ad: string } {
  const day = nepalDateOf(new Date(issuedAt));
  return { date_bs: formatBsNumeric(adToBs(day)), date_ad: toIsoDate(day) };
}

function rowJson(row: RegisterDocumentRow): SalesRegisterRow {
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

/** Every document of the range in register order (the export: a period is at most a year of bills). */
export async function registerDocuments(db: DbOrTx, range: InstantRange): Promise<RegisterDocumentRow[]> {
  const result = await db.execute<RegisterDocumentRow>(
    sql`SELECT d.* FROM (${documentsSql(range)}) d ORDER BY ${ORDER}`,
  );
  return result.rows;
}

async function pageOfDocuments(db: DbOrTx, range: InstantRange, page: number): Promise<RegisterDocumentRow[]> {
  const result = await db.execute<RegisterDocumentRow>(sql`
    SELECT d.* FROM (${documentsSql(range)}) d ORDER BY ${ORDER}
    LIMIT ${SALES_REGISTER_PAGE_SIZE} OFFSET ${(page - 1) * SALES_REGISTER_PAGE_SIZE}`);
  return result.rows;
}

type SumsRow = AmountColumns & { documents: number };

/** The period's totals, summed by the database over every document (bigint: no overflow). */
async function periodSums(db: DbOrTx, range: InstantRange): Promise<{ documents: number; amounts: RegisterAmounts }> {
  const result = await db.execute<SumsRow>(sql`
    SELECT count(*)::int AS documents,
           coalesce(sum(d.total_sales_paisa), 0)::bigint AS total_sales_paisa,
           coalesce(sum(d.exempt_sales_paisa), 0)::bigint AS exempt_sales_paisa,
           coalesce(sum(d.export_sales_paisa), 0)::bigint AS export_sales_paisa,
           coalesce(sum(d.taxable_paisa), 0)::bigint AS taxable_paisa,
           coalesce(sum(d.vat_paisa), 0)::bigint AS vat_paisa,
           coalesce(sum(d.bill_total_paisa), 0)::bigint AS bill_total_paisa
    FROM (${documentsSql(range)}) d`);
  const row = result.rows[0]!;
  return {
    documents: row.documents,
    amounts: amountsOf(row),
  };
}

interface VatMonthRow extends Record<string, unknown> {
  i: number;
  taxable_sales: string | number;
  output_vat: string | number;
  returns_taxable: string | number;
  returns_vat: string | number;
}

/**
 * Output VAT per BS month of the period, and the VAT given back on returns (documents other than
 * bills carry negated amounts, so they are negated again here to read as positive returns).
 */
async function vatSummary(db: DbOrTx, period: RegisterPeriod): Promise<VatMonth[]> {
  const months = monthsOfPeriod(period);
  const values = sql.join(
    months.map((month, index) => {
      const range = instantsOf(month);
      return sql`(${index}::int, ${range.starts.toISOString()}::timestamptz, ${range.ends.toISOString()}::timestamptz)`;
    }),
    sql`, `,
  );
  const result = await db.execute<VatMonthRow>(sql`
    SELECT m.i,
           coalesce(sum(d.taxable_paisa) FILTER (WHERE d.kind = 'bill'), 0)::bigint AS taxable_sales,
           coalesce(sum(d.vat_paisa) FILTER (WHERE d.kind = 'bill'), 0)::bigint AS output_vat,
           coalesce(-sum(d.taxable_paisa) FILTER (WHERE d.kind <> 'bill'), 0)::bigint AS returns_taxable,
           coalesce(-sum(d.vat_paisa) FILTER (WHERE d.kind <> 'bill'), 0)::bigint AS returns_vat
    FROM (VALUES ${values}) AS m(i, starts, ends)
    LEFT JOIN (${documentsSql(instantsOf(period))}) d ON d.issued_at >= m.starts AND d.issued_at < m.ends
    GROUP BY m.i ORDER BY m.i`);
  return result.rows.map((row) => {
    const month = months[row.i]!;
    const outputVat = Number(row.output_vat);
    const returnsVat = Number(row.returns_vat);
    return {
      year: month.year,
      month: month.month,
      from: toIsoDate(month.first),
      to: toIsoDate(month.last),
      taxable_sales: paisaToRupees(Number(row.taxable_sales)),
      output_vat: paisaToRupees(outputVat),
      returns_taxable: paisaToRupees(Number(row.returns_taxable)),
      returns_vat: paisaToRupees(returnsVat),
      net_vat: paisaToRupees(outputVat - returnsVat),
    };
  });
}

export async function readSalesRegister(db: DbOrTx, period: RegisterPeriod, page: number): Promise<SalesRegister> {
  const range = instantsOf(period);
  const [rows, sums, vat] = await Promise.all([
    pageOfDocuments(db, range, page),
    periodSums(db, range),
    vatSummary(db, period),
  ]);
  return {
    period: periodJson(period),
    data: rows.map(rowJson),
    count: sums.documents,
    page,
    total_pages: totalPages(sums.documents, SALES_REGISTER_PAGE_SIZE),
    page_totals: totalsJson(sumAmounts(rows.map(amountsOf)), rows.length),
    period_totals: totalsJson(sums.amounts, sums.documents),
    vat_summary: vat,
  };
}
