import {
  AD_MONTH_NAMES_EN,
  AD_MONTH_NAMES_NE,
  adToBs,
  BS_MONTH_NAMES_EN,
  BS_MONTH_NAMES_NE,
  formatAdDay,
  formatBs,
  NEPAL_UTC_OFFSET_MINUTES,
  nepalDateOf,
  toDevanagariDigits,
  type AdDate,
  type BsDate,
  type Language,
  type PromisedDelivery,
} from '@pasal/contract';
import { activeLocale } from '../i18n';

// Dates as the staff screens write them (en-GB, the browser's time zone).

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** "5 Mar 2026". */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));

/** "5 Mar 2026, 14:05". */
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));

// Dates on the storefront (issue #20): Bikram Sambat beside AD, both on Nepal's calendar
// (UTC+05:45, whatever zone the browser is in), so the shopper, the bill and the e-mail agree.
// Written out, not Intl: a small-ICU runtime has no Nepali.

const instantOf = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/** The BS date of a day, or null outside the BS table (the caller then shows AD alone). */
function bsOrNull(date: AdDate | Date): BsDate | null {
  try {
    return adToBs(date);
  } catch {
    return null;
  }
}

/**
 * BS with AD beside it: '9 Mangsir 2081 BS (24 Nov 2024)', or '२०८१ मंसिर ९ (२४ नोभेम्बर २०२४)'
 * (Nepali writes the BS year first). A day outside the BS table shows AD alone.
 */
export function formatBsAd(value: string | Date, language: Language = activeLocale()): string {
  const instant = instantOf(value);
  const ad = formatAdDay(nepalDateOf(instant), language);
  const bs = bsOrNull(instant);
  if (!bs) return ad;
  return language === 'ne' ? `${formatBs(bs, language)} (${ad})` : `${formatBs(bs, language)} BS (${ad})`;
}

/**
 * A promised day ('YYYY-MM-DD' on Nepal's calendar, from the server's quote) with its BS date
 * beside it: '2 Dec 2026 (16 Mangsir 2083)' in English, where AD leads, and
 * '२०८३ मंसिर १६ (२ डिसेम्बर २०२६)' in Nepali, where BS leads.
 */
export function formatDeliveryDate(isoDate: string, language: Language = activeLocale()): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const ad = formatAdDay({ year, month, day }, language);
  const bs = bsOrNull({ year, month, day });
  if (!bs) return ad;
  return language === 'ne' ? `${formatBs(bs, language)} (${ad})` : `${ad} (${formatBs(bs, language)})`;
}

interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/**
 * Two days as one stretch, day first ('30 Nov – 2 Dec 2026', '2–6 Dec 2026'): what the two share
 * (the month, the year) is written once.
 */
function dayFirstRange(from: CalendarDay, to: CalendarDay, months: readonly string[]): string {
  const month = (date: CalendarDay) => months[date.month - 1] ?? '';
  if (from.year !== to.year) return `${from.day} ${month(from)} ${from.year} – ${to.day} ${month(to)} ${to.year}`;
  if (from.month !== to.month) return `${from.day} ${month(from)} – ${to.day} ${month(to)} ${to.year}`;
  return `${from.day}–${to.day} ${month(to)} ${to.year}`;
}

/** The same, year first as Nepali writes BS dates ('२०८३ मंसिर २८ – पुस १'). */
function yearFirstRange(from: CalendarDay, to: CalendarDay, months: readonly string[]): string {
  const month = (date: CalendarDay) => months[date.month - 1] ?? '';
  if (from.year !== to.year) return `${from.year} ${month(from)} ${from.day} – ${to.year} ${month(to)} ${to.day}`;
  if (from.month !== to.month) return `${from.year} ${month(from)} ${from.day} – ${month(to)} ${to.day}`;
  return `${from.year} ${month(from)} ${from.day}–${to.day}`;
}

const calendarDayOf = (isoDate: string): CalendarDay => {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};

/**
 * An order's promised days (promisedDelivery in the contract) as formatDeliveryDate writes one day,
 * a stretch written once: '30 Nov – 2 Dec 2026 (14–16 Mangsir 2083)' in English, AD first, and
 * '२०८३ मंसिर १४–१६ (३० नोभेम्बर – २ डिसेम्बर २०२६)' in Nepali, BS first with Nepali month names.
 */
export function formatDeliveryDays(days: PromisedDelivery, language: Language = activeLocale()): string {
  if (days.from === days.to) return formatDeliveryDate(days.to, language);
  const from = calendarDayOf(days.from);
  const to = calendarDayOf(days.to);
  const nepali = language === 'ne';
  const ad = dayFirstRange(from, to, nepali ? AD_MONTH_NAMES_NE : AD_MONTH_NAMES_EN);
  const bsFrom = bsOrNull(from);
  const bsTo = bsOrNull(to);
  if (!bsFrom || !bsTo) return nepali ? toDevanagariDigits(ad) : ad;
  if (!nepali) return `${ad} (${dayFirstRange(bsFrom, bsTo, BS_MONTH_NAMES_EN)})`;
  return toDevanagariDigits(`${yearFirstRange(bsFrom, bsTo, BS_MONTH_NAMES_NE)} (${ad})`);
}

/** The time of day in Nepal, 24-hour: '14:05', or '१४:०५'. */
export function formatNepalTime(value: string | Date, language: Language = activeLocale()): string {
  const minutes = Math.floor((instantOf(value).getTime() + NEPAL_UTC_OFFSET_MINUTES * 60_000) / 60_000);
  const inDay = ((minutes % 1440) + 1440) % 1440;
  const text = `${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`;
  return language === 'ne' ? toDevanagariDigits(text) : text;
}
