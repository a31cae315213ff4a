import { z } from 'zod';
import { addBusinessDays, businessDaysBetween } from '../nepal/business-days.js';
import { type AdDate, parseIsoDate, toIsoDate } from '../nepal/nepal-time.js';
import { SERIAL_MAX_LENGTH } from '../serials/serials.js';

// Warranty claims (issue #33). A sold unit (by its serial or IMEI) still in its warranty is taken
// in with its fault (received), sent to the brand's service centre (its name and job number), comes
// back repaired, replaced (perhaps with a new serial) or refused, and is returned to the customer.
// Its age is counted in working days (Nepal: Saturday and the shop's listed holidays do not count)
// against the shop's promise: usually 7, at most 21 working days (docs/decisions.md, "claims take
// 7–21 working days"). A claim not back with its customer after 21 working days is overdue.

export const WARRANTY_CLAIM_STATUSES = [
  'received',
  'at_service_centre',
  'repaired',
  'replaced',
  'refused',
  'returned_to_customer',
] as const;
export type WarrantyClaimStatus = (typeof WARRANTY_CLAIM_STATUSES)[number];

/** The service centre's answers. */
export const WARRANTY_CLAIM_OUTCOMES = ['repaired', 'replaced', 'refused'] as const;
export type WarrantyClaimOutcome = (typeof WARRANTY_CLAIM_OUTCOMES)[number];

/** The steps a claim may take from each status (the only moves the server accepts). */
export const WARRANTY_CLAIM_MOVES: Readonly<Record<WarrantyClaimStatus, readonly WarrantyClaimStatus[]>> = {
  received: ['at_service_centre'],
  at_service_centre: ['repaired', 'replaced', 'refused'],
  repaired: ['returned_to_customer'],
  replaced: ['returned_to_customer'],
  refused: ['returned_to_customer'],
  returned_to_customer: [],
};

/**
 * The shop's promise for a warranty claim, in working days from the day the unit was received:
 * usually back within EXPECTED, never later than PROMISED (past it the claim is overdue).
 */
export const WARRANTY_CLAIM_PROMISE = { expectedWorkingDays: 7, promisedWorkingDays: 21 } as const;

export interface WarrantyClaimAgeing {
  /** Working days since the day received, up to today (or the day it was returned). */
  working_days: number;
  /** The day it is usually back (EXPECTED working days after it was received), 'YYYY-MM-DD'. */
  expected_by: string;
  /** The last day of the promise (PROMISED working days after), 'YYYY-MM-DD'. */
  due_by: string;
  /** Older than the promise and not yet back with its customer. */
  overdue: boolean;
}

/**
 * A claim's age in working days and its promise. `returnedOn` stops the clock (a claim back with
 * its customer is never overdue).
 */
export function warrantyClaimAgeing(
  receivedOn: AdDate,
  today: AdDate,
  holidays: ReadonlySet<string> = new Set(),
  returnedOn: AdDate | null = null,
): WarrantyClaimAgeing {
  const end = returnedOn ?? today;
  const workingDays = businessDaysBetween(receivedOn, end, holidays);
  return {
    working_days: workingDays,
    expected_by: toIsoDate(addBusinessDays(receivedOn, WARRANTY_CLAIM_PROMISE.expectedWorkingDays, holidays)),
    due_by: toIsoDate(addBusinessDays(receivedOn, WARRANTY_CLAIM_PROMISE.promisedWorkingDays, holidays)),
    overdue: returnedOn === null && workingDays > WARRANTY_CLAIM_PROMISE.promisedWorkingDays,
  };
}

export const WARRANTY_CLAIM_FAULT_MAX_LENGTH = 1000;
export const WARRANTY_CLAIM_TEXT_MAX_LENGTH = 200;
export const WARRANTY_CLAIM_NOTE_MAX_LENGTH = 500;

export const WARRANTY_CLAIM_MESSAGES = {
  opened: 'Warranty claim opened',
  moved: 'Warranty claim updated',
  serialRequired: 'Give the serial number or IMEI',
  faultRequired: 'Describe the fault',
  faultTooLong: `The fault must be at most ${WARRANTY_CLAIM_FAULT_MAX_LENGTH} characters`,
  receivedOnInvalid: 'The day received must be a real date, not in the future',
  centreRequired: 'Give the service centre’s name',
  jobNumberRequired: 'Give the service centre’s job number',
  noteRequired: 'Say why the service centre refused it',
  textTooLong: `At most ${WARRANTY_CLAIM_TEXT_MAX_LENGTH} characters`,
  noteTooLong: `The note must be at most ${WARRANTY_CLAIM_NOTE_MAX_LENGTH} characters`,
  replacementSerialInvalid: 'A serial number is 4 to 40 letters, digits, "-" or "/"',
} as const;

const text = (required: string) =>
  z
    .string({ message: required })
    .trim()
    .min(1, { message: required })
    .max(WARRANTY_CLAIM_TEXT_MAX_LENGTH, { message: WARRANTY_CLAIM_MESSAGES.textTooLong });

/** Body of POST api/v1/admin/warranty-claims/. */
export const warrantyClaimOpenSchema = z.object({
  serial: z
    .string({ message: WARRANTY_CLAIM_MESSAGES.serialRequired })
    .trim()
    .min(1, { message: WARRANTY_CLAIM_MESSAGES.serialRequired })
    .max(SERIAL_MAX_LENGTH + 20),
  fault: z
    .string({ message: WARRANTY_CLAIM_MESSAGES.faultRequired })
    .trim()
    .min(1, { message: WARRANTY_CLAIM_MESSAGES.faultRequired })
    .max(WARRANTY_CLAIM_FAULT_MAX_LENGTH, { message: WARRANTY_CLAIM_MESSAGES.faultTooLong })
    .describe('The fault, as the customer describes it'),
  received_on: z
    .string()
    .refine((value) => parseIsoDate(value) !== null, { message: WARRANTY_CLAIM_MESSAGES.receivedOnInvalid })
    .optional()
    .describe("The day the shop received the unit ('YYYY-MM-DD', Nepal); left out: today"),
});
export type WarrantyClaimOpen = z.input<typeof warrantyClaimOpenSchema>;

const note = z
  .string()
  .trim()
  .max(WARRANTY_CLAIM_NOTE_MAX_LENGTH, { message: WARRANTY_CLAIM_MESSAGES.noteTooLong })
  .default('');

/** Body of POST api/v1/admin/warranty-claims/{id}/step/: the next step and what it needs. */
export const warrantyClaimStepSchema = z.discriminatedUnion('to', [
  z.object({
    to: z.literal('at_service_centre'),
    service_centre: text(WARRANTY_CLAIM_MESSAGES.centreRequired).describe("The brand's service centre"),
    job_number: text(WARRANTY_CLAIM_MESSAGES.jobNumberRequired).describe("The service centre's job number"),
    note,
  }),
  z.object({ to: z.literal('repaired'), note }),
  z.object({
    to: z.literal('replaced'),
    note,
    replacement_serial: z
      .string()
      .trim()
      .max(SERIAL_MAX_LENGTH, { message: WARRANTY_CLAIM_MESSAGES.replacementSerialInvalid })
      .refine((value) => value === '' || /^[A-Za-z0-9/-]{4,40}$/.test(value.replace(/\s+/g, '')), {
        message: WARRANTY_CLAIM_MESSAGES.replacementSerialInvalid,
      })
      .default('')
      .describe('The serial or IMEI of the unit the brand gave instead, when known'),
  }),
  z.object({
    to: z.literal('refused'),
    note: z
      .string({ message: WARRANTY_CLAIM_MESSAGES.noteRequired })
      .trim()
      .min(1, { message: WARRANTY_CLAIM_MESSAGES.noteRequired })
      .max(WARRANTY_CLAIM_NOTE_MAX_LENGTH, { message: WARRANTY_CLAIM_MESSAGES.noteTooLong }),
  }),
  z.object({ to: z.literal('returned_to_customer'), note }),
]);
export type WarrantyClaimStep = z.input<typeof warrantyClaimStepSchema>;

export const warrantyClaimStepEntrySchema = z.object({
  status: z.enum(WARRANTY_CLAIM_STATUSES),
  at: z.string().describe('ISO time'),
  note: z.string(),
});

const ageingSchema = z.object({
  working_days: z.number().int(),
  expected_by: z.string(),
  due_by: z.string(),
  overdue: z.boolean(),
});

/** A claim as its customer sees it on their order page. */
export const warrantyClaimSchema = z.object({
  id: z.number().int(),
  transaction_id: z.string(),
  serial: z.string(),
  description: z.string().describe('Product name (and colour)'),
  fault: z.string(),
  status: z.enum(WARRANTY_CLAIM_STATUSES),
  received_on: z.string().describe("'YYYY-MM-DD'"),
  service_centre: z.string().nullable(),
  job_number: z.string().nullable(),
  replacement_serial: z.string().nullable(),
  outcome_note: z.string().nullable(),
  ageing: ageingSchema,
  steps: z.array(warrantyClaimStepEntrySchema).describe('Oldest first'),
});
export type WarrantyClaim = z.infer<typeof warrantyClaimSchema>;

/** The staff's view: with the customer, who did each step, and the moves allowed now. */
export const staffWarrantyClaimSchema = warrantyClaimSchema.extend({
  customer_name: z.string(),
  customer_phone: z.string(),
  customer_email: z.string(),
  steps: z.array(warrantyClaimStepEntrySchema.extend({ by: z.string().nullable() })),
  next: z.array(z.enum(WARRANTY_CLAIM_STATUSES)),
});
export type StaffWarrantyClaim = z.infer<typeof staffWarrantyClaimSchema>;

export const staffWarrantyClaimAnswerSchema = z.object({ data: staffWarrantyClaimSchema, message: z.string() });
export const staffWarrantyClaimDetailSchema = z.object({ data: staffWarrantyClaimSchema });
export const customerWarrantyClaimsSchema = z.object({ data: z.array(warrantyClaimSchema) });

export const WARRANTY_CLAIM_FILTERS = ['open', 'overdue', 'all'] as const;
export type WarrantyClaimFilter = (typeof WARRANTY_CLAIM_FILTERS)[number];
export const STAFF_WARRANTY_CLAIMS_PAGE_SIZE = 20;

export const staffWarrantyClaimsQuerySchema = z.object({
  filter: z.enum(WARRANTY_CLAIM_FILTERS).default('open'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const staffWarrantyClaimListSchema = z.object({
  data: z.array(staffWarrantyClaimSchema),
  count: z.number(),
  page: z.number(),
  total_pages: z.number(),
});
export type StaffWarrantyClaimList = z.infer<typeof staffWarrantyClaimListSchema>;

export const WARRANTY_CLAIM_PATHS = {
  desk: '/api/v1/admin/warranty-claims/',
  one: (id: number) => `/api/v1/admin/warranty-claims/${id}/`,
  step: (id: number) => `/api/v1/admin/warranty-claims/${id}/step/`,
  order: (transactionId: string) => `/api/v1/orders/${encodeURIComponent(transactionId)}/warranty-claims/`,
} as const;

export const staffWarrantyClaimsPagePath = '/staff/warranty-claims';
export const staffWarrantyClaimPagePath = (id: number) => `/staff/warranty-claims/${id}`;

/** Staff's words for the statuses (staff screens are English). */
export const WARRANTY_CLAIM_STATUS_LABELS: Readonly<Record<WarrantyClaimStatus, string>> = {
  received: 'Received',
  at_service_centre: 'At the service centre',
  repaired: 'Repaired',
  replaced: 'Replaced',
  refused: 'Refused by the service centre',
  returned_to_customer: 'Returned to the customer',
};
