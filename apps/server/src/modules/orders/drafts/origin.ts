import type { DraftOrderSource, DraftOrigin } from '@pasal/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/connection.js';
import { users } from '../../../db/schema.js';
import { draftOrders } from '../drafts-schema.js';

/** The draft an order was placed from (issue #36), as the order desk shows it; null for a shopper's own order. */
export async function draftOriginOf(db: DbOrTx, transactionId: string): Promise<DraftOrigin | null> {
  const [row] = await db
    .select({
      id: draftOrders.id,
      source: draftOrders.source,
      staffNote: draftOrders.staffNote,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(draftOrders)
    .innerJoin(users, eq(users.id, draftOrders.createdBy))
    .where(eq(draftOrders.transactionId, transactionId))
    .limit(1);
  if (!row) return null;
  return {
    draft_id: row.id,
    source: row.source as DraftOrderSource,
    taken_by: `${row.firstName} ${row.lastName}`.trim(),
    staff_note: row.staffNote,
  };
}
