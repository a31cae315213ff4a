import { describe, expect, it } from 'vitest';
import {
  fiscalYearLabel,
  fiscalYearLabelNe,
  fiscalYearOf,
  fiscalYearRange,
  invoiceNumber,
  parseFiscalYear,
  parseInvoiceNumber,
} from './fiscal-year.js';

const ad = (year: number, month: number, day: number) => ({ year, month, day });

describe('fiscal year (1 Shrawan to the end of Asar)', () => {
  it('changes on 1 Shrawan', () => {
    expect(fiscalYearOf(ad(2024, 7, 15))).toBe('2080/81'); // 31 Asar 2081
    expect(fiscalYearOf(ad(2024, 7, 16))).toBe('2081/82'); // 1 Shrawan 2081
    expect(fiscalYearOf(ad(2025, 4, 14))).toBe('2081/82'); // 1 Baisakh 2082: still the old fiscal year
    expect(fiscalYearOf(ad(2025, 7, 16))).toBe('2081/82');
    expect(fiscalYearOf(ad(2025, 7, 17))).toBe('2082/83');
  });

  it("uses Nepal's day for an instant: 2082/83 began at 18:15 UTC on 16 July 2025", () => {
    expect(fiscalYearOf(new Date('2025-07-16T18:14:59.999Z'))).toBe('2081/82');
    expect(fiscalYearOf(new Date('2025-07-16T18:15:00.000Z'))).toBe('2082/83');
  });

  it('gives the first and last day of a fiscal year', () => {
    expect(fiscalYearRange('2081/82')).toEqual({ first: ad(2024, 7, 16), last: ad(2025, 7, 16) });
    expect(fiscalYearRange('2082/83')).toEqual({ first: ad(2025, 7, 17), last: ad(2026, 7, 16) });
  });

  it('labels years across a century', () => {
    expect(fiscalYearLabel(2082)).toBe('2082/83');
    expect(fiscalYearLabel(2099)).toBe('2099/00');
    expect(fiscalYearLabelNe('2082/83')).toBe('२०८२/८३');
  });

  it('reads labels back and refuses ones that do not name consecutive years', () => {
    expect(parseFiscalYear('2082/83')).toBe(2082);
    expect(parseFiscalYear('2099/00')).toBe(2099);
    expect(parseFiscalYear('2082/84')).toBeNull();
    expect(parseFiscalYear('82/83')).toBeNull();
    expect(() => fiscalYearRange('2082-83')).toThrow(RangeError);
  });
});

describe('invoice numbers', () => {
  it('numbers invoices per fiscal year, padded to six digits', () => {
    expect(invoiceNumber('2082/83', 1)).toBe('2082/83-000001');
    expect(invoiceNumber('2082/83', 42)).toBe('2082/83-000042');
    expect(invoiceNumber('2082/83', 1_234_567)).toBe('2082/83-1234567');
  });

  it('reads numbers back', () => {
    expect(parseInvoiceNumber('2082/83-000042')).toEqual({ fiscalYear: '2082/83', sequence: 42 });
    expect(parseInvoiceNumber('2082/83-1234567')).toEqual({ fiscalYear: '2082/83', sequence: 1_234_567 });
  });

  it('refuses what invoiceNumber would never write', () => {
    for (const text of ['2082/83-42', '2082/83-0000042', '2082/84-000042', '2082/83-000000', 'INV-1']) {
      expect(parseInvoiceNumber(text)).toBeNull();
    }
    expect(() => invoiceNumber('2082/83', 0)).toThrow(RangeError);
    expect(() => invoiceNumber('2082/83', 1.5)).toThrow(RangeError);
    expect(() => invoiceNumber('2082-83', 1)).toThrow(RangeError);
  });
});
