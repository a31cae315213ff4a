import {
  courierDisplayName,
  NEPAL_UTC_OFFSET_MINUTES,
  ORDERS_EXPORT_COLUMNS,
  ORDERS_EXPORT_FIRST_AMOUNT,
  paisaDecimal,
  paisaToRupees,
  orderPaymentLabel,
  type CounterPaymentMethod,
  type PaymentGateway,
} from '@pasal/contract';
import ExcelJS from 'exceljs';
import { sql, type SQL } from 'drizzle-orm';
import type { Writable } from 'node:stream';
import type { DbOrTx } from '../../db/connection.js';
import { CSV_BOM, csvCell } from '../catalog/index.js';

// The orders export: every order the desk's filter shows, newest first, read 1,000 at a time
// (keyset on the desk's order: created_at, id, both descending) and written out as it comes, so
// memory stays flat however many orders match. One row per order; its lines in one cell
// ("2 × Anker PowerCore 10000 (Black); 1 × …"). Times in Nepal's time zone.

const CHUNK = 1_000;

export interface ExportOrderRow extends Record<string, unknown> {
  id: number;
  created_at: Date | string;
  transaction_id: string;
  status: string;
  payment_status: string;
  payment_gateway: PaymentGateway;
  counter_payment_method: CounterPaymentMethod | null;
  customer: string;
  email: string;
  phone_number: string;
  address: string;
  district: string;
  province: string;
  delivery_method: string;
  zone: string | null;
  lines: string | null;
  units: number;
  subtotal_paisa: number;
  delivery_charge_paisa: number;
  discount_paisa: number;
  grand_total_paisa: number;
  coupon: string | null;
  courier: string | null;
  courier_name: string | null;
  tracking_number: string | null;
  bill: string | null;
}

/** The desk's orders matching `where` (over `orders o JOIN users u`), a chunk at a time, newest first. */
export async function* exportOrderChunks(db: DbOrTx, where: SQL, chunk = CHUNK): AsyncGenerator<ExportOrderRow[]> {
  let last: ExportOrderRow | undefined;
  for (;;) {
    const after = last
      ? sql`AND (o.created_at, o.id) < (${new Date(last.created_at).toISOString()}::timestamptz, ${last.id}::int)`
      : sql``;
    const result = await db.execute<ExportOrderRow>(sql`
      SELECT o.id, o.created_at, o.transaction_id, o.status, o.payment_status, o.payment_gateway, o.counter_payment_method,
             btrim(o.first_name || ' ' || o.last_name) AS customer, o.email, o.phone_number,
             concat_ws(', ', NULLIF(o.details_address, ''), NULLIF(o.monument, ''), NULLIF(o.city, ''), NULLIF(o.postal_code, '')) AS address,
             o.district, o.province, o.delivery_method, o.delivery_zone_name AS zone,
             (SELECT string_agg(oi.quantity || ' × ' || oi.product_name || coalesce(' (' || oi.color_name || ')', ''), '; ' ORDER BY oi.id)
                FROM order_items oi WHERE oi.order_id = o.id) AS lines,
             (SELECT coalesce(sum(oi.quantity), 0)::int FROM order_items oi WHERE oi.order_id = o.id) AS units,
             o.subtotal_paisa, o.delivery_charge_paisa, o.discount_paisa, o.grand_total_paisa,
             cp.code AS coupon, o.courier, o.courier_name, o.tracking_number,
             (SELECT i.invoice_number FROM invoices i WHERE i.order_id = o.id) AS bill
      FROM orders o JOIN users u ON u.id = o.user_id LEFT JOIN coupons cp ON cp.id = o.coupon_id
      WHERE ${where} ${after}
      ORDER BY o.created_at DESC, o.id DESC
      LIMIT ${chunk}`);
    if (result.rows.length > 0) yield result.rows;
    if (result.rows.length < chunk) return;
    last = result.rows.at(-1);
  }
}

const NEPAL_OFFSET_MS = NEPAL_UTC_OFFSET_MINUTES * 60_000;

/** '2025-07-20 11:45' in Nepal. */
function nepalTimeOf(instant: Date | string): string {
  return new Date(new Date(instant).getTime() + NEPAL_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** The text cells of a row, in the columns' order up to the amounts, and after them. */
function textBefore(row: ExportOrderRow): (string | number | null)[] {
  return [
    row.transaction_id,
    nepalTimeOf(row.created_at),
    row.status,
    orderPaymentLabel(row.payment_gateway, row.counter_payment_method),
    row.payment_status,
    row.customer,
    row.email,
    row.phone_number,
    row.address,
    row.district,
    row.province,
    row.delivery_method === 'pickup' ? 'Store pickup' : 'Delivery',
    row.zone,
    row.lines,
    row.units,
  ];
}

const amountsOf = (row: ExportOrderRow) => [
  row.subtotal_paisa,
  row.delivery_charge_paisa,
  row.discount_paisa,
  row.grand_total_paisa,
];

const textAfter = (row: ExportOrderRow) => [
  row.coupon,
  row.courier ? courierDisplayName(row.courier, row.courier_name ?? '') : null,
  row.tracking_number,
  row.bill,
];

/** The CSV, piece by piece: the heading line, then a line per order (UTF-8 with a BOM, CRLF). */
export async function* ordersCsv(chunks: AsyncIterable<readonly ExportOrderRow[]>): AsyncGenerator<string> {
  yield `${CSV_BOM}${ORDERS_EXPORT_COLUMNS.map(csvCell).join(',')}\r\n`;
  for await (const rows of chunks) {
    yield rows
      .map((row) => {
        const before = textBefore(row).map((value) => (typeof value === 'number' ? String(value) : csvCell(value)));
        const after = textAfter(row).map(csvCell);
        return `${[...before, ...amountsOf(row).map(paisaDecimal), ...after].join(',')}\r\n`;
      })
      .join('');
  }
}

/** The workbook (one sheet, 'Orders'), written with ExcelJS's streaming writer; amounts are numbers. */
export async function writeOrdersWorkbook(
  stream: Writable,
  chunks: AsyncIterable<readonly ExportOrderRow[]>,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Pasal';
  const sheet = workbook.addWorksheet('Orders', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = ORDERS_EXPORT_COLUMNS.map((header, index) => ({
    header,
    width: index === ORDERS_EXPORT_COLUMNS.indexOf('Lines') ? 48 : 16,
    ...(index >= ORDERS_EXPORT_FIRST_AMOUNT && index < ORDERS_EXPORT_FIRST_AMOUNT + 4
      ? { style: { numFmt: '#,##0.00' } }
      : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const rows of chunks) {
    for (const row of rows) {
      sheet.addRow([...textBefore(row), ...amountsOf(row).map(paisaToRupees), ...textAfter(row)]).commit();
    }
  }
  sheet.commit();
  await workbook.commit();
}
