import { z } from 'zod';
import { shareOut } from '../nepal/vat.js';
import { PAYMENT_GATEWAYS } from '../payments/payment-gateways.js';

// Refunds with an amount and lines (issue #33). Staff choose units of the order's lines and, if they
// wish, the delivery charge; the amount follows from what was paid for them (the coupon's discount
// and any tax added on top shared out in proportion), so the screen and the server compute the same
// figure with `refundQuote`. Pasal records the refund; the money moves in the provider's portal
// (eSewa, Khalti) or as cash over the counter (cash on delivery).
//
// The order's payment status stays "paid" while part of it has been refunded and becomes "refunded"
// only when everything paid has gone back: a partly refunded order is still a sale (its bill stands,
// reduced by credit notes), and the status list stays the one the whole shop already knows. How much
// went back is in the order's refunds (`refunded` on the staff order).

export const REFUND_REASON_MAX_LENGTH = 500;
export const REFUND_REFERENCE_MAX_LENGTH = 100;
export const REFUND_PAID_TO_MAX_LENGTH = 200;
/** More lines than any order has: a body beyond it is refused before it is read further. */
const REFUND_LINES_MAX = 200;

export const REFUND_MESSAGES = {
  recorded: 'Refund recorded',
  nothingSelected: 'Choose at least one item or the delivery charge to refund',
  reasonRequired: 'Please give the reason for the refund',
  reasonTooLong: `The reason must be at most ${REFUND_REASON_MAX_LENGTH} characters`,
  referenceRequired: "Enter the provider's refund reference",
  referenceTooLong: `The refund reference must be at most ${REFUND_REFERENCE_MAX_LENGTH} characters`,
  paidToTooLong: `The note must be at most ${REFUND_PAID_TO_MAX_LENGTH} characters`,
  lineTwice: 'Each item may be listed once',
} as const;

export const refundLineSchema = z.object({
  line_id: z.number().int().positive(),
  quantity: z.number().int().min(1).max(100_000),
});

/** Body of POST api/v1/admin/orders/{transaction_id}/refund/. */
export const staffRefundSchema = z
  .object({
    lines: z.array(refundLineSchema).max(REFUND_LINES_MAX).default([]),
    delivery: z.boolean().default(false).describe('Refund the delivery charge too'),
    reason: z
      .string({ message: REFUND_MESSAGES.reasonRequired })
      .trim()
      .min(1, { message: REFUND_MESSAGES.reasonRequired })
      .max(REFUND_REASON_MAX_LENGTH, { message: REFUND_MESSAGES.reasonTooLong }),
    provider_reference: z
      .string({ message: REFUND_MESSAGES.referenceRequired })
      .trim()
      .max(REFUND_REFERENCE_MAX_LENGTH, { message: REFUND_MESSAGES.referenceTooLong })
      .default('')
      .describe("eSewa or Khalti: the refund's reference in the provider's portal (required for them)"),
    paid_to: z
      .string()
      .trim()
      .max(REFUND_PAID_TO_MAX_LENGTH, { message: REFUND_MESSAGES.paidToTooLong })
      .default('')
      .describe('Cash on delivery: to whom the cash was handed, and how (the staff member who paid is recorded)'),
  })
  .superRefine((value, context) => {
    if (value.lines.length === 0 && !value.delivery) {
      context.addIssue({ code: 'custom', path: ['lines'], message: REFUND_MESSAGES.nothingSelected });
    }
    const ids = value.lines.map((line) => line.line_id);
    if (new Set(ids).size !== ids.length) {
      context.addIssue({ code: 'custom', path: ['lines'], message: REFUND_MESSAGES.lineTwice });
    }
  });
export type StaffRefundRequest = z.input<typeof staffRefundSchema>;

/** One line of the order as the refund dialog offers it. */
export const refundableLineSchema = z.object({
  line_id: z.number(),
  description: z.string(),
  unit_price: z.number().describe('Rupees'),
  quantity: z.number().describe('Units bought'),
  refundable_quantity: z.number().describe('Units not refunded yet'),
});

/** What may still be refunded (null when nothing may: unpaid, or refunded in full). */
export const refundableSchema = z.object({
  paid: z.number().describe('Rupees received'),
  refunded: z.number().describe('Rupees refunded so far'),
  max_amount: z.number().describe('Rupees: paid less earlier refunds'),
  subtotal: z.number(),
  discount: z.number(),
  delivery_charge: z.number(),
  delivery_refundable: z.boolean(),
  lines: z.array(refundableLineSchema),
});
export type Refundable = z.infer<typeof refundableSchema>;

/** A refund as the staff order page lists it. */
export const staffRefundRecordSchema = z.object({
  amount: z.number().describe('Rupees'),
  method: z.enum(PAYMENT_GATEWAYS),
  provider_reference: z.string().nullable(),
  paid_to: z.string(),
  reason: z.string(),
  recorded_by: z.string().nullable().describe('The staff member who recorded it (for cash: who paid it out)'),
  credit_note_number: z.string().nullable(),
  lines: z.array(z.object({ description: z.string(), quantity: z.number(), amount: z.number() })),
  delivery: z.number().describe('Rupees of the delivery charge refunded'),
  created_at: z.string(),
});
export type StaffRefundRecord = z.infer<typeof staffRefundRecordSchema>;

export interface RefundQuoteOrder {
  subtotalPaisa: number;
  deliveryChargePaisa: number;
  discountPaisa: number;
  /** What was received: the order's grand total. */
  paidPaisa: number;
  refundedPaisa: number;
  deliveryRefunded: boolean;
  lines: readonly { id: number; unitPricePaisa: number; quantity: number; refundedQuantity: number }[];
}

export interface RefundSelection {
  lines: readonly { lineId: number; quantity: number }[];
  delivery: boolean;
}

export type RefundRefusal = 'nothing' | 'unknown_line' | 'too_many_units' | 'delivery' | 'exceeds';

export interface RefundQuote {
  amountPaisa: number;
  /** The amount shared over what was chosen, in the order chosen (delivery last), adding up to it. */
  lines: { lineId: number; quantity: number; amountPaisa: number }[];
  deliveryPaisa: number;
}

/** a × b / c rounded half up, for non-negative integers (no floating point on money). */
function proportion(a: number, b: number, c: number): number {
  if (c === 0) return 0;
  const numerator = BigInt(a) * BigInt(b);
  return Number((numerator * 2n + BigInt(c)) / (BigInt(c) * 2n));
}

/**
 * What a refund of the chosen units (and delivery) pays back, in paisa. Goods are valued at their
 * unit price less their share of the coupon's discount; the result is the same share of what was
 * paid (so tax added on top is refunded with them). Choosing everything not yet refunded pays back
 * exactly the rest, so rounding never leaves a paisa behind, and no refund exceeds paid less earlier
 * refunds.
 */
export function refundQuote(order: RefundQuoteOrder, selection: RefundSelection): RefundQuote | RefundRefusal {
  if (selection.lines.length === 0 && !selection.delivery) return 'nothing';
  const chosen: { lineId: number; quantity: number; listPaisa: number }[] = [];
  for (const pick of selection.lines) {
    const line = order.lines.find((candidate) => candidate.id === pick.lineId);
    if (!line || chosen.some((earlier) => earlier.lineId === pick.lineId)) return 'unknown_line';
    if (!Number.isInteger(pick.quantity) || pick.quantity < 1) return 'nothing';
    if (pick.quantity > line.quantity - line.refundedQuantity) return 'too_many_units';
    chosen.push({ lineId: line.id, quantity: pick.quantity, listPaisa: line.unitPricePaisa * pick.quantity });
  }
  if (selection.delivery && (order.deliveryRefunded || order.deliveryChargePaisa === 0)) return 'delivery';
  const left = order.paidPaisa - order.refundedPaisa;
  if (left <= 0) return 'exceeds';
  const goodsPaisa = chosen.reduce((sum, line) => sum + line.listPaisa, 0);
  const deliveryListPaisa = selection.delivery ? order.deliveryChargePaisa : 0;
  const discountShare = proportion(order.discountPaisa, goodsPaisa, order.subtotalPaisa);
  const valuePaisa = goodsPaisa - discountShare + deliveryListPaisa;
  const orderValuePaisa = order.subtotalPaisa - order.discountPaisa + order.deliveryChargePaisa;
  const everythingLeft =
    order.lines.every(
      (line) =>
        line.quantity - line.refundedQuantity === (chosen.find((pick) => pick.lineId === line.id)?.quantity ?? 0),
    ) &&
    (selection.delivery || order.deliveryRefunded || order.deliveryChargePaisa === 0);
  const amountPaisa = everythingLeft
    ? left
    : Math.min(left, proportion(order.paidPaisa, Math.max(valuePaisa, 0), orderValuePaisa));
  if (amountPaisa <= 0) return 'nothing';
  const weights = [...chosen.map((line) => line.listPaisa), deliveryListPaisa];
  const shares = shareOut(amountPaisa, weights);
  return {
    amountPaisa,
    lines: chosen.map((line, index) => ({
      lineId: line.lineId,
      quantity: line.quantity,
      amountPaisa: shares[index] as number,
    })),
    deliveryPaisa: shares[chosen.length] as number,
  };
}
