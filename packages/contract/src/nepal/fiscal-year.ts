// Nepal's fiscal year runs from 1 Shrawan to the last day of Asar (BS), so it is named by two BS
// years: 1 Shrawan 2082 (17 July 2025) opens '2082/83'. Tax invoices are numbered in a gap-free
// sequence that restarts each fiscal year; this module names the year and formats the number.
// Keeping the sequence gap-free is the database's job (one counter row per fiscal year, taken
// under a lock in the transaction that issues the invoice).
import { adToBs, type BsDate, bsToAd, daysInBsMonth } from './bikram-sambat.js';
import type { AdDate } from './nepal-time.js';
import { toDevanagariDigits } from './numerals.js';

/** Shrawan is the fourth BS month. */
export const FISCAL_YEAR_FIRST_MONTH = 4;

/** '2082/83': the BS year the fiscal year starts in, a slash, the next year's last two digits. */
export const FISCAL_YEAR_PATTERN = /^(\d{4})\/(\d{2})$/;

/** The BS year a fiscal year starts in: Shrawan–Chaitra count to this year, Baisakh–Asar to the year before. */
export function fiscalYearStartOf(date: BsDate): number {
  return date.month >= FISCAL_YEAR_FIRST_MONTH ? date.year : date.year - 1;
}

/** The label of a BS start year: 2082 → '2082/83', 2099 → '2099/00'. */
export function fiscalYearLabel(startYear: number): string {
  return `${startYear}/${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/** The fiscal year of a day (an instant is taken on Nepal's calendar): '2082/83'. */
export function fiscalYearOf(date: AdDate | Date): string {
  return fiscalYearLabel(fiscalYearStartOf(adToBs(date)));
}

/** The start year of a label, or null when the label is malformed ('2082/84', '82/83'). */
export function parseFiscalYear(label: string): number | null {
  const match = FISCAL_YEAR_PATTERN.exec(label);
  if (!match) return null;
  const start = Number(match[1]);
  return Number(match[2]) === (start + 1) % 100 ? start : null;
}

/** First and last AD day of a fiscal year: '2081/82' → 2024-07-16 … 2025-07-16. */
export function fiscalYearRange(label: string): { first: AdDate; last: AdDate } {
  const start = parseFiscalYear(label);
  if (start === null) throw new RangeError(`Not a fiscal year: ${label}`);
  const lastMonth = FISCAL_YEAR_FIRST_MONTH - 1;
  return {
    first: bsToAd({ year: start, month: FISCAL_YEAR_FIRST_MONTH, day: 1 }),
    last: bsToAd({ year: start + 1, month: lastMonth, day: daysInBsMonth(start + 1, lastMonth) }),
  };
}

/** The fiscal year label in Devanagari digits: '२०८२/८३'. */
export function fiscalYearLabelNe(label: string): string {
  return toDevanagariDigits(label);
}

/** Digits an invoice sequence number is padded to; numbers past 999999 simply grow. */
export const INVOICE_SEQUENCE_DIGITS = 6;

const INVOICE_NUMBER_PATTERN = /^(\d{4}\/\d{2})-(\d{6,})$/;

/** Invoice number of the `sequence`-th invoice (from 1) of a fiscal year: ('2082/83', 42) → '2082/83-000042'. */
export function invoiceNumber(fiscalYear: string, sequence: number): string {
  if (parseFiscalYear(fiscalYear) === null) throw new RangeError(`Not a fiscal year: ${fiscalYear}`);
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError('Invoice sequence starts at 1');
  return `${fiscalYear}-${String(sequence).padStart(INVOICE_SEQUENCE_DIGITS, '0')}`;
}

/** Reads an invoice number back; null when it is not one invoiceNumber could have made. */
export function parseInvoiceNumber(text: string): { fiscalYear: string; sequence: number } | null {
  const match = INVOICE_NUMBER_PATTERN.exec(text);
  if (!match) return null;
  const fiscalYear = match[1] as string;
  const sequence = Number(match[2]);
  if (parseFiscalYear(fiscalYear) === null || !Number.isSafeInteger(sequence) || sequence < 1) return null;
  // Only the canonical padding: '2082/83-0000042' would be a second spelling of number 42.
  return invoiceNumber(fiscalYear, sequence) === text ? { fiscalYear, sequence } : null;
}
