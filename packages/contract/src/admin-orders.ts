import { z } from 'zod';
import {
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  type Order,
  type OrderStatus,
  type PaymentGateway,
  type PaymentStatus,
} from './orders.js';

// The shop's side of orders: staff list every customer's orders, move them along the order
// process (Pending → Processing → Shipped → Delivered, or Cancelled) and record refunds. Which moves
// are allowed is decided by the server's transition table; an order's details carry the moves the
// signed-in staff member may make now (`allowed_moves`, `can_refund`), so screens never guess.

export const STAFF_ORDERS_PAGE_SIZE = 20;
export const STAFF_ORDER_SEARCH_MAX_LENGTH = 100;
export const REFUND_NOTE_MAX_LENGTH = 500;

export const STAFF_ORDER_PATHS = {
  orders: '/api/v1/admin/orders/',
  order: (transactionId: string) => `/api/v1/admin/orders/${encodeURIComponent(transactionId)}/`,
  status: (transactionId: string) => `/api/v1/admin/orders/${encodeURIComponent(transactionId)}/status/`,
  refund: (transactionId: string) => `/api/v1/admin/orders/${encodeURIComponent(transactionId)}/refund/`,
} as const;

export const STAFF_ORDER_MESSAGES = {
  notFound: 'Order not found',
  refundRecorded: 'Refund recorded',
  staffOnly: 'Staff only',
} as const;

/** The toast after a move: 'Order PSL-… is now Shipped'. */
export function orderMovedMessage(transactionId: string, status: OrderStatus): string {
  return `Order ${transactionId} is now ${status}`;
}

const pageParam = z.coerce
  .number({ message: 'must be a whole number of at least 1' })
  .int({ message: 'must be a whole number of at least 1' })
  .min(1, { message: 'must be a whole number of at least 1' })
  .max(100000, { message: 'is too large' });

/** Query of GET api/v1/admin/orders/. */
export const staffOrdersQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES, { message: `must be one of ${ORDER_STATUSES.join(', ')}` }).optional(),
  payment_status: z.enum(PAYMENT_STATUSES, { message: `must be one of ${PAYMENT_STATUSES.join(', ')}` }).optional(),
  q: z.string().trim().max(STAFF_ORDER_SEARCH_MAX_LENGTH, { message: 'is too long' }).optional(),
  page: pageParam.default(1),
});
export type StaffOrdersQuery = z.input<typeof staffOrdersQuerySchema>;

/** Body of POST api/v1/admin/orders/{transaction_id}/status/. */
export const staffOrderStatusSchema = z.object({
  status: z.enum(ORDER_STATUSES, {
    message: `must be one of ${ORDER_STATUSES.join(', ')}`,
  }),
});
export type StaffOrderStatusRequest = z.infer<typeof staffOrderStatusSchema>;

/** Body of POST api/v1/admin/orders/{transaction_id}/refund/ (optional). */
export const staffRefundSchema = z.object({
  note: z
    .string({ message: 'must be text' })
    .trim()
    .max(REFUND_NOTE_MAX_LENGTH, { message: `must be at most ${REFUND_NOTE_MAX_LENGTH} characters` })
    .default(''),
});
export type StaffRefundRequest = z.input<typeof staffRefundSchema>;

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
  /** Units across all lines. */
  item_count: number;
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
  kind: 'status' | 'payment';
  from: string | null;
  to: string;
  actor: OrderEventActor;
  /** The person who made the move ('Ram Thapa'), null for the system or when unknown. */
  by: string | null;
  note: string;
  at: string;
}

export interface StaffPaymentRecord {
  provider: PaymentGateway;
  status: 'initiated' | 'completed' | 'failed' | 'expired';
  reference: string | null;
  amount: number;
  created_at: string;
  updated_at: string;
}

/** An order as staff see it: the customer's view plus the account, payments, history and next moves. */
export interface StaffOrder extends Order {
  customer: { id: number; email: string; first_name: string; last_name: string; phone: string };
  payment_reference: string | null;
  payments: StaffPaymentRecord[];
  history: OrderEvent[];
  /** The statuses staff may move this order to now, in process order. */
  allowed_moves: OrderStatus[];
  /** Whether a refund may be recorded now (a paid, cancelled order). */
  can_refund: boolean;
}

export interface StaffOrderChanged {
  data: StaffOrder;
  message: string;
}
