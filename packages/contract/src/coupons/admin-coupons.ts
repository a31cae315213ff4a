import { z } from 'zod';
import { wholeId } from '../shared/query-params.js';

// The back office's coupons (api/v1/admin/coupons/, admins only): request and answer schemas,
// limits, messages and the status rule. The server validates with these and the coupon editor's
// form uses the same schema, so every message is written once. Amounts are whole rupees at the
// API (stored as paisa): a discount is always whole rupees, as the percentage rule rounds to the
// rupee too (orders.ts couponDiscountPaisa; eSewa's acceptance of paisa amounts is unconfirmed).

export const COUPON_KINDS = ['percentage', 'fixed'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];
export const COUPON_KIND_LABELS: Record<CouponKind, string> = {
  percentage: 'Percentage off',
  fixed: 'Fixed amount off',
};

/** What the list shows, decided by the server at the time of asking (see couponStatus). */
export const COUPON_STATUSES = ['active', 'scheduled', 'expired', 'used_up', 'disabled'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];
export const COUPON_STATUS_LABELS: Record<CouponStatus, string> = {
  active: 'Active',
  scheduled: 'Scheduled',
  expired: 'Expired',
  used_up: 'Used up',
  disabled: 'Disabled',
};

export const COUPON_LIMITS = {
  codeMin: 3,
  codeMax: 30,
  /** Rupees: amounts are stored as integer paisa in a 32-bit column. */
  amountMax: 10_000_000,
  usesMax: 1_000_000,
  searchMax: 100,
} as const;

/** The shopper's message when a first-order-only coupon meets a customer who has ordered before. */
export const COUPON_FIRST_ORDER_ONLY_MESSAGE = 'This coupon is only for your first order';

export const COUPON_MESSAGES = {
  codeRequired: 'Please enter the code',
  codeInvalid: `Use ${COUPON_LIMITS.codeMin} to ${COUPON_LIMITS.codeMax} letters, digits, hyphens or underscores (e.g. DASHAIN500)`,
  kindInvalid: 'Choose a percentage or a fixed amount',
  percentageInvalid: 'Enter a whole percentage from 1 to 100',
  amountInvalid: 'Enter a whole number of rupees, more than 0',
  amountTooLarge: `The amount must be at most Rs. ${COUPON_LIMITS.amountMax.toLocaleString('en-IN')}`,
  capInvalid: 'Enter a whole number of rupees, more than 0, or leave it empty for no cap',
  capOnlyForPercentage: 'Only a percentage coupon has a cap',
  minSubtotalInvalid: 'Enter a whole number of rupees, 0 or more',
  dateInvalid: 'Enter a date and time',
  validToBeforeFrom: 'The end must be after the start',
  usageLimitInvalid: 'Enter a whole number of at least 1, or leave it empty for no limit',
  perCustomerInvalid: 'Enter a whole number of at least 1, or leave it empty for no limit',
  notFound: 'Coupon not found',
  stale: 'This coupon was changed since you opened it',
} as const;

export const ADMIN_COUPON_PATHS = {
  coupons: '/api/v1/admin/coupons/',
  coupon: (id: number) => `/api/v1/admin/coupons/${id}/`,
  status: (id: number) => `/api/v1/admin/coupons/${id}/status/`,
} as const;

/** A code as stored: trimmed and upper-cased (codes match case-insensitively). */
export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

export interface CouponStatusFacts {
  active: boolean;
  validFrom: Date | null;
  validTo: Date | null;
  usageLimit: number | null;
  uses: number;
}

/**
 * The one status the list shows. A switched-off coupon reads Disabled whatever else holds; then
 * what ends a coupon for good (its window closed, its uses gone) before what only delays it.
 * The bounds match couponRejection: usable from valid_from on, up to and including valid_to.
 */
export function couponStatus(coupon: CouponStatusFacts, now: number): CouponStatus {
  if (!coupon.active) return 'disabled';
  if (coupon.validTo !== null && now > coupon.validTo.getTime()) return 'expired';
  if (coupon.usageLimit !== null && coupon.uses >= coupon.usageLimit) return 'used_up';
  if (coupon.validFrom !== null && now < coupon.validFrom.getTime()) return 'scheduled';
  return 'active';
}

// ---- fields --------------------------------------------------------------------------------

export const adminCouponIdParamsSchema = z.object({ id: wholeId });

const codeField = z
  .string({ message: COUPON_MESSAGES.codeRequired })
  .trim()
  .min(1, { message: COUPON_MESSAGES.codeRequired })
  .regex(new RegExp(`^[A-Za-z0-9_-]{${COUPON_LIMITS.codeMin},${COUPON_LIMITS.codeMax}}$`), {
    message: COUPON_MESSAGES.codeInvalid,
  })
  .transform(normaliseCouponCode);

const wholeRupees = (message: string, min: number) =>
  z
    .number({ message })
    .int({ message })
    .min(min, { message })
    .max(COUPON_LIMITS.amountMax, { message: COUPON_MESSAGES.amountTooLarge });

const limitField = (message: string) =>
  z.number({ message }).int({ message }).min(1, { message }).max(COUPON_LIMITS.usesMax, { message }).nullable();

const dateField = z.iso
  .datetime({ offset: true, message: COUPON_MESSAGES.dateInvalid })
  .nullable()
  .transform((value) => (value === null ? null : new Date(value).toISOString()));

const couponFields = z.object({
  code: codeField,
  kind: z.enum(COUPON_KINDS, { message: COUPON_MESSAGES.kindInvalid }),
  /** Percent off, 1–100 (percentage coupons; null for a fixed amount). */
  percentage: z
    .number({ message: COUPON_MESSAGES.percentageInvalid })
    .int({ message: COUPON_MESSAGES.percentageInvalid })
    .min(1, { message: COUPON_MESSAGES.percentageInvalid })
    .max(100, { message: COUPON_MESSAGES.percentageInvalid })
    .nullable()
    .default(null),
  /** Rupees off (fixed coupons; null for a percentage). */
  amount: wholeRupees(COUPON_MESSAGES.amountInvalid, 1).nullable().default(null),
  /** Rupees: the most a percentage coupon takes off; null for no cap. */
  max_discount: wholeRupees(COUPON_MESSAGES.capInvalid, 1).nullable().default(null),
  /** Rupees: the goods subtotal (before delivery) the cart needs. */
  min_subtotal: wholeRupees(COUPON_MESSAGES.minSubtotalInvalid, 0).default(0),
  /** ISO 8601 with an offset; null: from now on. */
  valid_from: dateField.default(null),
  /** ISO 8601 with an offset; null: no end. */
  valid_to: dateField.default(null),
  /** Uses in all (orders that stand); null: no limit. */
  usage_limit: limitField(COUPON_MESSAGES.usageLimitInvalid).default(null),
  /** Uses per customer; null: no limit. */
  per_customer_limit: limitField(COUPON_MESSAGES.perCustomerInvalid).default(null),
  first_order_only: z.boolean({ message: 'must be true or false' }).default(false),
  active: z.boolean({ message: 'must be true or false' }).default(true),
});

/** Rules across fields, with the message on the field the editor marks. */
function couponRules(input: z.output<typeof couponFields>, context: z.RefinementCtx): void {
  if (input.kind === 'percentage') {
    if (input.percentage === null)
      context.addIssue({ code: 'custom', path: ['percentage'], message: COUPON_MESSAGES.percentageInvalid });
    if (input.amount !== null)
      context.addIssue({ code: 'custom', path: ['amount'], message: 'Only a fixed-amount coupon has an amount' });
  } else {
    if (input.amount === null)
      context.addIssue({ code: 'custom', path: ['amount'], message: COUPON_MESSAGES.amountInvalid });
    if (input.percentage !== null)
      context.addIssue({ code: 'custom', path: ['percentage'], message: 'Only a percentage coupon has a percentage' });
    if (input.max_discount !== null)
      context.addIssue({ code: 'custom', path: ['max_discount'], message: COUPON_MESSAGES.capOnlyForPercentage });
  }
  if (input.valid_from !== null && input.valid_to !== null && input.valid_to <= input.valid_from) {
    // Both are ISO strings in UTC (the transform), so they compare as text.
    context.addIssue({ code: 'custom', path: ['valid_to'], message: COUPON_MESSAGES.validToBeforeFrom });
  }
}

/** POST api/v1/admin/coupons/ and PUT api/v1/admin/coupons/{id}/: every field of a coupon. */
export const couponInputSchema = couponFields.superRefine(couponRules);
export type CouponInput = z.input<typeof couponInputSchema>;
export type CouponInputParsed = z.output<typeof couponInputSchema>;

/**
 * PUT api/v1/admin/coupons/{id}/: the fields, and the `updated_at` the editor opened. When the
 * coupon was saved (or switched on or off) since, the answer is 409 and nothing changes.
 */
export const couponUpdateSchema = couponFields
  .extend({
    updated_at: z.iso.datetime({ offset: true, message: COUPON_MESSAGES.stale }).optional(),
  })
  .superRefine(couponRules);
export type CouponUpdate = z.input<typeof couponUpdateSchema>;
export type CouponUpdateParsed = z.output<typeof couponUpdateSchema>;

/** PATCH api/v1/admin/coupons/{id}/status/: switch a coupon off (or on again). */
export const couponStatusChangeSchema = z.object({ active: z.boolean({ message: 'must be true or false' }) });
export type CouponStatusChange = z.infer<typeof couponStatusChangeSchema>;

export const adminCouponListQuerySchema = z.object({
  q: z.string().trim().max(COUPON_LIMITS.searchMax, { message: 'is too long' }).optional(),
  status: z.enum(COUPON_STATUSES, { message: `must be one of ${COUPON_STATUSES.join(', ')}` }).optional(),
});
export type AdminCouponListQuery = z.infer<typeof adminCouponListQuerySchema>;

// ---- answers -------------------------------------------------------------------------------

export const adminCouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  percentage: z.number().int().nullable(),
  amount: z.number().nullable(),
  max_discount: z.number().nullable(),
  min_subtotal: z.number(),
  valid_from: z.string().nullable(),
  valid_to: z.string().nullable(),
  usage_limit: z.number().int().nullable(),
  per_customer_limit: z.number().int().nullable(),
  first_order_only: z.boolean(),
  active: z.boolean(),
  status: z.enum(COUPON_STATUSES),
  /** Orders placed with it that still stand (cancelled and failed ones give their use back). */
  uses: z.number().int(),
  /** Rupees taken off by those orders. */
  discount_total: z.number(),
  /** Every order ever placed with it, cancelled ones too: while any exist the code is fixed and
   * the coupon cannot be deleted. */
  order_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;

export const adminCouponListSchema = z.object({ data: z.array(adminCouponSchema) });
export type AdminCouponList = z.infer<typeof adminCouponListSchema>;

export const adminCouponResponseSchema = z.object({ data: adminCouponSchema });
export const adminCouponChangedSchema = z.object({ data: adminCouponSchema, message: z.string() });
export type AdminCouponChanged = z.infer<typeof adminCouponChangedSchema>;
export const adminCouponDeletedSchema = z.object({ message: z.string() });
