import {
  ORDER_STATUSES,
  type DeliveryMethod,
  PAYMENT_GATEWAY_LABELS,
  REFUND_MESSAGES,
  type OrderStatus,
  type PaymentGateway,
  type PaymentStatus,
} from '@pasal/contract';
import { canMoveOrder, canMovePayment } from '../orders/index.js';

// What staff may do with an order, as pure functions of its state. The transition table
// (orders/status.ts) is the authority; these add the shop's own conditions and the words staff see
// when a move is refused. The conditional UPDATEs in orders/staff-desk.ts repeat them in SQL,
// so a concurrent change can never slip between the check and the write.

export interface OrderState {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentGateway: PaymentGateway;
  /** Absent: a delivery (orders placed before issue #20). */
  deliveryMethod?: DeliveryMethod;
}

/** Why staff may not move the order to `to` now; null when they may. */
export function staffMoveRefusal(order: OrderState, to: OrderStatus): string | null {
  if (order.status === to) return `This order is already ${to}`;
  if (!canMoveOrder(order.status, to, 'staff')) return `A ${order.status} order cannot move to ${to}`;
  // A pickup order waits at the shop and a delivery travels: each has its own step.
  const pickup = order.deliveryMethod === 'pickup';
  if (to === 'Shipped' && pickup) return 'This order is picked up at the shop: mark it Ready for pickup instead';
  if (to === 'Ready for pickup' && !pickup) return 'Only a store-pickup order can be Ready for pickup';
  // An online order is only worth packing once its money has arrived; until then the customer may
  // still abandon the payment and the order would be released.
  if (to === 'Processing' && order.paymentGateway !== 'COD' && order.paymentStatus !== 'paid') {
    return `This ${PAYMENT_GATEWAY_LABELS[order.paymentGateway]} order is not paid yet: process it once the payment has arrived`;
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
export function refundRefusal(order: OrderState): string | null {
  if (order.paymentStatus === 'refunded') return REFUND_MESSAGES.alreadyRefunded;
  if (!canMovePayment(order.paymentStatus, 'refunded', 'staff')) return REFUND_MESSAGES.notPaid;
  return null;
}
