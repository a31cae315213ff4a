import { z } from 'zod';
import {
  DELIVERY_METHODS,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  TIMELINE_STEPS,
  type CouponPreview,
  type Order,
  type OrderList,
  type OrderQuote,
  type PaymentConfirmation,
  type PlacedOrder,
} from './orders.js';
import type { StaffOrder, StaffOrderChanged, StaffOrderList } from '../order-desk/order-desk.js';
import { COUNTER_PAYMENT_METHODS } from './counter-sale-rules.js';
import { PAYMENT_GATEWAYS } from '../payments/payment-gateways.js';
import { holdFlagsSchema } from './cod-holds.js';
import { creditNoteSummarySchema } from '../credit-notes/credit-notes.js';
import { refundableSchema, staffRefundRecordSchema } from './refunds.js';
import { orderEditLineSchema } from './order-edits.js';
import { DRAFT_ORDER_SOURCES } from './draft-orders.js';

// Response shapes of the shopper's order routes (quote, coupon preview, placing, paying, reading),
// for the server's serializer (only these fields are sent) and the OpenAPI document. The staff
// order below extends the order. The checks at the end keep them in step
// with the interfaces in orders.ts.

const orderItemSchema = z.object({
  product_id: z.number(),
  product_name: z.string(),
  product_slug: z.string().nullable(),
  image: z.string().nullable(),
  color_id: z.number().nullable(),
  color_name: z.string().nullable(),
  color_name_ne: z
    .string()
    .nullable()
    .describe("The colour's Nepali name when the order was placed (issue #30); null: none, show color_name"),
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
  cancel_reason: z.string().nullable().describe("Why the shop cancelled it (a staff cancel's reason); null otherwise"),
  tracking: z
    .object({
      courier: z.string().describe("A COURIERS value (packages/contract order-desk.ts) or 'other'"),
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
  replacement_for: z
    .object({
      return_id: z.number().describe('The return whose line it answers'),
      transaction_id: z.string().describe('The order whose returned unit it replaces'),
    })
    .nullable()
    .describe('A replacement shipment (priced 0, nothing to pay, no bill): what it replaces; null for a sale'),
  counter_payment: z
    .object({ method: z.enum(COUNTER_PAYMENT_METHODS), reference: z.string().nullable() })
    .optional()
    .describe("A counter sale (issue #36): how it was paid at the shop's till; absent for an online order"),
});

export const orderListSchema = z.object({
  data: z.array(orderSchema),
  count: z.number().describe('Orders in the group, all pages'),
  page: z.number(),
  total_pages: z.number(),
});

const quoteSchema = z.object({
  lines: z.array(
    z.object({
      product_id: z.number(),
      color_id: z.number().nullable(),
      product_name: z.string(),
      color_name: z.string().nullable(),
      quantity: z.number(),
      unit_price: z.number(),
      line_total: z.number(),
      delivery_price: z.number(),
    }),
  ),
  subtotal: z.number(),
  delivery_charge: z.number(),
  tax_percentage: z.number(),
  tax_amount: z.number(),
  discount: z.number(),
  coupon_code: z.string().nullable(),
  grand_total: z.number(),
  currency: z.string(),
  free_delivery_threshold: z.number(),
  delivery: z
    .object({
      method: z.enum(DELIVERY_METHODS),
      district_id: z.number().nullable(),
      zone_id: z.string().nullable(),
      zone_name: z.string().nullable(),
      charge: z.number(),
      free_delivery: z.boolean(),
      earliest: z.string(),
      expected_by: z.string(),
      pickup_ready: z.string().nullable(),
    })
    .nullable(),
});

/** POST /orders/quote/ */
export const orderQuoteResponseSchema = z.object({ data: quoteSchema });
/** POST /coupons/validate/ */
export const couponPreviewResponseSchema = z.object({
  data: z.object({ code: z.string(), message: z.string(), quote: quoteSchema }),
});

const paymentStartSchema = z
  .discriminatedUnion('gateway', [
    z.object({
      gateway: z.literal('Esewa'),
      payment_url: z.string(),
      amount: z.string(),
      tax_amount: z.string(),
      product_service_charge: z.string(),
      product_delivery_charge: z.string(),
      total_amount: z.string(),
      transaction_uuid: z.string(),
      product_code: z.string(),
      success_url: z.string(),
      failure_url: z.string(),
      signed_field_names: z.string(),
      signature: z.string(),
    }),
    z.object({ gateway: z.literal('Khalti'), payment_url: z.string(), pidx: z.string(), expires_at: z.string() }),
    z.object({ gateway: z.literal('COD') }),
  ])
  .describe('eSewa: the form to post to payment_url; Khalti: send the browser to payment_url; COD: nothing to pay now');

/** POST /orders/ and POST /orders/:transaction_id/pay/ */
export const placedOrderResponseSchema = z.object({
  data: z.object({ order: orderSchema, payment: paymentStartSchema }),
});
/** GET /orders/:transaction_id/ */
export const orderResponseSchema = z.object({ data: orderSchema });
/** POST /orders/:transaction_id/cancel/ */
export const orderChangedResponseSchema = z.object({ data: orderSchema, message: z.string() });
/** POST /orders/:transaction_id/success/ and /payment-failed/ */
export const paymentConfirmationResponseSchema = z.object({
  data: z.object({ outcome: z.enum(['paid', 'failed', 'pending']), message: z.string(), order: orderSchema }),
});

// The staff's order screens (GET /admin/orders/, one order, its changes).
export const staffOrderSchema = orderSchema.extend({
  customer: z.object({
    id: z.number(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    phone: z.string(),
  }),
  payment_reference: z.string().nullable().describe("The provider's reference: Khalti pidx, eSewa transaction code"),
  payments: z.array(
    z.object({
      provider: z.enum(PAYMENT_GATEWAYS),
      attempt: z
        .string()
        .nullable()
        .describe('The attempt as the provider knows it: eSewa transaction_uuid, Khalti pidx'),
      status: z.enum(['initiated', 'completed', 'failed', 'expired']),
      duplicate: z.boolean().describe('A second payment for an order already paid: a refund is due'),
      reference: z.string().nullable(),
      amount: z.number(),
      created_at: z.string().describe('When the attempt started'),
      updated_at: z.string(),
      answered_at: z.string().nullable().describe("When the provider's answer was recorded; null while open"),
    }),
  ),
  history: z
    .array(
      z.object({
        kind: z.enum(['status', 'payment', 'return', 'warranty', 'edit']),
        from: z.string().nullable(),
        to: z.string(),
        actor: z.enum(['customer', 'staff', 'system']),
        by: z.string().nullable(),
        note: z.string(),
        at: z.string(),
      }),
    )
    .describe('Status and payment moves after the order was placed, oldest first'),
  allowed_moves: z.array(z.enum(ORDER_STATUSES)).describe('The statuses staff may move the order to now'),
  can_refund: z.boolean().describe('Whether a refund may be recorded now (paid, and not all of it refunded yet)'),
  refundable: refundableSchema.nullable().describe('What may still be refunded, line by line; null when nothing may'),
  refunds: z.array(staffRefundRecordSchema).describe('Refunds recorded so far, oldest first'),
  credit_notes: z.array(creditNoteSummarySchema).describe('Credit notes issued against the bill, oldest first'),
  editable_lines: z
    .array(orderEditLineSchema)
    .nullable()
    .describe('The lines staff may change now (an open, unpaid cash-on-delivery order); null when it cannot change'),
  taken_as_draft: z
    .object({
      draft_id: z.number(),
      source: z.enum(DRAFT_ORDER_SOURCES),
      taken_by: z.string(),
      staff_note: z.string(),
    })
    .nullable()
    .describe(
      "Taken by staff for the customer: its draft, how it came in and who took it; null for a shopper's own order",
    ),
});

export const staffOrderListSchema = z.object({
  data: z.array(
    z.object({
      transaction_id: z.string(),
      created_on: z.string(),
      order_status: z.enum(ORDER_STATUSES),
      payment_status: z.enum(PAYMENT_STATUSES),
      payment_gateway: z.enum(PAYMENT_GATEWAYS),
      grand_total: z.number(),
      first_name: z.string(),
      last_name: z.string(),
      email: z.string(),
      phone_number: z.string(),
      delivery_method: z.enum(DELIVERY_METHODS),
      item_count: z.number(),
      replacement: z.boolean().describe('A replacement shipment (no sale, priced 0) of a returned unit'),
      hold: z
        .object({
          open_orders: z.number(),
          units: z.number(),
          most_units_of_one_product: z.number(),
          account_created_at: z.string(),
          flags: holdFlagsSchema,
        })
        .nullable(),
    }),
  ),
  count: z.number(),
  page: z.number(),
  total_pages: z.number(),
});

export const staffOrderResponseSchema = z.object({ data: staffOrderSchema });
export const staffOrderChangedSchema = z.object({
  data: staffOrderSchema,
  message: z.string(),
  undoable_for_seconds: z
    .number()
    .nullable()
    .optional()
    .describe('After a move to Processing or Delivered: how long its maker may still undo it (POST …/undo/)'),
});

// Compile-time: each schema's output and the contract's interface are assignable both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const orderSchemasMatchContract: [
  Same<z.infer<typeof orderSchema>, Order>,
  Same<z.infer<typeof orderListSchema>, OrderList>,
  Same<z.infer<typeof quoteSchema>, OrderQuote>,
  Same<z.infer<typeof couponPreviewResponseSchema>['data'], CouponPreview>,
  Same<z.infer<typeof placedOrderResponseSchema>['data'], PlacedOrder>,
  Same<z.infer<typeof paymentConfirmationResponseSchema>['data'], PaymentConfirmation>,
  Same<z.infer<typeof staffOrderSchema>, StaffOrder>,
  Same<z.infer<typeof staffOrderListSchema>, StaffOrderList>,
  Same<z.infer<typeof staffOrderChangedSchema>, StaffOrderChanged>,
] = [true, true, true, true, true, true, true, true, true];
