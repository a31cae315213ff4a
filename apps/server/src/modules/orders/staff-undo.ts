import { UNDO_WINDOW_SECONDS } from '@pasal/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.js';
import { invoices } from '../../db/schema.js';
import { recordOrderEvents, type OrderChangeServices } from './lifecycle.js';
import { orderEvents, orders } from './schema.js';
import { undoAnswer, type UndoAnswer, type UndoRefusal } from './undo-rule.js';

// The write of the order desk's "Undo" (issue #33; the rule is undo-rule.ts). The order row is
// locked first, so the rule is asked about the order as it is, and a second undo, or a move racing
// with the undo, waits and then finds nothing to undo. The undo is itself a status move in the
// history (note: what it undid), so nothing of the record is removed.

const UNDO_NOTE = `Undone by staff within ${UNDO_WINDOW_SECONDS} seconds of the change`;

async function askUndo(tx: DbOrTx, orderId: number, staffId: number, now: number): Promise<UndoAnswer | null> {
  const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) return null;
  const [lastMove] = await tx
    .select({
      from: orderEvents.fromValue,
      to: orderEvents.toValue,
      actor: orderEvents.actor,
      userId: orderEvents.userId,
      at: orderEvents.createdAt,
    })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, 'status')))
    .orderBy(desc(orderEvents.id))
    .limit(1);
  const [bill] = await tx.select({ issuedAt: invoices.issuedAt }).from(invoices).where(eq(invoices.orderId, orderId));
  return undoAnswer({
    current: order.status,
    lastMove: lastMove ?? null,
    staffId,
    now,
    billIssuedAt: bill?.issuedAt ?? null,
  });
}

/** How long `staffId` may still undo the order's latest move; null when it cannot be undone. */
export async function undoSecondsLeft(
  services: Pick<OrderChangeServices, 'database' | 'now'>,
  orderId: number,
  staffId: number,
): Promise<number | null> {
  const answer = await services.database.db.transaction((tx) => askUndo(tx, orderId, staffId, services.now()));
  return answer && 'backTo' in answer ? answer.secondsLeft : null;
}

/** Takes back the staff member's latest move; the refusal's code when it may not be. */
export async function undoStaffMove(
  services: Pick<OrderChangeServices, 'database' | 'now'>,
  orderId: number,
  staffId: number,
): Promise<{ refusal: UndoRefusal } | { undone: true }> {
  const now = services.now();
  return services.database.db.transaction(async (tx) => {
    const answer = await askUndo(tx, orderId, staffId, now);
    if (!answer) throw new Error(`order ${orderId} vanished`);
    if ('refusal' in answer) return answer;
    const at = new Date(now);
    await tx.update(orders).set({ status: answer.backTo, updatedAt: at }).where(eq(orders.id, orderId));
    await recordOrderEvents(tx, [
      {
        orderId,
        kind: 'status',
        fromValue: answer.undoing,
        toValue: answer.backTo,
        actor: 'staff',
        userId: staffId,
        note: UNDO_NOTE,
        createdAt: at,
      },
    ]);
    return { undone: true as const };
  });
}
