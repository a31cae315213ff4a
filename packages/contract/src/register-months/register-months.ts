import { z } from 'zod';

// Closing a month of the sales register (issue #34: "the register cannot be changed for a closed
// month without a recorded reason"). An admin or accountant closes a BS month once it has ended;
// the close records who, when and the month's totals then. While the month is closed no bill or
// credit note dated in it can be issued (a database rule as well as the service's). Reopening needs
// a written reason, kept with who and when in the month's history; a close after a reopen records
// fresh totals. docs/rules/nepal.md#closing-a-month.

export const REGISTER_MONTH_PATHS = {
  /** GET: where a BS month stands, with its history. `:year` is the BS year, `:month` 1 (Baisakh) … 12. */
  month: '/api/v1/admin/accounts/months/:year/:month/',
  close: '/api/v1/admin/accounts/months/:year/:month/close/',
  reopen: '/api/v1/admin/accounts/months/:year/:month/reopen/',
} as const;

/** The shortest reason a reopening is given. */
export const REOPEN_REASON_MIN = 10;
export const REOPEN_REASON_MAX = 1000;

export const REGISTER_MONTH_MESSAGES = {
  reasonShort: `Write why the month is reopened (at least ${REOPEN_REASON_MIN} characters)`,
  reasonLong: `Keep the reason under ${REOPEN_REASON_MAX} characters`,
  closedNow: 'Month closed',
  reopened: 'Month reopened',
} as const;

export const registerMonthParamsSchema = z.object({
  year: z.coerce
    .number({ message: 'must be a BS year' })
    .int({ message: 'must be a BS year' })
    .min(1900, { message: 'must be a BS year' })
    .max(2200, { message: 'must be a BS year' }),
  month: z.coerce
    .number({ message: 'must be a BS month from 1 (Baisakh) to 12 (Chaitra)' })
    .int({ message: 'must be a BS month from 1 (Baisakh) to 12 (Chaitra)' })
    .min(1, { message: 'must be a BS month from 1 (Baisakh) to 12 (Chaitra)' })
    .max(12, { message: 'must be a BS month from 1 (Baisakh) to 12 (Chaitra)' }),
});

export const reopenMonthRequestSchema = z.object({
  reason: z
    .string({ message: REGISTER_MONTH_MESSAGES.reasonShort })
    .trim()
    .min(REOPEN_REASON_MIN, { message: REGISTER_MONTH_MESSAGES.reasonShort })
    .max(REOPEN_REASON_MAX, { message: REGISTER_MONTH_MESSAGES.reasonLong }),
});
export type ReopenMonthRequest = z.infer<typeof reopenMonthRequestSchema>;

const money = z.number().describe('Rupees');

/** The month's documents when it was closed: bills, and credit notes (amounts as returned). */
export const monthTotalsSchema = z.object({
  bills: z.number().int(),
  taxable: money.describe('Taxable amount of the bills'),
  vat: money.describe('VAT of the bills'),
  bill_total: money.describe('What the bills asked for'),
  credit_notes: z.number().int(),
  returns_taxable: money,
  returns_vat: money,
  returns_total: money,
});
export type MonthTotals = z.infer<typeof monthTotalsSchema>;

export const monthEventSchema = z.object({
  action: z.enum(['close', 'reopen']),
  at: z.string().describe('ISO 8601 instant'),
  by: z.string().describe("The staff member's name"),
  reason: z.string().nullable().describe('Why the month was reopened; null for a close'),
  totals: monthTotalsSchema.nullable().describe("A close's totals of the month; null for a reopening"),
});
export type MonthEvent = z.infer<typeof monthEventSchema>;

/** Where a month stands: not ended yet (cannot be closed), open, or closed. */
export const MONTH_STATES = ['not_ended', 'open', 'closed'] as const;

export const registerMonthSchema = z.object({
  year: z.number().int().describe('BS year'),
  month: z.number().int().describe('BS month, 1 = Baisakh'),
  label: z.string().describe("'Kartik 2082'"),
  from: z.string().describe('First AD day, YYYY-MM-DD'),
  to: z.string().describe('Last AD day, YYYY-MM-DD'),
  state: z.enum(MONTH_STATES),
  closed: z
    .object({ at: z.string(), by: z.string() })
    .nullable()
    .describe('The close in force, or null while the month is open'),
  totals_now: monthTotalsSchema.describe("The month's documents now"),
  history: z.array(monthEventSchema).describe('Every close and reopening, oldest first'),
});
export type RegisterMonth = z.infer<typeof registerMonthSchema>;

export const registerMonthResponseSchema = z.object({ message: z.string().optional(), data: registerMonthSchema });
export type RegisterMonthResponse = z.infer<typeof registerMonthResponseSchema>;

/** A month of a register's period that is closed now: shown as "Closed on … by …" above the book. */
export const closedMonthSchema = z.object({
  year: z.number().int(),
  month: z.number().int(),
  label: z.string(),
  at: z.string().describe('ISO 8601 instant of the close in force'),
  by: z.string(),
});
export type ClosedMonth = z.infer<typeof closedMonthSchema>;

/** The totals of two closes differ (a month reopened, changed and closed again). */
export function totalsDiffer(a: MonthTotals, b: MonthTotals): boolean {
  return (Object.keys(a) as (keyof MonthTotals)[]).some((key) => a[key] !== b[key]);
}
