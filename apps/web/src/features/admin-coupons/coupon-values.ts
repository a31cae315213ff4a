import {
  couponInputSchema,
  formatRs,
  type AdminCoupon,
  type CouponInput,
  type CouponInputParsed,
  type CouponKind,
} from '@pasal/contract';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { formatDate } from '../../components/format-date';

// The coupon editor's form as typed (text in every box), and the way to and from what the API
// takes. The contract's schema checks the converted values, so the editor shows the server's own
// messages before anything is sent. Times are typed in the device's time zone (datetime-local)
// and sent as ISO instants.

export interface CouponFormValues {
  code: string;
  kind: CouponKind;
  percentage: string;
  amount: string;
  max_discount: string;
  min_subtotal: string;
  valid_from: string;
  valid_to: string;
  usage_limit: string;
  per_customer_limit: string;
  first_order_only: boolean;
  active: boolean;
}

export const emptyCoupon: CouponFormValues = {
  code: '',
  kind: 'percentage',
  percentage: '',
  amount: '',
  max_discount: '',
  min_subtotal: '0',
  valid_from: '',
  valid_to: '',
  usage_limit: '',
  per_customer_limit: '',
  first_order_only: false,
  active: true,
};

const text = (value: number | null) => (value === null ? '' : String(value));

/** An ISO instant as a datetime-local value in the device's time zone ("2026-10-01T09:30"). */
function localDateTime(iso: string | null): string {
  if (iso === null) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function valuesOf(coupon: AdminCoupon): CouponFormValues {
  return {
    code: coupon.code,
    kind: coupon.kind,
    percentage: text(coupon.percentage),
    amount: text(coupon.amount),
    max_discount: text(coupon.max_discount),
    min_subtotal: String(coupon.min_subtotal),
    valid_from: localDateTime(coupon.valid_from),
    valid_to: localDateTime(coupon.valid_to),
    usage_limit: text(coupon.usage_limit),
    per_customer_limit: text(coupon.per_customer_limit),
    first_order_only: coupon.first_order_only,
    active: coupon.active,
  };
}

/** A typed number, or null when the box is empty (the schema then says what is missing). */
function numberOrNull(value: string): number | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : Number(trimmed);
}

/** A datetime-local value as an ISO instant; what the browser could not read goes as typed (refused). */
function instantOrNull(value: string): string | null {
  if (value.trim() === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** What the API takes. The fields of the other kind are sent empty, so nothing hidden is saved. */
function inputOf(values: CouponFormValues): CouponInput {
  const percentage = values.kind === 'percentage';
  return {
    code: values.code,
    kind: values.kind,
    percentage: percentage ? numberOrNull(values.percentage) : null,
    amount: percentage ? null : numberOrNull(values.amount),
    max_discount: percentage ? numberOrNull(values.max_discount) : null,
    min_subtotal: numberOrNull(values.min_subtotal) ?? 0,
    valid_from: instantOrNull(values.valid_from),
    valid_to: instantOrNull(values.valid_to),
    usage_limit: numberOrNull(values.usage_limit),
    per_customer_limit: numberOrNull(values.per_customer_limit),
    first_order_only: values.first_order_only,
    active: values.active,
  };
}

const FORM_FIELDS = Object.keys(emptyCoupon) as (keyof CouponFormValues)[];

export function isFormField(path: string): path is keyof CouponFormValues {
  return (FORM_FIELDS as string[]).includes(path);
}

/** react-hook-form's resolver: the contract's schema on the converted values, errors per field. */
export const couponResolver: Resolver<CouponFormValues, unknown, CouponInputParsed> = (values) => {
  const parsed = couponInputSchema.safeParse(inputOf(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<CouponFormValues> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (isFormField(field) && !errors[field]) errors[field] = { type: 'validate', message: issue.message };
  }
  return { values: {}, errors };
};

/** "10% off, up to Rs. 2,000" or "Rs. 500 off". */
export function describeDiscount(coupon: Pick<AdminCoupon, 'kind' | 'percentage' | 'amount' | 'max_discount'>): string {
  if (coupon.kind === 'fixed') return `${formatRs(coupon.amount ?? 0)} off`;
  const cap = coupon.max_discount === null ? '' : `, up to ${formatRs(coupon.max_discount)}`;
  return `${coupon.percentage ?? 0}% off${cap}`;
}

/** The conditions a shopper must meet, in a few words each. */
export function describeConditions(
  coupon: Pick<AdminCoupon, 'min_subtotal' | 'per_customer_limit' | 'first_order_only'>,
): string[] {
  const conditions: string[] = [];
  if (coupon.min_subtotal > 0) conditions.push(`Subtotal from ${formatRs(coupon.min_subtotal)}`);
  if (coupon.first_order_only) conditions.push('First order only');
  if (coupon.per_customer_limit !== null)
    conditions.push(
      coupon.per_customer_limit === 1 ? 'Once per customer' : `${coupon.per_customer_limit} times per customer`,
    );
  return conditions;
}

/** "From 1 Oct 2026 to 31 Oct 2026", "Until …", "From …" or "Always". */
export function describeWindow(coupon: Pick<AdminCoupon, 'valid_from' | 'valid_to'>): string {
  const { valid_from: from, valid_to: to } = coupon;
  if (from && to) return `${formatDate(from)} to ${formatDate(to)}`;
  if (from) return `From ${formatDate(from)}`;
  if (to) return `Until ${formatDate(to)}`;
  return 'No end date';
}
