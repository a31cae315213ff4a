import type { OrderStatus, PaymentStatus } from '@pasal/contract';

// Order and payment states as explicit transition tables (Vendure's order process): a transition
// not listed here cannot happen, whoever asks for it.

export type Actor = 'customer' | 'staff' | 'system';

interface Transition<S extends string> {
  to: S;
  /** Who may make this move. */
  by: readonly Actor[];
}

const orderTransitions: Readonly<Record<OrderStatus, readonly Transition<OrderStatus>[]>> = {
  Pending: [
    { to: 'Processing', by: ['staff'] },
    // Customer (within the hour), staff, or the system when an online payment fails or expires.
    { to: 'Cancelled', by: ['customer', 'staff', 'system'] },
  ],
  Processing: [
    { to: 'Shipped', by: ['staff'] },
    // Store pickup (issue #20): the order waits at the shop instead of travelling; the staff rules
    // (admin/rules.ts) keep each path to its own delivery method.
    { to: 'Ready for pickup', by: ['staff'] },
    { to: 'Cancelled', by: ['staff'] },
  ],
  Shipped: [{ to: 'Delivered', by: ['staff'] }],
  // Handed over at the counter: Delivered (a COD order's cash is collected then). A pickup that is
  // never collected can still be cancelled.
  'Ready for pickup': [
    { to: 'Delivered', by: ['staff'] },
    { to: 'Cancelled', by: ['staff'] },
  ],
  Delivered: [],
  Cancelled: [],
};

const paymentTransitions: Readonly<Record<PaymentStatus, readonly Transition<PaymentStatus>[]>> = {
  unpaid: [
    { to: 'paid', by: ['system', 'staff'] },
    { to: 'failed', by: ['system'] },
  ],
  // A payment reported failed may still be confirmed later by the provider (a late callback).
  failed: [{ to: 'paid', by: ['system'] }],
  paid: [{ to: 'refunded', by: ['staff', 'system'] }],
  refunded: [],
};

function canTransition<S extends string>(
  table: Readonly<Record<S, readonly Transition<S>[]>>,
  from: S,
  to: S,
  actor: Actor,
): boolean {
  return table[from].some((transition) => transition.to === to && transition.by.includes(actor));
}

export function canMoveOrder(from: OrderStatus, to: OrderStatus, actor: Actor): boolean {
  return canTransition(orderTransitions, from, to, actor);
}

export function canMovePayment(from: PaymentStatus, to: PaymentStatus, actor: Actor): boolean {
  return canTransition(paymentTransitions, from, to, actor);
}

/** States from which `to` can be reached by `actor`: used in conditional UPDATEs (… WHERE status IN …). */
export function orderStatusesLeadingTo(to: OrderStatus, actor: Actor): OrderStatus[] {
  return (Object.keys(orderTransitions) as OrderStatus[]).filter((from) => canMoveOrder(from, to, actor));
}

export function paymentStatusesLeadingTo(to: PaymentStatus, actor: Actor): PaymentStatus[] {
  return (Object.keys(paymentTransitions) as PaymentStatus[]).filter((from) => canMovePayment(from, to, actor));
}
