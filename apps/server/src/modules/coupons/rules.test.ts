import { COUPON_MESSAGES, couponInputSchema, couponStatus, normaliseCouponCode } from '@pasal/contract';
import { describe, expect, it } from 'vitest';

// The contract's coupon rules on their own: the list's status, and the editor's schema (which the
// server validates with too). The API tests cover the same rules end to end.

const now = Date.parse('2026-11-24T12:00:00Z');
const open = { active: true, validFrom: null, validTo: null, usageLimit: null, uses: 0 };

describe('couponStatus', () => {
  it('is active with no limits', () => {
    expect(couponStatus(open, now)).toBe('active');
  });

  it('is scheduled before valid_from and active from that instant', () => {
    expect(couponStatus({ ...open, validFrom: new Date(now + 1) }, now)).toBe('scheduled');
    expect(couponStatus({ ...open, validFrom: new Date(now) }, now)).toBe('active');
  });

  it('is expired after valid_to, still active at that instant (as checkout decides)', () => {
    expect(couponStatus({ ...open, validTo: new Date(now - 1) }, now)).toBe('expired');
    expect(couponStatus({ ...open, validTo: new Date(now) }, now)).toBe('active');
  });

  it('is used up when its uses reach the limit', () => {
    expect(couponStatus({ ...open, usageLimit: 3, uses: 2 }, now)).toBe('active');
    expect(couponStatus({ ...open, usageLimit: 3, uses: 3 }, now)).toBe('used_up');
  });

  it('says disabled first, then what ends a coupon for good before what delays it', () => {
    const everything = {
      active: false,
      validFrom: new Date(now + 1),
      validTo: new Date(now - 1),
      usageLimit: 1,
      uses: 1,
    };
    expect(couponStatus(everything, now)).toBe('disabled');
    expect(couponStatus({ ...everything, active: true }, now)).toBe('expired');
    expect(couponStatus({ ...everything, active: true, validTo: null }, now)).toBe('used_up');
    expect(couponStatus({ ...everything, active: true, validTo: null, usageLimit: null }, now)).toBe('scheduled');
  });
});

describe('couponInputSchema', () => {
  const base = { code: 'tihar-15', kind: 'percentage' as const, percentage: 15 };

  it('fills the defaults and upper-cases the code', () => {
    expect(couponInputSchema.parse(base)).toEqual({
      code: 'TIHAR-15',
      kind: 'percentage',
      percentage: 15,
      amount: null,
      max_discount: null,
      min_subtotal: 0,
      valid_from: null,
      valid_to: null,
      usage_limit: null,
      per_customer_limit: null,
      first_order_only: false,
      active: true,
    });
    expect(normaliseCouponCode('  welcome10 ')).toBe('WELCOME10');
  });

  it('takes times with an offset and keeps them in UTC', () => {
    const parsed = couponInputSchema.parse({ ...base, valid_from: '2026-10-01T00:00:00+05:45' });
    expect(parsed.valid_from).toBe('2026-09-30T18:15:00.000Z');
    expect(couponInputSchema.safeParse({ ...base, valid_from: '2026-10-01T00:00:00' }).success).toBe(false);
  });

  it('compares the window across offsets', () => {
    // 00:00 in Kathmandu is before 00:00 UTC the same day.
    const window = { valid_from: '2026-10-01T00:00:00Z', valid_to: '2026-10-01T05:00:00+05:45' };
    const result = couponInputSchema.safeParse({ ...base, ...window });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['valid_to'], message: COUPON_MESSAGES.validToBeforeFrom });
  });

  it('a fixed amount has no percentage and no cap', () => {
    const fixed = { code: 'FLAT500', kind: 'fixed' as const, amount: 500 };
    expect(couponInputSchema.safeParse(fixed).success).toBe(true);
    const issues = couponInputSchema.safeParse({ ...fixed, percentage: 10, max_discount: 100 }).error?.issues ?? [];
    expect(issues.map((issue) => issue.path.join('.'))).toEqual(['percentage', 'max_discount']);
  });
});
