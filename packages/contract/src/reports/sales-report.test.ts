import { describe, expect, it } from 'vitest';
import { factGroupOf, shareBill, splitPaisa, timeGroupOf, type LineFacts } from './sales-report.js';

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

describe('splitPaisa', () => {
  it('splits in proportion, the parts adding up to the whole exactly', () => {
    expect(splitPaisa(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitPaisa(1000, [300, 700])).toEqual([300, 700]);
    expect(splitPaisa(7, [1, 2])).toEqual([2, 5]);
    for (const [total, weights] of [
      [99_999, [123_457, 260_000, 1]],
      [1, [5, 5, 5, 5]],
      [0, [3, 4]],
      [12_345_678_901, [7, 11, 13]],
    ] as const) {
      expect(sum(splitPaisa(total, weights))).toBe(total);
    }
  });

  it('gives everything to the last part when no part has weight', () => {
    expect(splitPaisa(500, [0, 0])).toEqual([0, 500]);
    expect(splitPaisa(500, [])).toEqual([]);
  });
});

describe('shareBill', () => {
  it("shares a bill's gross, discount and VAT over its lines and delivery, each adding up to the bill", () => {
    // Goods 2,000 + 1,000, delivery 150, a 300 discount: the bill asks 2,850, VAT 13 % inside it.
    const bill = {
      totalPaisa: 285_000,
      discountPaisa: 30_000,
      vatPaisa: 32_788,
      deliveryPaisa: 15_000,
      linesPaisa: [200_000, 100_000],
    };
    const { lines, delivery } = shareBill(bill);
    const all = [...lines, delivery];
    expect(sum(all.map((line) => line.grossPaisa))).toBe(315_000);
    expect(sum(all.map((line) => line.discountPaisa))).toBe(30_000);
    expect(sum(all.map((line) => line.vatPaisa))).toBe(32_788);
    expect(lines.map((line) => line.grossPaisa)).toEqual([200_000, 100_000]);
    expect(lines.map((line) => line.discountPaisa)).toEqual([20_000, 10_000]);
    // Delivery takes no discount.
    expect(delivery).toMatchObject({ grossPaisa: 15_000, discountPaisa: 0 });
    // VAT by what each line was billed: 1,800 : 900 : 150.
    expect(lines[0]!.vatPaisa).toBeGreaterThan(lines[1]!.vatPaisa);
  });

  it('works for a bill with no delivery charge and no discount', () => {
    const { lines, delivery } = shareBill({
      totalPaisa: 123_457,
      discountPaisa: 0,
      vatPaisa: 14_203,
      deliveryPaisa: 0,
      linesPaisa: [123_457],
    });
    expect(lines).toEqual([{ grossPaisa: 123_457, discountPaisa: 0, vatPaisa: 14_203 }]);
    expect(delivery).toEqual({ grossPaisa: 0, discountPaisa: 0, vatPaisa: 0 });
  });
});

describe('timeGroupOf', () => {
  const day = { year: 2025, month: 7, day: 23 }; // a Wednesday; 7 Shrawan 2082
  it('groups by day, week (from Sunday), BS month and fiscal year', () => {
    expect(timeGroupOf(day, 'day')).toEqual({ key: '2025-07-23', label: '2082/04/07 (2025-07-23)' });
    expect(timeGroupOf(day, 'week').key).toBe('2025-07-20');
    expect(timeGroupOf({ year: 2025, month: 7, day: 20 }, 'week').key).toBe('2025-07-20');
    expect(timeGroupOf({ year: 2025, month: 7, day: 26 }, 'week').key).toBe('2025-07-20');
    expect(timeGroupOf({ year: 2025, month: 7, day: 27 }, 'week').key).toBe('2025-07-27');
    expect(timeGroupOf(day, 'month')).toEqual({ key: '2082-04', label: 'Shrawan 2082' });
    // The last day of Asar 2082 is in fiscal year 2081/82; 1 Shrawan starts 2082/83.
    expect(timeGroupOf({ year: 2025, month: 7, day: 16 }, 'year').key).toBe('2081/82');
    expect(timeGroupOf({ year: 2025, month: 7, day: 17 }, 'year')).toEqual({
      key: '2082/83',
      label: 'Fiscal year 2082/83',
    });
  });

  it('keys sort in time order', () => {
    const keys = ['2025-12-31', '2026-01-01'].map((text) => {
      const [year, month, dayOf] = text.split('-').map(Number);
      return timeGroupOf({ year: year!, month: month!, day: dayOf! }, 'month').key;
    });
    expect([...keys].sort()).toEqual(keys);
  });
});

describe('factGroupOf', () => {
  const facts: LineFacts = {
    productId: 7,
    productName: 'Galaxy A55',
    familyId: null,
    familyName: null,
    configuration: null,
    category: 'Phones',
    brand: null,
    payment: 'COD',
    counterPayment: null,
    zone: 'Kathmandu Valley',
    coupon: null,
  };
  it('groups a line by what it sold, how it was paid, where it went and its coupon', () => {
    expect(factGroupOf(facts, 'category')).toEqual({ key: 'Phones', label: 'Phones' });
    expect(factGroupOf(facts, 'brand')).toEqual({ key: '~none', label: 'No brand' });
    expect(factGroupOf(facts, 'product')).toEqual({ key: '7', label: 'Galaxy A55' });
    expect(factGroupOf(facts, 'payment')).toEqual({ key: 'COD', label: 'Cash on Delivery' });
    expect(factGroupOf(facts, 'zone').label).toBe('Kathmandu Valley');
    expect(factGroupOf({ ...facts, zone: null }, 'zone').key).toBe('~none');
    expect(factGroupOf({ ...facts, coupon: 'DASHAIN10' }, 'coupon').label).toBe('DASHAIN10');
  });

  it('names a configuration by its family and values, and groups a family by its id (issue #35)', () => {
    const variant = {
      ...facts,
      productId: 12,
      productName: 'Galaxy S24 Ultra (12GB/512GB)',
      familyId: 3,
      familyName: 'Galaxy S24 Ultra',
      configuration: 'RAM 12GB, Storage 512GB',
    };
    expect(factGroupOf(variant, 'product')).toEqual({ key: '12', label: 'Galaxy S24 Ultra (RAM 12GB, Storage 512GB)' });
    expect(factGroupOf(variant, 'family')).toEqual({ key: 'family-3', label: 'Galaxy S24 Ultra' });
    // A product outside a family is its own row.
    expect(factGroupOf(facts, 'family')).toEqual({ key: '7', label: 'Galaxy A55' });
  });

  it('puts the delivery charge in a group of its own for what was sold, not for the order-wide groups', () => {
    const delivery = { ...facts, productId: null, productName: null, category: null };
    for (const by of ['category', 'brand', 'product', 'family'] as const) {
      expect(factGroupOf(delivery, by)).toEqual({ key: '~delivery', label: 'Delivery' });
    }
    expect(factGroupOf(delivery, 'payment').key).toBe('COD');
  });

  it('gives counter sales rows of their own by how the buyer paid, apart from cash on delivery (issue #36)', () => {
    const counterCash = { ...facts, zone: null, counterPayment: 'cash' as const };
    expect(factGroupOf(counterCash, 'payment')).toEqual({ key: 'counter-cash', label: 'Counter sale: Cash' });
    expect(factGroupOf({ ...counterCash, counterPayment: 'fonepay_qr' }, 'payment')).toEqual({
      key: 'counter-fonepay_qr',
      label: 'Counter sale: Fonepay QR',
    });
  });
});
