import type { OrderTimelineEntry, TimelineStep } from '@pasal/contract';

// The customer's timeline of an order, from its history (order_events, migration 0004). Orders
// placed before that table existed have no events: their paid/cancelled/shipped times on the
// order row stand in, so the timeline never shows less than the order itself says.

export interface TimelineEvent {
  /**
   * 'return': a return's steps (issue #33), which the return's own panel shows, not the timeline;
   * 'edit': staff changed the order before it shipped (issue #36).
   */
  kind: 'status' | 'payment' | 'return' | 'edit';
  to: string;
  at: Date;
}

const STATUS_STEPS: Partial<Record<string, TimelineStep>> = {
  Processing: 'processing',
  Shipped: 'shipped',
  'Ready for pickup': 'ready_for_pickup',
  Delivered: 'delivered',
  Cancelled: 'cancelled',
};

/** Where each status stands in the process, to recognise a move backwards (an undo). */
const STATUS_RANK: Partial<Record<string, number>> = {
  Pending: 0,
  Processing: 1,
  Shipped: 2,
  'Ready for pickup': 2,
  Delivered: 3,
};
const STEP_RANK: Partial<Record<TimelineStep, number>> = {
  processing: 1,
  shipped: 2,
  ready_for_pickup: 2,
  delivered: 3,
};

const PAYMENT_STEPS: Partial<Record<string, TimelineStep>> = {
  paid: 'paid',
  failed: 'payment_failed',
  refunded: 'refunded',
};

export function buildTimeline(order: {
  createdAt: Date;
  paidAt: Date | null;
  cancelledAt: Date | null;
  shippedAt: Date | null;
  events: readonly TimelineEvent[];
}): OrderTimelineEntry[] {
  const entries: { step: TimelineStep; at: Date }[] = [{ step: 'placed', at: order.createdAt }];
  for (const event of order.events) {
    // A move staff undid within the minute (a status event back to an earlier status) did not
    // happen as far as the customer is concerned: its step leaves the timeline.
    const rank = STATUS_RANK[event.to];
    if (event.kind === 'status' && rank !== undefined) {
      const later = entries.findLastIndex((entry) => (STEP_RANK[entry.step] ?? -1) > rank);
      if (later > 0) {
        // The step it went back to is on the timeline already.
        entries.splice(later, 1);
        continue;
      }
    }
    const step =
      event.kind === 'status'
        ? STATUS_STEPS[event.to]
        : event.kind === 'payment'
          ? PAYMENT_STEPS[event.to]
          : event.kind === 'edit'
            ? 'changed'
            : undefined;
    // A payment that failed and later arrived (a late confirmation) shows both, in order.
    if (step) entries.push({ step, at: event.at });
  }
  const has = (step: TimelineStep) => entries.some((entry) => entry.step === step);
  if (order.paidAt && !has('paid')) entries.push({ step: 'paid', at: order.paidAt });
  if (order.shippedAt && !has('shipped')) entries.push({ step: 'shipped', at: order.shippedAt });
  if (order.cancelledAt && !has('cancelled')) entries.push({ step: 'cancelled', at: order.cancelledAt });
  // Stable: steps recorded at the same moment keep the order they were recorded in.
  return entries
    .map((entry, index) => ({ ...entry, index }))
    .sort((a, b) => a.at.getTime() - b.at.getTime() || a.index - b.index)
    .map((entry) => ({ step: entry.step, at: entry.at.toISOString() }));
}
