// Business days in Nepal: Saturday is the weekly holiday; the shop may list further closed days
// (public holidays such as Dashain and Tihar move every year with the lunar calendar, so they
// come from configuration, not from a rule here).
import { type AdDate, addDays, adDateOfEpochDay, epochDayOf, toIsoDate, weekdayOf } from './nepal-time.js';

export const SATURDAY = 6;

/** Whether a day is a working day: not a Saturday and not one of `holidays` ('YYYY-MM-DD'). */
export function isBusinessDay(date: AdDate, holidays: ReadonlySet<string> = new Set()): boolean {
  return weekdayOf(date) !== SATURDAY && !holidays.has(toIsoDate(date));
}

/**
 * The day `count` business days after `from` (which itself does not count): from a Friday,
 * 1 business day is the Sunday. With `count` 0 it is `from` when that is a business day, else the
 * next one.
 */
export function addBusinessDays(from: AdDate, count: number, holidays: ReadonlySet<string> = new Set()): AdDate {
  if (!Number.isInteger(count) || count < 0) throw new RangeError('Business days must be a whole number, 0 or more');
  let day = from;
  if (count === 0) {
    while (!isBusinessDay(day, holidays)) day = addDays(day, 1);
    return day;
  }
  for (let left = count; left > 0;) {
    day = addDays(day, 1);
    if (isBusinessDay(day, holidays)) left -= 1;
  }
  return day;
}

/**
 * Working days that have passed since `from` up to and including `to` (`from` itself does not
 * count, like addBusinessDays): received on a Friday, the claim is 1 working day old on the Sunday
 * (the Saturday between does not count), 0 on the Friday itself. 0 when `to` is not after `from`.
 * The inverse of addBusinessDays: businessDaysBetween(d, addBusinessDays(d, n)) is n.
 */
export function businessDaysBetween(from: AdDate, to: AdDate, holidays: ReadonlySet<string> = new Set()): number {
  const first = epochDayOf(from);
  const last = epochDayOf(to);
  let count = 0;
  for (let epochDay = first + 1; epochDay <= last; epochDay += 1) {
    if (isBusinessDay(adDateOfEpochDay(epochDay), holidays)) count += 1;
  }
  return count;
}
