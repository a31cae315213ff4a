import { UNDO_WINDOW_SECONDS, type OrderStatus } from '@pasal/contract';

// Taking back a staff move (issue #33), as a pure rule. Only the two moves staff are asked to
// confirm can be undone: Processing (back to Pending) and Delivered (back to Shipped or Ready for
// pickup), by the staff member who made the move, within UNDO_WINDOW_SECONDS of it, and only while
// it is still the order's latest status move. A delivery that issued the bill cannot be undone: an
// issued bill is never edited or withdrawn (a mistaken bill is corrected by a credit note), and
// taking the delivery back while leaving the bill standing would leave a sale on the books for an
// order that is not delivered. A delivery of an order whose bill was issued earlier (paid online)
// changes nothing but the status, so it can be undone.

/** The statuses an undoable move may return to: where the move itself can start from. */
const UNDO_RETURNS: Partial<Record<OrderStatus, readonly OrderStatus[]>> = {
  Processing: ['Pending'],
  Delivered: ['Shipped', 'Ready for pickup'],
};

/** The order's latest status move, as its history recorded it. */
export interface LastStatusMove {
  from: string | null;
  to: string;
  actor: 'customer' | 'staff' | 'system';
  userId: number | null;
  at: Date;
}

export interface UndoQuestion {
  current: OrderStatus;
  lastMove: LastStatusMove | null;
  staffId: number;
  now: number;
  /** When the order's bill was issued; null when it has none. */
  billIssuedAt: Date | null;
}

/** Why a move cannot be undone, as a code of the contract's refusal catalogue (its words are there). */
export type UndoRefusal = 'undo_nothing' | 'undo_too_late' | 'undo_not_yours' | 'undo_bill_issued';

/** A refusal, or the move to make: from the undone status back to the one before. */
export type UndoAnswer = { refusal: UndoRefusal } | { undoing: OrderStatus; backTo: OrderStatus; secondsLeft: number };

export function undoAnswer({ current, lastMove, staffId, now, billIssuedAt }: UndoQuestion): UndoAnswer {
  const returns = lastMove ? UNDO_RETURNS[lastMove.to as OrderStatus] : undefined;
  const backTo = returns?.find((status) => status === lastMove?.from);
  if (!lastMove || !backTo || lastMove.actor !== 'staff' || lastMove.to !== current) {
    return { refusal: 'undo_nothing' };
  }
  const elapsedMs = now - lastMove.at.getTime();
  if (elapsedMs > UNDO_WINDOW_SECONDS * 1000) return { refusal: 'undo_too_late' };
  if (lastMove.userId !== staffId) return { refusal: 'undo_not_yours' };
  if (lastMove.to === 'Delivered' && billIssuedAt && billIssuedAt.getTime() >= lastMove.at.getTime()) {
    return { refusal: 'undo_bill_issued' };
  }
  return { undoing: current, backTo, secondsLeft: Math.max(0, Math.floor(UNDO_WINDOW_SECONDS - elapsedMs / 1000)) };
}
