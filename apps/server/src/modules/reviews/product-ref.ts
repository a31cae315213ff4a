import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.js';
import { products, users } from '../../db/schema.js';
import type { PublicUser } from '@pasal/contract';

/**
 * The little reviews and questions need to know about products and people: a product's id and
 * rating aggregates by slug, and a person's public name. Products no longer sold keep their
 * reviews and questions readable.
 */
export interface ProductRatingRef {
  id: number;
  overallRating: number;
  totalRatings: number;
  /** Whose reviews it shows: its family's configurations (issue #35), else itself. */
  reviewedIds: number[];
}

export async function productBySlug(db: DbOrTx, slug: string): Promise<ProductRatingRef | null> {
  const [row] = await db
    .select({
      id: products.id,
      overallRating: products.overallRating,
      totalRatings: products.totalRatings,
      // Named in full: the builder writes a one-table select's columns unqualified, which inside
      // the subquery would name q's own.
      reviewedIds: sql<number[]>`(SELECT array_agg(q.id ORDER BY q.id) FROM products q
        WHERE q.id = "products"."id" OR q.family_id = "products"."family_id")`,
    })
    .from(products)
    .where(eq(products.slug, slug))
    .limit(1);
  return row ?? null;
}

export async function productExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, id)).limit(1);
  return row !== undefined;
}

/** First and last name only: a review or a question never shows an e-mail or a phone. */
export async function publicUser(db: DbOrTx, id: number): Promise<PublicUser | null> {
  const [row] = await db
    .select({ first_name: users.firstName, last_name: users.lastName })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}
