import { z } from 'zod';
import { orderPaymentLabel, type CounterPaymentMethod } from '../orders/counter-sale-rules.js';
import type { PaymentGateway } from '../payments/payment-gateways.js';
import { adToBs, BS_MONTH_NAMES_EN, formatBsNumeric } from '../nepal/bikram-sambat.js';
import { fiscalYearLabel, fiscalYearStartOf } from '../nepal/fiscal-year.js';
import { addDays, type AdDate, toIsoDate, weekdayOf } from '../nepal/nepal-time.js';
import { salesRegisterQuerySchema } from './sales-register.js';

// The sales report (issue #34): what the shop sold in a period, by time (day, week, BS month,
// fiscal year) or by what was sold (category, brand, product, product family), how it was paid, where it went
// (delivery zone) and with which coupon. Figures follow the bills and credit notes, so they agree
// with the sales register to the paisa:
// - a sale is an order whose bill was issued in the period, on the bill's Nepal day;
// - gross is what the bill asked before its discount (goods at their prices, and delivery);
// - discounts are the bill's discount (a coupon), shared over its goods lines by their prices;
// - refunds are the credit notes issued in the period (a refund, or a cancellation after billing),
//   on the credit note's day, each line to the product it gave back;
// - net = gross − discounts − refunds; VAT is the bills' VAT, shared over their lines by what each
//   line was billed, less the credit notes' VAT.
// So, over a period, net equals the register's "bill total" and VAT its VAT. Delivery charges are
// a line of their own ('Delivery') when grouping by category, brand or product.
// Every sum is in integer paisa: shares are split so the parts add up to the whole exactly.

export const SALES_REPORT_PATHS = {
  report: '/api/v1/admin/accounts/sales-report/',
  /** The table on screen as files (issue #34): the same groups, period and totals. */
  csv: '/api/v1/admin/accounts/sales-report.csv',
  xlsx: '/api/v1/admin/accounts/sales-report.xlsx',
} as const;

export const SALES_REPORT_GROUPS = [
  'day',
  'week',
  'month',
  'year',
  'category',
  'brand',
  'product',
  'family',
  'payment',
  'zone',
  'coupon',
] as const;
export type SalesReportGroup = (typeof SALES_REPORT_GROUPS)[number];

export const SALES_REPORT_GROUP_LABELS: Record<SalesReportGroup, string> = {
  day: 'Day',
  week: 'Week',
  month: 'BS month',
  year: 'Fiscal year',
  category: 'Category',
  brand: 'Brand',
  product: 'Product',
  family: 'Product family',
  payment: 'Payment method',
  zone: 'Delivery zone',
  coupon: 'Coupon',
};

/** The groups that are periods of time: shown in time order, every other group by net, largest first. */
export const TIME_GROUPS: readonly SalesReportGroup[] = ['day', 'week', 'month', 'year'];

export const SALES_REPORT_MESSAGES = { groupInvalid: 'Choose how to group the report' } as const;

/** Query of GET sales-report/: the register's period, and how to group. */
export const salesReportQuerySchema = salesRegisterQuerySchema.omit({ page: true }).extend({
  by: z
    .enum(SALES_REPORT_GROUPS, { error: SALES_REPORT_MESSAGES.groupInvalid })
    .default('day')
    .describe(
      'day, week (Sunday to Saturday), month (BS), year (fiscal year), category, brand, product, payment, zone or coupon',
    ),
});
export type SalesReportQuery = z.infer<typeof salesReportQuerySchema>;

/** A group's figures in paisa (units and orders are counts). */
export interface ReportFigures {
  orders: number;
  units: number;
  grossPaisa: number;
  discountPaisa: number;
  refundPaisa: number;
  vatPaisa: number;
}

export const ZERO_FIGURES: ReportFigures = {
  orders: 0,
  units: 0,
  grossPaisa: 0,
  discountPaisa: 0,
  refundPaisa: 0,
  vatPaisa: 0,
};

export function addFigures(a: ReportFigures, b: ReportFigures): ReportFigures {
  return {
    orders: a.orders + b.orders,
    units: a.units + b.units,
    grossPaisa: a.grossPaisa + b.grossPaisa,
    discountPaisa: a.discountPaisa + b.discountPaisa,
    refundPaisa: a.refundPaisa + b.refundPaisa,
    vatPaisa: a.vatPaisa + b.vatPaisa,
  };
}

export const netPaisaOf = (figures: ReportFigures) => figures.grossPaisa - figures.discountPaisa - figures.refundPaisa;

/**
 * `total` paisa split over `weights` in proportion, in whole paisa that add up to `total` exactly:
 * each part rounded down, the paisa left over given one each to the parts that lost the most to
 * rounding (the earlier part on a tie). No weight (all 0): everything to the last part.
 */
export function splitPaisa(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map((_, index) => (index === weights.length - 1 ? total : 0));
  const exact = weights.map((weight) => (total * weight) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((value, index) => ({ index, lost: value - Math.floor(value) }));
  order.sort((a, b) => b.lost - a.lost || a.index - b.index);
  for (let i = 0; left > 0; i = (i + 1) % order.length, left -= 1) parts[order[i]!.index]! += 1;
  return parts;
}

/** A bill as the report reads it: its totals and its goods lines' prices (delivery is the rest). */
export interface BillForReport {
  totalPaisa: number;
  discountPaisa: number;
  vatPaisa: number;
  deliveryPaisa: number;
  /** Line totals of the order's goods, in the bill's order. */
  linesPaisa: readonly number[];
}

/** A line's share of its bill: what it asked before the discount, its discount and its VAT. */
export interface LineShare {
  grossPaisa: number;
  discountPaisa: number;
  vatPaisa: number;
}

/**
 * The bill's gross (total + discount), discount and VAT shared over its goods lines and, last, its
 * delivery charge. Gross goes by the lines' prices and the delivery charge; the discount by the
 * goods only (a coupon takes off the goods); VAT by what each line was billed after its discount.
 * Each share list adds up to the bill's figure exactly.
 */
export function shareBill(bill: BillForReport): { lines: LineShare[]; delivery: LineShare } {
  const weights = [...bill.linesPaisa, bill.deliveryPaisa];
  const gross = splitPaisa(bill.totalPaisa + bill.discountPaisa, weights);
  const discount = splitPaisa(bill.discountPaisa, [...bill.linesPaisa, 0]);
  const billed = gross.map((value, index) => Math.max(0, value - discount[index]!));
  const vat = splitPaisa(bill.vatPaisa, billed);
  const shares = weights.map((_, index) => ({
    grossPaisa: gross[index]!,
    discountPaisa: discount[index]!,
    vatPaisa: vat[index]!,
  }));
  return { lines: shares.slice(0, -1), delivery: shares.at(-1)! };
}

/** Where a day falls when grouping by time: its group's key (sorts in time order) and label. */
export function timeGroupOf(day: AdDate, by: 'day' | 'week' | 'month' | 'year'): { key: string; label: string } {
  switch (by) {
    case 'day':
      return { key: toIsoDate(day), label: `${formatBsNumeric(adToBs(day))} (${toIsoDate(day)})` };
    case 'week': {
      // Nepal's week runs Sunday to Saturday (the weekly holiday).
      const sunday = addDays(day, -weekdayOf(day));
      return { key: toIsoDate(sunday), label: `Week of ${formatBsNumeric(adToBs(sunday))} (${toIsoDate(sunday)})` };
    }
    case 'month': {
      const bs = adToBs(day);
      return {
        key: `${bs.year}-${String(bs.month).padStart(2, '0')}`,
        label: `${BS_MONTH_NAMES_EN[bs.month - 1]} ${bs.year}`,
      };
    }
    case 'year': {
      const label = fiscalYearLabel(fiscalYearStartOf(adToBs(day)));
      return { key: label, label: `Fiscal year ${label}` };
    }
  }
}

/** What a line of a sale or return is about, for the groups that are not periods of time. */
export interface LineFacts {
  /** null: the delivery charge (or a credit note's balance line). */
  productId: number | null;
  productName: string | null;
  /** The family a configuration belongs to now (issue #35), its name, and the product's values: 'RAM 12GB, Storage 512GB'. */
  familyId: number | null;
  familyName: string | null;
  configuration: string | null;
  category: string | null;
  brand: string | null;
  payment: PaymentGateway;
  /** How a counter sale was paid (issue #36); null for an order placed online. */
  counterPayment: CounterPaymentMethod | null;
  zone: string | null;
  coupon: string | null;
}

export const DELIVERY_GROUP = 'Delivery';

/**
 * A product's row label: a configuration of a family names its family and its values, option by
 * option ('Samsung Galaxy S24 Ultra (RAM 12GB, Storage 512GB)'); another product the name it was
 * sold under.
 */
function productLabel(facts: LineFacts, productId: number): string {
  if (facts.familyName !== null && facts.configuration) return `${facts.familyName} (${facts.configuration})`;
  return facts.productName ?? `Product ${productId}`;
}

/** The group a line belongs to when grouping by something other than time. */
export function factGroupOf(
  facts: LineFacts,
  by: Exclude<SalesReportGroup, 'day' | 'week' | 'month' | 'year'>,
): { key: string; label: string } {
  const item = (value: string | null, none: string) =>
    facts.productId === null
      ? { key: '~delivery', label: DELIVERY_GROUP }
      : value === null
        ? { key: '~none', label: none }
        : { key: value, label: value };
  switch (by) {
    case 'category':
      return item(facts.category, 'No category');
    case 'brand':
      return item(facts.brand, 'No brand');
    case 'product':
      return facts.productId === null
        ? { key: '~delivery', label: DELIVERY_GROUP }
        : { key: String(facts.productId), label: productLabel(facts, facts.productId) };
    case 'family':
      // Every configuration of a family in one row; a product outside a family is its own row.
      return facts.productId === null
        ? { key: '~delivery', label: DELIVERY_GROUP }
        : facts.familyId !== null && facts.familyName !== null
          ? { key: `family-${facts.familyId}`, label: facts.familyName }
          : { key: String(facts.productId), label: productLabel(facts, facts.productId) };
    case 'payment':
      return {
        key: facts.counterPayment !== null ? `counter-${facts.counterPayment}` : facts.payment,
        label: orderPaymentLabel(facts.payment, facts.counterPayment),
      };
    case 'zone':
      return facts.zone ? { key: facts.zone, label: facts.zone } : { key: '~none', label: 'Store pickup / no zone' };
    case 'coupon':
      return facts.coupon ? { key: facts.coupon, label: facts.coupon } : { key: '~none', label: 'No coupon' };
  }
}

const money = z.number().describe('Rupees, summed in paisa');

export const salesReportRowSchema = z.object({
  key: z.string().describe('The group: a day or week start (YYYY-MM-DD), BS month (YYYY-MM), fiscal year, or a name'),
  label: z.string(),
  orders: z.number().int().describe('Orders billed in the period with a line in this group'),
  units: z.number().int().describe('Units billed'),
  gross: money.describe('Rupees the bills asked before their discounts'),
  discounts: money.describe('Rupees of discount (coupons)'),
  refunds: money.describe('Rupees given back by credit notes issued in the period'),
  net: money.describe('gross − discounts − refunds'),
  vat: money.describe("The bills' VAT less the credit notes' VAT"),
});
export type SalesReportRow = z.infer<typeof salesReportRowSchema>;

export const salesReportSchema = z.object({
  period: z.object({
    label: z.string(),
    from: z.string(),
    to: z.string(),
    from_bs: z.string(),
    to_bs: z.string(),
  }),
  by: z.enum(SALES_REPORT_GROUPS),
  rows: z.array(salesReportRowSchema),
  totals: salesReportRowSchema.omit({ key: true, label: true }),
});
export type SalesReport = z.infer<typeof salesReportSchema>;
