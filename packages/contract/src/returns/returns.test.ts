import { describe, expect, it } from 'vitest';
import {
  returnableUnits,
  returnRequestFormSchema,
  returnRequestSchema,
  returnWindowDays,
  returnWindowEnd,
  withinReturnWindow,
  RETURN_MESSAGES,
} from './returns.js';

// The return window rules (issue #33): counted from the delivery, 7 days for most products and
// 30 with a warranty (shop settings), closed from the first instant after it.

const delivered = new Date('2026-11-01T10:00:00Z');
const settings = { return_window_days: 7, warranty_return_window_days: 30 };

describe('return windows', () => {
  it('ends the chosen number of days after the delivery', () => {
    expect(returnWindowEnd(delivered, 7).toISOString()).toBe('2026-11-08T10:00:00.000Z');
  });

  it('is open until the last instant before its end, and closed from then on', () => {
    expect(withinReturnWindow(delivered, 7, new Date('2026-11-08T09:59:59.999Z'))).toBe(true);
    expect(withinReturnWindow(delivered, 7, new Date('2026-11-08T10:00:00.000Z'))).toBe(false);
    expect(withinReturnWindow(delivered, 0, delivered)).toBe(false);
  });

  it('gives a product with a warranty the longer window', () => {
    expect(returnWindowDays(settings, false)).toBe(7);
    expect(returnWindowDays(settings, true)).toBe(30);
    const day8 = new Date('2026-11-09T10:00:00Z');
    expect(withinReturnWindow(delivered, returnWindowDays(settings, false), day8)).toBe(false);
    expect(withinReturnWindow(delivered, returnWindowDays(settings, true), day8)).toBe(true);
  });

  it("takes the category's own window when it sets one, the shop's otherwise", () => {
    const longer = { return_window_days: 14, warranty_return_window_days: null };
    expect(returnWindowDays(settings, false, longer)).toBe(14);
    expect(returnWindowDays(settings, true, longer)).toBe(30);
    const none = { return_window_days: 0, warranty_return_window_days: 90 };
    expect(returnWindowDays(settings, false, none)).toBe(0);
    expect(returnWindowDays(settings, true, none)).toBe(90);
    expect(returnWindowDays(settings, false, { return_window_days: null, warranty_return_window_days: null })).toBe(7);
  });

  it('never offers more units than were delivered less those already returned', () => {
    expect(returnableUnits(2, 0)).toBe(2);
    expect(returnableUnits(2, 1)).toBe(1);
    expect(returnableUnits(2, 3)).toBe(0);
  });
});

describe('the return request', () => {
  it('needs at least one line, each once, and a reason from the list', () => {
    expect(returnRequestSchema.safeParse({ lines: [], reason: 'faulty' }).error?.issues[0]?.message).toBe(
      RETURN_MESSAGES.nothingSelected,
    );
    const twice = returnRequestSchema.safeParse({
      lines: [
        { line_id: 1, quantity: 1 },
        { line_id: 1, quantity: 1 },
      ],
      reason: 'faulty',
    });
    expect(twice.error?.issues[0]?.message).toBe(RETURN_MESSAGES.lineTwice);
    expect(returnRequestSchema.safeParse({ lines: [{ line_id: 1, quantity: 1 }], reason: 'bored' }).success).toBe(
      false,
    );
    expect(returnRequestSchema.parse({ lines: [{ line_id: 1, quantity: 1 }], reason: 'faulty' }).note).toBe('');
  });
});

describe('the return forms’ check', () => {
  it('says nothing is chosen beside a missing reason, and sends only the lines given units', () => {
    const blank = returnRequestFormSchema.safeParse({ lines: [{ line_id: 1, quantity: 0 }], reason: '', note: '' });
    expect(blank.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['lines', RETURN_MESSAGES.nothingSelected],
      ['reason', RETURN_MESSAGES.reasonRequired],
    ]);
    expect(
      returnRequestFormSchema.parse({
        lines: [
          { line_id: 1, quantity: 0 },
          { line_id: 2, quantity: 2 },
        ],
        reason: 'faulty',
        note: '  No sound ',
      }),
    ).toEqual({ lines: [{ line_id: 2, quantity: 2 }], reason: 'faulty', note: 'No sound' });
  });
});
