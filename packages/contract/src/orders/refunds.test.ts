import { describe, expect, it } from 'vitest';
import { creditNoteNumber } from '../credit-notes/credit-notes.js';
import { refundQuote, staffRefundSchema, type RefundQuoteOrder } from './refunds.js';

// A phone (Rs 45,000) and two covers (Rs 1,130 each), Rs 150 delivery, paid in full.
const order: RefundQuoteOrder = {
  subtotalPaisa: 4_726_000,
  deliveryChargePaisa: 15_000,
  discountPaisa: 0,
  paidPaisa: 4_741_000,
  refundedPaisa: 0,
  deliveryRefunded: false,
  lines: [
    { id: 11, unitPricePaisa: 4_500_000, quantity: 1, refundedQuantity: 0 },
    { id: 12, unitPricePaisa: 113_000, quantity: 2, refundedQuantity: 0 },
  ],
};

describe('refundQuote', () => {
  it('pays back the units chosen at what was paid for them', () => {
    expect(refundQuote(order, { lines: [{ lineId: 12, quantity: 1 }], delivery: false })).toEqual({
      amountPaisa: 113_000,
      lines: [{ lineId: 12, quantity: 1, amountPaisa: 113_000 }],
      deliveryPaisa: 0,
    });
    expect(refundQuote(order, { lines: [], delivery: true })).toEqual({
      amountPaisa: 15_000,
      lines: [],
      deliveryPaisa: 15_000,
    });
  });

  it("takes the coupon's share off the goods, and adds tax charged on top in proportion", () => {
    const discounted = { ...order, discountPaisa: 472_600, paidPaisa: 4_741_000 - 472_600 };
    // 10% off the goods: one cover pays back Rs 1,017.
    expect(refundQuote(discounted, { lines: [{ lineId: 12, quantity: 1 }], delivery: false })).toMatchObject({
      amountPaisa: 101_700,
    });
    // The delivery charge had no discount.
    expect(refundQuote(discounted, { lines: [], delivery: true })).toMatchObject({ amountPaisa: 15_000 });
    const taxed = { ...order, paidPaisa: Math.round(4_741_000 * 1.13) };
    expect(refundQuote(taxed, { lines: [{ lineId: 12, quantity: 1 }], delivery: false })).toMatchObject({
      amountPaisa: 127_690,
    });
  });

  it('choosing everything left pays back exactly what is left, shared over the lines to the paisa', () => {
    const odd = { ...order, discountPaisa: 333, paidPaisa: 4_741_000 - 333, refundedPaisa: 100_000 };
    const partly = { ...odd, lines: [order.lines[0]!, { ...order.lines[1]!, refundedQuantity: 1 }] };
    const quote = refundQuote(partly, {
      lines: [
        { lineId: 11, quantity: 1 },
        { lineId: 12, quantity: 1 },
      ],
      delivery: true,
    });
    if (typeof quote === 'string') throw new Error(quote);
    expect(quote.amountPaisa).toBe(4_741_000 - 333 - 100_000);
    expect(quote.lines.reduce((sum, line) => sum + line.amountPaisa, 0) + quote.deliveryPaisa).toBe(quote.amountPaisa);
  });

  it('never pays back more than was paid less earlier refunds', () => {
    const almostAll = { ...order, refundedPaisa: 4_740_000 };
    expect(refundQuote(almostAll, { lines: [{ lineId: 11, quantity: 1 }], delivery: false })).toMatchObject({
      amountPaisa: 1_000,
    });
    expect(refundQuote({ ...order, refundedPaisa: 4_741_000 }, { lines: [], delivery: true })).toBe('exceeds');
  });

  it('refuses units or a delivery charge already refunded, unknown lines and an empty choice', () => {
    const coverBack = { ...order, lines: [order.lines[0]!, { ...order.lines[1]!, refundedQuantity: 2 }] };
    expect(refundQuote(coverBack, { lines: [{ lineId: 12, quantity: 1 }], delivery: false })).toBe('too_many_units');
    expect(refundQuote(order, { lines: [{ lineId: 12, quantity: 3 }], delivery: false })).toBe('too_many_units');
    expect(refundQuote({ ...order, deliveryRefunded: true }, { lines: [], delivery: true })).toBe('delivery');
    expect(refundQuote({ ...order, deliveryChargePaisa: 0 }, { lines: [], delivery: true })).toBe('delivery');
    expect(refundQuote(order, { lines: [{ lineId: 99, quantity: 1 }], delivery: false })).toBe('unknown_line');
    expect(
      refundQuote(order, {
        lines: [
          { lineId: 12, quantity: 1 },
          { lineId: 12, quantity: 1 },
        ],
        delivery: false,
      }),
    ).toBe('unknown_line');
    expect(refundQuote(order, { lines: [], delivery: false })).toBe('nothing');
  });
});

describe('staffRefundSchema', () => {
  it('needs a reason and something to refund, each line once', () => {
    expect(staffRefundSchema.safeParse({ delivery: true, reason: ' Faulty ' }).data).toEqual({
      lines: [],
      delivery: true,
      reason: 'Faulty',
      provider_reference: '',
      paid_to: '',
    });
    expect(staffRefundSchema.safeParse({ delivery: true, reason: '  ' }).success).toBe(false);
    expect(staffRefundSchema.safeParse({ reason: 'Faulty' }).success).toBe(false);
    const twice = staffRefundSchema.safeParse({
      lines: [
        { line_id: 1, quantity: 1 },
        { line_id: 1, quantity: 1 },
      ],
      reason: 'Faulty',
    });
    expect(twice.error?.issues[0]?.message).toBe('Each item may be listed once');
  });
});

describe('creditNoteNumber', () => {
  it("is the bill's numbering with its own prefix", () => {
    expect(creditNoteNumber('2083/84', 1)).toBe('CN 2083/84-000001');
    expect(() => creditNoteNumber('2083/84', 0)).toThrow(RangeError);
  });
});
