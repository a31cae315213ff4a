// Days in each month of the Bikram Sambat years this shop converts (see README.md for sources).
// BS month lengths follow the sun's entry into each sign, so they are published year by year by the
// Nepal Panchanga Nirnayak Samiti rather than computed: this table is the calendar, not a formula.
// 2070–2083 agree with the published calendars as cited in README.md; 2084–2090 are the projection
// most converters use and must be checked (and corrected here) when each year's calendar is out.

/** The first BS year in the table; its 1 Baisakh is BS_FIRST_NEW_YEAR_AD. */
export const BS_FIRST_YEAR = 2070;

/** 1 Baisakh 2070 = 14 April 2013 (Gregorian), as [year, month, day]. */
export const BS_FIRST_NEW_YEAR_AD = [2013, 4, 14] as const;

/** Row i is BS year BS_FIRST_YEAR + i: days in Baisakh … Chaitra. */
export const BS_MONTH_LENGTHS: readonly (readonly number[])[] = [
  [31, 31, 31, 32, 31, 31, 29, 30, 30, 29, 30, 30], // 2070
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 2071
  [31, 32, 31, 32, 31, 30, 30, 29, 30, 29, 30, 30], // 2072
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 2073
  [31, 31, 31, 32, 31, 31, 30, 29, 30, 29, 30, 30], // 2074
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 2075
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 30], // 2076
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31], // 2077
  [31, 31, 31, 32, 31, 31, 30, 29, 30, 29, 30, 30], // 2078
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 2079
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 30], // 2080
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31], // 2081
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 2082
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 2083
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 2084 (projected)
  [30, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31], // 2085 (projected)
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 2086 (projected)
  [31, 31, 32, 32, 31, 30, 30, 29, 30, 29, 30, 30], // 2087 (projected)
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 2088 (projected)
  [30, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31], // 2089 (projected)
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 2090 (projected)
];

/** The last BS year the table covers (inclusive). */
export const BS_LAST_YEAR = BS_FIRST_YEAR + BS_MONTH_LENGTHS.length - 1;

/** The last BS year whose month lengths were checked against a published calendar. */
export const BS_LAST_CONFIRMED_YEAR = 2083;
