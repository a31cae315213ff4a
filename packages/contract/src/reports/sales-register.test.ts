import { describe, expect, it } from 'vitest';
import {
  monthsOfPeriod,
  paisaDecimal,
  recentFiscalYears,
  registerPeriodOf,
  sumAmounts,
  ZERO_AMOUNTS,
  type PeriodResult,
} from './sales-register.js';
import { toIsoDate } from '../nepal/nepal-time.js';
import { refusalInEnglish } from '../refusals/refusal-catalogue.js';

const today = { year: 2025, month: 8, day: 1 }; // 16 Shrawan 2082

function days(result: PeriodResult) {
  if (!result.ok) throw new Error(result.code);
  return { from: toIsoDate(result.period.first), to: toIsoDate(result.period.last), label: result.period.label };
}

describe('registerPeriodOf', () => {
  it('reads a BS month of a fiscal year: Shrawan opens it, Asar of the next BS year closes it', () => {
    expect(days(registerPeriodOf({ fiscal_year: '2082/83', month: 4 }, today))).toEqual({
      from: '2025-07-17',
      to: '2025-08-16',
      label: 'Shrawan 2082',
    });
    expect(days(registerPeriodOf({ fiscal_year: '2082/83', month: 3 }, today))).toEqual({
      from: '2026-06-15',
      to: '2026-07-16',
      label: 'Asar 2083',
    });
    // Baisakh of fiscal year 2081/82 is in BS 2082.
    expect(days(registerPeriodOf({ fiscal_year: '2081/82', month: 1 }, today))).toEqual({
      from: '2025-04-14',
      to: '2025-05-14',
      label: 'Baisakh 2082',
    });
  });

  it('reads a whole fiscal year, 1 Shrawan to the last day of Asar', () => {
    expect(days(registerPeriodOf({ fiscal_year: '2081/82' }, today))).toEqual({
      from: '2024-07-16',
      to: '2025-07-16',
      label: 'Fiscal year 2081/82',
    });
  });

  it('defaults to the BS month of today, even on its last day', () => {
    expect(days(registerPeriodOf({}, today)).label).toBe('Shrawan 2082');
    expect(days(registerPeriodOf({}, { year: 2025, month: 7, day: 16 })).label).toBe('Asar 2082');
    expect(days(registerPeriodOf({}, { year: 2025, month: 7, day: 17 })).label).toBe('Shrawan 2082');
  });

  it('reads ranges of days in AD and in BS', () => {
    expect(days(registerPeriodOf({ from: '2025-07-20', to: '2025-07-20' }, today))).toEqual({
      from: '2025-07-20',
      to: '2025-07-20',
      label: '2082/04/04 – 2082/04/04 BS',
    });
    expect(days(registerPeriodOf({ from_bs: '2082-04-01', to_bs: '2082-04-31' }, today))).toMatchObject({
      from: '2025-07-17',
      to: '2025-08-16',
    });
  });

  it.each([
    [{ fiscal_year: '2082/84' }, 'register_fiscal_year_invalid', "Fiscal year must look like '2082/83'"],
    [{ month: 4 }, 'register_month_needs_year', 'Choose the fiscal year of the month'],
    [
      { fiscal_year: '2082/83', from: '2025-07-17', to: '2025-07-18' },
      'register_period_one_kind',
      'Choose a fiscal year (and month) or a range of days, not both',
    ],
    [
      { from: '2025-07-17', from_bs: '2082-04-01' },
      'register_period_one_kind',
      'Choose a fiscal year (and month) or a range of days, not both',
    ],
    [{ from: '2025-07-17' }, 'register_range_incomplete', 'A range of days needs both its first and its last day'],
    [{ from: '2025-02-29', to: '2025-03-01' }, 'register_date_invalid', 'Dates must be real days written YYYY-MM-DD'],
    [
      { from_bs: '2082-04-33', to_bs: '2082-05-01' },
      'register_bs_date_invalid',
      'Bikram Sambat dates must be real days written YYYY-MM-DD',
    ],
    [{ from: '2025-07-18', to: '2025-07-17' }, 'register_range_backwards', 'The first day must not be after the last'],
    [{ from: '2024-07-16', to: '2025-07-17' }, 'register_range_too_long', 'A register covers at most 366 days'],
    [
      { from: '1990-01-01', to: '1990-01-02' },
      'register_period_outside_calendar',
      'The period is outside the Bikram Sambat calendar the shop knows',
    ],
  ])('refuses %j', (query, code, english) => {
    const result = registerPeriodOf(query, today);
    expect(result).toMatchObject({ ok: false, code });
    if (result.ok) return;
    expect(refusalInEnglish(result.code, 'params' in result ? result.params : undefined)).toBe(english);
  });
});

describe('monthsOfPeriod', () => {
  it('splits a range at BS month ends and cuts the first and last month to the range', () => {
    const months = monthsOfPeriod({
      first: { year: 2025, month: 8, day: 10 },
      last: { year: 2025, month: 9, day: 20 },
    });
    expect(months.map((m) => [m.year, m.month, toIsoDate(m.first), toIsoDate(m.last)])).toEqual([
      [2082, 4, '2025-08-10', '2025-08-16'],
      [2082, 5, '2025-08-17', '2025-09-16'],
      [2082, 6, '2025-09-17', '2025-09-20'],
    ]);
  });

  it('gives a fiscal year its twelve months, Shrawan first', () => {
    const result = registerPeriodOf({ fiscal_year: '2082/83' }, today);
    if (!result.ok) throw new Error(result.code);
    const months = monthsOfPeriod(result.period);
    expect(months.map((m) => m.month)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 1, 2, 3]);
    expect(toIsoDate(months[11]!.last)).toBe('2026-07-16');
  });
});

describe('sums and figures', () => {
  it('sums every column in paisa', () => {
    const bill = {
      ...ZERO_AMOUNTS,
      totalSalesPaisa: 230_089,
      taxablePaisa: 230_089,
      vatPaisa: 29_911,
      billTotalPaisa: 260_000,
    };
    const returned = { ...ZERO_AMOUNTS, totalSalesPaisa: -1, taxablePaisa: -1, vatPaisa: 0, billTotalPaisa: -1 };
    expect(sumAmounts([bill, bill, returned])).toEqual({
      ...ZERO_AMOUNTS,
      totalSalesPaisa: 460_177,
      taxablePaisa: 460_177,
      vatPaisa: 59_822,
      billTotalPaisa: 519_999,
    });
    expect(sumAmounts([])).toEqual(ZERO_AMOUNTS);
  });

  it('writes paisa as plain decimals of rupees', () => {
    expect(paisaDecimal(0)).toBe('0.00');
    expect(paisaDecimal(5)).toBe('0.05');
    expect(paisaDecimal(123_456)).toBe('1234.56');
    expect(paisaDecimal(-123_450)).toBe('-1234.50');
    expect(paisaDecimal(-7)).toBe('-0.07');
    expect(() => paisaDecimal(1.5)).toThrow(RangeError);
  });

  it('offers this fiscal year and the ones before it', () => {
    expect(recentFiscalYears(today, 3)).toEqual(['2082/83', '2081/82', '2080/81']);
    expect(recentFiscalYears({ year: 2025, month: 7, day: 16 }, 1)).toEqual(['2081/82']);
  });
});
