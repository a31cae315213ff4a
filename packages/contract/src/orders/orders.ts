import { z } from 'zod';
import type { CounterPaymentMethod } from './counter-sale-rules.js';
import { pageParam } from '../shared/query-params.js';
import {
  accountDetailSchema,
  optionalEmailField,
  phoneAccountDetailSchema,
  phoneField,
} from '../auth/account-forms.js';
import { NEPAL_ADDRESS_MESSAGES, nepalAddressSchema, type NepalAddress } from '../nepal/address.js';
import { PAYMENT_GATEWAYS, type PaymentGateway } from '../payments/payment-gateways.js';

// Orders, coupons and payments (docs/rules/checkout-and-payments.md). Money is rupees at this API
// and integer paisa in every rule below.

// 'Ready for pickup' (issue #20): a store-pickup order waits at the shop; it is never Shipped.
export const ORDER_STATUSES = [
  'Pending',
  'Processing',
  'Shipped',
  'Ready for pickup',
  'Delivered',
  'Cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** How the goods reach the shopper (issue #20): delivered to an address, or collected at the shop. */
export const DELIVERY_METHODS = ['delivery', 'pickup'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];
export const DELIVERY_METHOD_LABELS: Record<DeliveryMethod, string> = {
  delivery: 'Home delivery',
  pickup: 'Store pickup',
};

export const PAYMENT_STATUSES = ['unpaid', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * A customer may cancel a Pending order this long after placing it
 * (docs/rules/checkout-and-payments.md#cancelling-an-order).
 */
export const CANCEL_WINDOW_MINUTES = 60;
/** Khalti refuses smaller payments ("Amount should be greater than Rs. 10, that is 1000 paisa."). */
export const ONLINE_PAYMENT_MIN_PAISA = 1000;
export const MAX_ORDER_LINE_QUANTITY = 100;
export const MAX_ORDER_LINES = 50;
export const ORDER_CURRENCY = 'Npr';

export const ORDER_MESSAGES = {
  pricesChanged: 'Prices have changed, please review your cart',
  checkoutSuccess: 'Checkout successfully!',
  somethingWentWrong: 'Something went wrong',
  emptyCart: 'Your cart is empty',
  noOrders: 'No orders found',
  paymentFailed: 'Payment Failed',
  paymentSuccessful: 'Payment Successful!',
  processingPayment: 'Processing Payment',
  /** A payment that arrived after the order was cancelled (expired, or cancelled by the shopper). */
  paidAfterCancel: 'This order had already been cancelled, so your payment will be refunded. Your cart is still here.',
  orderCancelled: 'Your order has been cancelled',
  cancelNotAllowed: 'This order can no longer be cancelled',
  couponRequired: 'Please enter a coupon code',
  couponApplied: 'Coupon applied',
} as const;

export const NOTES_MAX_LENGTH = 1000;

/** Checkout-only messages (docs/rules/checkout-and-payments.md#checkout-form). */
export const CHECKOUT_MESSAGES = {
  additionalInfoRequired: 'Additional info is required',
  paymentMethodRequired: 'Payment method is required',
  paymentMethodInvalid: 'Please select a payment method',
  notesTooLong: `Additional info must be at most ${NOTES_MAX_LENGTH} characters`,
  deliveryMethodRequired: 'Choose home delivery or store pickup',
  buyerPanInvalid: 'PAN must be 9 digits',
} as const;

export const API_PATHS = {
  orders: '/api/v1/orders/',
  order: (transactionId: string) => `/api/v1/orders/${encodeURIComponent(transactionId)}/`,
  cancelOrder: (transactionId: string) => `/api/v1/orders/${encodeURIComponent(transactionId)}/cancel/`,
  confirmPayment: (transactionId: string) => `/api/v1/orders/${encodeURIComponent(transactionId)}/success/`,
  paymentFailed: (transactionId: string) => `/api/v1/orders/${encodeURIComponent(transactionId)}/payment-failed/`,
  payAgain: (transactionId: string) => `/api/v1/orders/${encodeURIComponent(transactionId)}/pay/`,
  quote: '/api/v1/orders/quote/',
  /** POST (no sign-in): an order's status by its number and the last 4 digits of its phone number. */
  track: '/api/v1/orders/track/',
  validateCoupon: '/api/v1/coupons/validate/',
  checkoutOptions: '/api/v1/payments/checkout/',
} as const;

// ---------------------------------------------------------------------------------------------
// API shapes

export interface OrderItem {
  product_id: number;
  product_name: string;
  /** Null when the product has been removed from the catalogue since. */
  product_slug: string | null;
  image: string | null;
  color_id: number | null;
  color_name: string | null;
  /** The colour's Nepali name as it was when the order was placed (issue #30); null: none. */
  color_name_ne: string | null;
  /** The unit price charged (bulk tier applied), rupees. */
  unit_price: number;
  quantity: number;
  line_total: number;
}

/**
 * Where a delivery goes (issue #20: a Nepali address by ids from nepal/geography.ts, with the
 * official English names as stored when the order was placed). For a store-pickup order the ids are
 * null and the texts empty: only the phone number is there. The older text fields stay for the
 * clients that read them: `province` (name), `city` (= the local level's name), `details_address`
 * (= tole), `monument` (= landmark).
 */
export interface ShippingAddress {
  country: string;
  province: string;
  city: string;
  details_address: string;
  monument: string;
  /** '' when not given (optional: docs/rules/checkout-and-payments.md#shipping-address). */
  postal_code: string;
  phone_number: string;
  province_id: number | null;
  district_id: number | null;
  /** The district's English name. */
  district: string;
  local_level_id: number | null;
  /** The local level's English name with its kind ('Kathmandu Metropolitan City'). */
  local_level: string;
  ward: number | null;
  tole: string;
  landmark: string;
}

/** How and when the order reaches the shopper, promised when it was placed. */
export interface OrderDelivery {
  method: DeliveryMethod;
  /** The delivery zone (null for pickup). */
  zone_id: string | null;
  zone_name: string | null;
  /** Earliest day, 'YYYY-MM-DD' on Nepal's calendar. */
  earliest: string | null;
  /** Promised day ('expected by'; for pickup the day it is ready at the shop), 'YYYY-MM-DD'. */
  expected_by: string | null;
}

/** The order's address as a NepalAddress for formatNepalAddress, or null for a pickup order. */
export function nepalAddressOf(shipping: ShippingAddress): NepalAddress | null {
  if (shipping.province_id === null || shipping.district_id === null || shipping.local_level_id === null) return null;
  if (shipping.ward === null) return null;
  return {
    provinceId: shipping.province_id,
    districtId: shipping.district_id,
    localLevelId: shipping.local_level_id,
    ward: shipping.ward,
    tole: shipping.tole,
    ...(shipping.landmark ? { landmark: shipping.landmark } : {}),
    ...(shipping.postal_code ? { postalCode: shipping.postal_code } : {}),
  };
}

export interface Order {
  transaction_id: string;
  /** ISO 8601. */
  created_on: string;
  payment_gateway: PaymentGateway;
  order_status: OrderStatus;
  payment_status: PaymentStatus;
  subtotal: number;
  delivery_charge: number;
  tax_percentage: number;
  tax_amount: number;
  discount: number;
  coupon_code: string | null;
  grand_total: number;
  currency: string;
  first_name: string;
  last_name: string;
  email: string;
  shipping: ShippingAddress;
  delivery_method: DeliveryMethod;
  delivery: OrderDelivery;
  /** The buyer's PAN for the tax invoice (9 digits), when given at checkout. */
  buyer_pan: string | null;
  notes: string;
  items: OrderItem[];
  /** Whether the customer may still cancel it (Pending, within one hour). */
  can_cancel: boolean;
  /** Until when an unpaid online payment may still be completed (ISO 8601), else null. */
  payment_expires_at: string | null;
  paid_at: string | null;
  cancelled_at: string | null;
  /** Why the shop cancelled it (a staff cancel's reason, issue #33); null otherwise. */
  cancel_reason: string | null;
  /** The courier and tracking number, once the order has shipped. */
  tracking: OrderTracking | null;
  /** What has happened to the order so far, oldest first (placed, paid, …, delivered). */
  timeline: OrderTimelineEntry[];
  /**
   * A replacement shipment (issue #33): the return it answers and the order whose unit it replaces.
   * Priced 0, nothing to pay and no bill; null for every other order.
   */
  replacement_for: OrderReplacementOf | null;
  /**
   * A counter sale (issue #36): sold at the shop's till, and how it was paid there. Absent for
   * every online order.
   */
  counter_payment?: { method: CounterPaymentMethod; reference: string | null };
}

/** What a replacement shipment replaces: a unit of `transaction_id` sent back in return `return_id`. */
export interface OrderReplacementOf {
  return_id: number;
  transaction_id: string;
}

/** How a shipped order travels (recorded by staff when they mark it Shipped). */
export interface OrderTracking {
  /** One of COURIERS' values (order-desk.ts), or 'other'. */
  courier: string;
  /** The courier's name as the customer reads it ('Pathao', or what staff typed for Other). */
  courier_name: string;
  tracking_number: string;
  /** The courier's tracking page for this parcel (http or https), when staff gave one. */
  tracking_url: string | null;
  shipped_at: string | null;
}

export const TIMELINE_STEPS = [
  'placed',
  'paid',
  'payment_failed',
  'processing',
  'shipped',
  'ready_for_pickup',
  'delivered',
  'cancelled',
  'refunded',
  /** Staff changed its items or delivery before it shipped (issue #36). */
  'changed',
] as const;
export type TimelineStep = (typeof TIMELINE_STEPS)[number];

/** One step of an order's timeline. */
export interface OrderTimelineEntry {
  step: TimelineStep;
  /** ISO 8601. */
  at: string;
}

/** How the customer's timeline names each step. */
export const TIMELINE_LABELS: Record<TimelineStep, string> = {
  placed: 'Order placed',
  paid: 'Payment received',
  payment_failed: 'Payment not completed',
  processing: 'Being prepared',
  shipped: 'Shipped',
  ready_for_pickup: 'Ready for pickup',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  changed: 'Order changed',
};

/**
 * An online payment that never arrived (abandoned or cancelled at eSewa or Khalti, or still open):
 * not a purchase. The account lists such orders apart, under "Payment not completed".
 */
export function isPaymentNotCompleted(order: Pick<Order, 'payment_gateway' | 'payment_status'>): boolean {
  return order.payment_gateway !== 'COD' && (order.payment_status === 'unpaid' || order.payment_status === 'failed');
}

/** Orders per page of GET api/v1/orders/. */
export const ORDERS_PAGE_SIZE = 10;

/** Which of the customer's orders GET api/v1/orders/ lists: purchases (default) or unfinished payments. */
export const ORDER_LIST_GROUPS = ['purchases', 'payment_not_completed'] as const;
export type OrderListGroup = (typeof ORDER_LIST_GROUPS)[number];

/** Query of GET api/v1/orders/. */
export const customerOrdersQuerySchema = z.object({
  page: pageParam.default(1),
  group: z.enum(ORDER_LIST_GROUPS, { message: `must be one of ${ORDER_LIST_GROUPS.join(', ')}` }).default('purchases'),
});
export type CustomerOrdersQuery = z.input<typeof customerOrdersQuerySchema>;

/** GET api/v1/orders/ answer. */
export interface OrderList {
  data: Order[];
  /** Orders in the group (all pages). */
  count: number;
  page: number;
  total_pages: number;
}

/** POST api/v1/orders/{transaction_id}/pay/ answer: the payment started again, as when the order was placed. */
export type PaymentRestart = PlacedOrder;

/**
 * Payment attempts one order may have (the first and nine "Pay now"s). Every attempt the shopper
 * may still complete in a tab left open is asked about before the order is called unpaid, so
 * their number is bounded: a runaway client cannot make each check cost a hundred calls.
 */
export const MAX_PAYMENT_ATTEMPTS = 10;

export interface QuoteLine {
  product_id: number;
  color_id: number | null;
  product_name: string;
  color_name: string | null;
  quantity: number;
  unit_price: number;
  line_total: number;
  delivery_price: number;
}

/** The server's price for a set of cart lines: the only figures an order is charged. */
export interface OrderQuote {
  lines: QuoteLine[];
  subtotal: number;
  delivery_charge: number;
  tax_percentage: number;
  tax_amount: number;
  discount: number;
  coupon_code: string | null;
  grand_total: number;
  currency: string;
  /** The subtotal from which delivery is free, rupees. */
  free_delivery_threshold: number;
  /**
   * The delivery for the destination asked about (district or pickup); null when the request named
   * none (the cart before an address: `delivery_charge` is then the estimate without a zone).
   */
  delivery: QuoteDelivery | null;
}

/** The delivery part of a quote (issue #20): the zone's charge and promise for the destination. */
export interface QuoteDelivery {
  method: DeliveryMethod;
  district_id: number | null;
  zone_id: string | null;
  zone_name: string | null;
  /** Rupees; the same figure as the quote's `delivery_charge`. */
  charge: number;
  /** The zone charges, but the subtotal reached the free-delivery threshold. */
  free_delivery: boolean;
  /** 'YYYY-MM-DD' on Nepal's calendar. For pickup both are the day the order is ready. */
  earliest: string;
  expected_by: string;
  /** Pickup: the day the order waits at the shop; null for delivery. */
  pickup_ready: string | null;
}

/** eSewa ePay v2 form fields plus where to post them (docs/rules/checkout-and-payments.md#esewa). */
export interface EsewaPaymentStart {
  gateway: 'Esewa';
  payment_url: string;
  amount: string;
  tax_amount: string;
  total_amount: string;
  transaction_uuid: string;
  product_code: string;
  product_service_charge: string;
  product_delivery_charge: string;
  success_url: string;
  failure_url: string;
  signed_field_names: string;
  signature: string;
}

export const ESEWA_FORM_FIELD_NAMES = [
  'amount',
  'tax_amount',
  'total_amount',
  'transaction_uuid',
  'product_code',
  'product_service_charge',
  'product_delivery_charge',
  'success_url',
  'failure_url',
  'signed_field_names',
  'signature',
] as const satisfies readonly (keyof EsewaPaymentStart)[];

/**
 * eSewa's `transaction_uuid` for an order's payment attempt. The first attempt is the order number
 * itself; each "Pay now" after it gets `<order number>-R<n>` (n = 2, 3, …): eSewa refuses a uuid
 * that has already moved money, and says nothing on whether it accepts one again at all.
 * The suffix cannot be mistaken for part of an order number (`PSL-` and twelve characters, no
 * second hyphen).
 */
export function esewaAttemptUuid(transactionId: string, attempt: number): string {
  return attempt <= 1 ? transactionId : `${transactionId}-R${attempt}`;
}

/** The attempt a `transaction_uuid` of `transactionId` names (1 for the order number itself), or null for another order's. */
export function esewaAttemptOf(transactionId: string, uuid: string): number | null {
  if (uuid === transactionId) return 1;
  const suffix = uuid.startsWith(`${transactionId}-R`) ? uuid.slice(transactionId.length + 2) : '';
  return /^[1-9]\d{0,5}$/.test(suffix) && Number(suffix) >= 2 ? Number(suffix) : null;
}

/**
 * The `transaction_uuid` of the attempt after `uuids` (the order's attempts so far, any order):
 * one past the highest, so a uuid is never handed out twice even when an attempt's record is
 * missing from the middle.
 */
export function nextEsewaAttemptUuid(transactionId: string, uuids: readonly string[]): string {
  const highest = uuids.reduce((most, uuid) => Math.max(most, esewaAttemptOf(transactionId, uuid) ?? 0), 1);
  return esewaAttemptUuid(transactionId, highest + 1);
}

/** The order number inside an eSewa `transaction_uuid` (the browser is back from eSewa with it). */
export function orderNumberOfEsewaUuid(uuid: string): string {
  return uuid.replace(/-R\d+$/, '');
}

export interface KhaltiPaymentStart {
  gateway: 'Khalti';
  /** Send the browser here (GET). */
  payment_url: string;
  pidx: string;
  expires_at: string;
}

export interface CodPaymentStart {
  gateway: 'COD';
}

export type PaymentStart = EsewaPaymentStart | KhaltiPaymentStart | CodPaymentStart;

/** POST api/v1/orders/ answer. */
export interface PlacedOrder {
  order: Order;
  payment: PaymentStart;
}

export type PaymentOutcome = 'paid' | 'failed' | 'pending';

/** POST api/v1/orders/{transaction_id}/success/ answer. */
export interface PaymentConfirmation {
  outcome: PaymentOutcome;
  message: string;
  order: Order;
}

/** POST api/v1/coupons/validate/ answer. */
export interface CouponPreview {
  code: string;
  message: string;
  quote: OrderQuote;
}

/**
 * The stored checkout record (docs/rules/checkout-and-payments.md#esewa): what the payment return
 * page needs after the redirect.
 */
export interface StoredCheckout {
  transaction_id: string;
  payment_gateway: PaymentGateway;
  grand_total: number;
  payment: PaymentStart;
  saved_at: string;
}

export const CHECKOUT_STORAGE_KEY = 'pasal-checkout';

/** GET api/v1/payments/checkout/ answer: what the checkout screen offers. */
export interface CheckoutOptions {
  /** Only the gateways the shop offers (a gateway without credentials outside demo mode is not). */
  gateways: { value: PaymentGateway; label: string; simulated: boolean }[];
  /** Online payments are simulated: the checkout says "Demo shop: …". */
  demo_mode: boolean;
  free_delivery_threshold: number;
  tax_percentage: number;
  currency: string;
  payment_window_minutes: number;
  cancel_window_minutes: number;
}

// ---------------------------------------------------------------------------------------------
// Request schemas (server validation; the web forms build these from the checkout form)

const positiveId = (label: string) =>
  z
    .number({ message: `${label} must be a number` })
    .int({ message: `${label} must be a whole number` })
    .positive({ message: `${label} must be positive` })
    // Ids are PostgreSQL integers: a larger number cannot name anything.
    .max(2_147_483_647, { message: `${label} is too large` });

export const orderLineSchema = z.object({
  product_id: positiveId('Product'),
  color_id: positiveId('Colour').nullable().optional(),
  quantity: z
    .number({ message: 'Quantity must be a number' })
    .int({ message: 'Quantity must be a whole number' })
    .min(1, { message: 'Quantity must be at least 1' })
    .max(MAX_ORDER_LINE_QUANTITY, { message: `Quantity must be at most ${MAX_ORDER_LINE_QUANTITY}` }),
});
export type OrderLineInput = z.infer<typeof orderLineSchema>;

export const orderLinesSchema = z
  .array(orderLineSchema, { message: 'Lines must be a list' })
  .min(1, { message: ORDER_MESSAGES.emptyCart })
  .max(MAX_ORDER_LINES, { message: `An order can have at most ${MAX_ORDER_LINES} lines` });

export const couponCodeSchema = z
  .string({ message: 'Coupon code must be text' })
  .trim()
  .max(40, { message: 'This coupon code is not valid' })
  .transform((code) => code.toUpperCase());

const deliveryMethodField = z.enum(DELIVERY_METHODS, { message: CHECKOUT_MESSAGES.deliveryMethodRequired });
const districtIdField = z
  .number({ message: NEPAL_ADDRESS_MESSAGES.districtRequired })
  .int({ message: NEPAL_ADDRESS_MESSAGES.districtRequired })
  .positive({ message: NEPAL_ADDRESS_MESSAGES.districtRequired })
  .max(2_147_483_647, { message: NEPAL_ADDRESS_MESSAGES.districtRequired });

/**
 * Where the quote delivers to: `delivery_method` 'pickup', or a `district_id` (delivery). Neither:
 * no zone yet (the cart page). The server checks that the district exists (400 otherwise).
 */
const quoteDestinationFields = {
  delivery_method: deliveryMethodField.optional(),
  district_id: districtIdField.optional().nullable(),
};

export const quoteRequestSchema = z.object({
  lines: orderLinesSchema,
  coupon_code: couponCodeSchema.optional().nullable(),
  ...quoteDestinationFields,
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

export const couponValidateSchema = z.object({
  code: couponCodeSchema.refine((code) => code.length > 0, { message: ORDER_MESSAGES.couponRequired }),
  lines: orderLinesSchema,
  ...quoteDestinationFields,
});
export type CouponValidateRequest = z.infer<typeof couponValidateSchema>;

const rupeeAmount = (label: string) =>
  z
    .number({ message: `${label} must be a number` })
    .min(0, { message: `${label} must not be negative` })
    .max(100_000_000, { message: `${label} is too large` });

const personal = accountDetailSchema.shape;

/** A PAN (Permanent Account Number) is 9 digits; '' or nothing means none given. */
const buyerPanField = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z
    .string({ message: CHECKOUT_MESSAGES.buyerPanInvalid })
    .trim()
    .regex(/^\d{9}$/, { message: CHECKOUT_MESSAGES.buyerPanInvalid })
    .optional(),
);

const A = NEPAL_ADDRESS_MESSAGES;
const idField = (message: string) =>
  z.number({ message }).int({ message }).positive({ message }).max(2_147_483_647, { message });
const optionalAddressText = z.string({ message: A.toleRequired }).optional().nullable();

/**
 * The address fields of the order payload and the checkout form (snake_case, like the rest of the
 * order API). Optional here: a pickup order has none; `checkShippingAddress` requires and checks
 * them (province → district → local level → ward) when the method is 'delivery'.
 */
export const shippingAddressFields = {
  delivery_method: deliveryMethodField,
  province_id: idField(A.provinceRequired).optional().nullable(),
  district_id: idField(A.districtRequired).optional().nullable(),
  local_level_id: idField(A.localLevelRequired).optional().nullable(),
  ward: z.number({ message: A.wardRequired }).int({ message: A.wardRequired }).optional().nullable(),
  tole: optionalAddressText,
  landmark: optionalAddressText,
  postal_code: optionalAddressText,
};

type ShippingAddressInput = {
  delivery_method: DeliveryMethod;
  province_id?: number | null | undefined;
  district_id?: number | null | undefined;
  local_level_id?: number | null | undefined;
  ward?: number | null | undefined;
  tole?: string | null | undefined;
  landmark?: string | null | undefined;
  postal_code?: string | null | undefined;
};

const ADDRESS_FIELD_OF: Record<string, string> = {
  provinceId: 'province_id',
  districtId: 'district_id',
  localLevelId: 'local_level_id',
  ward: 'ward',
  tole: 'tole',
  landmark: 'landmark',
  postalCode: 'postal_code',
};

/** The payload's address fields as a NepalAddress to check (missing values fail with the field's message). */
function addressCandidate(value: ShippingAddressInput): Record<string, unknown> {
  return {
    provinceId: value.province_id ?? undefined,
    districtId: value.district_id ?? undefined,
    localLevelId: value.local_level_id ?? undefined,
    ward: value.ward ?? undefined,
    tole: value.tole ?? '',
    landmark: value.landmark ?? undefined,
    postalCode: value.postal_code ?? undefined,
  };
}

/** A delivery needs a whole, consistent Nepali address; the issues land on the snake_case fields. */
export function checkShippingAddress(value: ShippingAddressInput, context: z.RefinementCtx): void {
  // Not an object at all (a JSON null body): the object check has said so already.
  if (typeof value !== 'object' || value === null || value.delivery_method !== 'delivery') return;
  const result = nepalAddressSchema.safeParse(addressCandidate(value));
  if (result.success) return;
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? 'district_id');
    context.addIssue({ code: 'custom', path: [ADDRESS_FIELD_OF[key] ?? key], message: issue.message });
  }
}

const SHIPPING_KEYS = new Set(['delivery_method', ...Object.values(ADDRESS_FIELD_OF)]);

/**
 * Check the address also while other fields (the name, the payment) are wrong, so a form shows
 * every message at once; only an address field of the wrong type stops it.
 */
export const shippingCheckParams = {
  when: (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !payload.issues.some((issue) => !issue.path?.length || SHIPPING_KEYS.has(String(issue.path[0]))),
};

/** The checked address of a delivery payload (after checkShippingAddress passed), or null for pickup. */
export function shippingNepalAddress(value: ShippingAddressInput): NepalAddress | null {
  if (value.delivery_method !== 'delivery') return null;
  const result = nepalAddressSchema.safeParse(addressCandidate(value));
  return result.success ? result.data : null;
}

/**
 * POST api/v1/orders/: the order payload with the cart lines it implies. The server takes the user
 * from the token and recomputes every figure; `subtotal`…`grand_total` are only compared
 * (docs/rules/checkout-and-payments.md#pricing). `user` and `product` (cart line ids) are accepted
 * for compatibility and ignored. Field rules and messages are the account forms' (checkout personal
 * = account detail, checkout shipping = billing address:
 * docs/rules/checkout-and-payments.md#checkout-form).
 */
export const placeOrderSchema = z
  .object({
    first_name: personal.first_name,
    middle_name: personal.middle_name.optional(),
    last_name: personal.last_name,
    email: optionalEmailField,
    ...shippingAddressFields,
    phone_number: phoneField,
    buyer_pan: buyerPanField,
    payment_gateway: z.enum(PAYMENT_GATEWAYS, {
      error: (issue) =>
        issue.input === undefined || issue.input === ''
          ? CHECKOUT_MESSAGES.paymentMethodRequired
          : CHECKOUT_MESSAGES.paymentMethodInvalid,
    }),
    subtotal: rupeeAmount('Subtotal'),
    tax_percentage: rupeeAmount('Tax percentage').optional(),
    tax_amount: rupeeAmount('Tax amount').optional(),
    delivery_charge: rupeeAmount('Delivery charge'),
    discount: rupeeAmount('Discount').optional().default(0),
    grand_total: rupeeAmount('Grand total'),
    currency: z.string().trim().max(10).optional(),
    notes: z.string().trim().max(NOTES_MAX_LENGTH, { message: CHECKOUT_MESSAGES.notesTooLong }).optional(),
    coupon_code: couponCodeSchema.optional().nullable(),
    user: z.unknown().optional(),
    product: z.unknown().optional(),
    lines: orderLinesSchema,
  })
  .superRefine(checkShippingAddress, shippingCheckParams);
export type PlaceOrderRequest = z.infer<typeof placeOrderSchema>;

/** POST api/v1/orders/{transaction_id}/success/: eSewa's `data`, or Khalti's `pidx` (and status). */
export const confirmPaymentSchema = z.object({
  data: z.string().trim().min(1).max(8192).optional(),
  pidx: z.string().trim().min(1).max(100).optional(),
  status: z.string().trim().max(50).optional(),
});
export type ConfirmPaymentRequest = z.infer<typeof confirmPaymentSchema>;

// ---------------------------------------------------------------------------------------------
// Pure rules

export interface CouponTerms {
  kind: 'percentage' | 'fixed';
  /** Percent (1–100) for 'percentage', paisa for 'fixed'. */
  value: number;
  maxDiscountPaisa: number | null;
  minSubtotalPaisa: number;
  validFrom: Date | null;
  validTo: Date | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  usedCount: number;
  active: boolean;
}

/**
 * The discount a coupon gives on a subtotal (goods only, before delivery), in paisa: a percentage
 * rounded down to the whole rupee (prices are whole rupees, and eSewa's acceptance of paisa amounts
 * is unconfirmed, docs/protocols.md §1.9) and capped at `maxDiscountPaisa`, or a fixed amount; never more
 * than the subtotal.
 */
export function couponDiscountPaisa(
  coupon: Pick<CouponTerms, 'kind' | 'value' | 'maxDiscountPaisa'>,
  subtotalPaisa: number,
): number {
  const raw =
    coupon.kind === 'percentage' ? Math.floor((subtotalPaisa * coupon.value) / 100 / 100) * 100 : coupon.value;
  const capped = coupon.maxDiscountPaisa === null ? raw : Math.min(raw, coupon.maxDiscountPaisa);
  return Math.max(0, Math.min(capped, subtotalPaisa));
}

// Made on first use and kept: a formatter per call cost the server's checkout time, and one made
// when the module loads would be made while the storefront starts, before any coupon is shown.
let rupeesForMessage: Intl.NumberFormat | undefined;

function formatRupeesForMessage(paisa: number): string {
  rupeesForMessage ??= new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
  return rupeesForMessage.format(paisa / 100);
}

/** Why a coupon cannot be used, as a refusal code (refusals/refusal-catalogue.ts) and its parameters. */
export type CouponRefusal =
  | { code: 'coupon_invalid' | 'coupon_not_active' | 'coupon_expired' | 'coupon_used_up' | 'coupon_used_by_you' }
  | { code: 'coupon_minimum_subtotal'; params: { amount: string } };

/**
 * Why a coupon cannot be used now, or null when it can. `usedByCustomer` counts the customer's
 * redemptions that still stand (cancelled or failed orders give theirs back).
 */
export function couponRejection(
  coupon: CouponTerms | null,
  context: { now: number; subtotalPaisa: number; usedByCustomer: number },
): CouponRefusal | null {
  if (coupon === null || !coupon.active) return { code: 'coupon_invalid' };
  if (coupon.validFrom !== null && context.now < coupon.validFrom.getTime()) return { code: 'coupon_not_active' };
  if (coupon.validTo !== null && context.now > coupon.validTo.getTime()) return { code: 'coupon_expired' };
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) return { code: 'coupon_used_up' };
  if (coupon.perCustomerLimit !== null && context.usedByCustomer >= coupon.perCustomerLimit) {
    return { code: 'coupon_used_by_you' };
  }
  if (context.subtotalPaisa < coupon.minSubtotalPaisa) {
    return { code: 'coupon_minimum_subtotal', params: { amount: formatRupeesForMessage(coupon.minSubtotalPaisa) } };
  }
  return null;
}

/** Tax on the goods after discount, rounded to the whole paisa (0 while prices include VAT). */
export function taxPaisa(taxableAmountPaisa: number, taxPercentage: number): number {
  if (taxPercentage <= 0) return 0;
  return Math.round((taxableAmountPaisa * taxPercentage) / 100);
}

export interface OrderTotalsPaisa {
  subtotal: number;
  delivery: number;
  discount: number;
  tax: number;
  grandTotal: number;
}

/** Grand total = subtotal + delivery − discount + tax (all paisa). */
export function orderTotalsPaisa(input: {
  subtotal: number;
  delivery: number;
  discount: number;
  taxPercentage: number;
}): OrderTotalsPaisa {
  const discount = Math.min(input.discount, input.subtotal);
  const tax = taxPaisa(input.subtotal - discount, input.taxPercentage);
  return {
    subtotal: input.subtotal,
    delivery: input.delivery,
    discount,
    tax,
    grandTotal: input.subtotal + input.delivery - discount + tax,
  };
}

/**
 * The customer's own cancel: a Pending order within one hour of placing it
 * (docs/rules/checkout-and-payments.md#cancelling-an-order).
 */
export function canCustomerCancel(order: { status: OrderStatus; createdAt: Date }, now: number): boolean {
  return order.status === 'Pending' && now - order.createdAt.getTime() <= CANCEL_WINDOW_MINUTES * 60_000;
}

/**
 * Badge colours of the orders list; any other value is the negative case
 * (docs/rules/checkout-and-payments.md#order-statuses).
 */
export function orderStatusTone(status: string): 'pending' | 'processing' | 'shipped' | 'delivered' | 'negative' {
  switch (status) {
    case 'Pending':
      return 'pending';
    case 'Processing':
      return 'processing';
    case 'Shipped':
    case 'Ready for pickup':
      return 'shipped';
    case 'Delivered':
      return 'delivered';
    default:
      return 'negative';
  }
}

// ---------------------------------------------------------------------------------------------
// The checkout form (three steps: Personal Info, Shipping, Payment)

/**
 * The whole checkout form (docs/rules/checkout-and-payments.md#checkout-form). Personal fields are
 * the Account Details rules plus the optional buyer PAN for the invoice; the shipping step is the
 * delivery method and, for a delivery, the Nepali address (issue #20: ids from the address picker,
 * numbers; ward a number). `additional_info` is required here, as the checkout form says; the order
 * API keeps `notes` optional for API clients (placeOrderSchema, docs/decisions.md).
 */
const checkoutStepFields = {
  buyer_pan: buyerPanField,
  ...shippingAddressFields,
  additional_info: z
    .string({ message: CHECKOUT_MESSAGES.additionalInfoRequired })
    // Trimmed first, so a note of nothing but spaces is missing too.
    .trim()
    .min(1, { message: CHECKOUT_MESSAGES.additionalInfoRequired })
    .max(NOTES_MAX_LENGTH, { message: CHECKOUT_MESSAGES.notesTooLong }),
  payment_method: z
    .string({ message: CHECKOUT_MESSAGES.paymentMethodRequired })
    .min(1, { message: CHECKOUT_MESSAGES.paymentMethodRequired })
    // Not `abort`: an aborted field would stop the address check (shippingCheckParams); an empty
    // value gets only the "required" message because this refinement lets '' through.
    .refine((value) => value === '' || (PAYMENT_GATEWAYS as readonly string[]).includes(value), {
      message: CHECKOUT_MESSAGES.paymentMethodInvalid,
    }),
};

export const checkoutFormSchema = accountDetailSchema
  .extend(checkoutStepFields)
  .superRefine(checkShippingAddress, shippingCheckParams);

/**
 * The checkout of an account signed up with a mobile number alone: the same form, the e-mail
 * optional (docs/rules/accounts.md#sign-up-with-a-mobile-number).
 */
export const phoneCheckoutFormSchema = phoneAccountDetailSchema
  .extend(checkoutStepFields)
  .superRefine(checkShippingAddress, shippingCheckParams);
export type CheckoutFormInput = z.input<typeof checkoutFormSchema>;
export type CheckoutFormValues = z.output<typeof checkoutFormSchema>;

export const CHECKOUT_STEPS = ['personal', 'shipping', 'payment'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/**
 * Which step shows each field: after a failed submit the form jumps to the first step with an error
 * (docs/rules/checkout-and-payments.md#checkout-form).
 */
export const CHECKOUT_STEP_FIELDS: Record<CheckoutStep, readonly (keyof CheckoutFormInput)[]> = {
  personal: ['first_name', 'middle_name', 'last_name', 'email', 'phone', 'buyer_pan'],
  shipping: [
    'delivery_method',
    'province_id',
    'district_id',
    'local_level_id',
    'ward',
    'tole',
    'landmark',
    'postal_code',
  ],
  // Display order within the step: the focus goes to the first invalid field the shopper sees.
  payment: ['payment_method', 'additional_info'],
};

/**
 * The order payload (docs/rules/checkout-and-payments.md#placing-an-order) from the checkout form,
 * the cart lines and the quote shown.
 */
export function toPlaceOrderPayload(
  form: CheckoutFormValues,
  lines: OrderLineInput[],
  quote: Pick<
    OrderQuote,
    'subtotal' | 'tax_percentage' | 'tax_amount' | 'delivery_charge' | 'discount' | 'grand_total' | 'coupon_code'
  >,
): z.input<typeof placeOrderSchema> {
  return {
    first_name: form.first_name,
    middle_name: form.middle_name ?? '',
    last_name: form.last_name,
    email: form.email,
    ...shippingPayloadOf(form),
    phone_number: form.phone,
    ...(form.buyer_pan ? { buyer_pan: form.buyer_pan } : {}),
    payment_gateway: form.payment_method as PaymentGateway,
    subtotal: quote.subtotal,
    tax_percentage: quote.tax_percentage,
    tax_amount: quote.tax_amount,
    delivery_charge: quote.delivery_charge,
    discount: quote.discount,
    grand_total: quote.grand_total,
    currency: ORDER_CURRENCY,
    notes: form.additional_info,
    coupon_code: quote.coupon_code,
    lines,
  };
}

/** The payload's delivery fields: the method, and the address only for a delivery. */
function shippingPayloadOf(form: CheckoutFormValues): ShippingAddressInput {
  if (form.delivery_method === 'pickup') return { delivery_method: 'pickup' };
  return {
    delivery_method: 'delivery',
    province_id: form.province_id ?? null,
    district_id: form.district_id ?? null,
    local_level_id: form.local_level_id ?? null,
    ward: form.ward ?? null,
    tole: form.tole ?? '',
    ...(form.landmark?.trim() ? { landmark: form.landmark.trim() } : {}),
    ...(form.postal_code?.trim() ? { postal_code: form.postal_code.trim() } : {}),
  };
}
