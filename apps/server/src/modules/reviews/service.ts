import { REVIEWS_PAGE_SIZE, type Review, type ReviewList, type ReviewSaved, totalPages } from '@pasal/contract';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/connection.js';
import { orderItems, orders, users } from '../../db/schema.js';
import { refreshRatings, storedRating } from '../catalog/index.js';
import { productBySlug, publicUser } from './product-ref.js';
import { reviews } from './schema.js';
import { refuse } from '../../lib/refusal.js';

/**
 * Whether the reviewer bought the product: a Delivered order of theirs contains it. Read with the
 * review, not only stored when it was written: a shopper who reviews before the parcel arrives is
 * a buyer once it does (issue 30). The stored flag still counts (an order later cancelled after
 * delivery, e.g. a return, does not take the mark back). One indexed lookup per review shown.
 */
const boughtIt = sql<boolean>`(${reviews.verifiedPurchase} OR EXISTS (
  SELECT 1 FROM ${orderItems} JOIN ${orders} ON ${orders.id} = ${orderItems.orderId}
  WHERE ${orders.userId} = ${reviews.userId} AND ${orderItems.productId} = ${reviews.productId}
    AND ${orders.status} = 'Delivered'))`;

const reviewColumns = {
  id: reviews.id,
  rating: reviews.rating,
  reviewText: reviews.reviewText,
  verifiedPurchase: boughtIt,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  replyText: reviews.replyText,
  replyAt: reviews.replyAt,
  firstName: users.firstName,
  lastName: users.lastName,
  productId: reviews.productId,
  optionValues: sql<string[] | null>`(SELECT q.option_values FROM products q WHERE q.id = "reviews"."product_id")`,
};

type ReviewRow = {
  id: number;
  rating: number;
  reviewText: string;
  verifiedPurchase: boolean;
  createdAt: Date;
  updatedAt: Date;
  replyText: string | null;
  replyAt: Date | null;
  firstName: string;
  lastName: string;
  productId: number;
  optionValues: string[] | null;
};

/** `listed`: the product whose page lists it; a review of another configuration says which. */
function toReview(row: ReviewRow, listed: number = row.productId): Review {
  return {
    configuration: row.productId !== listed && row.optionValues ? row.optionValues.join('/') : null,
    id: row.id,
    rating: row.rating,
    review_text: row.reviewText,
    verified_purchase: row.verifiedPurchase,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    user: { first_name: row.firstName, last_name: row.lastName },
    staff_reply:
      row.replyText !== null && row.replyAt !== null
        ? { text: row.replyText, replied_at: row.replyAt.toISOString() }
        : null,
  };
}

/** Reviews shoppers see: staff have not hidden them. */
const visible = isNull(reviews.hiddenAt);

/**
 * Recomputes a product's overall_rating (mean of the visible reviews of its family — its own when it
 * is in none — rounded to 2 decimals, 0 when none) and total_ratings (their number) from the review
 * rows, on it and every configuration of its family (issue #35). Called in the transaction that
 * changed a review, after lockProduct, so concurrent changes apply one after another.
 */
export async function recomputeRating(
  tx: DbOrTx,
  productId: number,
): Promise<{ overallRating: number; totalRatings: number }> {
  await refreshRatings(tx, [productId]);
  const aggregates = await storedRating(tx, productId);
  if (!aggregates) throw refuse('product_not_found');
  return aggregates;
}

/**
 * Locks a product's row and its family's (in id order, as orders lock products) for a change to its
 * reviews, which moves the whole family's rating; the ids of the family's configurations (the
 * product alone outside a family), or [] when there is no such product.
 */
export async function lockProduct(tx: DbOrTx, productId: number): Promise<number[]> {
  const locked = await tx.execute<{ id: number }>(sql`
    SELECT p.id FROM products p
    WHERE p.id = ${productId}
      OR p.family_id = (SELECT family_id FROM products WHERE id = ${productId})
    ORDER BY p.id FOR UPDATE`);
  const ids = locked.rows.map((row) => row.id);
  return ids.includes(productId) ? ids : [];
}

/**
 * A product's visible reviews, newest first, with its rating aggregates and the caller's own review
 * (shown to them even while hidden: it is theirs to edit).
 */
export async function listReviews(
  db: Database,
  query: { productSlug: string; page: number; viewerId: number | null; verifiedOnly?: boolean },
): Promise<ReviewList> {
  const product = await productBySlug(db, query.productSlug);
  if (!product) throw refuse('product_not_found');
  // "Verified purchases only": the list and its count; the rating stays that of every visible review.
  const shown = query.verifiedOnly ? and(visible, boughtIt) : visible;
  const [rows, [{ total } = { total: 0 }], mine] = await Promise.all([
    db
      .select(reviewColumns)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(and(inArray(reviews.productId, product.reviewedIds), shown))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(REVIEWS_PAGE_SIZE)
      .offset((query.page - 1) * REVIEWS_PAGE_SIZE),
    db
      .select({ total: count() })
      .from(reviews)
      .where(and(inArray(reviews.productId, product.reviewedIds), shown)),
    query.viewerId === null
      ? Promise.resolve([])
      : db
          .select(reviewColumns)
          .from(reviews)
          .innerJoin(users, eq(users.id, reviews.userId))
          .where(and(eq(reviews.productId, product.id), eq(reviews.userId, query.viewerId)))
          .limit(1),
  ]);
  return {
    data: rows.map((row) => toReview(row, product.id)),
    count: total,
    page: query.page,
    total_pages: totalPages(total, REVIEWS_PAGE_SIZE),
    overall_rating: product.overallRating,
    total_ratings: product.totalRatings,
    my_review: mine[0] ? toReview(mine[0]) : null,
  };
}

/**
 * A purchase is verified when the customer has a delivered order containing the product.
 * (Read-only look at the orders tables; the orders module owns them.)
 */
async function hasDeliveredOrderWith(db: DbOrTx, userId: number, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(eq(orders.userId, userId), eq(orders.status, 'Delivered'), eq(orderItems.productId, productId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Creates the customer's review of a product, or updates it when they have one (one review per
 * customer per product), and recomputes the product's overall_rating (mean rounded to 2
 * decimals) and total_ratings from the visible review rows in the same transaction. A review
 * staff hid stays hidden when its author edits it, and keeps the shop's reply. The product row is
 * locked first, so concurrent reviews of one product are applied one after another and the
 * aggregates stay exact. The caller invalidates the catalogue cache after this resolves.
 */
export async function saveReview(
  db: Database,
  input: { userId: number; productId: number; rating: number; reviewText: string; now: Date },
): Promise<ReviewSaved> {
  return db.transaction(async (tx) => {
    if ((await lockProduct(tx, input.productId)).length === 0) throw refuse('product_not_found');
    const author = await publicUser(tx, input.userId);
    if (!author) throw refuse('account_gone');
    const verified = await hasDeliveredOrderWith(tx, input.userId, input.productId);

    const [saved] = await tx
      .insert(reviews)
      .values({
        productId: input.productId,
        userId: input.userId,
        rating: input.rating,
        reviewText: input.reviewText,
        verifiedPurchase: verified,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .onConflictDoUpdate({
        target: [reviews.productId, reviews.userId],
        set: {
          rating: input.rating,
          reviewText: input.reviewText,
          verifiedPurchase: verified,
          updatedAt: input.now,
        },
      })
      .returning({
        id: reviews.id,
        rating: reviews.rating,
        reviewText: reviews.reviewText,
        verifiedPurchase: reviews.verifiedPurchase,
        createdAt: reviews.createdAt,
        updatedAt: reviews.updatedAt,
        replyText: reviews.replyText,
        replyAt: reviews.replyAt,
        // xmax is 0 only for a freshly inserted row version.
        inserted: sql<boolean>`(xmax = 0)`,
      });
    if (!saved) throw new Error('The review was not saved');

    const aggregates = await recomputeRating(tx, input.productId);

    return {
      data: toReview({
        ...saved,
        firstName: author.first_name,
        lastName: author.last_name,
        productId: input.productId,
        optionValues: null,
      }),
      created: saved.inserted,
      overall_rating: aggregates.overallRating,
      total_ratings: aggregates.totalRatings,
    };
  });
}
