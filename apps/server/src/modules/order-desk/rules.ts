import {
  ORDER_STATUSES,
  type DeliveryMethod,
  PAYMENT_GATEWAY_LABELS,
  type OrderStatus,
  type PaymentGateway,
  type PaymentStatus,
  type RefusalCode,
  type RefusalParams,
} from '@pasal/contract';
import { canMoveOrder, canMovePayment } from '../orders/index.js';

// What staff may do with an order, as pure functions of its state. The transition table
// (orders/status.ts) is the authority; these add the shop's own conditions and say why a move is
// refused, as a code of the contract's refusal catalogue (its words are there). The conditional UPDATEs in orders/staff-desk.ts repeat them in SQL,
// so a concurrent change can never slip between the check and the write.

export interface OrderState {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentGateway: PaymentGateway;
  /** Absent: a delivery (orders placed before issue #20). */
  deliveryMethod?: DeliveryMethod;
}

/** A refusal as a catalogue code with the parameters its words need (none when they have none). */
type Coded<Code extends RefusalCode> = keyof RefusalParams<Code> extends never
  ? { code: Code }
  : { code: Code; params: RefusalParams<Code> };

/** Why staff may not move an order somewhere. */
export type StaffMoveRefusal =
  | Coded<'order_already_status'>
  | Coded<'order_move_not_allowed'>
  | Coded<'order_pickup_not_shipped'>
  | Coded<'order_not_pickup'>
  | Coded<'order_not_paid_yet'>;

/** Why staff may not move the order to `to` now; null when they may. */
export function staffMoveRefusal(order: OrderState, to: OrderStatus): StaffMoveRefusal | null {
  if (order.status === to) return { code: 'order_already_status', params: { status: to } };
  if (!canMoveOrder(order.status, to, 'staff')) {
    return { code: 'order_move_not_allowed', params: { from: order.status, to } };
  }
  // A pickup order waits at the shop and a delivery travels: each has its own step.
  const pickup = order.deliveryMethod === 'pickup';
  if (to === 'Shipped' && pickup) return { code: 'order_pickup_not_shipped' };
  if (to === 'Ready for pickup' && !pickup) return { code: 'order_not_pickup' };
  // An online order is only worth packing once its money has arrived; until then the customer may
  // still abandon the payment and the order would be released.
  if (to === 'Processing' && order.paymentGateway !== 'COD' && order.paymentStatus !== 'paid') {
    return { code: 'order_not_paid_yet', params: { gateway: PAYMENT_GATEWAY_LABELS[order.paymentGateway] } };
  }
  return null;
}

/** The statuses staff may move the order to now, in process order. */
export function staffMoves(order: OrderState): OrderStatus[] {
  return ORDER_STATUSES.filter((to) => staffMoveRefusal(order, to) === null);
}

/** Cash on delivery is collected by the courier (or at the counter for pickup): a delivered COD order is paid. */
export function collectsCash(order: OrderState, to: OrderStatus): boolean {
  return to === 'Delivered' && order.paymentGateway === 'COD' && canMovePayment(order.paymentStatus, 'paid', 'staff');
}

/**
 * Why no refund may be recorded now; null when one may: the order is paid and not all of it has
 * gone back. A delivered order is refunded as it is (a return, a fault): it need not be cancelled.
 */
export function refundRefusal(order: OrderState): 'order_already_refunded' | 'refund_not_paid' | null {
  if (order.paymentStatus === 'refunded') return 'order_already_refunded';
  if (!canMovePayment(order.paymentStatus, 'refunded', 'staff')) return 'refund_not_paid';
  return null;
}
