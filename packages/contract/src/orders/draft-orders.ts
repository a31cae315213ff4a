import { z } from 'zod';
import { accountDetailSchema, emailField, phoneField } from '../auth/account-forms.js';
import {
  checkShippingAddress,
  couponCodeSchema,
  NOTES_MAX_LENGTH,
  orderLinesSchema,
  shippingAddressFields,
  shippingCheckParams,
} from './orders.js';

// Orders taken by staff (issue #36): a customer rings, or writes on Viber or Messenger, and staff
// enter the order for them on the order desk. A draft holds what was asked — the customer, the
// lines, where it goes, a coupon, how it came in — and takes no stock. It becomes an order in one of
// two ways, each placing it exactly as checkout places a shopper's order (prices worked out afresh,
// stock taken by the same one-statement reservation, the cash-on-delivery limits):
//   - staff confirm it as cash on delivery;
//   - staff send a payment link (SMS and e-mail): the customer opens /pay/<token>, sees the order and
//     pays with eSewa or Khalti; the order is placed when they press Pay.
// A draft becomes one order at most: the draft row is claimed inside the order's own transaction.

export const DRAFT_ORDER_SOURCES = ['phone', 'viber', 'messenger', 'whatsapp', 'shop', 'other'] as const;
export type DraftOrderSource = (typeof DRAFT_ORDER_SOURCES)[number];
export const DRAFT_ORDER_SOURCE_LABELS: Record<DraftOrderSource, string> = {
  phone: 'Phone call',
  viber: 'Viber',
  messenger: 'Facebook Messenger',
  whatsapp: 'WhatsApp',
  shop: 'At the shop',
  other: 'Other',
};

export const DRAFT_ORDER_STATES = ['open', 'ordered', 'cancelled'] as const;
export type DraftOrderState = (typeof DRAFT_ORDER_STATES)[number];
export const DRAFT_ORDER_STATE_LABELS: Record<DraftOrderState, string> = {
  open: 'Draft',
  ordered: 'Ordered',
  cancelled: 'Cancelled',
};

/** How long a payment link stays usable after it is sent. */
export const PAY_LINK_DAYS = 7;
export const DRAFT_STAFF_NOTE_MAX_LENGTH = 500;
export const DRAFT_ORDERS_PAGE_SIZE = 25;

export const DRAFT_ORDER_PATHS = {
  list: '/api/v1/admin/draft-orders/',
  one: (id: number) => `/api/v1/admin/draft-orders/${id}/`,
  quote: '/api/v1/admin/draft-orders/quote/',
  customers: '/api/v1/admin/draft-orders/customers/',
  customerAddresses: (customerId: number) => `/api/v1/admin/draft-orders/customers/${customerId}/addresses/`,
  confirm: (id: number) => `/api/v1/admin/draft-orders/${id}/confirm/`,
  sendLink: (id: number) => `/api/v1/admin/draft-orders/${id}/send-link/`,
  cancel: (id: number) => `/api/v1/admin/draft-orders/${id}/cancel/`,
  payLink: (token: string) => `/api/v1/pay-links/${encodeURIComponent(token)}/`,
  payLinkPay: (token: string) => `/api/v1/pay-links/${encodeURIComponent(token)}/pay/`,
  payLinkConfirm: (token: string) => `/api/v1/pay-links/${encodeURIComponent(token)}/confirm/`,
} as const;

/** A draft's page on the order desk. */
export const staffDraftPagePath = (id: number): string => `/staff/orders/drafts/${id}`;

/** The storefront page a payment link opens. */
export const payLinkPagePath = (token: string): string => `/pay/${encodeURIComponent(token)}`;

export const DRAFT_ORDER_MESSAGES = {
  customerRequired: 'Choose the customer, or add them',
  sourceRequired: 'Say how the order came in',
  staffNoteTooLong: `The note must be at most ${DRAFT_STAFF_NOTE_MAX_LENGTH} characters`,
  saved: 'Draft saved',
  confirmed: 'Order placed as cash on delivery',
  linkSent: 'Payment link sent',
  cancelled: 'Draft cancelled',
  customerAdded: 'Customer added',
  gatewayRequired: 'Choose eSewa or Khalti first',
} as const;

const wholeId = z.number().int().positive().max(2_147_483_647);

/**
 * Body of POST /admin/draft-orders/ and PUT /admin/draft-orders/:id/: the whole draft. The name and
 * phone are the recipient's (the courier calls the phone); the e-mail is the customer account's.
 */
export const draftOrderRequestSchema = z
  .object({
    customer_id: z.number({ message: DRAFT_ORDER_MESSAGES.customerRequired }).int().positive().max(2_147_483_647),
    first_name: accountDetailSchema.shape.first_name,
    middle_name: accountDetailSchema.shape.middle_name,
    last_name: accountDetailSchema.shape.last_name,
    phone_number: phoneField,
    ...shippingAddressFields,
    lines: orderLinesSchema,
    coupon_code: couponCodeSchema.optional().nullable(),
    notes: z.string().trim().max(NOTES_MAX_LENGTH).optional().default(''),
    source: z.enum(DRAFT_ORDER_SOURCES, { message: DRAFT_ORDER_MESSAGES.sourceRequired }),
    staff_note: z
      .string()
      .trim()
      .max(DRAFT_STAFF_NOTE_MAX_LENGTH, { message: DRAFT_ORDER_MESSAGES.staffNoteTooLong })
      .optional()
      .default(''),
  })
  .superRefine(checkShippingAddress, shippingCheckParams);
export type DraftOrderRequest = z.infer<typeof draftOrderRequestSchema>;
export type DraftOrderInput = z.input<typeof draftOrderRequestSchema>;

/** Body of POST /admin/draft-orders/quote/: the draft's figures for a customer, before saving. */
export const draftOrderQuoteRequestSchema = z.object({
  customer_id: wholeId.optional(),
  lines: orderLinesSchema,
  coupon_code: couponCodeSchema.optional().nullable(),
  delivery_method: shippingAddressFields.delivery_method,
  district_id: shippingAddressFields.district_id,
});
export type DraftOrderQuoteRequest = z.infer<typeof draftOrderQuoteRequestSchema>;

/** Body of POST /admin/draft-orders/customers/: an account for a customer who has none. */
export const draftCustomerRequestSchema = z.object({
  first_name: accountDetailSchema.shape.first_name,
  last_name: accountDetailSchema.shape.last_name,
  email: emailField,
  phone: phoneField,
});
export type DraftCustomerRequest = z.infer<typeof draftCustomerRequestSchema>;

export const draftOrderListQuerySchema = z.object({
  state: z.enum(DRAFT_ORDER_STATES).optional().default('open'),
  page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
});
export type DraftOrderListQuery = z.input<typeof draftOrderListQuerySchema>;

export const draftParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const payLinkParamsSchema = z.object({ token: z.string().min(20).max(100) });

/** Body of POST /admin/draft-orders/:id/send-link/: which ways to send it (the link is answered too, to paste into a chat). */
export const sendPayLinkSchema = z.object({
  sms: z.boolean().default(true),
  email: z.boolean().default(true),
});
export type SendPayLinkRequest = z.input<typeof sendPayLinkSchema>;

/** Body of POST /pay-links/:token/pay/, and the payment link page's form (nothing chosen yet: the message). */
export const payLinkPaySchema = z.object({
  payment_gateway: z.enum(['Esewa', 'Khalti'], { message: DRAFT_ORDER_MESSAGES.gatewayRequired }),
});
export type PayLinkPayRequest = z.infer<typeof payLinkPaySchema>;

const draftCustomerSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
});

const draftLineSchema = z.object({
  product_id: z.number(),
  color_id: z.number().nullable(),
  quantity: z.number(),
  product_name: z.string().describe('As the catalogue names it now; the product id when it is gone'),
  color_name: z.string().nullable(),
});

export const draftOrderSchema = z.object({
  id: z.number(),
  state: z.enum(DRAFT_ORDER_STATES),
  source: z.enum(DRAFT_ORDER_SOURCES),
  staff_note: z.string(),
  customer: draftCustomerSchema,
  first_name: z.string(),
  middle_name: z.string(),
  last_name: z.string(),
  phone_number: z.string(),
  ...shippingAddressFields,
  delivery_place: z.string().describe('The address in one line, or "Store pickup"'),
  lines: z.array(draftLineSchema),
  coupon_code: z.string().nullable(),
  notes: z.string(),
  created_by: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The order it became, once confirmed or paid from the link. */
  transaction_id: z.string().nullable(),
  order_status: z.string().nullable(),
  payment_status: z.string().nullable(),
  payment_gateway: z.string().nullable(),
  link_sent_at: z.string().nullable(),
  link_expires_at: z.string().nullable(),
});
export type DraftOrder = z.infer<typeof draftOrderSchema>;

export const draftOrderResponseSchema = z.object({ data: draftOrderSchema, message: z.string().optional() });
export type DraftOrderResponse = z.infer<typeof draftOrderResponseSchema>;

export const draftOrderListSchema = z.object({
  data: z.array(draftOrderSchema),
  count: z.number(),
  total_pages: z.number(),
});
export type DraftOrderList = z.infer<typeof draftOrderListSchema>;

export const sentPayLinkSchema = z.object({
  data: z.object({
    draft: draftOrderSchema,
    url: z.string().describe('The link, to paste into a chat'),
    sms: z.boolean().describe('An SMS went to the phone (or the demo outbox)'),
    email: z.boolean(),
  }),
  message: z.string(),
});
export type SentPayLink = z.infer<typeof sentPayLinkSchema>['data'];

export const draftCustomerResponseSchema = z.object({ data: draftCustomerSchema, message: z.string() });
export type DraftCustomer = z.infer<typeof draftCustomerSchema>;

/** What the customer's payment page shows: enough to recognise the order, nothing to sign in with. */
export const payLinkViewSchema = z.object({
  data: z.object({
    state: z.enum(['payable', 'awaiting_payment', 'paid', 'closed']),
    shop_name: z.string(),
    customer_first_name: z.string(),
    lines: z.array(z.object({ name: z.string(), quantity: z.number(), line_total: z.number() })),
    subtotal: z.number(),
    delivery_charge: z.number(),
    discount: z.number(),
    tax_amount: z.number(),
    grand_total: z.number(),
    delivery_place: z.string(),
    transaction_id: z.string().nullable(),
    gateways: z.array(z.enum(['Esewa', 'Khalti'])),
    expires_at: z.string().nullable(),
    problem: z.string().nullable().describe("Why it cannot be paid now (a line sold out): the refusal's words"),
    order_status: z.string().nullable(),
    payment_status: z.string().nullable(),
  }),
});

export type PayLinkView = z.infer<typeof payLinkViewSchema>['data'];
