import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.js';
import { lockProduct, recomputeRating } from './service.js';

/**
 * Erasing an account on request (customers module): its reviews go rather than stay under an
 * anonymous name, because their words are the customer's own and may name them. Each product's
 * row is locked (in id order, as orders lock them) before its rating is recomputed without them.
 * Returns the products whose rating moved: the caller announces the change after the commit.
 */
export async function eraseReviews(tx: DbOrTx, userId: number): Promise<number[]> {
  const rated = await tx.execute<{ product_id: number }>(
    sql`SELECT DISTINCT product_id FROM reviews WHERE user_id = ${userId} ORDER BY product_id`,
  );
  const productIds = rated.rows.map((row) => row.product_id);
  for (const productId of productIds) await lockProduct(tx, productId);
  await tx.execute(sql`DELETE FROM reviews WHERE user_id = ${userId}`);
  for (const productId of productIds) await recomputeRating(tx, productId);
  return productIds;
}
