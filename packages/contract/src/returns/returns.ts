import { z } from 'zod';
import { binaryBodySchema } from '../shared/api-responses.js';
import { PAYMENT_GATEWAYS } from '../payments/payment-gateways.js';
import { REFUND_PAID_TO_MAX_LENGTH, REFUND_REFERENCE_MAX_LENGTH } from '../orders/refunds.js';

// Returns and replacements (issue #33). A customer asks, from Your Orders, to return units of a
// delivered order within the shop's return window (counted from the delivery); staff approve or
// refuse, mark the parcel received and resolve each line as a refund (a refund with its credit
// note), a replacement or a repair, putting the units back on the shelf or writing them off. Staff
// may open a return for a customer at the counter (a walk-in). The window rules are here so the
// order page and the server agree on when the button is offered.

export const RETURN_STATUSES = ['requested', 'approved', 'refused', 'received', 'resolved', 'closed'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const RETURN_REASONS = ['faulty', 'damaged', 'wrong_item', 'not_as_described', 'changed_mind', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_RESOLUTIONS = ['refund', 'replacement', 'repair'] as const;
export type ReturnResolution = (typeof RETURN_RESOLUTIONS)[number];

export const STOCK_DECISIONS = ['restock', 'write_off'] as const;
export type StockDecision = (typeof STOCK_DECISIONS)[number];

/** The shop's policy until an admin changes it: 7 days for most products, 30 with a warranty. */
export const RETURN_WINDOW_DEFAULTS = { days: 7, warrantyDays: 30 } as const;
export const RETURN_WINDOW_RANGE = { min: 0, max: 365 } as const;

export const RETURN_NOTE_MAX_LENGTH = 1000;
export const RETURN_STAFF_REASON_MAX_LENGTH = 500;
/** More lines than any order has: a body beyond it is refused before it is read further. */
const RETURN_LINES_MAX = 200;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a return window of `days` days opened at `deliveredAt` closes (exclusive). */
export function returnWindowEnd(deliveredAt: Date, days: number): Date {
  return new Date(deliveredAt.getTime() + days * DAY_MS);
}

/** Whether a return may be asked for at `now` for a line with this window. */
export function withinReturnWindow(deliveredAt: Date, days: number, now: Date): boolean {
  return now.getTime() < returnWindowEnd(deliveredAt, days).getTime();
}

/** The days a category sets for its products' returns; null: the shop's window. */
export interface CategoryReturnWindows {
  return_window_days: number | null;
  warranty_return_window_days: number | null;
}

/**
 * The window of a product: the warranty one when the product has a warranty; its category's own
 * when the category sets one, else the shop's.
 */
export function returnWindowDays(
  settings: { return_window_days: number; warranty_return_window_days: number },
  hasWarranty: boolean,
  category?: CategoryReturnWindows,
): number {
  const own = hasWarranty ? category?.warranty_return_window_days : category?.return_window_days;
  if (own !== null && own !== undefined) return own;
  return hasWarranty ? settings.warranty_return_window_days : settings.return_window_days;
}

/** Units of a line still returnable: delivered less those already in returns that stand. */
export function returnableUnits(delivered: number, alreadyReturned: number): number {
  return Math.max(0, delivered - alreadyReturned);
}

export const RETURN_MESSAGES = {
  requested: 'Your return request has been sent',
  opened: 'Return opened',
  approved: 'Return approved',
  refused: 'Return refused',
  received: 'Return marked received',
  resolved: 'Line resolved',
  closed: 'Return closed',
  nothingSelected: 'Choose at least one item to return',
  lineTwice: 'Each item may be listed once',
  reasonRequired: 'Choose a reason',
  noteTooLong: `The note must be at most ${RETURN_NOTE_MAX_LENGTH} characters`,
  staffReasonRequired: 'Please give the reason',
  staffReasonToCustomer: 'Please give the reason: the customer is e-mailed it',
  staffReasonTooLong: `The reason must be at most ${RETURN_STAFF_REASON_MAX_LENGTH} characters`,
  resolutionUnavailable: 'Choose refund, replacement or repair',
  refundRefused: 'The refund could not be recorded',
} as const;

/** The staff form's own check that the serials chosen are one per unit that came back (the server refuses it as return_serial_count). */
export function returnSerialsCount(units: number): string {
  return units === 1
    ? 'Choose the serial number of the unit that came back'
    : `Choose the serial numbers of the ${units} units that came back`;
}

/** Photos a customer may attach to one return request (issue #33). */
export const RETURN_PHOTOS_MAX = 3;
/** One photo's file, at most (413 beyond). */
export const RETURN_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** What a photo may be, read from its bytes (never from its name or Content-Type): no SVG, no HEIC. */
export const RETURN_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The two sizes kept of each photo (WebP, never enlarged): the thumbnail and the photo to look at. */
export const RETURN_PHOTO_SIZES = ['thumb', 'full'] as const;
export type ReturnPhotoSize = (typeof RETURN_PHOTO_SIZES)[number];
export const RETURN_PHOTO_WIDTHS: Readonly<Record<ReturnPhotoSize, number>> = { thumb: 320, full: 1600 };

export const RETURN_PHOTO_MESSAGES = {
  added: 'Photo added',
  tooMany: 'A return has at most three photos',
  fileType: 'A photo must be a JPEG, PNG or WebP picture',
  tooLarge: 'Each photo must be at most 5 MB',
} as const;

export const returnLineRequestSchema = z.object({
  line_id: z.number().int().positive().describe("The order line's id (from returnable lines)"),
  quantity: z.number().int().min(1).max(100_000),
});

/** Body of POST api/v1/orders/{transaction_id}/returns/ (and the staff's walk-in return). */
export const returnRequestSchema = z
  .object({
    lines: z.array(returnLineRequestSchema).max(RETURN_LINES_MAX),
    reason: z.enum(RETURN_REASONS, { message: RETURN_MESSAGES.reasonRequired }),
    note: z
      .string()
      .trim()
      .max(RETURN_NOTE_MAX_LENGTH, { message: RETURN_MESSAGES.noteTooLong })
      .default('')
      .describe('What is wrong, in the customer’s words'),
  })
  .superRefine((value, context) => {
    if (value.lines.length === 0) {
      context.addIssue({ code: 'custom', path: ['lines'], message: RETURN_MESSAGES.nothingSelected });
    }
    const ids = value.lines.map((line) => line.line_id);
    if (new Set(ids).size !== ids.length) {
      context.addIssue({ code: 'custom', path: ['lines'], message: RETURN_MESSAGES.lineTwice });
    }
  });
export type ReturnRequest = z.input<typeof returnRequestSchema>;

/**
 * The return forms' check of the same request (the customer's and the staff's walk-in): every line
 * offered with its units, 0 for none; only lines given units go. "Nothing chosen" is said beside a
 * missing reason, as the request schema's own check of the lines waits until every field passes.
 */
export const returnRequestFormSchema = z.object({
  lines: z
    .array(z.object({ line_id: z.number(), quantity: z.number() }))
    .transform((lines) => lines.filter((line) => line.quantity > 0))
    .pipe(returnRequestSchema.shape.lines.min(1, { message: RETURN_MESSAGES.nothingSelected })),
  reason: returnRequestSchema.shape.reason,
  note: returnRequestSchema.shape.note,
});

const staffReason = z
  .string({ message: RETURN_MESSAGES.staffReasonRequired })
  .trim()
  .min(1, { message: RETURN_MESSAGES.staffReasonRequired })
  .max(RETURN_STAFF_REASON_MAX_LENGTH, { message: RETURN_MESSAGES.staffReasonTooLong });

/** Body of POST api/v1/admin/returns/{id}/decision/. */
export const returnDecisionSchema = z.discriminatedUnion('decision', [
  z.object({
    decision: z.literal('approve'),
    reason: z.string().trim().max(RETURN_STAFF_REASON_MAX_LENGTH).default(''),
  }),
  z.object({ decision: z.literal('refuse'), reason: staffReason.describe('Required: e-mailed to the customer') }),
]);
export type ReturnDecision = z.input<typeof returnDecisionSchema>;

/** Body of POST api/v1/admin/returns/{id}/close/: an approved return whose items never came. */
export const returnCloseSchema = z.object({
  reason: staffReason.describe('Required: e-mailed to the customer'),
});
export type ReturnClose = z.input<typeof returnCloseSchema>;

/** A reason the customer is e-mailed (a refusal, a closed return): the desk's forms say so as they ask. */
const reasonToCustomer = z
  .string()
  .trim()
  .min(1, { message: RETURN_MESSAGES.staffReasonToCustomer })
  .max(RETURN_STAFF_REASON_MAX_LENGTH, { message: RETURN_MESSAGES.staffReasonTooLong });

/**
 * The Returns desk's approve-or-refuse form: one reason field and a button for each decision. The
 * reason is needed only to refuse; it is added to the approval e-mail when given.
 */
export const returnDecisionFormSchema = z
  .object({
    decision: z.enum(['approve', 'refuse']),
    reason: z.string().trim().max(RETURN_STAFF_REASON_MAX_LENGTH, { message: RETURN_MESSAGES.staffReasonTooLong }),
  })
  .superRefine((form, context) => {
    if (form.decision === 'refuse' && !form.reason) {
      context.addIssue({ code: 'custom', path: ['reason'], message: RETURN_MESSAGES.staffReasonToCustomer });
    }
  });
export type ReturnDecisionForm = z.input<typeof returnDecisionFormSchema>;
export type ReturnDecisionFormOutput = z.output<typeof returnDecisionFormSchema>;

/** The Returns desk's "the items never came" form. */
export const returnCloseFormSchema = z.object({ reason: reasonToCustomer });
export type ReturnCloseForm = z.input<typeof returnCloseFormSchema>;
export type ReturnCloseFormOutput = z.output<typeof returnCloseFormSchema>;

/** Body of POST api/v1/admin/returns/{id}/lines/{line_id}/resolve/. */
export const returnResolutionSchema = z.object({
  resolution: z.enum(RETURN_RESOLUTIONS, { message: RETURN_MESSAGES.resolutionUnavailable }),
  stock: z.enum(STOCK_DECISIONS).describe('restock: the units go back on sale; write_off: they do not'),
  reason: staffReason.describe('Why: kept with the line, in the stock history and the order history'),
  provider_reference: z
    .string()
    .trim()
    .max(REFUND_REFERENCE_MAX_LENGTH)
    .default('')
    .describe("Refund of an eSewa or Khalti order: the refund's reference in the provider's portal (required)"),
  paid_to: z
    .string()
    .trim()
    .max(REFUND_PAID_TO_MAX_LENGTH)
    .default('')
    .describe('Refund of a cash-on-delivery order: to whom the cash was handed'),
  serials: z
    .array(z.string().trim().min(1).max(60))
    .max(RETURN_LINES_MAX)
    .default([])
    .describe(
      "A line whose units have serial numbers (recorded at packing): the serial of each unit that came back, one per unit returned, from the line's serial_choices",
    ),
});
export type ReturnResolutionRequest = z.input<typeof returnResolutionSchema>;

/**
 * The Returns desk's form resolving one line, for a line of which `serialsNeeded` units are chosen by
 * serial (0: none). The reference and the cash's payee go as typed: the server trims them.
 */
export function returnResolutionFormSchema(serialsNeeded: number) {
  return z.object({
    resolution: returnResolutionSchema.shape.resolution,
    stock: returnResolutionSchema.shape.stock,
    reason: staffReason,
    provider_reference: z.string(),
    paid_to: z.string(),
    serials: z.array(z.string()).refine((serials) => serialsNeeded === 0 || serials.length === serialsNeeded, {
      message: returnSerialsCount(serialsNeeded),
    }),
  });
}
export type ReturnResolutionForm = z.input<ReturnType<typeof returnResolutionFormSchema>>;
export type ReturnResolutionFormOutput = z.output<ReturnType<typeof returnResolutionFormSchema>>;

/** A line of a delivered order as the return form offers it. */
export const returnableLineSchema = z.object({
  line_id: z.number(),
  description: z.string(),
  unit_price: z.number().describe('Rupees'),
  quantity: z.number().describe('Units delivered'),
  returnable_quantity: z.number().describe('Units not in a return yet'),
  window_days: z.number(),
  window_ends_at: z.string().describe('When the return window of this line closes'),
  in_window: z.boolean(),
});
export type ReturnableLine = z.infer<typeof returnableLineSchema>;

export const returnLineSchema = z.object({
  id: z.number(),
  line_id: z.number().describe("The order line's id"),
  description: z.string(),
  quantity: z.number(),
  resolution: z.enum(RETURN_RESOLUTIONS).nullable(),
  stock: z.enum(STOCK_DECISIONS).nullable(),
  resolution_note: z.string(),
  credit_note_number: z.string().nullable(),
  replacement_order: z
    .string()
    .nullable()
    .describe("A replacement's shipment: the order number of the zero-priced order sent in its place"),
  serials: z.array(z.string()).describe('The serial numbers of the units that came back, chosen when it was resolved'),
  serial_choices: z
    .array(z.string())
    .describe(
      "Until it is resolved: the serials of the order line's units still sold (not returned), to choose from; empty for a line without serials",
    ),
  resolved_at: z.string().nullable(),
});
export type ReturnLine = z.infer<typeof returnLineSchema>;

/** A photo of a return: its bytes are at RETURNS_PATHS.photo (the customer's) or staffPhoto. */
export const returnPhotoSchema = z.object({
  id: z.number(),
  width: z.number().describe("The full photo's width in pixels"),
  height: z.number(),
});
export type ReturnPhoto = z.infer<typeof returnPhotoSchema>;

/** A return as the customer and staff see it. */
export const orderReturnSchema = z.object({
  id: z.number(),
  transaction_id: z.string(),
  status: z.enum(RETURN_STATUSES),
  reason: z.enum(RETURN_REASONS),
  note: z.string(),
  opened_by: z.enum(['customer', 'staff']),
  refusal_reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  received_at: z.string().nullable(),
  resolved_at: z.string().nullable(),
  lines: z.array(returnLineSchema),
  photos: z.array(returnPhotoSchema).describe('The photos the customer attached, in the order they were added'),
});
export type OrderReturn = z.infer<typeof orderReturnSchema>;

/** GET api/v1/orders/{transaction_id}/returns/: the order's returns and what may still be returned. */
export const orderReturnsSchema = z.object({
  data: z.object({
    delivered_at: z.string().nullable().describe('When the order was delivered; null while it is not'),
    can_request: z.boolean().describe('Whether a return may be asked for now (some line in its window)'),
    window_ended_at: z
      .string()
      .nullable()
      .describe('When the last window closed, once every window has (the order page says so)'),
    lines: z.array(returnableLineSchema),
    returns: z.array(orderReturnSchema),
  }),
});
export type OrderReturns = z.infer<typeof orderReturnsSchema>['data'];

export const orderReturnAnswerSchema = z.object({ data: orderReturnSchema, message: z.string() });
export type OrderReturnAnswer = z.infer<typeof orderReturnAnswerSchema>;

/** A return on the staff's Returns desk: the return, its order and customer. */
export const staffReturnSchema = orderReturnSchema.extend({
  customer_name: z.string(),
  customer_email: z.string(),
  payment_gateway: z.enum(PAYMENT_GATEWAYS),
  order_status: z.string(),
});
export type StaffReturn = z.infer<typeof staffReturnSchema>;

export const staffReturnAnswerSchema = z.object({ data: staffReturnSchema, message: z.string() });
export type StaffReturnAnswer = z.infer<typeof staffReturnAnswerSchema>;
export const staffReturnDetailSchema = z.object({ data: staffReturnSchema });

export const STAFF_RETURNS_PAGE_SIZE = 20;

export const staffReturnsQuerySchema = z.object({
  status: z.enum(RETURN_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const staffReturnListSchema = z.object({
  data: z.array(staffReturnSchema),
  count: z.number(),
  page: z.number(),
  total_pages: z.number(),
});
export type StaffReturnList = z.infer<typeof staffReturnListSchema>;

/**
 * GET …/photos/{photo_id}/{size}/: a return photo's bytes (WebP). Only its customer and staff may
 * fetch it; the answer is private to the browser that asked.
 */
export const returnPhotoResponse = {
  description: 'The photo',
  content: { 'image/webp': { schema: binaryBodySchema } },
};

/** The API's paths (the web's calls). */
const tid = (transactionId: string) => encodeURIComponent(transactionId);
export const RETURNS_PATHS = {
  order: (transactionId: string) => `/api/v1/orders/${tid(transactionId)}/returns/`,
  photos: (transactionId: string, returnId: number) =>
    `/api/v1/orders/${tid(transactionId)}/returns/${returnId}/photos/`,
  photo: (transactionId: string, returnId: number, photoId: number, size: ReturnPhotoSize) =>
    `/api/v1/orders/${tid(transactionId)}/returns/${returnId}/photos/${photoId}/${size}/`,
  staffPhoto: (returnId: number, photoId: number, size: ReturnPhotoSize) =>
    `/api/v1/admin/returns/${returnId}/photos/${photoId}/${size}/`,
  desk: '/api/v1/admin/returns/',
  one: (id: number) => `/api/v1/admin/returns/${id}/`,
  decision: (id: number) => `/api/v1/admin/returns/${id}/decision/`,
  receive: (id: number) => `/api/v1/admin/returns/${id}/receive/`,
  close: (id: number) => `/api/v1/admin/returns/${id}/close/`,
  resolve: (id: number, lineId: number) => `/api/v1/admin/returns/${id}/lines/${lineId}/resolve/`,
  walkIn: (transactionId: string) => `/api/v1/admin/orders/${tid(transactionId)}/returns/`,
} as const;

/** The staff's pages. */
export const staffReturnsPagePath = '/staff/returns';
export const staffReturnPagePath = (id: number) => `/staff/returns/${id}`;

/** Staff's words for the statuses, reasons and resolutions (staff screens are English). */
export const RETURN_STATUS_LABELS: Readonly<Record<ReturnStatus, string>> = {
  requested: 'Requested',
  approved: 'Approved',
  refused: 'Refused',
  received: 'Received',
  resolved: 'Resolved',
  closed: 'Closed',
};
export const RETURN_REASON_LABELS: Readonly<Record<ReturnReason, string>> = {
  faulty: 'Faulty or not working',
  damaged: 'Arrived damaged',
  wrong_item: 'Wrong item',
  not_as_described: 'Not as described',
  changed_mind: 'Changed my mind',
  other: 'Other',
};
export const RETURN_RESOLUTION_LABELS: Readonly<Record<ReturnResolution, string>> = {
  refund: 'Refund',
  replacement: 'Replacement',
  repair: 'Repair',
};
export const STOCK_DECISION_LABELS: Readonly<Record<StockDecision, string>> = {
  restock: 'Restock (back on sale)',
  write_off: 'Write off',
};
