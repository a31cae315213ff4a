import type { RegisterDocumentKind } from '@pasal/contract';
import { sql, type SQL } from 'drizzle-orm';

// The documents the register lists, one SELECT per kind of document, every one giving the same
// columns in the same order; the register reads their UNION ALL. A kind that reduces sales (a
// credit note) gives its amounts negated, so every sum over the union is the period's net figure
// without special cases. Amounts are integer paisa.

/** The instants a register covers: [starts, ends), Nepal midnights. */
export interface InstantRange {
  starts: Date;
  ends: Date;
}

/** The columns every source gives, as the union's rows come back from the driver. */
export interface RegisterDocumentRow extends Record<string, unknown> {
  kind: RegisterDocumentKind;
  /** Where the kind's rows sit in the register: bills first, then each later kind in its own run. */
  kind_order: number;
  fiscal_year: string;
  sequence: number;
  number: string;
  issued_at: Date | string;
  /** The order the document is about; its transaction id is joined in for the rows shown only. */
  order_id: number;
  buyer_name: string;
  buyer_pan: string | null;
  total_sales_paisa: number;
  exempt_sales_paisa: number;
  export_sales_paisa: number;
  taxable_paisa: number;
  vat_paisa: number;
  bill_total_paisa: number;
}

/**
 * Tax invoices issued in the range. Every line the shop sells is taxable at the standard rate and
 * it delivers within Nepal only, so non-taxable and export sales are 0 and the sales before VAT are
 * the taxable amount.
 */
const bills = (range: InstantRange): SQL => sql`
  SELECT 'bill'::text AS kind, 1 AS kind_order, i.fiscal_year, i.sequence, i.invoice_number AS number, i.issued_at,
         i.order_id, i.buyer ->> 'name' AS buyer_name, NULLIF(btrim(i.buyer ->> 'pan'), '') AS buyer_pan,
         i.taxable_paisa AS total_sales_paisa, 0 AS exempt_sales_paisa, 0 AS export_sales_paisa,
         i.taxable_paisa, i.vat_paisa, i.total_paisa AS bill_total_paisa
  FROM invoices i
  WHERE i.issued_at >= ${range.starts.toISOString()}::timestamptz AND i.issued_at < ${range.ends.toISOString()}::timestamptz`;

/**
 * Credit notes issued in the range (credit-notes module: a refund or a cancellation after billing),
 * as sales returns: every amount negated, the buyer as on the bill they reduce.
 */
const creditNotes = (range: InstantRange): SQL => sql`
  SELECT 'credit_note'::text AS kind, 2 AS kind_order, c.fiscal_year, c.sequence, c.number, c.issued_at,
         c.order_id, c.buyer ->> 'name' AS buyer_name, NULLIF(btrim(c.buyer ->> 'pan'), '') AS buyer_pan,
         -c.taxable_paisa AS total_sales_paisa, 0 AS exempt_sales_paisa, 0 AS export_sales_paisa,
         -c.taxable_paisa AS taxable_paisa, -c.vat_paisa AS vat_paisa, -c.total_paisa AS bill_total_paisa
  FROM credit_notes c
  WHERE c.issued_at >= ${range.starts.toISOString()}::timestamptz AND c.issued_at < ${range.ends.toISOString()}::timestamptz`;

/** Every kind of document the register lists; the VAT summary counts all but bills as returns (register.ts). */
const SOURCES: readonly ((range: InstantRange) => SQL)[] = [bills, creditNotes];

/** The union of every source over the range, to be read as a subquery `d`. */
export function documentsSql(range: InstantRange): SQL {
  return sql.join(
    SOURCES.map((source) => sql`(${source(range)})`),
    sql` UNION ALL `,
  );
}
