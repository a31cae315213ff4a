import { z } from 'zod';
import {
  COUNTER_BUYER_NAME_MAX,
  COUNTER_MAX_LINES,
  COUNTER_MAX_QUANTITY,
  COUNTER_PAYMENT_METHODS,
  COUNTER_REFERENCE_MAX,
  COUNTER_SALE_MESSAGES as M,
  type CounterPaymentMethod,
} from './counter-sale-rules.js';
import { CHECKOUT_MESSAGES } from './orders.js';

// The counter sale's request and answers (issue #36), for the staff screen and the server. Pure
// rules and paths are in counter-sale-rules.ts (no zod).

const id = z.number().int().positive().max(2_147_483_647);

/** '' or spaces mean none given. */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export const counterSaleLineSchema = z.object({
  product_id: id,
  color_id: id.nullable().default(null).describe('The colour sold, for a product sold in colours'),
  quantity: z
    .number({ message: M.quantity })
    .int({ message: M.quantity })
    .min(1, { message: M.quantity })
    .max(COUNTER_MAX_QUANTITY, { message: M.quantity }),
});

/** Body of POST /api/v1/admin/counter-sales/: what was sold, how it was paid, and for whom if asked. */
export const counterSaleRequestSchema = z.object({
  lines: z
    .array(counterSaleLineSchema, { message: M.noLines })
    .min(1, { message: M.noLines })
    .max(COUNTER_MAX_LINES, { message: M.tooManyLines }),
  payment_method: z.enum(COUNTER_PAYMENT_METHODS, { message: M.method }),
  payment_reference: z.preprocess(
    blankToUndefined,
    z.string({ message: M.reference }).trim().max(COUNTER_REFERENCE_MAX, { message: M.reference }).optional(),
  ),
  buyer_name: z.preprocess(
    blankToUndefined,
    z.string({ message: M.buyerName }).trim().max(COUNTER_BUYER_NAME_MAX, { message: M.buyerName }).optional(),
  ),
  buyer_pan: z.preprocess(
    blankToUndefined,
    z
      .string({ message: CHECKOUT_MESSAGES.buyerPanInvalid })
      .trim()
      .regex(/^\d{9}$/, { message: CHECKOUT_MESSAGES.buyerPanInvalid })
      .optional(),
  ),
});
export type CounterSaleRequest = z.infer<typeof counterSaleRequestSchema>;
export type CounterSaleInput = z.input<typeof counterSaleRequestSchema>;

/**
 * The counter screen's form as typed: the payment fields, and the till's lines, which are kept
 * beside the form and join it as the sale is sent.
 */
export interface CounterSaleForm {
  lines: { product_id: number; color_id: number | null; quantity: number }[];
  payment_method: CounterPaymentMethod;
  payment_reference: string;
  buyer_name: string;
  buyer_pan: string;
}

/** The counter screen's form checked by the request's own schema (its type is the form's). */
export const counterSaleFormSchema = z.preprocess((form: CounterSaleForm) => form, counterSaleRequestSchema);

const moneyField = z.number().describe('Rupees');

export const counterSaleSchema = z.object({
  transaction_id: z.string().describe('The order the sale is recorded as (channel counter)'),
  invoice_number: z.string().describe('The bill issued with the sale'),
  issued_at: z.string(),
  payment_method: z.enum(COUNTER_PAYMENT_METHODS),
  payment_reference: z.string().nullable(),
  buyer_name: z.string(),
  buyer_pan: z.string().nullable(),
  lines: z.array(
    z.object({
      product_id: z.number().int(),
      color_id: z.number().int().nullable(),
      product_name: z.string(),
      color_name: z.string().nullable(),
      quantity: z.number().int(),
      unit_price: moneyField,
      line_total: moneyField,
    }),
  ),
  subtotal: moneyField,
  tax_amount: moneyField,
  total: moneyField,
});
export type CounterSale = z.infer<typeof counterSaleSchema>;

/** 201 of POST /api/v1/admin/counter-sales/ (and its replay under the same Idempotency-Key). */
export const counterSaleResponseSchema = z.object({ data: counterSaleSchema });
export type CounterSaleResponse = z.infer<typeof counterSaleResponseSchema>;

/** Query of GET /api/v1/admin/counter-sales/products/: a scanned code or typed words. */
export const counterProductQuerySchema = z.object({
  q: z
    .string({ message: M.searchQuery })
    .trim()
    .min(1, { message: M.searchQuery })
    .max(100, { message: M.searchQuery }),
});

export const counterProductSchema = z.object({
  product_id: z.number().int(),
  name: z.string(),
  sku: z.string().describe("The product's code as scanned: its slug"),
  discount_price: moneyField.describe('Unit price (rupees) before bulk tiers'),
  bulk_discounts: z.array(z.object({ min_quantity: z.number().int(), discounted_price: moneyField })),
  stock: z.number().int(),
  colors: z.array(z.object({ id: z.number().int(), name: z.string(), stock: z.number().int() })),
});
export type CounterProduct = z.infer<typeof counterProductSchema>;

export const counterProductListSchema = z.object({
  data: z.array(counterProductSchema),
  exact: z.boolean().describe('True when the first product matched the code exactly (a scan): add it at once'),
  tax_percentage: z.number().describe('Added on top of prices when above 0 (the shop prices without VAT)'),
});
export type CounterProductList = z.infer<typeof counterProductListSchema>;
