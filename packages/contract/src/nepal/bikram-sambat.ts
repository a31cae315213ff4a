// Bikram Sambat (BS), Nepal's official calendar, beside the Gregorian (AD) one. Every date the
// shop shows in BS goes through adToBs/bsToAd/formatBs here, so the month-length table in
// data/bs-month-lengths.ts is the only thing to update when a new year's calendar is published.
import {
  BS_FIRST_NEW_YEAR_AD,
  BS_FIRST_YEAR,
  BS_LAST_CONFIRMED_YEAR,
  BS_LAST_YEAR,
  BS_MONTH_LENGTHS,
} from './data/bs-month-lengths.js';
import { type AdDate, adDateOfEpochDay, epochDayOf, isValidAdDate, nepalDateOf } from './nepal-time.js';
import { toDevanagariDigits } from './numerals.js';

export { BS_FIRST_YEAR, BS_LAST_YEAR, BS_LAST_CONFIRMED_YEAR };

/** A Bikram Sambat date: month 1 = Baisakh … 12 = Chaitra. */
export interface BsDate {
  year: number;
  month: number;
  day: number;
}

/** Month names as Nepali speakers write them in English (the common romanisation). */
export const BS_MONTH_NAMES_EN = [
  'Baisakh',
  'Jestha',
  'Asar',
  'Shrawan',
  'Bhadra',
  'Ashwin',
  'Kartik',
  'Mangsir',
  'Poush',
  'Magh',
  'Falgun',
  'Chaitra',
] as const;

/** Month names in Nepali, in the everyday spelling calendars print. */
export const BS_MONTH_NAMES_NE = [
  'बैशाख',
  'जेठ',
  'असार',
  'साउन',
  'भदौ',
  'असोज',
  'कार्तिक',
  'मंसिर',
  'पुस',
  'माघ',
  'फागुन',
  'चैत',
] as const;

// Day number of each 1 Baisakh in the table, and one past the end: a year's days are
// [yearStarts[i], yearStarts[i + 1]).
const [firstYear, firstMonth, firstDay] = BS_FIRST_NEW_YEAR_AD;
const yearStarts: number[] = [epochDayOf({ year: firstYear, month: firstMonth, day: firstDay })];
for (const months of BS_MONTH_LENGTHS) {
  yearStarts.push((yearStarts.at(-1) as number) + months.reduce((sum, days) => sum + days, 0));
}

function monthsOf(year: number): readonly number[] {
  const months = BS_MONTH_LENGTHS[year - BS_FIRST_YEAR];
  if (!Number.isInteger(year) || !months) {
    throw new RangeError(`Bikram Sambat year ${year} is outside ${BS_FIRST_YEAR}–${BS_LAST_YEAR}`);
  }
  return months;
}

/** Days in a BS month (29–32). Throws RangeError outside the table. */
export function daysInBsMonth(year: number, month: number): number {
  const days = monthsOf(year)[month - 1];
  if (!Number.isInteger(month) || days === undefined) throw new RangeError(`Month ${month} is not 1–12`);
  return days;
}

/** Whether the numbers name a day of the BS calendar this module knows. */
export function isValidBsDate(date: BsDate): boolean {
  if (![date.year, date.month, date.day].every(Number.isInteger)) return false;
  if (date.year < BS_FIRST_YEAR || date.year > BS_LAST_YEAR || date.month < 1 || date.month > 12) return false;
  return date.day >= 1 && date.day <= daysInBsMonth(date.year, date.month);
}

/**
 * The BS date of an AD date, or of an instant (taken on Nepal's calendar, UTC+05:45).
 * Throws RangeError outside the table (before 2013-04-14 or after BS_LAST_YEAR) and for a day
 * the Gregorian calendar does not have (2025-02-30 is not quietly read as 2 March).
 */
export function adToBs(date: AdDate | Date): BsDate {
  const ad = date instanceof Date ? nepalDateOf(date) : date;
  if (!isValidAdDate(ad)) throw new RangeError(`${ad.year}-${ad.month}-${ad.day} is not a Gregorian date`);
  const day = epochDayOf(ad);
  const first = yearStarts[0] as number;
  const end = yearStarts.at(-1) as number;
  if (!Number.isFinite(day) || day < first || day >= end) {
    throw new RangeError(`${ad.year}-${ad.month}-${ad.day} is outside the Bikram Sambat table`);
  }
  let index = 0;
  while ((yearStarts[index + 1] as number) <= day) index += 1;
  let rest = day - (yearStarts[index] as number);
  const months = BS_MONTH_LENGTHS[index] as readonly number[];
  let month = 0;
  while (rest >= (months[month] as number)) {
    rest -= months[month] as number;
    month += 1;
  }
  return { year: BS_FIRST_YEAR + index, month: month + 1, day: rest + 1 };
}

/** The AD date of a BS date. Throws RangeError for a day the calendar does not have. */
export function bsToAd(date: BsDate): AdDate {
  if (!isValidBsDate(date)) {
    throw new RangeError(`${date.year}-${date.month}-${date.day} is not a Bikram Sambat date in the table`);
  }
  const months = monthsOf(date.year);
  let day = yearStarts[date.year - BS_FIRST_YEAR] as number;
  for (let month = 1; month < date.month; month += 1) day += months[month - 1] as number;
  return adDateOfEpochDay(day + date.day - 1);
}

export type Language = 'en' | 'ne';

/**
 * A BS date in words: en '1 Baisakh 2081', ne '२०८१ बैशाख १' (year first, as Nepali dates are
 * written).
 */
export function formatBs(date: BsDate, language: Language = 'en'): string {
  if (!isValidBsDate(date)) throw new RangeError('Not a Bikram Sambat date in the table');
  if (language === 'ne') {
    return toDevanagariDigits(`${date.year} ${BS_MONTH_NAMES_NE[date.month - 1]} ${date.day}`);
  }
  return `${date.day} ${BS_MONTH_NAMES_EN[date.month - 1]} ${date.year}`;
}

/** A BS date in figures, year first as on Nepali documents: '2081/01/01' or '२०८१/०१/०१'. */
export function formatBsNumeric(date: BsDate, language: Language = 'en'): string {
  if (!isValidBsDate(date)) throw new RangeError('Not a Bikram Sambat date in the table');
  const text = `${date.year}/${String(date.month).padStart(2, '0')}/${String(date.day).padStart(2, '0')}`;
  return language === 'ne' ? toDevanagariDigits(text) : text;
}
