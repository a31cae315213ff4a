import {
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  SUSPICIOUS_HOLDS_VIEW,
  type OrderStatus,
  type PaymentStatus,
} from '@pasal/contract';
import type { StaffOrdersFilter } from './api';

// The staff order list keeps its filters, page and open order in the query string, so Back, a
// reload and a link sent to a colleague all show the same thing.

const isOrderStatus = (value: string | null): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value ?? '');
const isPaymentStatus = (value: string | null): value is PaymentStatus =>
  (PAYMENT_STATUSES as readonly string[]).includes(value ?? '');

/** The list filter a query string asks for; anything unknown is ignored rather than sent. */
export function filterFromParams(params: URLSearchParams): StaffOrdersFilter {
  const status = params.get('status');
  const paymentStatus = params.get('payment_status');
  const page = Number(params.get('page') ?? '1');
  return {
    status: isOrderStatus(status) ? status : '',
    payment_status: isPaymentStatus(paymentStatus) ? paymentStatus : '',
    q: (params.get('q') ?? '').trim().slice(0, 100),
    view: params.get('view') === SUSPICIOUS_HOLDS_VIEW ? SUSPICIOUS_HOLDS_VIEW : '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query string for a filter (and an open order), without empty or default values. */
export function paramsFor(filter: StaffOrdersFilter, order?: string): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.payment_status) params.set('payment_status', filter.payment_status);
  if (filter.q) params.set('q', filter.q);
  if (filter.view) params.set('view', filter.view);
  if (filter.page > 1) params.set('page', String(filter.page));
  if (order) params.set('order', order);
  return params;
}

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  failed: 'Payment failed',
  refunded: 'Refunded',
};

/** What each move's button says. */
export const MOVE_LABELS: Record<OrderStatus, string> = {
  Pending: 'Mark as Pending',
  Processing: 'Mark as Processing',
  Shipped: 'Mark as Shipped',
  'Ready for pickup': 'Mark as Ready for pickup',
  Delivered: 'Mark as Delivered',
  Cancelled: 'Cancel order',
};
