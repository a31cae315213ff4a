// Calendar days as people in Nepal count them. Nepal Time is UTC+05:45 all year (no daylight
// saving since 1986), so the Nepal date of an instant is plain arithmetic: no time-zone database
// is needed, and the browser and the server agree whatever zone their machines run in.

/** A Gregorian (AD) calendar date: month 1–12, day 1–31. */
export interface AdDate {
  year: number;
  month: number;
  day: number;
}

/** Minutes Nepal Time is ahead of UTC. */
export const NEPAL_UTC_OFFSET_MINUTES = 5 * 60 + 45;

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

/** Days since 1970-01-01 of an AD date (negative before). The one number the calendars convert through. */
export function epochDayOf(date: AdDate): number {
  return Math.round(Date.UTC(date.year, date.month - 1, date.day) / MS_PER_DAY);
}

/** The AD date of a day number from epochDayOf. */
export function adDateOfEpochDay(epochDay: number): AdDate {
  const utc = new Date(epochDay * MS_PER_DAY);
  return { year: utc.getUTCFullYear(), month: utc.getUTCMonth() + 1, day: utc.getUTCDate() };
}

/** The date on a calendar in Kathmandu at this instant (e.g. 2024-04-12T18:15:00Z is 13 April there). */
export function nepalDateOf(instant: Date): AdDate {
  const time = instant.getTime();
  if (!Number.isFinite(time)) throw new RangeError('Invalid date');
  return adDateOfEpochDay(Math.floor((time + NEPAL_UTC_OFFSET_MINUTES * MS_PER_MINUTE) / MS_PER_DAY));
}

/** The instant a Nepal calendar day begins (00:00 Nepal Time = 18:15 UTC the day before). */
export function startOfNepalDay(date: AdDate): Date {
  return new Date(epochDayOf(date) * MS_PER_DAY - NEPAL_UTC_OFFSET_MINUTES * MS_PER_MINUTE);
}

/** The date `days` later (earlier when negative). */
export function addDays(date: AdDate, days: number): AdDate {
  return adDateOfEpochDay(epochDayOf(date) + days);
}

/** Day of the week, 0 = Sunday … 6 = Saturday (Nepal's weekly holiday). */
export function weekdayOf(date: AdDate): number {
  // 1970-01-01 was a Thursday (4).
  return (((epochDayOf(date) + 4) % 7) + 7) % 7;
}

/** Whether the numbers name a real Gregorian day (rejects 2025-02-29, month 13, …). */
export function isValidAdDate(date: AdDate): boolean {
  if (![date.year, date.month, date.day].every(Number.isInteger)) return false;
  if (date.month < 1 || date.month > 12 || date.day < 1) return false;
  const back = adDateOfEpochDay(epochDayOf(date));
  return back.year === date.year && back.month === date.month && back.day === date.day;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** 'YYYY-MM-DD', the form dates travel in (JSON, database, e-mail templates). */
export function toIsoDate(date: AdDate): string {
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** Reads 'YYYY-MM-DD'; null when it is not a real day. */
export function parseIsoDate(text: string): AdDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isValidAdDate(date) ? date : null;
}
