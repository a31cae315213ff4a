import { eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.js';
import { products } from './schema.js';

// Writes to the catalogue's product rows that other modules make (issue #21: a module writes only
// its own tables), in the caller's transaction.

/**
 * Stores a product's rating figures, computed by the reviews module (`overallRating` and
 * `totalRatings` are SQL over its reviews, so the figures and the write are one statement in the
 * caller's transaction). The new figures, or undefined when there is no such product.
 */
export async function storeProductRating(
  tx: DbOrTx,
  productId: number,
  figures: { overallRating: SQL; totalRatings: SQL },
): Promise<{ overallRating: number; totalRatings: number } | undefined> {
  const [stored] = await tx
    .update(products)
    .set(figures)
    .where(eq(products.id, productId))
    .returning({ overallRating: products.overallRating, totalRatings: products.totalRatings });
  return stored;
}

/** Marks a product changed (its images changed in the media module): caches keyed on updated_at move on. */
export async function touchProduct(tx: DbOrTx, productId: number): Promise<void> {
  await tx
    .update(products)
    .set({ updatedAt: sql`now()` })
    .where(eq(products.id, productId));
}
