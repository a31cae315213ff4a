import { describe, expect, it } from 'vitest';
import { shippingPaisa } from '../cart/cart-pricing.js';
import { refusalInEnglish } from '../refusals/index.js';
import {
  canCustomerCancel,
  CHECKOUT_STEP_FIELDS,
  checkoutFormSchema,
  couponDiscountPaisa,
  couponRejection,
  esewaAttemptOf,
  esewaAttemptUuid,
  nextEsewaAttemptUuid,
  orderNumberOfEsewaUuid,
  orderStatusTone,
  orderTotalsPaisa,
  placeOrderSchema,
  taxPaisa,
  toPlaceOrderPayload,
  type CouponTerms,
} from './orders.js';

const welcome10: CouponTerms = {
  kind: 'percentage',
  value: 10,
  maxDiscountPaisa: 200_000,
  minSubtotalPaisa: 200_000,
  validFrom: null,
  validTo: null,
  usageLimit: null,
  perCustomerLimit: 1,
  usedCount: 0,
  active: true,
};
const dashain500: CouponTerms = {
  ...welcome10,
  kind: 'fixed',
  value: 50_000,
  maxDiscountPaisa: null,
  minSubtotalPaisa: 500_000,
  perCustomerLimit: null,
  usageLimit: 500,
};
const context = { now: Date.UTC(2025, 9, 1), subtotalPaisa: 300_000, usedByCustomer: 0 };

describe('couponDiscountPaisa', () => {
  it('takes a percentage of the subtotal, rounded down to the whole rupee', () => {
    expect(couponDiscountPaisa(welcome10, 300_000)).toBe(30_000);
    expect(couponDiscountPaisa(welcome10, 333_333)).toBe(33_300);
    expect(couponDiscountPaisa(welcome10, 474_800)).toBe(47_400);
  });
  it('caps a percentage at the maximum discount', () => {
    expect(couponDiscountPaisa(welcome10, 2_500_000)).toBe(200_000);
  });
  it('gives a fixed amount, never more than the subtotal', () => {
    expect(couponDiscountPaisa(dashain500, 600_000)).toBe(50_000);
    expect(couponDiscountPaisa(dashain500, 30_000)).toBe(30_000);
  });
});

describe('couponRejection', () => {
  it('accepts a valid code', () => {
    expect(couponRejection(welcome10, context)).toBeNull();
  });
  it.each([
    ['unknown', null, context, 'This coupon code is not valid'],
    ['inactive', { ...welcome10, active: false }, context, 'This coupon code is not valid'],
    ['not yet valid', { ...welcome10, validFrom: new Date(context.now + 1) }, context, 'This coupon is not active yet'],
    ['expired', { ...welcome10, validTo: new Date(context.now - 1) }, context, 'This coupon has expired'],
    [
      'used up',
      { ...dashain500, usedCount: 500 },
      { ...context, subtotalPaisa: 600_000 },
      'This coupon has reached its usage limit',
    ],
    ['used by the customer', welcome10, { ...context, usedByCustomer: 1 }, 'You have already used this coupon'],
    [
      'below the minimum',
      welcome10,
      { ...context, subtotalPaisa: 199_999 },
      'This coupon needs a subtotal of at least Rs. 2,000',
    ],
    ['below a fixed coupon minimum', dashain500, context, 'This coupon needs a subtotal of at least Rs. 5,000'],
  ] as const)('rejects a code that is %s', (_label, coupon, ctx, message) => {
    const refusal = couponRejection(coupon, ctx);
    expect(refusal && refusalInEnglish(refusal.code, 'params' in refusal ? refusal.params : undefined)).toBe(message);
  });
  it('accepts exactly the minimum subtotal and the last day of validity', () => {
    expect(
      couponRejection({ ...welcome10, validTo: new Date(context.now) }, { ...context, subtotalPaisa: 200_000 }),
    ).toBeNull();
  });
});

describe('orderTotalsPaisa and the delivery threshold', () => {
  it('is subtotal + delivery − discount with no tax by default', () => {
    expect(orderTotalsPaisa({ subtotal: 300_000, delivery: 10_000, discount: 30_000, taxPercentage: 0 })).toEqual({
      subtotal: 300_000,
      delivery: 10_000,
      discount: 30_000,
      tax: 0,
      grandTotal: 280_000,
    });
  });
  it('adds configured tax on the goods after discount', () => {
    expect(taxPaisa(100_000, 13)).toBe(13_000);
    expect(orderTotalsPaisa({ subtotal: 100_000, delivery: 5_000, discount: 0, taxPercentage: 13 }).grandTotal).toBe(
      118_000,
    );
  });
  it('charges the highest delivery price below Rs 10,000 and nothing from it', () => {
    expect(shippingPaisa([10_000, 25_000], 999_999)).toBe(25_000);
    expect(shippingPaisa([10_000, 25_000], 1_000_000)).toBe(0);
  });
});

describe('canCustomerCancel', () => {
  const placed = new Date(Date.UTC(2025, 9, 1, 10, 0));
  it('allows a Pending order within one hour', () => {
    expect(canCustomerCancel({ status: 'Pending', createdAt: placed }, placed.getTime() + 60 * 60_000)).toBe(true);
  });
  it('refuses after one hour or once processing started', () => {
    expect(canCustomerCancel({ status: 'Pending', createdAt: placed }, placed.getTime() + 60 * 60_000 + 1)).toBe(false);
    expect(canCustomerCancel({ status: 'Processing', createdAt: placed }, placed.getTime())).toBe(false);
    expect(canCustomerCancel({ status: 'Cancelled', createdAt: placed }, placed.getTime())).toBe(false);
  });
});

describe('orderStatusTone', () => {
  it('styles any unknown status as the negative case', () => {
    expect(orderStatusTone('Delivered')).toBe('delivered');
    expect(orderStatusTone('Cancelled')).toBe('negative');
    expect(orderStatusTone('Refunded')).toBe('negative');
  });
});

describe('checkout form', () => {
  const valid = {
    first_name: 'Sita',
    middle_name: '',
    last_name: 'Sharma',
    email: 'sita@example.com',
    phone: '9841234567',
    delivery_method: 'delivery' as const,
    // Kathmandu Metropolitan City (307), Kathmandu district (27), Bagmati Province (3).
    province_id: 3,
    district_id: 27,
    local_level_id: 307,
    ward: 26,
    tole: 'Lambagar',
    landmark: 'Temple',
    postal_code: '44600',
    additional_info: 'Call before coming',
    payment_method: 'COD',
  };

  it('accepts a complete form; landmark and postal code are optional', () => {
    expect(checkoutFormSchema.parse(valid).district_id).toBe(27);
    expect(checkoutFormSchema.safeParse({ ...valid, landmark: '', postal_code: '' }).success).toBe(true);
  });

  it('checks the Nepali address on the snake_case fields, together with the other fields', () => {
    const result = checkoutFormSchema.safeParse({
      ...valid,
      first_name: '',
      district_id: 38, // Kaski is not in Bagmati Province
    });
    const paths = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(paths).toEqual([
      ['first_name', 'First Name is required'],
      ['district_id', 'This district is not in the chosen province'],
    ]);
    const ward = checkoutFormSchema.safeParse({ ...valid, ward: 33 });
    expect(ward.error?.issues[0]).toMatchObject({ path: ['ward'], message: 'Ward must be between 1 and 32' });
    const missing = checkoutFormSchema.safeParse({ ...valid, local_level_id: undefined, tole: '' });
    expect(missing.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['local_level_id', 'tole']);
    const tole = checkoutFormSchema.safeParse({ ...valid, tole: '  ' });
    expect(tole.error?.issues[0]).toMatchObject({ path: ['tole'], message: 'Street / tole is required' });
  });

  it('needs no address for store pickup', () => {
    const pickup = {
      ...valid,
      delivery_method: 'pickup' as const,
      province_id: undefined,
      district_id: undefined,
      local_level_id: undefined,
      ward: undefined,
      tole: '',
    };
    expect(checkoutFormSchema.safeParse(pickup).success).toBe(true);
    const payload = toPlaceOrderPayload(checkoutFormSchema.parse(pickup), [{ product_id: 1, quantity: 1 }], {
      subtotal: 3000,
      tax_percentage: 0,
      tax_amount: 0,
      delivery_charge: 0,
      discount: 0,
      grand_total: 3000,
      coupon_code: null,
    });
    expect(payload).toMatchObject({ delivery_method: 'pickup' });
    expect(payload).not.toHaveProperty('district_id');
    expect(placeOrderSchema.safeParse(payload).success).toBe(true);
    expect(checkoutFormSchema.safeParse({ ...pickup, delivery_method: undefined }).error?.issues[0]?.message).toBe(
      'Choose home delivery or store pickup',
    );
  });

  it('takes an optional 9-digit buyer PAN', () => {
    expect(checkoutFormSchema.parse({ ...valid, buyer_pan: ' 123456789 ' }).buyer_pan).toBe('123456789');
    expect(checkoutFormSchema.parse({ ...valid, buyer_pan: '' }).buyer_pan).toBeUndefined();
    expect(checkoutFormSchema.safeParse({ ...valid, buyer_pan: '12345' }).error?.issues[0]).toMatchObject({
      path: ['buyer_pan'],
      message: 'PAN must be 9 digits',
    });
  });

  it('gives the spec messages', () => {
    const result = checkoutFormSchema.safeParse({
      ...valid,
      first_name: '',
      phone: '123',
      province_id: undefined,
      payment_method: '',
    });
    expect(result.success).toBe(false);
    // Forms show the first message of each field.
    const messages: Record<string, string> = {};
    for (const issue of result.error?.issues ?? []) messages[issue.path.join('.')] ??= issue.message;
    expect(messages).toMatchObject({
      first_name: 'First Name is required',
      phone: 'Phone number must be 10 digits',
      province_id: 'Choose a province',
      payment_method: 'Payment method is required',
    });
    const wrongMethod = checkoutFormSchema.safeParse({ ...valid, payment_method: 'Cash' });
    expect(wrongMethod.error?.issues[0]?.message).toBe('Please select a payment method');
  });

  // docs/rules/checkout-and-payments.md#checkout-form
  it('requires additional info, trimmed, at most 1000 characters', () => {
    for (const missing of ['', '   ', undefined]) {
      const result = checkoutFormSchema.safeParse({ ...valid, additional_info: missing });
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['additional_info', 'Additional info is required'],
      ]);
    }
    expect(checkoutFormSchema.parse({ ...valid, additional_info: '  Ring twice  ' }).additional_info).toBe(
      'Ring twice',
    );
    const tooLong = checkoutFormSchema.safeParse({ ...valid, additional_info: 'x'.repeat(1001) });
    expect(tooLong.error?.issues[0]?.message).toBe('Additional info must be at most 1000 characters');
    expect(checkoutFormSchema.safeParse({ ...valid, additional_info: 'x'.repeat(1000) }).success).toBe(true);
  });

  it('keeps the order API note optional: only the form requires it', () => {
    const form = checkoutFormSchema.parse(valid);
    const { notes: _notes, ...withoutNotes } = toPlaceOrderPayload(form, [{ product_id: 1, quantity: 1 }], {
      subtotal: 3000,
      tax_percentage: 0,
      tax_amount: 0,
      delivery_charge: 100,
      discount: 0,
      grand_total: 3100,
      coupon_code: null,
    });
    expect(placeOrderSchema.safeParse(withoutNotes).success).toBe(true);
    expect(placeOrderSchema.safeParse({ ...withoutNotes, notes: '' }).success).toBe(true);
  });

  it('lists the payment step in display order', () => {
    // Additional info is rendered on the Payment step, under the payment methods.
    expect(CHECKOUT_STEP_FIELDS.payment).toEqual(['payment_method', 'additional_info']);
  });

  it('maps the form to the order payload the server accepts', () => {
    const form = checkoutFormSchema.parse(valid);
    const payload = toPlaceOrderPayload(form, [{ product_id: 1, quantity: 2 }], {
      subtotal: 3000,
      tax_percentage: 0,
      tax_amount: 0,
      delivery_charge: 100,
      discount: 0,
      grand_total: 3100,
      coupon_code: null,
    });
    expect(payload).toMatchObject({
      delivery_method: 'delivery',
      province_id: 3,
      district_id: 27,
      local_level_id: 307,
      ward: 26,
      tole: 'Lambagar',
      landmark: 'Temple',
      postal_code: '44600',
      phone_number: '9841234567',
      payment_gateway: 'COD',
      notes: 'Call before coming',
    });
    expect(placeOrderSchema.safeParse(payload).success).toBe(true);
  });
});

describe('placeOrderSchema given no object', () => {
  it('answers with issues, never throws, for null, an array or a string', () => {
    for (const body of [null, [], 'order', 42]) {
      const result = placeOrderSchema.safeParse(body);
      expect(result.success, JSON.stringify(body)).toBe(false);
    }
  });
});

describe('eSewa attempt ids (issue #30)', () => {
  const order = 'PSL-ABCDEFGH2345';

  it('the first attempt is the order number, later ones carry -R<n>', () => {
    expect(esewaAttemptUuid(order, 1)).toBe(order);
    expect(esewaAttemptUuid(order, 2)).toBe(`${order}-R2`);
    expect(esewaAttemptOf(order, order)).toBe(1);
    expect(esewaAttemptOf(order, `${order}-R12`)).toBe(12);
    expect(orderNumberOfEsewaUuid(`${order}-R12`)).toBe(order);
  });

  it('another order’s uuid, or a malformed suffix, is no attempt of this order', () => {
    expect(esewaAttemptOf(order, 'PSL-ZZZZZZZZZZZZ')).toBeNull();
    expect(esewaAttemptOf(order, `${order}-R1`)).toBeNull();
    expect(esewaAttemptOf(order, `${order}-R02`)).toBeNull();
    expect(esewaAttemptOf(order, `${order}-R2x`)).toBeNull();
    expect(esewaAttemptOf(order, `${order}X-R2`)).toBeNull();
  });

  it('the next attempt is one past the highest recorded, whatever their order or gaps', () => {
    expect(nextEsewaAttemptUuid(order, [])).toBe(`${order}-R2`);
    expect(nextEsewaAttemptUuid(order, [order])).toBe(`${order}-R2`);
    expect(nextEsewaAttemptUuid(order, [`${order}-R2`, order])).toBe(`${order}-R3`);
    expect(nextEsewaAttemptUuid(order, [`${order}-R4`, order, `${order}-R2`])).toBe(`${order}-R5`);
    // Another order's uuid (never recorded for this one) does not move the count.
    expect(nextEsewaAttemptUuid(order, ['PSL-ZZZZZZZZZZZZ-R9'])).toBe(`${order}-R2`);
  });
});
