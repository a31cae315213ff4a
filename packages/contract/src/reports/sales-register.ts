import { z } from 'zod';
import { refusalInEnglish } from '../refusals/refusal-catalogue.js';
import {
  adToBs,
  BS_MONTH_NAMES_EN,
  bsToAd,
  daysInBsMonth,
  formatBsNumeric,
  isValidBsDate,
} from '../nepal/bikram-sambat.js';
import { FISCAL_YEAR_FIRST_MONTH, fiscalYearLabel, fiscalYearStartOf, parseFiscalYear } from '../nepal/fiscal-year.js';
import { type AdDate, addDays, epochDayOf, parseIsoDate, toIsoDate } from '../nepal/nepal-time.js';
import { closedMonthSchema } from '../register-months/register-months.js';

// The accountant's sales register (issue #34): every tax invoice of a period, one row per bill in
// number order, with the columns of the sales book VAT-registered sellers keep (docs/rules/nepal.md),
// page and period totals, and the month-by-month VAT the return asks for. A period is a BS month
// of a fiscal year, a whole fiscal year, or any range of days given in BS or AD. The days are
// Nepal's calendar days: a bill belongs to the day it was issued in Kathmandu.

export const SALES_REGISTER_PATHS = {
  register: '/api/v1/admin/accounts/sales-register/',
  csv: '/api/v1/admin/accounts/sales-register.csv',
  xlsx: '/api/v1/admin/accounts/sales-register.xlsx',
} as const;

/** Rows a page of the register shows; the export has them all. */
export const SALES_REGISTER_PAGE_SIZE = 100;

/** Longest range of days a register covers: a fiscal year has 365 or 366. */
export const SALES_REGISTER_MAX_DAYS = 366;

export const SALES_REGISTER_MESSAGES = {
  monthInvalid: 'Month must be a Bikram Sambat month from 1 (Baisakh) to 12 (Chaitra)',
} as const;

/** Kinds of document in the register. Credit notes join as rows with negative amounts. */
/** Bills, and the credit notes that reduce them (sales returns, amounts negative). */
export const REGISTER_DOCUMENT_KINDS = ['bill', 'credit_note'] as const;
export type RegisterDocumentKind = (typeof REGISTER_DOCUMENT_KINDS)[number];

// A day too long to be YYYY-MM-DD says what the period check would say of it.
const adDay = z
  .string()
  .trim()
  .max(10, { message: refusalInEnglish('register_date_invalid') });
const bsDay = z
  .string()
  .trim()
  .max(10, { message: refusalInEnglish('register_bs_date_invalid') });

/** Query of GET sales-register/ and sales-register.csv. */
export const salesRegisterQuerySchema = z.object({
  fiscal_year: z.string().trim().max(7).optional().describe("'2082/83'; alone: the whole fiscal year"),
  month: z.coerce
    .number({ message: SALES_REGISTER_MESSAGES.monthInvalid })
    .int({ message: SALES_REGISTER_MESSAGES.monthInvalid })
    .min(1, { message: SALES_REGISTER_MESSAGES.monthInvalid })
    .max(12, { message: SALES_REGISTER_MESSAGES.monthInvalid })
    .optional()
    .describe('BS month of the fiscal year: 4 = Shrawan (its first) … 3 = Asar (its last)'),
  from: adDay.optional().describe('First AD day, YYYY-MM-DD'),
  to: adDay.optional().describe('Last AD day, YYYY-MM-DD'),
  from_bs: bsDay.optional().describe('First BS day, YYYY-MM-DD (2082-04-01)'),
  to_bs: bsDay.optional().describe('Last BS day, YYYY-MM-DD'),
  page: z.coerce
    .number({ message: 'must be a whole number of at least 1' })
    .int({ message: 'must be a whole number of at least 1' })
    .min(1, { message: 'must be a whole number of at least 1' })
    .max(100_000, { message: 'is too large' })
    .default(1),
});
export type SalesRegisterQuery = z.infer<typeof salesRegisterQuerySchema>;

/** The kinds of period the staff's period form offers: a BS month, a fiscal year, days in AD or BS. */
export const REGISTER_PERIOD_MODES = ['month', 'year', 'ad', 'bs'] as const;
export type RegisterPeriodMode = (typeof REGISTER_PERIOD_MODES)[number];

const periodField = salesRegisterQuerySchema.shape;

/** The staff's period form as typed: every kind's fields, kept while the kind is changed. */
export interface RegisterPeriodForm {
  mode: RegisterPeriodMode;
  fiscal_year: string;
  month: string;
  from: string;
  to: string;
  from_bs: string;
  to_bs: string;
}

/**
 * The period form checked: only the chosen kind's fields, with the query's own rules, and only they
 * are given (a query names one kind). The form's type is the input's, so the resolver knows all.
 */
export const registerPeriodFormSchema = z.preprocess(
  (form: RegisterPeriodForm) => form,
  z.discriminatedUnion('mode', [
    z.object({
      mode: z.literal('month'),
      fiscal_year: periodField.fiscal_year.unwrap(),
      month: periodField.month.unwrap(),
    }),
    z.object({ mode: z.literal('year'), fiscal_year: periodField.fiscal_year.unwrap() }),
    z.object({ mode: z.literal('ad'), from: periodField.from.unwrap(), to: periodField.to.unwrap() }),
    z.object({ mode: z.literal('bs'), from_bs: periodField.from_bs.unwrap(), to_bs: periodField.to_bs.unwrap() }),
  ]),
);
export type RegisterPeriodFormOutput = z.output<typeof registerPeriodFormSchema>;

/** What the register covers: whole Nepal days, first to last inclusive. */
export interface RegisterPeriod {
  first: AdDate;
  last: AdDate;
  /** 'Shrawan 2082', 'Fiscal year 2082/83', '2082/04/01 – 2082/04/15 BS'. */
  label: string;
}

/** Why a query names no period: a refusal code of the contract's catalogue (refusals/). */
type PeriodRefusal =
  | {
      code:
        | 'register_fiscal_year_invalid'
        | 'register_month_needs_year'
        | 'register_period_one_kind'
        | 'register_range_incomplete'
        | 'register_date_invalid'
        | 'register_bs_date_invalid'
        | 'register_range_backwards'
        | 'register_period_outside_calendar';
    }
  | { code: 'register_range_too_long'; params: { max: number } };

export type PeriodResult = { ok: true; period: RegisterPeriod } | ({ ok: false } & PeriodRefusal);

/** The BS year a month of a fiscal year falls in: Shrawan–Chaitra the first, Baisakh–Asar the next. */
export function bsYearOfFiscalMonth(fiscalYearStart: number, month: number): number {
  return month >= FISCAL_YEAR_FIRST_MONTH ? fiscalYearStart : fiscalYearStart + 1;
}

/** First and last AD day of a BS month. Throws RangeError outside the calendar table. */
export function bsMonthRange(year: number, month: number): { first: AdDate; last: AdDate } {
  return {
    first: bsToAd({ year, month, day: 1 }),
    last: bsToAd({ year, month, day: daysInBsMonth(year, month) }),
  };
}

function parseBsDay(text: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isValidBsDate(date) ? date : null;
}

const failed = (refusal: PeriodRefusal): PeriodResult => ({ ok: false, ...refusal });

function rangePeriod(first: AdDate, last: AdDate): PeriodResult {
  const days = epochDayOf(last) - epochDayOf(first) + 1;
  if (days < 1) return failed({ code: 'register_range_backwards' });
  if (days > SALES_REGISTER_MAX_DAYS)
    return failed({ code: 'register_range_too_long', params: { max: SALES_REGISTER_MAX_DAYS } });
  let label: string;
  try {
    label = `${formatBsNumeric(adToBs(first))} – ${formatBsNumeric(adToBs(last))} BS`;
  } catch {
    return failed({ code: 'register_period_outside_calendar' });
  }
  return { ok: true, period: { first, last, label } };
}

/**
 * The period a query names. Nothing named: the BS month `today` is in. Only one kind of period
 * may be named, so a query never means two things.
 */
export function registerPeriodOf(query: Omit<SalesRegisterQuery, 'page'>, today: AdDate): PeriodResult {
  const byYear = query.fiscal_year !== undefined || query.month !== undefined;
  const byAd = query.from !== undefined || query.to !== undefined;
  const byBs = query.from_bs !== undefined || query.to_bs !== undefined;
  if ([byYear, byAd, byBs].filter(Boolean).length > 1) return failed({ code: 'register_period_one_kind' });
  if (byAd) {
    if (query.from === undefined || query.to === undefined) return failed({ code: 'register_range_incomplete' });
    const first = parseIsoDate(query.from);
    const last = parseIsoDate(query.to);
    if (!first || !last) return failed({ code: 'register_date_invalid' });
    return rangePeriod(first, last);
  }
  if (byBs) {
    if (query.from_bs === undefined || query.to_bs === undefined) return failed({ code: 'register_range_incomplete' });
    const first = parseBsDay(query.from_bs);
    const last = parseBsDay(query.to_bs);
    if (!first || !last) return failed({ code: 'register_bs_date_invalid' });
    return rangePeriod(bsToAd(first), bsToAd(last));
  }
  let start: number;
  let month: number | undefined = query.month;
  if (query.fiscal_year === undefined) {
    if (month !== undefined) return failed({ code: 'register_month_needs_year' });
    let now;
    try {
      now = adToBs(today);
    } catch {
      return failed({ code: 'register_period_outside_calendar' });
    }
    start = fiscalYearStartOf(now);
    month = now.month;
  } else {
    const parsed = parseFiscalYear(query.fiscal_year);
    if (parsed === null) return failed({ code: 'register_fiscal_year_invalid' });
    start = parsed;
  }
  try {
    if (month === undefined) {
      const first = bsToAd({ year: start, month: FISCAL_YEAR_FIRST_MONTH, day: 1 });
      const lastMonth = FISCAL_YEAR_FIRST_MONTH - 1;
      const last = bsToAd({ year: start + 1, month: lastMonth, day: daysInBsMonth(start + 1, lastMonth) });
      return { ok: true, period: { first, last, label: `Fiscal year ${fiscalYearLabel(start)}` } };
    }
    const year = bsYearOfFiscalMonth(start, month);
    const range = bsMonthRange(year, month);
    return { ok: true, period: { ...range, label: `${BS_MONTH_NAMES_EN[month - 1]} ${year}` } };
  } catch {
    return failed({ code: 'register_period_outside_calendar' });
  }
}

/** A BS month a period touches, with the days of it inside the period (for the VAT summary). */
export interface PeriodMonth {
  year: number;
  month: number;
  first: AdDate;
  last: AdDate;
}

/** The BS months of a period in order, the first and last cut to the period's own days. */
export function monthsOfPeriod(period: Pick<RegisterPeriod, 'first' | 'last'>): PeriodMonth[] {
  const months: PeriodMonth[] = [];
  let first = period.first;
  const end = epochDayOf(period.last);
  while (epochDayOf(first) <= end) {
    const bs = adToBs(first);
    const monthEnd = bsMonthRange(bs.year, bs.month).last;
    const last = epochDayOf(monthEnd) < end ? monthEnd : period.last;
    months.push({ year: bs.year, month: bs.month, first, last });
    first = addDays(last, 1);
  }
  return months;
}

/** Amounts of one register row, or of a sum of rows, in integer paisa. */
export interface RegisterAmounts {
  /** Sales before VAT: taxable + exempt + export (the sales book's "total sales" column). */
  totalSalesPaisa: number;
  exemptSalesPaisa: number;
  exportSalesPaisa: number;
  taxablePaisa: number;
  vatPaisa: number;
  /** What the bills asked the buyers for: total sales + VAT. */
  billTotalPaisa: number;
}

export const ZERO_AMOUNTS: RegisterAmounts = {
  totalSalesPaisa: 0,
  exemptSalesPaisa: 0,
  exportSalesPaisa: 0,
  taxablePaisa: 0,
  vatPaisa: 0,
  billTotalPaisa: 0,
};

/** Column by column sums, in paisa (integers: no rounding anywhere). */
export function sumAmounts(rows: readonly RegisterAmounts[]): RegisterAmounts {
  const total = { ...ZERO_AMOUNTS };
  for (const row of rows) {
    for (const key of Object.keys(total) as (keyof RegisterAmounts)[]) total[key] += row[key];
  }
  return total;
}

/** -123456 → '-1234.56': paisa as a plain decimal of rupees, for files (no grouping, no symbol). */
export function paisaDecimal(paisa: number): string {
  if (!Number.isSafeInteger(paisa)) throw new RangeError('Amounts must be whole paisa');
  const sign = paisa < 0 ? '-' : '';
  const abs = Math.abs(paisa);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The fiscal years a picker offers: this one and the `count - 1` before it, newest first. */
export function recentFiscalYears(today: AdDate, count = 5): string[] {
  const start = fiscalYearStartOf(adToBs(today));
  return Array.from({ length: count }, (_, index) => fiscalYearLabel(start - index));
}

/** The BS months of a fiscal year in its order: Shrawan (4) … Chaitra (12), Baisakh (1) … Asar (3). */
export const FISCAL_YEAR_MONTHS: readonly number[] = [4, 5, 6, 7, 8, 9, 10, 11, 12, 1, 2, 3];

const money = z.number().describe('Rupees');

const amountsSchema = z.object({
  total_sales: money.describe('Rupees before VAT: taxable + non-taxable + export'),
  exempt_sales: money.describe('Rupees: non-taxable (exempt) sales; the shop sells taxable goods only, so 0'),
  export_sales: money.describe('Rupees: exports; the shop delivers within Nepal only, so 0'),
  taxable_amount: money,
  vat: money,
  bill_total: money.describe('Rupees: what the bill asked for, total sales + VAT'),
});
export type RegisterAmountsJson = z.infer<typeof amountsSchema>;

export const salesRegisterRowSchema = amountsSchema.extend({
  kind: z.enum(REGISTER_DOCUMENT_KINDS),
  number: z.string().describe("Bill number: '2082/83-000042'"),
  fiscal_year: z.string(),
  issued_at: z.string().describe('ISO 8601 instant'),
  date_bs: z.string().describe("Nepal day of issue in BS: '2082/04/01'"),
  date_ad: z.string().describe("The same day in AD: '2025-07-17'"),
  transaction_id: z.string().describe("The order's transaction id, for the staff order page"),
  buyer_name: z.string(),
  buyer_pan: z.string().nullable(),
});
export type SalesRegisterRow = z.infer<typeof salesRegisterRowSchema>;

export const registerTotalsSchema = amountsSchema.extend({ documents: z.number().int() });
export type RegisterTotals = z.infer<typeof registerTotalsSchema>;

export const vatMonthSchema = z.object({
  year: z.number().int().describe('BS year'),
  month: z.number().int().describe('BS month, 1 = Baisakh'),
  from: z.string().describe('First AD day counted (the period may cut the month)'),
  to: z.string().describe('Last AD day counted'),
  taxable_sales: money,
  output_vat: money.describe('VAT on the bills'),
  returns_taxable: money.describe('Taxable amount of sales returns (credit notes), positive'),
  returns_vat: money.describe('VAT on sales returns'),
  net_vat: money.describe('Output VAT minus VAT on returns: the sales side of the VAT return'),
});
export type VatMonth = z.infer<typeof vatMonthSchema>;

export const salesRegisterSchema = z.object({
  seller: z
    .object({ name: z.string(), legal_name: z.string(), pan: z.string() })
    .describe("The shop as its settings name it now, for the register's heading"),
  period: z.object({
    label: z.string(),
    from: z.string().describe('First AD day, YYYY-MM-DD'),
    to: z.string().describe('Last AD day, YYYY-MM-DD'),
    from_bs: z.string().describe("First BS day, '2082/04/01'"),
    to_bs: z.string(),
  }),
  data: z.array(salesRegisterRowSchema),
  count: z.number().int(),
  page: z.number().int(),
  total_pages: z.number().int(),
  page_totals: registerTotalsSchema,
  period_totals: registerTotalsSchema,
  vat_summary: z.array(vatMonthSchema),
  closed_months: z.array(closedMonthSchema).describe('The BS months of the period that are closed now, in order'),
});
export type SalesRegister = z.infer<typeof salesRegisterSchema>;

/** The period's description for the answer: its label and its days in both calendars. */
export function periodJson(period: RegisterPeriod): SalesRegister['period'] {
  return {
    label: period.label,
    from: toIsoDate(period.first),
    to: toIsoDate(period.last),
    from_bs: formatBsNumeric(adToBs(period.first)),
    to_bs: formatBsNumeric(adToBs(period.last)),
  };
}

// The sales-return book (बिक्री फिर्ता खाता, issue #34): the credit notes of a period alone, one row
// per credit note in number order, with the bill each reduces, amounts as returned (positive), and
// page and period totals. The same credit notes are the sales register's negative rows.

export const SALES_RETURNS_PATHS = {
  register: '/api/v1/admin/accounts/sales-returns/',
  csv: '/api/v1/admin/accounts/sales-returns.csv',
  xlsx: '/api/v1/admin/accounts/sales-returns.xlsx',
} as const;

const returnAmountsSchema = z.object({
  total_sales: money.describe('Rupees of sales returned, before VAT: taxable + non-taxable + export'),
  exempt_sales: money.describe('Rupees: non-taxable (exempt) sales returned; the shop sells taxable goods only, so 0'),
  export_sales: money.describe('Rupees: exports returned; the shop delivers within Nepal only, so 0'),
  taxable_amount: money,
  vat: money.describe('Rupees: the VAT the credit note gives back'),
  bill_total: money.describe("Rupees: the credit note's total, taxable amount + VAT"),
});

export const salesReturnRowSchema = returnAmountsSchema.extend({
  number: z.string().describe("Credit note number: 'CN 2082/83-000007'"),
  fiscal_year: z.string(),
  issued_at: z.string().describe('ISO 8601 instant'),
  date_bs: z.string().describe("Nepal day of issue in BS: '2082/04/01'"),
  date_ad: z.string().describe("The same day in AD: '2025-07-17'"),
  bill_number: z.string().describe("The bill the credit note reduces: '2082/83-000042'"),
  transaction_id: z.string().describe("The order's transaction id, for the staff order page"),
  buyer_name: z.string().describe('As on the bill'),
  buyer_pan: z.string().nullable(),
});
export type SalesReturnRow = z.infer<typeof salesReturnRowSchema>;

export const salesReturnsSchema = salesRegisterSchema.pick({ seller: true, period: true, closed_months: true }).extend({
  data: z.array(salesReturnRowSchema),
  count: z.number().int(),
  page: z.number().int(),
  total_pages: z.number().int(),
  page_totals: returnAmountsSchema.extend({ documents: z.number().int() }),
  period_totals: returnAmountsSchema.extend({ documents: z.number().int() }),
});
export type SalesReturns = z.infer<typeof salesReturnsSchema>;
