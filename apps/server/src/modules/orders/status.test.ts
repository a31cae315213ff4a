import { describe, expect, it } from 'vitest';
import { canMoveOrder, canMovePayment, orderStatusesLeadingTo, paymentStatusesLeadingTo } from './status.js';

describe('order transition table', () => {
  it('lets a customer cancel only a Pending order', () => {
    expect(canMoveOrder('Pending', 'Cancelled', 'customer')).toBe(true);
    expect(canMoveOrder('Processing', 'Cancelled', 'customer')).toBe(false);
    expect(orderStatusesLeadingTo('Cancelled', 'customer')).toEqual(['Pending']);
    expect(orderStatusesLeadingTo('Cancelled', 'staff')).toEqual(['Pending', 'Processing', 'Ready for pickup']);
  });

  it('moves forward only, by staff', () => {
    expect(canMoveOrder('Pending', 'Processing', 'staff')).toBe(true);
    expect(canMoveOrder('Processing', 'Shipped', 'staff')).toBe(true);
    expect(canMoveOrder('Shipped', 'Delivered', 'staff')).toBe(true);
    expect(canMoveOrder('Pending', 'Shipped', 'staff')).toBe(false);
    expect(canMoveOrder('Pending', 'Processing', 'customer')).toBe(false);
    expect(canMoveOrder('Delivered', 'Cancelled', 'staff')).toBe(false);
    expect(canMoveOrder('Cancelled', 'Pending', 'system')).toBe(false);
  });
});

describe('payment transition table', () => {
  it('pays unpaid or failed payments, fails only unpaid ones, refunds only paid ones', () => {
    expect(paymentStatusesLeadingTo('paid', 'system')).toEqual(['unpaid', 'failed']);
    expect(paymentStatusesLeadingTo('failed', 'system')).toEqual(['unpaid']);
    expect(canMovePayment('paid', 'failed', 'system')).toBe(false);
    expect(canMovePayment('paid', 'refunded', 'staff')).toBe(true);
    expect(canMovePayment('refunded', 'paid', 'system')).toBe(false);
  });
});
