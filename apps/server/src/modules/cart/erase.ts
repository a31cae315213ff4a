import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.js';

/** Erasing an account on request (customers module): its cart and wishlist go. */
export async function eraseCartAndWishlist(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`DELETE FROM cart_items WHERE user_id = ${userId}`);
  await tx.execute(sql`DELETE FROM wishlist_items WHERE user_id = ${userId}`);
}
