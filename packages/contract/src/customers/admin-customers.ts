import { z } from 'zod';
import { sessionUserSchema } from '../auth/auth-responses.js';
import { wholeId } from '../shared/query-params.js';
import { ORDER_STATUSES, PAYMENT_STATUSES, type OrderStatus, type PaymentStatus } from '../orders/orders.js';
import { PAYMENT_GATEWAYS, type PaymentGateway } from '../payments/payment-gateways.js';
import { USER_ROLES } from '../staff/staff.js';

// The back office's customers (api/v1/admin/customers/): every account with its orders, what it
// has spent, its addresses and reviews. Staff and admins read; only an admin disables an account
// (it cannot sign in and its sessions end) or enables it again. Money is in rupees at this edge,
// as everywhere in the API; the server counts in paisa.

export const ADMIN_CUSTOMERS_PAGE_SIZE = 25;
export const CUSTOMER_SEARCH_MAX_LENGTH = 100;
export const DISABLE_REASON_MAX_LENGTH = 500;
/** The detail shows this many of the newest orders and reviews; the rest are a link away. */
export const CUSTOMER_DETAIL_ORDERS_SHOWN = 20;
export const CUSTOMER_DETAIL_REVIEWS_SHOWN = 20;
export const CUSTOMER_DETAIL_DELIVERY_ADDRESSES_SHOWN = 5;

export const CUSTOMER_STATES = ['active', 'disabled'] as const;
export type CustomerState = (typeof CUSTOMER_STATES)[number];
export const CUSTOMER_STATE_LABELS: Record<CustomerState, string> = { active: 'Active', disabled: 'Disabled' };

export const ADMIN_CUSTOMERS_PATHS = {
  customers: '/api/v1/admin/customers/',
  customer: (id: number) => `/api/v1/admin/customers/${id}/`,
  disable: (id: number) => `/api/v1/admin/customers/${id}/disable/`,
  enable: (id: number) => `/api/v1/admin/customers/${id}/enable/`,
  erase: (id: number) => `/api/v1/admin/customers/${id}/erase/`,
} as const;

export const CUSTOMER_MESSAGES = {
  notFound: 'Customer not found',
  reasonRequired: 'Please say why the account is disabled',
  reasonTooLong: `The reason must be at most ${DISABLE_REASON_MAX_LENGTH} characters`,
  alreadyDisabled: 'This account is already disabled',
  erased: 'Account erased: its personal data is gone and its orders now show "Erased customer"',
} as const;

const nameOf = (customer: { first_name: string; last_name: string; email: string }) =>
  `${customer.first_name} ${customer.last_name}`.trim() || customer.email;

/** The success toasts, worded the same by the server and the screen. */
export const customerChangeMessages = {
  disabled: (customer: { first_name: string; last_name: string; email: string }) =>
    `${nameOf(customer)} is disabled; their sessions have ended`,
  enabled: (customer: { first_name: string; last_name: string; email: string }) =>
    `${nameOf(customer)} can sign in again`,
};

/**
 * Which orders count as money spent: paid ones (eSewa, Khalti, or COD marked paid) and COD orders
 * delivered (the courier collected the cash), never a cancelled, failed, unpaid or refunded one.
 * The server says the same in SQL (modules/customers/service.ts), which the API tests hold together.
 */
export function orderCountsAsSpent(order: {
  order_status: OrderStatus;
  payment_status: PaymentStatus;
  payment_gateway: PaymentGateway;
}): boolean {
  if (order.order_status === 'Cancelled') return false;
  if (order.payment_status === 'paid') return true;
  return order.payment_gateway === 'COD' && order.order_status === 'Delivered' && order.payment_status === 'unpaid';
}

/**
 * The digits a phone search looks for: "+977 984-1234567" and "9841234567" find the same account.
 * Nepal's country code is dropped when written with its + ("+977 98123", "(+977) 98…") or when the
 * number is longer than a Nepali one (9779841234567); fewer than 3 digits is not a phone search.
 */
export function phoneSearchDigits(query: string): string | null {
  let digits = query.replace(/\D/g, '');
  const compact = query.replace(/[\s()-]/g, '');
  if (compact.startsWith('+977') || (digits.length > 10 && digits.startsWith('977'))) digits = digits.slice(3);
  return digits.length >= 3 ? digits : null;
}

// ---- requests ------------------------------------------------------------------------------

export const adminCustomerParamsSchema = z.object({ id: wholeId });

/** Query of GET api/v1/admin/customers/. */
export const adminCustomerListQuerySchema = z.object({
  q: z.string().trim().max(CUSTOMER_SEARCH_MAX_LENGTH, { message: 'is too long' }).optional(),
  state: z.enum(CUSTOMER_STATES, { message: `must be one of ${CUSTOMER_STATES.join(', ')}` }).optional(),
  page: wholeId.max(100_000, { message: 'is too large' }).default(1),
});
export type AdminCustomerListQuery = z.input<typeof adminCustomerListQuerySchema>;

/** Body of POST api/v1/admin/customers/{id}/disable/: the confirmation dialog's reason. */
export const customerDisableSchema = z.object({
  reason: z
    .string({ error: CUSTOMER_MESSAGES.reasonRequired })
    .trim()
    .min(1, CUSTOMER_MESSAGES.reasonRequired)
    .max(DISABLE_REASON_MAX_LENGTH, CUSTOMER_MESSAGES.reasonTooLong),
});
export type CustomerDisableRequest = z.infer<typeof customerDisableSchema>;

// ---- answers -------------------------------------------------------------------------------

const disabledSchema = z
  .object({
    at: z.string(),
    reason: z.string(),
    /** The admin who disabled it; null once that account is gone. */
    by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  })
  .nullable();

/** Set once the account was erased on request: when and by whom, nothing of what it held. */
const erasedSchema = z
  .object({ at: z.string(), by: z.object({ id: z.number().int(), name: z.string() }).nullable() })
  .nullable();

export const adminCustomerRowSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  role: z.enum(USER_ROLES),
  state: z.enum(CUSTOMER_STATES),
  joined_on: z.string(),
  order_count: z.number().int(),
  /** Rupees: paid orders and delivered COD orders (orderCountsAsSpent). */
  total_spent: z.number(),
  last_order_on: z.string().nullable(),
});
export type AdminCustomerRow = z.infer<typeof adminCustomerRowSchema>;

export const adminCustomerListSchema = z.object({
  data: z.array(adminCustomerRowSchema),
  count: z.number().int(),
  page: z.number().int(),
  total_pages: z.number().int(),
});
export type AdminCustomerList = z.infer<typeof adminCustomerListSchema>;

const addressFields = {
  country: z.string(),
  state: z.string(),
  city: z.string(),
  address: z.string(),
  monument: z.string(),
  zipcode: z.string(),
};

export const adminCustomerOrderSchema = z.object({
  transaction_id: z.string(),
  created_on: z.string(),
  order_status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_gateway: z.enum(PAYMENT_GATEWAYS),
  grand_total: z.number(),
  item_count: z.number().int(),
  counts_as_spent: z.boolean(),
});
export type AdminCustomerOrder = z.infer<typeof adminCustomerOrderSchema>;

export const adminCustomerReviewSchema = z.object({
  id: z.number().int(),
  product: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  rating: z.number().int(),
  review_text: z.string(),
  verified_purchase: z.boolean(),
  created_on: z.string(),
});
export type AdminCustomerReview = z.infer<typeof adminCustomerReviewSchema>;

/** The account as its owner sees it (sessionUserSchema), and what staff see besides. */
export const adminCustomerDetailSchema = sessionUserSchema.extend({
  state: z.enum(CUSTOMER_STATES),
  disabled: disabledSchema,
  erased: erasedSchema,
  joined_on: z.string(),
  sign_in: z.object({ password: z.boolean(), google: z.boolean() }),
  order_count: z.number().int(),
  total_spent: z.number(),
  /** The newest CUSTOMER_DETAIL_ORDERS_SHOWN; order_count says how many there are. */
  orders: z.array(adminCustomerOrderSchema),
  addresses: z.object({
    /** The address saved on the account (profile's billing address); null until saved. */
    billing: z.object(addressFields).nullable(),
    /** Distinct delivery addresses of the account's orders, most recently used first. */
    delivery: z.array(
      z.object({ ...addressFields, phone_number: z.string(), last_used_on: z.string(), order_count: z.number().int() }),
    ),
  }),
  review_count: z.number().int(),
  /** The newest CUSTOMER_DETAIL_REVIEWS_SHOWN. */
  reviews: z.array(adminCustomerReviewSchema),
});
export type AdminCustomerDetail = z.infer<typeof adminCustomerDetailSchema>;

export const adminCustomerResponseSchema = z.object({ data: adminCustomerDetailSchema });

/** Disable and enable answer the customer as they are now, and the screen's toast. */
export const adminCustomerChangedSchema = z.object({ data: adminCustomerDetailSchema, message: z.string() });
export type AdminCustomerChanged = z.infer<typeof adminCustomerChangedSchema>;
