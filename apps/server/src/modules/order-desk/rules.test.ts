import { fillRefusal, REFUSALS, refusalInEnglish } from '@pasal/contract';
import { describe, expect, it } from 'vitest';
import {
  collectsCash,
  refundRefusal as refundRefusalCode,
  staffMoveRefusal as staffMoveRefusalCode,
  staffMoves,
  type OrderState,
} from './rules.js';

// The rules answer codes of the refusal catalogue; these read them in the English staff see.
const staffMoveRefusal = (...args: Parameters<typeof staffMoveRefusalCode>) => {
  const refusal = staffMoveRefusalCode(...args);
  return refusal && fillRefusal(REFUSALS[refusal.code].en, 'params' in refusal ? refusal.params : undefined);
};
const refundRefusal = (order: OrderState) => {
  const code = refundRefusalCode(order);
  return code && refusalInEnglish(code);
};

const cod = (status: OrderState['status'], paymentStatus: OrderState['paymentStatus'] = 'unpaid'): OrderState => ({
  status,
  paymentStatus,
  paymentGateway: 'COD',
});

describe('staff moves', () => {
  it('follow the order process for a cash order', () => {
    expect(staffMoves(cod('Pending'))).toEqual(['Processing', 'Cancelled']);
    expect(staffMoves(cod('Processing'))).toEqual(['Shipped', 'Cancelled']);
    expect(staffMoves(cod('Shipped'))).toEqual(['Delivered']);
    expect(staffMoves(cod('Delivered', 'paid'))).toEqual([]);
    expect(staffMoves(cod('Cancelled'))).toEqual([]);
  });

  it('take a store-pickup order through Ready for pickup instead of Shipped (issue #20)', () => {
    const pickup = (status: OrderState['status']): OrderState => ({ ...cod(status), deliveryMethod: 'pickup' });
    expect(staffMoves(pickup('Processing'))).toEqual(['Ready for pickup', 'Cancelled']);
    expect(staffMoves(pickup('Ready for pickup'))).toEqual(['Delivered', 'Cancelled']);
    expect(staffMoveRefusal(pickup('Processing'), 'Shipped')).toBe(
      'This order is picked up at the shop: mark it Ready for pickup instead',
    );
    expect(staffMoveRefusal(cod('Processing'), 'Ready for pickup')).toBe(
      'Only a store-pickup order can be Ready for pickup',
    );
    expect(collectsCash(pickup('Ready for pickup'), 'Delivered')).toBe(true);
  });

  it('explain a refusal', () => {
    expect(staffMoveRefusal(cod('Delivered', 'paid'), 'Processing')).toBe(
      'A Delivered order cannot move to Processing',
    );
    expect(staffMoveRefusal(cod('Shipped'), 'Shipped')).toBe('This order is already Shipped');
    expect(staffMoveRefusalCode(cod('Shipped'), 'Cancelled')).toEqual({
      code: 'order_move_not_allowed',
      params: { from: 'Shipped', to: 'Cancelled' },
    });
    expect(staffMoveRefusal(cod('Shipped'), 'Cancelled')).toBe('A Shipped order cannot move to Cancelled');
  });

  it('process an online order only once paid', () => {
    const unpaid: OrderState = { status: 'Pending', paymentStatus: 'unpaid', paymentGateway: 'Esewa' };
    expect(staffMoves(unpaid)).toEqual(['Cancelled']);
    expect(staffMoveRefusal(unpaid, 'Processing')).toBe(
      'This eSewa order is not paid yet: process it once the payment has arrived',
    );
    expect(staffMoves({ ...unpaid, paymentStatus: 'paid' })).toEqual(['Processing', 'Cancelled']);
  });

  it('collect cash only for an unpaid cash order being delivered', () => {
    expect(collectsCash(cod('Shipped'), 'Delivered')).toBe(true);
    expect(collectsCash(cod('Shipped'), 'Shipped')).toBe(false);
    expect(collectsCash({ status: 'Shipped', paymentStatus: 'paid', paymentGateway: 'Khalti' }, 'Delivered')).toBe(
      false,
    );
  });
});

describe('refunds', () => {
  const paid: OrderState = { status: 'Cancelled', paymentStatus: 'paid', paymentGateway: 'Khalti' };
  it('are recorded for a paid order, cancelled or not (a delivered one need not be cancelled first)', () => {
    expect(refundRefusal(paid)).toBeNull();
    expect(refundRefusal({ ...paid, status: 'Delivered' })).toBeNull();
    expect(refundRefusal({ ...paid, status: 'Processing' })).toBeNull();
    expect(refundRefusal({ ...paid, status: 'Delivered', paymentGateway: 'COD' })).toBeNull();
  });
  it('are refused for an order not paid, or refunded in full already', () => {
    expect(refundRefusal({ ...paid, paymentStatus: 'failed' })).toBe(
      "There is nothing to refund: this order's payment has not been received",
    );
    expect(refundRefusal({ ...paid, paymentStatus: 'unpaid' })).toBe(
      "There is nothing to refund: this order's payment has not been received",
    );
    expect(refundRefusal({ ...paid, paymentStatus: 'refunded' })).toBe('This order has already been refunded');
  });
});
