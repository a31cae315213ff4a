import {
  ADMIN_REVIEWS_PAGE_SIZE,
  MODERATION_MESSAGES,
  type AdminReview,
  type AdminReviewChanged,
  type AdminReviewDeleted,
  type AdminReviewList,
  type AdminReviewReplied,
  type ReviewVisibilityFilter,
  totalPages,
} from '@pasal/contract';
import { and, count, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, DbOrTx } from '../../db/connection.js';
import { refuse } from '../../lib/refusal.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { products, users } from '../../db/schema.js';
import { reviewDeletions, reviews } from './schema.js';
import { lockProduct, recomputeRating } from './service.js';

// Reviews in the back office: every review with its product, filters, hiding and showing (which
// move the product's rating in the same transaction) and the shop's public reply.

const hiders = alias(users, 'hiders');
const repliers = alias(users, 'repliers');

const adminColumns = {
  id: reviews.id,
  productId: products.id,
  productName: products.name,
  productSlug: products.slug,
  firstName: users.firstName,
  lastName: users.lastName,
  rating: reviews.rating,
  reviewText: reviews.reviewText,
  verifiedPurchase: reviews.verifiedPurchase,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  hiddenAt: reviews.hiddenAt,
  hiddenReason: reviews.hiddenReason,
  hiderFirstName: hiders.firstName,
  hiderLastName: hiders.lastName,
  replyText: reviews.replyText,
  replyAt: reviews.replyAt,
  replierFirstName: repliers.firstName,
  replierLastName: repliers.lastName,
};

interface AdminRow {
  id: number;
  productId: number;
  productName: string;
  productSlug: string;
  firstName: string;
  lastName: string;
  rating: number;
  reviewText: string;
  verifiedPurchase: boolean;
  createdAt: Date;
  updatedAt: Date;
  hiddenAt: Date | null;
  hiddenReason: string | null;
  hiderFirstName: string | null;
  hiderLastName: string | null;
  replyText: string | null;
  replyAt: Date | null;
  replierFirstName: string | null;
  replierLastName: string | null;
}

function person(first: string | null, last: string | null) {
  return first === null || last === null ? null : { first_name: first, last_name: last };
}

function toAdminReview(row: AdminRow): AdminReview {
  return {
    id: row.id,
    product: { id: row.productId, name: row.productName, slug: row.productSlug },
    user: { first_name: row.firstName, last_name: row.lastName },
    rating: row.rating,
    review_text: row.reviewText,
    verified_purchase: row.verifiedPurchase,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    hidden:
      row.hiddenAt !== null && row.hiddenReason !== null
        ? {
            at: row.hiddenAt.toISOString(),
            reason: row.hiddenReason,
            by: person(row.hiderFirstName, row.hiderLastName),
          }
        : null,
    reply:
      row.replyText !== null && row.replyAt !== null
        ? { text: row.replyText, at: row.replyAt.toISOString(), by: person(row.replierFirstName, row.replierLastName) }
        : null,
  };
}

function selectAdminReviews(db: DbOrTx) {
  return db
    .select(adminColumns)
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(users, eq(users.id, reviews.userId))
    .leftJoin(hiders, eq(hiders.id, reviews.hiddenById))
    .leftJoin(repliers, eq(repliers.id, reviews.replyById));
}

/**
 * The product filter of the staff lists: a product id, a product's exact slug, or part of its name
 * (case-insensitive; % and _ are taken literally).
 */
export function productMatch(text: string | undefined): SQL | undefined {
  const needle = text?.trim();
  if (!needle) return undefined;
  const pattern = containsPattern(needle);
  const byText = or(sql`${products.name} ILIKE ${pattern}`, eq(products.slug, needle.toLowerCase()));
  return /^\d{1,9}$/.test(needle) ? or(eq(products.id, Number(needle)), byText) : byText;
}

/** Every review, newest first, 25 a page, optionally of one rating, product or visibility. */
export async function listAdminReviews(
  db: Database,
  query: { rating?: number; product?: string; visibility?: ReviewVisibilityFilter; page: number },
): Promise<AdminReviewList> {
  const where = and(
    query.rating === undefined ? undefined : eq(reviews.rating, query.rating),
    productMatch(query.product),
    query.visibility === 'hidden'
      ? isNotNull(reviews.hiddenAt)
      : query.visibility === 'visible'
        ? isNull(reviews.hiddenAt)
        : undefined,
  );
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    selectAdminReviews(db)
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(ADMIN_REVIEWS_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_REVIEWS_PAGE_SIZE),
    db.select({ total: count() }).from(reviews).innerJoin(products, eq(products.id, reviews.productId)).where(where),
  ]);
  return {
    data: rows.map(toAdminReview),
    count: total,
    page: query.page,
    total_pages: totalPages(total, ADMIN_REVIEWS_PAGE_SIZE),
  };
}

async function adminReviewById(db: DbOrTx, id: number): Promise<AdminReview> {
  const [row] = await selectAdminReviews(db).where(eq(reviews.id, id)).limit(1);
  if (!row) throw refuse('review_not_found');
  return toAdminReview(row);
}

async function productOfReview(db: DbOrTx, id: number): Promise<number> {
  const [row] = await db.select({ productId: reviews.productId }).from(reviews).where(eq(reviews.id, id)).limit(1);
  if (!row) throw refuse('review_not_found');
  return row.productId;
}

/**
 * Hides a review from shoppers (with the reason, kept for staff) or shows it again, and recomputes
 * the product's rating and count in the same transaction. The product row is locked first, as a
 * customer's review does, so the two never compute the aggregates from different snapshots.
 * Hiding a hidden review or showing a visible one is refused (409): someone else got there first.
 * The caller tells every process to forget its catalogue answers after this resolves.
 */
export async function setReviewHidden(
  db: Database,
  input: { reviewId: number; staffId: number; hide: { reason: string } | null; now: Date },
): Promise<AdminReviewChanged> {
  return db.transaction(async (tx) => {
    const productId = await productOfReview(tx, input.reviewId);
    if ((await lockProduct(tx, productId)).length === 0) throw refuse('review_not_found');
    const [changed] = await tx
      .update(reviews)
      .set(
        input.hide
          ? { hiddenAt: input.now, hiddenById: input.staffId, hiddenReason: input.hide.reason }
          : { hiddenAt: null, hiddenById: null, hiddenReason: null },
      )
      .where(and(eq(reviews.id, input.reviewId), input.hide ? isNull(reviews.hiddenAt) : isNotNull(reviews.hiddenAt)))
      .returning({ id: reviews.id });
    if (!changed) throw refuse(input.hide ? 'review_already_hidden' : 'review_already_shown');
    const aggregates = await recomputeRating(tx, productId);
    return {
      data: await adminReviewById(tx, input.reviewId),
      message: input.hide ? MODERATION_MESSAGES.hidden : MODERATION_MESSAGES.shown,
      overall_rating: aggregates.overallRating,
      total_ratings: aggregates.totalRatings,
    };
  });
}

/** Publishes (or replaces, or with null removes) the shop's reply under a review. */
export async function setReviewReply(
  db: Database,
  input: { reviewId: number; staffId: number; reply: string | null; now: Date },
): Promise<AdminReviewReplied> {
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(reviews)
      .set(
        input.reply === null
          ? { replyText: null, replyById: null, replyAt: null }
          : { replyText: input.reply, replyById: input.staffId, replyAt: input.now },
      )
      .where(
        input.reply === null
          ? and(eq(reviews.id, input.reviewId), isNotNull(reviews.replyText))
          : eq(reviews.id, input.reviewId),
      )
      .returning({ id: reviews.id });
    if (!changed) {
      await productOfReview(tx, input.reviewId); // 404 when the review is gone
      throw refuse('review_no_reply');
    }
    return {
      data: await adminReviewById(tx, input.reviewId),
      message: input.reply === null ? MODERATION_MESSAGES.replyRemoved : MODERATION_MESSAGES.replySaved,
    };
  });
}

/**
 * Deletes a review for good, with the reason in the moderation log (review_deletions: which
 * review, product and rating, the reason, who and when; not the text nor the author), and
 * recomputes the product's rating in the same transaction, the product row locked first as for
 * hiding. The caller tells every process to forget its catalogue answers after this resolves.
 */
export async function deleteReview(
  db: Database,
  input: { reviewId: number; staffId: number; reason: string; now: Date },
): Promise<AdminReviewDeleted> {
  return db.transaction(async (tx) => {
    const productId = await productOfReview(tx, input.reviewId);
    if ((await lockProduct(tx, productId)).length === 0) throw refuse('review_not_found');
    const [deleted] = await tx
      .delete(reviews)
      .where(eq(reviews.id, input.reviewId))
      .returning({ id: reviews.id, rating: reviews.rating });
    // Deleted by someone else while this waited for the product.
    if (!deleted) throw refuse('review_not_found');
    await tx.insert(reviewDeletions).values({
      reviewId: deleted.id,
      productId,
      rating: deleted.rating,
      reason: input.reason,
      deletedBy: input.staffId,
      deletedAt: input.now,
    });
    const aggregates = await recomputeRating(tx, productId);
    return {
      data: { id: deleted.id, product_id: productId },
      message: MODERATION_MESSAGES.deleted,
      overall_rating: aggregates.overallRating,
      total_ratings: aggregates.totalRatings,
    };
  });
}
