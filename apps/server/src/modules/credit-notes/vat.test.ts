import { describe, expect, it } from 'vitest';
import { creditNoteVat, limitToBill, vatInGross } from './vat.js';

// A phone at Rs 45,000 and a case at Rs 1,130 on a VAT-inclusive bill with Rs 150 delivery.
const bill = { totalPaisa: 4_628_000, vatPaisa: 532_425, vatPercent: 13 };
const nothing = { totalPaisa: 0, vatPaisa: 0 };

describe('vatInGross', () => {
  it('breaks 13% out of a VAT-inclusive amount, rounded half up', () => {
    expect(vatInGross(113_000, 13)).toBe(13_000);
    expect(vatInGross(100, 13)).toBe(12); // 11.504…
    expect(vatInGross(0, 13)).toBe(0);
  });
  it('keeps a rate with hundredths exactly', () => {
    expect(vatInGross(10_250, 2.5)).toBe(250);
  });
  it('refuses fractions of a paisa and impossible rates', () => {
    expect(() => vatInGross(1.5, 13)).toThrow(RangeError);
    expect(() => vatInGross(100, 101)).toThrow(RangeError);
  });
});

describe('creditNoteVat', () => {
  it('reverses the VAT inside a partial refund of one line', () => {
    const vat = creditNoteVat(bill, nothing, [113_000]);
    expect(vat).toEqual({ totalPaisa: 113_000, taxablePaisa: 100_000, vatPaisa: 13_000, lineVatPaisa: [13_000] });
  });

  it('shares the VAT over the lines so that they add up to it', () => {
    const vat = creditNoteVat(bill, nothing, [100, 100, 100]);
    expect(vat.vatPaisa).toBe(35); // 300 × 13/113 = 34.5 → 35
    expect(vat.lineVatPaisa.reduce((sum, line) => sum + line, 0)).toBe(35);
    expect(vat.taxablePaisa + vat.vatPaisa).toBe(vat.totalPaisa);
  });

  it("the note that credits the bill's last paisa reverses exactly the VAT still left", () => {
    const first = creditNoteVat(bill, nothing, [1_000_001]);
    const rest = creditNoteVat(bill, { totalPaisa: 1_000_001, vatPaisa: first.vatPaisa }, [3_627_999]);
    expect(first.vatPaisa + rest.vatPaisa).toBe(bill.vatPaisa);
    expect(first.totalPaisa + rest.totalPaisa).toBe(bill.totalPaisa);
  });

  it('credits a whole bill with the VAT of the bill, even when the bill rounded differently', () => {
    const exclusive = { totalPaisa: 113_001, vatPaisa: 13_000, vatPercent: 13 };
    expect(creditNoteVat(exclusive, nothing, [113_001]).vatPaisa).toBe(13_000);
  });

  it('never reverses more VAT than the bill has left', () => {
    const almostDone = { totalPaisa: 4_000_000, vatPaisa: 532_420 };
    expect(creditNoteVat(bill, almostDone, [113_000]).vatPaisa).toBe(5);
  });

  it('refuses to credit more than is left of the bill, or nothing', () => {
    expect(() => creditNoteVat(bill, { totalPaisa: 4_600_000, vatPaisa: 0 }, [28_001])).toThrow(RangeError);
    expect(() => creditNoteVat(bill, nothing, [0])).toThrow(RangeError);
    expect(() => creditNoteVat(bill, nothing, [-5, 10])).toThrow(RangeError);
  });
});

describe('limitToBill', () => {
  it('leaves lines that fit alone and shares what is left over lines that do not', () => {
    expect(limitToBill([300, 100], 1_000)).toEqual([300, 100]);
    expect(limitToBill([300, 100], 200)).toEqual([150, 50]);
    expect(limitToBill([300, 100], 0)).toEqual([0, 0]);
  });
});
