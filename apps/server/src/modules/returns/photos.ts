import {
  RETURN_PHOTO_TYPES,
  RETURN_PHOTO_WIDTHS,
  RETURN_PHOTOS_MAX,
  type ReturnPhoto,
  type ReturnPhotoSize,
} from '@pasal/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.js';
import { fieldRefusal, refuse, type RefusalError } from '../../lib/refusal.js';
import type { AppServices } from '../../services.js';
import { createLimiter, ImageRejected, webpRenditions } from '../media/index.js';
import { orderReturnPhotos, orderReturns } from './schema.js';

// A return's photos (issue #33): the customer attaches up to three to their request while it waits
// for an answer; the customer and staff look at them. The file's type comes from its bytes (media's
// sniffing: JPEG, PNG or WebP only, so an SVG, a HEIC or a renamed text file is refused), never from
// its name or Content-Type; what is kept is the picture re-encoded as WebP at two widths
// (media/pipeline.ts), in the database (schema.ts says why not on disk).

type PhotoServices = Pick<AppServices, 'database' | 'now'>;

/** Encoding is CPU-heavy: one photo at a time per process, the rest wait their turn. */
const oneAtATime = createLimiter(1);

const REJECTIONS = {
  fileType: 'return_photo_file_type',
  fileUnreadable: 'return_photo_unreadable',
  tooManyPixels: 'return_photo_too_many_pixels',
} as const satisfies Record<ImageRejected['reason'], string>;

function photoRefusal(code: (typeof REJECTIONS)[ImageRejected['reason']]): RefusalError {
  return refuse(code, undefined, { fields: { photo: fieldRefusal(code) } });
}

/** The photos of these returns, by return, in the order they were added. */
export async function photosOf(db: DbOrTx, returnIds: readonly number[]): Promise<Map<number, ReturnPhoto[]>> {
  const byReturn = new Map<number, ReturnPhoto[]>();
  if (returnIds.length === 0) return byReturn;
  const rows = await db
    .select({
      id: orderReturnPhotos.id,
      returnId: orderReturnPhotos.returnId,
      width: orderReturnPhotos.width,
      height: orderReturnPhotos.height,
    })
    .from(orderReturnPhotos)
    .where(inArray(orderReturnPhotos.returnId, [...returnIds]))
    .orderBy(asc(orderReturnPhotos.position));
  for (const row of rows) {
    byReturn.set(row.returnId, [
      ...(byReturn.get(row.returnId) ?? []),
      { id: row.id, width: row.width, height: row.height },
    ]);
  }
  return byReturn;
}

/**
 * Adds one photo to the customer's own return (404 for a return that is not theirs, or not on
 * that order). Checked and encoded before any lock is taken; then, under the return's row lock, the
 * return must still be waiting for an answer (409) and have fewer than three photos (409), so two
 * uploads at once never make a fourth.
 */
export async function addReturnPhoto(
  services: PhotoServices,
  owner: { userId: number; transactionId: string; returnId: number },
  file: Buffer,
): Promise<void> {
  const { db } = services.database;
  const mine = async (tx: DbOrTx, lock: boolean) => {
    const result = await tx.execute<{ id: number; status: string }>(sql`
      SELECT r.id, r.status FROM order_returns r JOIN orders o ON o.id = r.order_id
      WHERE r.id = ${owner.returnId} AND o.transaction_id = ${owner.transactionId} AND o.user_id = ${owner.userId}
      ${lock ? sql`FOR UPDATE OF r` : sql``}`);
    return result.rows[0];
  };
  // Not theirs, or full already: refused before a second of CPU is spent on the file.
  const before = await mine(db, false);
  if (!before) throw refuse('return_not_found');
  if (before.status !== 'requested') throw refuse('return_photo_not_now');
  let encoded: Awaited<ReturnType<typeof webpRenditions>>;
  try {
    encoded = await oneAtATime(() =>
      webpRenditions(file, [RETURN_PHOTO_WIDTHS.thumb, RETURN_PHOTO_WIDTHS.full], RETURN_PHOTO_TYPES),
    );
  } catch (error) {
    if (error instanceof ImageRejected) throw photoRefusal(REJECTIONS[error.reason]);
    throw error;
  }
  const [thumb, full] = encoded.renditions;
  if (!thumb || !full) throw new Error('photo renditions missing');
  await db.transaction(async (tx) => {
    const locked = await mine(tx, true);
    if (!locked) throw refuse('return_not_found');
    if (locked.status !== 'requested') throw refuse('return_photo_not_now');
    const taken = await tx
      .select({ position: orderReturnPhotos.position })
      .from(orderReturnPhotos)
      .where(eq(orderReturnPhotos.returnId, owner.returnId));
    if (taken.length >= RETURN_PHOTOS_MAX)
      throw refuse('return_photos_full', undefined, { fields: { photo: fieldRefusal('return_photos_full') } });
    const used = new Set(taken.map((row) => row.position));
    const position = [1, 2, 3].find((candidate) => !used.has(candidate)) ?? RETURN_PHOTOS_MAX + 1;
    await tx.insert(orderReturnPhotos).values({
      returnId: owner.returnId,
      position,
      sourceType: encoded.type,
      sourceBytes: file.length,
      width: full.width,
      height: full.height,
      thumb: thumb.data,
      full: full.data,
      uploadedBy: owner.userId,
      createdAt: new Date(services.now()),
    });
    await tx
      .update(orderReturns)
      .set({ updatedAt: new Date(services.now()) })
      .where(eq(orderReturns.id, owner.returnId));
  });
}

/**
 * A photo's bytes at one size, for its return's customer (`userId`, on that order) or for staff
 * (`userId` null: the route has checked the role). Undefined when it is not there or not theirs.
 */
export async function readReturnPhoto(
  db: DbOrTx,
  where: {
    returnId: number;
    photoId: number;
    size: ReturnPhotoSize;
    customer?: { userId: number; transactionId: string };
  },
): Promise<Buffer | undefined> {
  const column = where.size === 'thumb' ? orderReturnPhotos.thumb : orderReturnPhotos.full;
  const conditions = [eq(orderReturnPhotos.id, where.photoId), eq(orderReturnPhotos.returnId, where.returnId)];
  if (where.customer) {
    conditions.push(sql`EXISTS (SELECT 1 FROM order_returns r JOIN orders o ON o.id = r.order_id
      WHERE r.id = ${orderReturnPhotos.returnId} AND o.user_id = ${where.customer.userId}
        AND o.transaction_id = ${where.customer.transactionId})`);
  }
  const [row] = await db
    .select({ data: column })
    .from(orderReturnPhotos)
    .where(and(...conditions));
  return row?.data;
}
