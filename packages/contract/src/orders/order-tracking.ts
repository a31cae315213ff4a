import { z } from 'zod';
import { DELIVERY_METHODS, ORDER_STATUSES, PAYMENT_STATUSES, TIMELINE_STEPS } from './orders.js';
import { PAYMENT_GATEWAYS } from '../payments/payment-gateways.js';

// The public order tracking (issue #36): anyone with the order number and the last four digits of
// the order's phone number reads its status and timeline without signing in. The answer carries
// nothing personal (no name, e-mail, phone or street address): only the town and district.

export const TRACK_ORDER_MESSAGES = {
  orderNumberRequired: 'Enter your order number',
  orderNumberTooLong: 'An order number is at most 64 characters',
  last4Invalid: 'Enter the last four digits of the phone number on the order',
  /** The one answer for an unknown order and for a wrong phone (nothing tells which). */
  notFound: 'No order matches this order number and phone number',
} as const;

// Nepali keyboards type Devanagari digits (०-९); they mean the same number.
const toLatinDigits = (value: string) => value.replace(/[०-९]/g, (digit) => String(digit.charCodeAt(0) - 0x0966));

export const trackOrderSchema = z.object({
  transaction_id: z
    .string()
    .trim()
    .min(1, TRACK_ORDER_MESSAGES.orderNumberRequired)
    .max(64, TRACK_ORDER_MESSAGES.orderNumberTooLong)
    .describe('The order number, e.g. PSL-7K3M9Q2XTB4N (any letter case)'),
  phone_last4: z
    .string()
    .trim()
    .transform(toLatinDigits)
    .pipe(z.string().regex(/^\d{4}$/, TRACK_ORDER_MESSAGES.last4Invalid))
    .describe("The last four digits of the order's phone number (Latin or Devanagari digits)"),
});
export type TrackOrderRequest = z.input<typeof trackOrderSchema>;

export const trackedOrderSchema = z.object({
  transaction_id: z.string(),
  created_on: z.string(),
  order_status: z.enum(ORDER_STATUSES),
  payment_gateway: z.enum(PAYMENT_GATEWAYS),
  payment_status: z.enum(PAYMENT_STATUSES),
  delivery_method: z.enum(DELIVERY_METHODS),
  destination: z
    .object({
      town: z.string().describe("The local level's English name with its kind, or an older order's city"),
      district: z.string(),
      local_level_id: z.number().nullable().describe('Ids from nepal/geography.ts, for the names in Nepali'),
      district_id: z.number().nullable(),
    })
    .nullable()
    .describe('Home delivery: the local level (town) and district in English; null for store pickup'),
  delivery: z
    .object({
      earliest: z.string().nullable().describe("'YYYY-MM-DD' in Nepal"),
      expected_by: z.string().nullable().describe("'YYYY-MM-DD' in Nepal; for pickup, ready at the shop"),
    })
    .describe('The days promised when the order was placed (promisedDelivery in the contract)'),
  tracking: z
    .object({
      courier: z.string(),
      courier_name: z.string(),
      tracking_number: z.string(),
      tracking_url: z.string().nullable(),
      shipped_at: z.string().nullable(),
    })
    .nullable()
    .describe('Once shipped: the courier and tracking number; null before'),
  timeline: z
    .array(z.object({ step: z.enum(TIMELINE_STEPS), at: z.string() }))
    .describe("The same steps as the customer's Your Orders timeline, oldest first"),
});
export type TrackedOrder = z.infer<typeof trackedOrderSchema>;

export const trackedOrderResponseSchema = z.object({ data: trackedOrderSchema });
