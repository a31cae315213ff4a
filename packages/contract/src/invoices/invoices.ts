import { z } from 'zod';
import type { Billing } from '../auth/auth.js';
import { formatNepalAddress, type NepalAddress } from '../nepal/address.js';
import { COUNTER_PAYMENT_METHODS } from '../orders/counter-sale-rules.js';
import { PAYMENT_GATEWAYS } from '../payments/payment-gateways.js';

// Tax invoices (issue #20): one per order, issued when the order is paid online or delivered
// (cash on delivery), numbered without gaps per Nepali fiscal year (nepal/fiscal-year.ts). The
// invoice is a snapshot: the seller's and buyer's details, the lines and the VAT as they were
// when it was issued, so a later change of the shop's settings or a product's name never alters
// an issued bill.

/** The bill's page in the storefront, outside the shop layout (printable). */
export const invoicePagePath = (transactionId: string) =>
  `/profile/orders/${encodeURIComponent(transactionId)}/invoice`;

/** GET this for an order's invoice. */
export const invoiceApiPath = (transactionId: string) => `/api/v1/orders/${encodeURIComponent(transactionId)}/invoice/`;

export const invoiceLineSchema = z.object({
  description: z.string().describe('Product name (and colour), or "Delivery charge"'),
  description_ne: z
    .string()
    .optional()
    .describe(
      "The line with the colour's Nepali name, for the bill on a Nepali page (issue #30); absent when it reads as description, and on older bills",
    ),
  quantity: z.number().int().min(1),
  rate: z.number().describe('Rupees per unit, as charged (VAT included when vat_mode is inclusive)'),
  amount: z.number().describe('Rupees: quantity × rate'),
  serials: z
    .array(z.string())
    .optional()
    .describe("The units' serial numbers or IMEIs recorded at packing (issue #33); absent when none were"),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoiceSchema = z.object({
  invoice_number: z.string().describe("Fiscal year and sequence: '2082/83-000042'"),
  fiscal_year: z.string().describe("Nepali fiscal year (1 Shrawan to end of Asar): '2082/83'"),
  sequence: z.number().int().min(1).describe('Gap-free within the fiscal year'),
  issued_at: z.string().describe('ISO 8601 instant; shown in BS and AD, Nepal time'),
  transaction_id: z.string(),
  order_date: z.string().describe('ISO 8601 instant the order was placed'),
  payment_method: z.enum(PAYMENT_GATEWAYS),
  counter_payment: z
    .object({ method: z.enum(COUNTER_PAYMENT_METHODS), reference: z.string().nullable() })
    .optional()
    .describe('A counter sale (issue #36): how it was paid at the shop, shown instead of payment_method'),
  seller: z.object({
    name: z.string(),
    legal_name: z.string(),
    address: z.string(),
    address_ne: z
      .string()
      .optional()
      .describe('The address in Nepali, for the bill on a Nepali page (issue #30); absent on older bills or none'),
    pan: z.string().describe('PAN/VAT registration number'),
    registration_no: z.string(),
    phone: z.string(),
    email: z.string(),
  }),
  buyer: z.object({
    name: z.string(),
    pan: z.string().nullable().describe('Given at checkout, when the buyer wants a bill in a business name'),
    address: z.string(),
    address_ne: z
      .string()
      .optional()
      .describe("The delivery address in Nepali names (issue #30); absent when the bill's address is typed text"),
    phone: z.string(),
    email: z.string(),
  }),
  lines: z.array(invoiceLineSchema),
  vat_mode: z
    .enum(['inclusive', 'exclusive'])
    .describe('inclusive: prices contain VAT, which is broken out; exclusive: VAT was added on top (TAX_PERCENTAGE)'),
  vat_percent: z.number(),
  subtotal: z.number().describe('Rupees: the lines of goods'),
  delivery_charge: z.number().describe('Rupees'),
  discount: z.number().describe('Rupees'),
  taxable_amount: z.number().describe('Rupees: the total before VAT'),
  vat_amount: z.number().describe('Rupees'),
  total: z.number().describe('Rupees: what the buyer paid (taxable amount + VAT)'),
  total_in_words: z.string().describe("English: 'Rupees … Only'"),
  total_in_words_ne: z.string().describe("Nepali: '… रुपैयाँ मात्र', for the bill on a Nepali page"),
  issued_by: z
    .string()
    .nullable()
    .describe(
      'The staff member who issued the bill, by name as issued (issue #34); null when the system issued it (an online payment verified) and on bills issued before the issuer was recorded',
    ),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** GET /api/v1/orders/{transaction_id}/invoice/ → 200 */
export const invoiceResponseSchema = z.object({ data: invoiceSchema });

/**
 * Whether an order has (or gets, on first request) a bill: paid and not cancelled (a payment that
 * arrives for a cancelled order is refunded), or delivered (cash on delivery is paid then).
 */
export function invoiceIsDue(order: { order_status: string; payment_status: string }): boolean {
  return order.order_status === 'Delivered' || (order.payment_status === 'paid' && order.order_status !== 'Cancelled');
}

/** Non-empty parts, trimmed, joined by commas. */
const oneLine = (parts: readonly string[]) =>
  parts
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(', ');

/**
 * The buyer's address as the bill prints it (issue #30), one line and without the landmark: the
 * account's billing address when it has one (the Billing Address page saves the address book's
 * Nepal address, with its one-line fields filled from it: billingFromAddress; one saved as free
 * text before is printed as written); else the whole address the order went to (municipality with
 * its ward, district, province, postal code), or an older order's free-text address; '' for a
 * pickup order of an account without a billing address.
 */
export function billBuyerAddress(
  billing: Pick<Billing, 'address' | 'city' | 'state' | 'zipcode'> | null,
  delivery: NepalAddress | null,
  freeText: { details_address: string; city: string; province: string },
  locale: 'en' | 'ne' = 'en',
): string {
  if (billing) {
    const state = billing.zipcode.trim() ? `${billing.state.trim()} ${billing.zipcode.trim()}` : billing.state;
    const line = oneLine([billing.address, billing.city, state]);
    if (line !== '') return line;
  }
  if (delivery) {
    const { landmark: _landmark, ...withoutLandmark } = delivery;
    return oneLine(formatNepalAddress(withoutLandmark, locale));
  }
  return oneLine([freeText.details_address, freeText.city, freeText.province]);
}

// Prints of a bill by staff (issue #33). Nepal's rule for computer-printed bills: the first print is
// the original and every later print is marked "Copy of original (n)", with who printed it and when.
// The server numbers each print when staff press "Print bill" (before the browser's print dialog).
// The customer's own page is not counted: it is marked "Customer copy" without a number.

/** POST this (staff) to record a print of an order's bill and get its copy number. */
export const billPrintApiPath = (transactionId: string) =>
  `/api/v1/admin/orders/${encodeURIComponent(transactionId)}/invoice/prints/`;

export const INVOICE_PATHS = { invoice: invoiceApiPath, prints: billPrintApiPath } as const;

export const billPrintSchema = z.object({
  copy_number: z.number().int().min(0).describe('0: the original (first print); n: the n-th copy after it'),
  printed_by: z.string().describe("The staff member's name"),
  printed_at: z.string().describe('ISO 8601 instant of the print'),
});
export type BillPrint = z.infer<typeof billPrintSchema>;

/** POST /api/v1/admin/orders/{transaction_id}/invoice/prints/ → 201: the bill and this print's number. */
export const billPrintResponseSchema = z.object({ data: z.object({ invoice: invoiceSchema, print: billPrintSchema }) });
export type BillPrinted = z.infer<typeof billPrintResponseSchema>['data'];
