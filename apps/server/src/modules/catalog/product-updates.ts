import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.js';
import { products } from './schema.js';

// Writes to the catalogue's product rows that other modules make (issue #21: a module writes only
// its own tables), in the caller's transaction.

/**
 * Stores the rating figures of `productIds` and of every configuration in their families (issue
 * #35): a family's configurations share their reviews, so each carries the mean (rounded to 2
 * decimals, 0 for none) and the number of the visible reviews of the whole family; a product
 * outside a family, its own. One statement in the caller's transaction, which has locked the
 * products (the reviews module's lockProduct). It reads the reviews table by name: the figures
 * are the catalogue's, the rows the reviews module's, and the reviews module imports this one.
 */
export async function refreshRatings(tx: DbOrTx, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return;
  const ids = sql`${sql.param([...productIds])}::integer[]`;
  await tx.execute(sql`
    WITH target AS (
      SELECT p.id, p.family_id FROM products p
      WHERE p.id = ANY(${ids})
        OR p.family_id IN (SELECT family_id FROM products WHERE id = ANY(${ids}) AND family_id IS NOT NULL)
    ), scope AS (
      SELECT t.id AS target_id, t.id AS product_id FROM target t
      UNION ALL
      SELECT t.id, q.id FROM target t JOIN products q ON q.family_id = t.family_id AND q.id <> t.id
    ), figures AS (
      SELECT s.target_id, round(avg(r.rating)::numeric, 2) AS mean, count(r.id) AS n
      FROM scope s LEFT JOIN reviews r ON r.product_id = s.product_id AND r.hidden_at IS NULL
      GROUP BY s.target_id
    )
    UPDATE products p SET overall_rating = coalesce(f.mean, 0), total_ratings = f.n
    FROM figures f WHERE f.target_id = p.id`);
}

/** A product's stored rating figures (refreshRatings), or undefined when there is no such product. */
export async function storedRating(
  tx: DbOrTx,
  productId: number,
): Promise<{ overallRating: number; totalRatings: number } | undefined> {
  const [stored] = await tx
    .select({ overallRating: products.overallRating, totalRatings: products.totalRatings })
    .from(products)
    .where(eq(products.id, productId));
  return stored;
}

/** Marks a product changed (its images changed in the media module): caches keyed on updated_at move on. */
export async function touchProduct(tx: DbOrTx, productId: number): Promise<void> {
  await tx
    .update(products)
    .set({ updatedAt: sql`now()` })
    .where(eq(products.id, productId));
}
