import {
  periodJson,
  SALES_REGISTER_PAGE_SIZE,
  sumAmounts,
  totalPages,
  type RegisterPeriod,
  type SalesReturnRow,
  type SalesReturns,
} from '@pasal/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.js';
import type { AppServices } from '../../services.js';
import { closedMonthsOf } from '../register-months/index.js';
import { currentShopSettings } from '../settings/index.js';
import {
  amountsJson,
  amountsOf,
  dayOfIssue,
  EXPORT_CHUNK,
  instantsOf,
  totalsJson,
  type AmountColumns,
} from './register.js';
import type { InstantRange, RegisterDocumentRow } from './sources.js';

// The sales-return book of a period (issue #34): its credit notes alone, in number order, with the
// bill each one reduces and its amounts as returned (positive: the sales register lists the same
// credit notes negated). A page of rows, the page's totals and the period's, summed in integer
// paisa and turned into rupees once, so the totals are the sums of the credit notes to the paisa.
// The exports (CSV, XLSX) read the same rows in the same order, a chunk at a time.

/** A credit note as the book reads it: the register's columns, the bill it reduces. */
export type ReturnDocumentRow = RegisterDocumentRow & { bill_number: string };

/** The credit notes issued in the range, with their bill's number; amounts as returned. */
const returnsSql = (range: InstantRange): SQL => sql`
  SELECT 'credit_note'::text AS kind, 2 AS kind_order, c.fiscal_year, c.sequence, c.number, c.issued_at,
         c.order_id, i.invoice_number AS bill_number,
         c.buyer ->> 'name' AS buyer_name, NULLIF(btrim(c.buyer ->> 'pan'), '') AS buyer_pan,
         c.taxable_paisa AS total_sales_paisa, 0 AS exempt_sales_paisa, 0 AS export_sales_paisa,
         c.taxable_paisa, c.vat_paisa, c.total_paisa AS bill_total_paisa
  FROM credit_notes c JOIN invoices i ON i.id = c.invoice_id
  WHERE c.issued_at >= ${range.starts.toISOString()}::timestamptz AND c.issued_at < ${range.ends.toISOString()}::timestamptz`;

const ORDER = sql`r.fiscal_year, r.sequence`;

function rowJson(row: ReturnDocumentRow & { transaction_id: string }): SalesReturnRow {
  return {
    number: row.number,
    fiscal_year: row.fiscal_year,
    issued_at: new Date(row.issued_at).toISOString(),
    ...dayOfIssue(row.issued_at),
    bill_number: row.bill_number,
    transaction_id: row.transaction_id,
    buyer_name: row.buyer_name,
    buyer_pan: row.buyer_pan,
    ...amountsJson(amountsOf(row)),
  };
}

/**
 * Every credit note of the range in number order, a chunk at a time (the exports): each chunk
 * starts after the last row of the one before, so memory stays flat however long the period.
 */
export async function* returnDocumentChunks(
  db: DbOrTx,
  range: InstantRange,
  chunk: number = EXPORT_CHUNK,
): AsyncGenerator<ReturnDocumentRow[]> {
  let last: ReturnDocumentRow | undefined;
  for (;;) {
    const after = last
      ? sql`(r.fiscal_year, r.sequence) > (${last.fiscal_year}::text, ${last.sequence}::int)`
      : sql`true`;
    const result = await db.execute<ReturnDocumentRow>(sql`
      SELECT * FROM (${returnsSql(range)}) r WHERE ${after} ORDER BY ${ORDER} LIMIT ${chunk}`);
    if (result.rows.length > 0) yield result.rows;
    if (result.rows.length < chunk) return;
    last = result.rows.at(-1);
  }
}

export async function readSalesReturns(
  services: Pick<AppServices, 'config' | 'database' | 'catalogCache'>,
  period: RegisterPeriod,
  page: number,
): Promise<SalesReturns> {
  const db = services.database.db;
  const range = instantsOf(period);
  const offset = (page - 1) * SALES_REGISTER_PAGE_SIZE;
  const [shop, rows, sums, closed] = await Promise.all([
    currentShopSettings(services),
    db.execute<ReturnDocumentRow & { transaction_id: string }>(sql`
      SELECT r.*, o.transaction_id
      FROM (SELECT * FROM (${returnsSql(range)}) r ORDER BY ${ORDER} LIMIT ${SALES_REGISTER_PAGE_SIZE} OFFSET ${offset}) r
      JOIN orders o ON o.id = r.order_id
      ORDER BY ${ORDER}`),
    db.execute<AmountColumns & { documents: number }>(sql`
      SELECT count(*)::int AS documents,
             coalesce(sum(r.total_sales_paisa), 0)::bigint AS total_sales_paisa,
             coalesce(sum(r.exempt_sales_paisa), 0)::bigint AS exempt_sales_paisa,
             coalesce(sum(r.export_sales_paisa), 0)::bigint AS export_sales_paisa,
             coalesce(sum(r.taxable_paisa), 0)::bigint AS taxable_paisa,
             coalesce(sum(r.vat_paisa), 0)::bigint AS vat_paisa,
             coalesce(sum(r.bill_total_paisa), 0)::bigint AS bill_total_paisa
      FROM (${returnsSql(range)}) r`),
    closedMonthsOf(db, period),
  ]);
  const periodSums = sums.rows[0];
  if (!periodSums) throw new Error('sales returns sum returned no row');
  const documents = periodSums.documents;
  return {
    seller: { name: shop.name, legal_name: shop.legal_name, pan: shop.pan },
    period: periodJson(period),
    data: rows.rows.map(rowJson),
    count: documents,
    page,
    total_pages: totalPages(documents, SALES_REGISTER_PAGE_SIZE),
    page_totals: totalsJson(sumAmounts(rows.rows.map(amountsOf)), rows.rows.length),
    period_totals: totalsJson(amountsOf(periodSums), documents),
    closed_months: closed,
  };
}
