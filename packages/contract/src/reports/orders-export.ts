import { staffOrdersQuerySchema } from '../order-desk/order-desk.js';

// The orders export (issue #34): every order the order desk's filter shows (status, payment
// status, search, suspicious holds; no pages), newest first, as CSV or an Excel workbook, with the
// columns an owner needs. Times are written in the shop's time zone (Nepal, +05:45).

export const ORDERS_EXPORT_PATHS = {
  csv: '/api/v1/admin/orders/export.csv',
  xlsx: '/api/v1/admin/orders/export.xlsx',
} as const;

/** The desk's filter without its page. */
export const ordersExportQuerySchema = staffOrdersQuerySchema.omit({ page: true });

/** Headings, in order. Amounts are rupees (CSV: plain decimals; XLSX: numbers). */
export const ORDERS_EXPORT_COLUMNS = [
  'Order',
  'Placed (Nepal time)',
  'Status',
  'Payment method',
  'Payment status',
  'Customer',
  'E-mail',
  'Phone',
  'Address',
  'District',
  'Province',
  'Delivery',
  'Delivery zone',
  'Lines',
  'Units',
  'Subtotal',
  'Delivery charge',
  'Discount',
  'Total',
  'Coupon',
  'Courier',
  'Tracking number',
  'Bill no.',
] as const;

/** The first column that is an amount: Subtotal … Total. */
export const ORDERS_EXPORT_FIRST_AMOUNT = ORDERS_EXPORT_COLUMNS.indexOf('Subtotal');
