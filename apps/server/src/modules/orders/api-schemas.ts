import {
  DELIVERY_METHODS,
  ORDER_STATUSES,
  PAYMENT_GATEWAYS,
  PAYMENT_STATUSES,
  TIMELINE_STEPS,
  type Order,
  type OrderList,
} from '@pasal/contract';
import { z } from 'zod';

// Response shapes of the customer's order reads, for the OpenAPI document and as a last guard (the
// serializer sends only these fields). The staff order (admin/api-schemas.ts) extends this one.

const orderItemSchema = z.object({
  product_id: z.number(),
  product_name: z.string(),
  product_slug: z.string().nullable(),
  image: z.string().nullable(),
  color_id: z.number().nullable(),
  color_name: z.string().nullable(),
  unit_price: z.number(),
  quantity: z.number(),
  line_total: z.number(),
});

export const orderSchema = z.object({
  transaction_id: z.string(),
  created_on: z.string(),
  payment_gateway: z.enum(PAYMENT_GATEWAYS),
  order_status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  subtotal: z.number(),
  delivery_charge: z.number(),
  tax_percentage: z.number(),
  tax_amount: z.number(),
  discount: z.number(),
  coupon_code: z.string().nullable(),
  grand_total: z.number(),
  currency: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  shipping: z.object({
    country: z.string(),
    province: z.string(),
    city: z.string(),
    details_address: z.string(),
    monument: z.string(),
    postal_code: z.string().describe("'' when not given"),
    phone_number: z.string(),
    province_id: z.number().nullable().describe('Ids from packages/contract nepal/geography.ts; null for pickup'),
    district_id: z.number().nullable(),
    district: z.string(),
    local_level_id: z.number().nullable(),
    local_level: z.string().describe("The local level's English name with its kind"),
    ward: z.number().nullable(),
    tole: z.string(),
    landmark: z.string(),
  }),
  delivery_method: z.enum(DELIVERY_METHODS),
  delivery: z
    .object({
      method: z.enum(DELIVERY_METHODS),
      zone_id: z.string().nullable(),
      zone_name: z.string().nullable(),
      earliest: z.string().nullable().describe("'YYYY-MM-DD' in Nepal"),
      expected_by: z.string().nullable().describe("'YYYY-MM-DD' in Nepal: expected by; for pickup, ready at the shop"),
    })
    .describe('How and when the order reaches the shopper, promised when it was placed'),
  buyer_pan: z.string().nullable().describe("The buyer's PAN for the tax invoice"),
  notes: z.string(),
  items: z.array(orderItemSchema),
  can_cancel: z.boolean().describe("Whether the customer may still cancel it (the customer's one-hour rule)"),
  payment_expires_at: z
    .string()
    .nullable()
    .describe('Until when an unpaid online payment may still be completed ("Pay now"), else null'),
  paid_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  tracking: z
    .object({
      courier: z.string().describe("A COURIERS value (packages/contract admin-orders.ts) or 'other'"),
      courier_name: z.string().describe('The name the customer reads'),
      tracking_number: z.string(),
      tracking_url: z.string().nullable().describe("The courier's tracking page (http or https)"),
      shipped_at: z.string().nullable(),
    })
    .nullable()
    .describe('Recorded by staff when the order ships; null before'),
  timeline: z
    .array(z.object({ step: z.enum(TIMELINE_STEPS), at: z.string() }))
    .describe(
      'What has happened to the order, oldest first: placed, paid, processing, shipped, delivered, cancelled, refunded',
    ),
});

export const orderListSchema = z.object({
  data: z.array(orderSchema),
  count: z.number().describe('Orders in the group, all pages'),
  page: z.number(),
  total_pages: z.number(),
});

// Compile-time: each schema's output and the contract's interface are assignable both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const orderSchemasMatchContract: [
  Same<z.infer<typeof orderSchema>, Order>,
  Same<z.infer<typeof orderListSchema>, OrderList>,
] = [true, true];
