import { z } from 'zod';
import { pageParam } from '../shared/query-params.js';
import {
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  type DeliveryMethod,
  type Order,
  type OrderStatus,
  type PaymentStatus,
} from '../orders/orders.js';
import type { PaymentGateway } from '../payments/payment-gateways.js';
import { SUSPICIOUS_HOLDS_VIEW, type HoldFlag } from '../orders/cod-holds.js';
import type { CreditNoteSummary } from '../credit-notes/credit-notes.js';
import type { Refundable, StaffRefundRecord } from '../orders/refunds.js';
import type { OrderEditLine } from '../orders/order-edits.js';
import type { DraftOrderSource } from '../orders/draft-orders.js';

// The shop's side of orders: staff list every customer's orders, move them along the order
// process (Pending → Processing → Shipped → Delivered, or Cancelled; a store-pickup order goes
// Processing → Ready for pickup → Delivered instead of shipping) and record refunds. Which moves
// are allowed is decided by the server's transition table; an order's details carry the moves the
// signed-in staff member may make now (`allowed_moves`, `can_refund`), so screens never guess.

export const STAFF_ORDERS_PAGE_SIZE = 20;
export const STAFF_ORDER_SEARCH_MAX_LENGTH = 100;

export const STAFF_ORDER_PATHS = {
  orders: '/api/v1/admin/orders/',
  order: (transactionId: string) => `/api/v1/admin/orders/${encodeURIComponent(transactionId)}/`,
  status: (transactionId: string) => `/api/v1/admin/orders/${encodeURIComponent(transactionId)}/status/`,
  refund: (transactionId: string) => `/api/v1/admin/orders/${encodeURIComponent(transactionId)}/refund/`,
  releaseHold: (transactionId: string) => `/api/v1/admin/orders/${encodeURIComponent(transactionId)}/release-hold/`,
  undo: (transactionId: string) => `/api/v1/admin/orders/${encodeURIComponent(transactionId)}/undo/`,
  edit: (transactionId: string) => `/api/v1/admin/orders/${encodeURIComponent(transactionId)}/edit/`,
  editPreview: (transactionId: string) => `/api/v1/admin/orders/${encodeURIComponent(transactionId)}/edit/preview/`,
} as const;

/**
 * A move to Processing or Delivered can be taken back by the staff member who made it, for this
 * long after it (issue #33): a misclick is common at a busy desk, and a minute is short enough that
 * nothing else (the courier, the customer) has acted on it yet.
 */
export const UNDO_WINDOW_SECONDS = 60;
export const CANCEL_REASON_MAX_LENGTH = 500;

/** Why an order was cancelled (required of staff) and why an undo was refused. */
export const ORDER_DESK_MESSAGES = {
  cancelReasonRequired: 'Please give the reason for cancelling',
  cancelReasonTooLong: `The reason must be at most ${CANCEL_REASON_MAX_LENGTH} characters`,
  undone: 'Change undone',
} as const;

export const STAFF_ORDER_MESSAGES = {
  staffOnly: 'Staff only',
} as const;

/** The toast after a move: 'Order PSL-… is now Shipped'. */
export function orderMovedMessage(transactionId: string, status: OrderStatus): string {
  return `Order ${transactionId} is now ${status}`;
}

/** Query of GET api/v1/admin/orders/. */
export const staffOrdersQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES, { message: `must be one of ${ORDER_STATUSES.join(', ')}` }).optional(),
  payment_status: z.enum(PAYMENT_STATUSES, { message: `must be one of ${PAYMENT_STATUSES.join(', ')}` }).optional(),
  q: z.string().trim().max(STAFF_ORDER_SEARCH_MAX_LENGTH, { message: 'is too long' }).optional(),
  view: z
    .enum([SUSPICIOUS_HOLDS_VIEW], { message: `must be ${SUSPICIOUS_HOLDS_VIEW}` })
    .optional()
    .describe(
      'suspicious_holds: only open unpaid cash-on-delivery orders whose account looks like hoarding (issue #29)',
    ),
  page: pageParam.default(1),
});
export type StaffOrdersQuery = z.input<typeof staffOrdersQuerySchema>;

/**
 * Nepal's common couriers, in the order the ship dialog lists them. `other` takes a name. The value
 * is what is stored; the label is what the customer reads in the e-mail and on the order page.
 */
export const COURIERS = [
  { value: 'nepal-post-ems', label: 'Nepal Post (EMS)' },
  { value: 'pathao', label: 'Pathao' },
  { value: 'aramex-nepal', label: 'Aramex Nepal' },
  { value: 'upaya', label: 'Upaya' },
  { value: 'logistic-nepal', label: 'Logistic Nepal (Nepal Can Move)' },
  { value: 'sewa-express', label: 'Sewa Express' },
  { value: 'dash-logistics', label: 'Dash Logistics' },
  { value: 'fastline', label: 'Fastline' },
  { value: 'other', label: 'Other' },
] as const;
export type CourierValue = (typeof COURIERS)[number]['value'];
export const COURIER_VALUES = COURIERS.map((courier) => courier.value) as [CourierValue, ...CourierValue[]];
export const COURIER_NAME_MAX_LENGTH = 60;
export const TRACKING_NUMBER_MAX_LENGTH = 64;
export const TRACKING_URL_MAX_LENGTH = 500;

/** The ship dialog's and the API's messages (one wording on both sides). */
export const SHIPMENT_MESSAGES = {
  courierRequired: 'Please choose the courier',
  courierNameRequired: "Please enter the courier's name",
  courierNameTooLong: `The courier's name must be at most ${COURIER_NAME_MAX_LENGTH} characters`,
  trackingNumberRequired: 'Please enter the tracking number',
  trackingNumberTooLong: `The tracking number must be at most ${TRACKING_NUMBER_MAX_LENGTH} characters`,
  trackingUrlInvalid: 'The tracking link must be a web address starting with http:// or https://',
  trackingUrlTooLong: `The tracking link must be at most ${TRACKING_URL_MAX_LENGTH} characters`,
} as const;

/** The name a customer reads: the listed courier's label, or the name staff typed for "Other". */
export function courierDisplayName(courier: string, courierName: string): string {
  if (courier === 'other') return courierName.trim() || 'Courier';
  return COURIERS.find((entry) => entry.value === courier)?.label ?? courier;
}

/**
 * An absolute http(s) address with a host name; anything else (javascript:, data:, relative paths,
 * spaces, quotes) is refused. A plain pattern: the contract runs where `URL` may not be typed.
 */
export function isHttpUrl(text: string): boolean {
  return /^https?:\/\/[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?(?:[/?#][^\s<>"'`\\]*)?$/i.test(text);
}

/** The shipment fields of the ship dialog (also the API body's, next to `status`). */
export const shipmentFields = {
  courier: z.enum(COURIER_VALUES, { message: SHIPMENT_MESSAGES.courierRequired }),
  courier_name: z
    .string({ message: SHIPMENT_MESSAGES.courierNameRequired })
    .trim()
    .max(COURIER_NAME_MAX_LENGTH, { message: SHIPMENT_MESSAGES.courierNameTooLong })
    .optional(),
  tracking_number: z
    .string({ message: SHIPMENT_MESSAGES.trackingNumberRequired })
    .trim()
    .min(1, { message: SHIPMENT_MESSAGES.trackingNumberRequired })
    .max(TRACKING_NUMBER_MAX_LENGTH, { message: SHIPMENT_MESSAGES.trackingNumberTooLong }),
  tracking_url: z
    .string({ message: SHIPMENT_MESSAGES.trackingUrlInvalid })
    .trim()
    .max(TRACKING_URL_MAX_LENGTH, { message: SHIPMENT_MESSAGES.trackingUrlTooLong })
    .refine((url) => url === '' || isHttpUrl(url), { message: SHIPMENT_MESSAGES.trackingUrlInvalid })
    .optional(),
};

function requireCourierName(
  value: { courier?: string | undefined; courier_name?: string | undefined },
  context: z.RefinementCtx,
) {
  if (value.courier === 'other' && !value.courier_name) {
    context.addIssue({ code: 'custom', path: ['courier_name'], message: SHIPMENT_MESSAGES.courierNameRequired });
  }
}

/** The ship dialog's form. */
export const shipmentSchema = z.object(shipmentFields).superRefine(requireCourierName);
export type ShipmentInput = z.input<typeof shipmentSchema>;

/** Why an order is cancelled, as the customer will read it. */
const cancelReason = z
  .string({ message: ORDER_DESK_MESSAGES.cancelReasonRequired })
  .trim()
  .max(CANCEL_REASON_MAX_LENGTH, { message: ORDER_DESK_MESSAGES.cancelReasonTooLong });

/** The cancel dialog's form: the reason, which a move to Cancelled cannot go without. */
export const cancelOrderFormSchema = z.object({
  reason: cancelReason.min(1, { message: ORDER_DESK_MESSAGES.cancelReasonRequired }),
});
export type CancelOrderForm = z.input<typeof cancelOrderFormSchema>;
export type CancelOrderFormOutput = z.output<typeof cancelOrderFormSchema>;

/**
 * Body of POST api/v1/admin/orders/{transaction_id}/status/. Moving to Shipped needs the courier
 * and the tracking number (the customer is promised one); other moves take no shipment fields.
 */
export const staffOrderStatusSchema = z
  .object({
    status: z.enum(ORDER_STATUSES, {
      message: `must be one of ${ORDER_STATUSES.join(', ')}`,
    }),
    courier: shipmentFields.courier.optional(),
    courier_name: shipmentFields.courier_name,
    tracking_number: shipmentFields.tracking_number.optional(),
    tracking_url: shipmentFields.tracking_url,
    reason: cancelReason
      .optional()
      .describe('Cancelled only, and required then: why (kept in the history and told to the customer)'),
  })
  .superRefine((value, context) => {
    if (value.status === 'Cancelled' && !value.reason) {
      context.addIssue({ code: 'custom', path: ['reason'], message: ORDER_DESK_MESSAGES.cancelReasonRequired });
    }
    if (value.status !== 'Shipped') return;
    if (value.courier === undefined) {
      context.addIssue({ code: 'custom', path: ['courier'], message: SHIPMENT_MESSAGES.courierRequired });
    }
    if (value.tracking_number === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['tracking_number'],
        message: SHIPMENT_MESSAGES.trackingNumberRequired,
      });
    }
    requireCourierName(value, context);
  });
export type StaffOrderStatusRequest = z.input<typeof staffOrderStatusSchema>;

// The refund's body (staffRefundSchema) and what may be refunded are in refunds.ts.

/** One row of the staff order list. */
export interface StaffOrderSummary {
  transaction_id: string;
  created_on: string;
  order_status: OrderStatus;
  payment_status: PaymentStatus;
  payment_gateway: PaymentGateway;
  grand_total: number;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  delivery_method: DeliveryMethod;
  /** Units across all lines. */
  item_count: number;
  /** A replacement shipment (issue #33): true when it replaces a returned unit, priced 0. */
  replacement: boolean;
  /**
   * For an open unpaid cash-on-delivery order: what its account holds in such orders and why that
   * looks like hoarding (empty flags: nothing odd). Null for any other order.
   */
  hold: StaffOrderHold | null;
}

/** An account's open unpaid cash-on-delivery orders, as the desk shows them beside one of them. */
export interface StaffOrderHold {
  open_orders: number;
  units: number;
  most_units_of_one_product: number;
  account_created_at: string;
  flags: HoldFlag[];
}

export interface StaffOrderList {
  data: StaffOrderSummary[];
  count: number;
  page: number;
  total_pages: number;
}

export type OrderEventActor = 'customer' | 'staff' | 'system';

/** One entry of an order's history, oldest first. */
export interface OrderEvent {
  kind: 'status' | 'payment' | 'return' | 'warranty' | 'edit';
  from: string | null;
  to: string;
  actor: OrderEventActor;
  /** The person who made the move ('Ram Thapa'), null for the system or when unknown. */
  by: string | null;
  note: string;
  at: string;
}

/** One attempt to collect the money, with what the provider answered (issue #33). */
export interface StaffPaymentRecord {
  provider: PaymentGateway;
  /** The attempt as the provider knows it (eSewa transaction_uuid, Khalti pidx); null for cash and old records. */
  attempt: string | null;
  status: 'initiated' | 'completed' | 'failed' | 'expired';
  /** A payment taken for an order already paid by another attempt: the money is to be given back. */
  duplicate: boolean;
  reference: string | null;
  amount: number;
  /** When the attempt started. */
  created_at: string;
  updated_at: string;
  /** When the provider's answer (or the attempt's expiry) was recorded; null while it is still open. */
  answered_at: string | null;
}

/** An order as staff see it: the customer's view plus the account, payments, history and next moves. */
export interface StaffOrder extends Order {
  customer: { id: number; email: string; first_name: string; last_name: string; phone: string };
  payment_reference: string | null;
  payments: StaffPaymentRecord[];
  history: OrderEvent[];
  /** The statuses staff may move this order to now, in process order. */
  allowed_moves: OrderStatus[];
  /** Whether a refund may be recorded now (paid, and not all of it refunded yet). */
  can_refund: boolean;
  /** What may still be refunded, line by line (null when nothing may). */
  refundable: Refundable | null;
  /** Refunds recorded so far, oldest first. */
  refunds: StaffRefundRecord[];
  /** Credit notes issued against the bill, oldest first. */
  credit_notes: CreditNoteSummary[];
  /** The lines staff may change now (issue #36, order-edits.ts); null when the order cannot change. */
  editable_lines: OrderEditLine[] | null;
  /** Taken by staff for the customer (issue #36, draft-orders.ts): how and by whom; null for a shopper's own order. */
  taken_as_draft: DraftOrigin | null;
}

/** Where an order taken by staff came from: its draft. */
export interface DraftOrigin {
  draft_id: number;
  source: DraftOrderSource;
  taken_by: string;
  staff_note: string;
}

export interface StaffOrderChanged {
  data: StaffOrder;
  message: string;
  /** After a move the one who made it may undo: for how many seconds (absent or null: no undo). */
  undoable_for_seconds?: number | null | undefined;
}
