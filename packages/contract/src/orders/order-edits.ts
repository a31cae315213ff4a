import { z } from 'zod';
import { phoneField } from '../auth/account-forms.js';
import {
  checkShippingAddress,
  MAX_ORDER_LINE_QUANTITY,
  shippingAddressFields,
  shippingCheckParams,
  type OrderStatus,
  type PaymentStatus,
} from './orders.js';
import type { PaymentGateway } from '../payments/payment-gateways.js';

// Changing an order before it ships (issue #36): a customer rings to take one speaker, not two, or
// to add a charger. Staff set each line's new quantity (0 takes it off); the server re-totals the
// order in one transaction — the lines keep the unit prices charged, the delivery charge and the
// coupon's discount follow the new subtotal, stock moves by the difference — writes the history and
// tells the customer. Only an order with no bill and no money taken can change this way: an open,
// unpaid cash-on-delivery order. A paid order is changed by a refund (its bill gets a credit note)
// or cancelled; an issued bill is never edited.

export const ORDER_EDIT_REASON_MAX_LENGTH = 500;

export const ORDER_EDIT_MESSAGES = {
  reasonRequired: 'Please say why the order changes (for example, what the customer asked on the phone)',
  reasonTooLong: `The reason must be at most ${ORDER_EDIT_REASON_MAX_LENGTH} characters`,
  lineTwice: 'Each item may be listed once',
  saved: 'Order changed: the customer has been told',
} as const;

/**
 * Where the order goes now (a customer moving the delivery to the office, or choosing to collect
 * it): checkout's address fields and phone, checked the same way; pickup needs no address.
 */
export const orderEditAddressSchema = z
  .object({ ...shippingAddressFields, phone_number: phoneField })
  .superRefine(checkShippingAddress, shippingCheckParams);
export type OrderEditAddress = z.infer<typeof orderEditAddressSchema>;

export const staffOrderEditSchema = z.object({
  /** New quantities by line (`line_id` from the staff order's `editable_lines`); lines left out keep theirs. */
  lines: z
    .array(
      z.object({
        line_id: z.number().int().positive(),
        quantity: z.number().int().min(0).max(MAX_ORDER_LINE_QUANTITY),
      }),
    )
    .max(50)
    .refine((lines) => new Set(lines.map((line) => line.line_id)).size === lines.length, {
      message: ORDER_EDIT_MESSAGES.lineTwice,
    })
    .default([]),
  /** The new address and phone; left out, the order goes where it went. */
  address: orderEditAddressSchema.optional(),
  reason: z
    .string({ message: ORDER_EDIT_MESSAGES.reasonRequired })
    .trim()
    .min(1, { message: ORDER_EDIT_MESSAGES.reasonRequired })
    .max(ORDER_EDIT_REASON_MAX_LENGTH, { message: ORDER_EDIT_MESSAGES.reasonTooLong }),
});
export type StaffOrderEdit = z.infer<typeof staffOrderEditSchema>;
/** A preview needs only the change: the reason is asked when it is saved. */
export const staffOrderEditPreviewSchema = staffOrderEditSchema.pick({ lines: true, address: true });
export type StaffOrderEditPreviewRequest = z.infer<typeof staffOrderEditPreviewSchema>;

/** One line as an edit changes it. */
export const orderEditLineSchema = z.object({
  line_id: z.number().int(),
  description: z.string().describe('The product, and its colour in brackets'),
  unit_price: z.number().describe('Rupees, as charged: an edit keeps it'),
  quantity: z.number().int(),
});
export type OrderEditLine = z.infer<typeof orderEditLineSchema>;

const orderEditTotalsSchema = z.object({
  subtotal: z.number(),
  delivery_charge: z.number(),
  discount: z.number(),
  tax_amount: z.number(),
  grand_total: z.number(),
});
/** An order's totals before or after an edit, rupees. */
export type OrderEditTotals = z.infer<typeof orderEditTotalsSchema>;

/** What an edit would make of the order (POST …/edit/preview/): every line with its new quantity, and the totals. */
export const orderEditPreviewSchema = z.object({
  data: z.object({
    lines: z.array(
      orderEditLineSchema.extend({ new_quantity: z.number().int(), line_total: z.number().describe('Rupees, after') }),
    ),
    before: orderEditTotalsSchema,
    after: orderEditTotalsSchema,
  }),
});
export type OrderEditPreview = z.infer<typeof orderEditPreviewSchema>['data'];

/** The order facts that decide whether it may change. */
export interface OrderEditState {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentGateway: PaymentGateway;
  channel: 'online' | 'counter';
  /** A replacement shipment of a returned unit (issue #33), priced 0. */
  replacement: boolean;
}

/**
 * Whether the order may change now: before it ships (Pending or Processing), cash on delivery not
 * yet paid (so no bill and no money to give back), sold online (a counter sale is billed at once),
 * and not a replacement. True when it may.
 */
export function orderIsEditable(state: OrderEditState): boolean {
  return (
    (state.status === 'Pending' || state.status === 'Processing') &&
    state.paymentGateway === 'COD' &&
    state.paymentStatus === 'unpaid' &&
    state.channel === 'online' &&
    !state.replacement
  );
}

/** Why the wanted quantities cannot be applied, as a refusal code (refusals/refusal-catalogue.ts). */
export type OrderEditRefusal = 'order_edit_unknown_line' | 'order_edit_nothing' | 'order_edit_empty';

export interface PlannedLineChange {
  id: number;
  from: number;
  to: number;
}

/**
 * The lines that change, from the order's lines and the wanted quantities (lines not named keep
 * theirs). Refused: a line not on the order, no change at all, or every line at 0 (that is a
 * cancellation, which has its own reason and e-mail).
 */
export function planOrderEdit(
  current: readonly { id: number; quantity: number }[],
  wanted: readonly { line_id: number; quantity: number }[],
  addressChanges = false,
): { changes: PlannedLineChange[] } | { refusal: OrderEditRefusal } {
  const quantities = new Map(current.map((line) => [line.id, line.quantity]));
  for (const line of wanted) if (!quantities.has(line.line_id)) return { refusal: 'order_edit_unknown_line' };
  const next = new Map(wanted.map((line) => [line.line_id, line.quantity]));
  const changes = current
    .map((line) => ({ id: line.id, from: line.quantity, to: next.get(line.id) ?? line.quantity }))
    .filter((change) => change.from !== change.to);
  if (changes.length === 0 && !addressChanges) return { refusal: 'order_edit_nothing' };
  if (current.every((line) => (next.get(line.id) ?? line.quantity) === 0)) return { refusal: 'order_edit_empty' };
  return { changes };
}

/**
 * The history's words for an edit: "Galaxy A55 (Blue) 2 → 1; Charger 65W 1 → 0", and where it goes
 * now when that changed ("now to Pokhara Metropolitan City-6, Kaski").
 */
export function orderEditSummary(
  changes: readonly PlannedLineChange[],
  describe: (lineId: number) => string,
  newDestination: string | null = null,
): string {
  return [
    ...changes.map((change) => `${describe(change.id)} ${change.from} → ${change.to}`),
    ...(newDestination === null ? [] : [newDestination]),
  ].join('; ');
}
