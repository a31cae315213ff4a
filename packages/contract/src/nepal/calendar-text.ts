// Dates in words as the shop writes them in e-mails (issue #30): Bikram Sambat beside AD, on
// Nepal's calendar, in English or Nepali. Written out rather than left to Intl, so the same text
// comes out whatever ICU the server has (full ICU writes 'Sept' in en-GB; small ICU has no Nepali).
import { adToBs, formatBs, type BsDate, type Language } from './bikram-sambat.js';
import { nepalDateOf, parseIsoDate, weekdayOf, type AdDate } from './nepal-time.js';
import { toDevanagariDigits } from './numerals.js';

export const AD_MONTH_NAMES_EN = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** Gregorian months as Nepali newspapers and calendars spell them. */
export const AD_MONTH_NAMES_NE = [
  'जनवरी',
  'फेब्रुअरी',
  'मार्च',
  'अप्रिल',
  'मे',
  'जुन',
  'जुलाई',
  'अगस्ट',
  'सेप्टेम्बर',
  'अक्टोबर',
  'नोभेम्बर',
  'डिसेम्बर',
] as const;

const WEEKDAY_NAMES_EN = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const WEEKDAY_NAMES_NE = ['आइतबार', 'सोमबार', 'मङ्गलबार', 'बुधबार', 'बिहीबार', 'शुक्रबार', 'शनिबार'] as const;

/** An AD day: '24 Nov 2024', or '२४ नोभेम्बर २०२४'. */
export function formatAdDay(date: AdDate, language: Language = 'en'): string {
  if (language === 'ne') return toDevanagariDigits(`${date.day} ${AD_MONTH_NAMES_NE[date.month - 1]} ${date.year}`);
  return `${date.day} ${AD_MONTH_NAMES_EN[date.month - 1]} ${date.year}`;
}

/** The BS date of a day, or null beyond the BS table (the caller then writes AD alone). */
function bsOrNull(date: AdDate | Date): BsDate | null {
  try {
    return adToBs(date);
  } catch {
    return null;
  }
}

/**
 * The Nepal calendar day of an instant, BS with AD beside it: '9 Mangsir 2081 BS (24 Nov 2024)',
 * or '२०८१ मंसिर ९ (२४ नोभेम्बर २०२४)' (Nepali writes the BS year first).
 */
export function formatBsAdDay(instant: string | Date, language: Language = 'en'): string {
  const when = instant instanceof Date ? instant : new Date(instant);
  const ad = formatAdDay(nepalDateOf(when), language);
  const bs = bsOrNull(when);
  if (!bs) return ad;
  return language === 'ne' ? `${formatBs(bs, 'ne')} (${ad})` : `${formatBs(bs)} BS (${ad})`;
}

/**
 * A promised day ('YYYY-MM-DD', from an order's delivery) with its weekday: in English AD leads,
 * 'Mon, 30 Nov 2026 (15 Mangsir 2083 BS)'; in Nepali BS leads, '२०८३ मंसिर १५, सोमबार (३० नोभेम्बर २०२६)'.
 * Text that is not such a day comes back as it is.
 */
export function formatPromisedDay(isoDate: string, language: Language = 'en'): string {
  const day = parseIsoDate(isoDate);
  if (!day) return isoDate;
  const weekday = weekdayOf(day);
  const bs = bsOrNull(day);
  if (language === 'ne') {
    const ad = formatAdDay(day, 'ne');
    return bs ? `${formatBs(bs, 'ne')}, ${WEEKDAY_NAMES_NE[weekday]} (${ad})` : `${WEEKDAY_NAMES_NE[weekday]}, ${ad}`;
  }
  const ad = `${WEEKDAY_NAMES_EN[weekday]}, ${formatAdDay(day)}`;
  return bs ? `${ad} (${formatBs(bs)} BS)` : ad;
}
