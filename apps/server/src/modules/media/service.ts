import { PRODUCT_IMAGES_MAX, mediaUrl, type AdminProductImage, type ImageFormat } from '@pasal/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/connection.js';
import { fixedStatement } from '../../db/prepared.js';
import { fieldRefusal, refuse } from '../../lib/refusal.js';
import { productImages, products } from '../../db/schema.js';
import { recordCatalogueChanges, removeProduct, touchProduct, type ProductRemoved } from '../catalog/index.js';
import type { ProcessedImage } from './pipeline.js';
import { sha256Hex, variantName } from './plan.js';
import { mediaUploads, mediaVariants } from './schema.js';

// A product's images in the database: list, attach an upload, describe, reorder, delete, and the
// variants' bytes for /media/. Each change runs in one transaction under a per-product advisory
// lock (two admins uploading at once cannot both take the 20th place, and orders updating the
// product's stock are not held up). The routes clear the catalogue caches after each commit.

/** The width of an upload's `image` URL: shown where one URL must do (cart, orders, search, SEO). */
const MAIN_WIDTH = 640;
/** First key of the advisory lock on a product's images (the second is the product id). */
const IMAGES_LOCK = 0x1a9e;
const FOREIGN_KEY_VIOLATION = '23503';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const imageColumns = {
  id: productImages.id,
  url: productImages.url,
  alt: productImages.alt,
  position: productImages.position,
  key: mediaUploads.key,
  width: mediaUploads.width,
  height: mediaUploads.height,
  widths: mediaUploads.widths,
};

type ImageRow = {
  id: number;
  url: string;
  alt: string;
  position: number;
  key: string | null;
  width: number | null;
  height: number | null;
  widths: number[] | null;
};

function toImage(row: ImageRow): AdminProductImage {
  return {
    id: row.id,
    image: row.url,
    alt: row.alt,
    position: row.position,
    width: row.width,
    height: row.height,
    variants: row.key && row.widths ? { key: row.key, widths: row.widths } : null,
  };
}

async function imagesOf(db: DbOrTx, productId: number): Promise<AdminProductImage[]> {
  const rows = await db
    .select(imageColumns)
    .from(productImages)
    .leftJoin(mediaUploads, eq(mediaUploads.id, productImages.uploadId))
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position), asc(productImages.id));
  return rows.map(toImage);
}

async function assertProduct(db: DbOrTx, productId: number): Promise<void> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!row) throw refuse('product_not_found');
}

/** Serialises changes to one product's images, and checks the product exists. */
async function lockProduct(tx: Tx, productId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${IMAGES_LOCK}, ${productId})`);
  await assertProduct(tx, productId);
}

/**
 * Records a change of the product's images in its history (catalogue_audit_log, as the editor's
 * changes are): the images before and after, in order, each by id with its alt text. The product's
 * version does not move: the editor's form holds no images, so a save there cannot undo this.
 */
async function recordImagesChange(
  tx: Tx,
  productId: number,
  actorId: number,
  before: readonly AdminProductImage[],
  after: readonly AdminProductImage[],
): Promise<void> {
  const view = (images: readonly AdminProductImage[]) => images.map(({ id, alt }) => ({ id, alt }));
  await recordCatalogueChanges(tx, 'product', productId, actorId, [
    { field: 'images', before: view(before), after: view(after) },
  ]);
  await touchProduct(tx, productId);
}

export async function listProductImages(db: Database, productId: number): Promise<AdminProductImage[]> {
  await assertProduct(db, productId);
  return imagesOf(db, productId);
}

/** 404 before any work is spent on a file for a product that does not exist. */
export const checkProductExists = assertProduct;

/** Whether an upload of these bytes is already stored (then it is attached without decoding it again). */
export async function hasUpload(db: DbOrTx, key: string): Promise<boolean> {
  const [row] = await db.select({ id: mediaUploads.id }).from(mediaUploads).where(eq(mediaUploads.key, key));
  return row !== undefined;
}

/** The stored upload of `key`, locked against being garbage-collected until this transaction ends. */
async function lockUpload(tx: Tx, key: string): Promise<{ id: number; widths: number[] } | undefined> {
  const [row] = await tx
    .select({ id: mediaUploads.id, widths: mediaUploads.widths })
    .from(mediaUploads)
    .where(eq(mediaUploads.key, key))
    .for('key share');
  return row;
}

async function storeUpload(tx: Tx, key: string, image: ProcessedImage, sourceBytes: number) {
  const [created] = await tx
    .insert(mediaUploads)
    .values({
      key,
      width: image.width,
      height: image.height,
      widths: image.widths,
      sourceType: image.sourceType,
      sourceBytes,
    })
    .onConflictDoNothing({ target: mediaUploads.key })
    .returning({ id: mediaUploads.id, widths: mediaUploads.widths });
  // Another request stored the same file a moment ago: use its variants.
  if (!created) return lockUpload(tx, key);
  await tx.insert(mediaVariants).values(
    image.variants.map((variant) => ({
      uploadId: created.id,
      name: variantName(key, variant.width, variant.format),
      format: variant.format,
      width: variant.width,
      height: variant.height,
      sha256: sha256Hex(variant.data),
      byteSize: variant.data.length,
      data: variant.data,
    })),
  );
  return created;
}

/** The variant width behind an upload's single `image` URL: 640 px, or the nearest it has. */
function mainWidth(widths: readonly number[]): number {
  return widths.find((width) => width >= MAIN_WIDTH) ?? widths[widths.length - 1]!;
}

export class UploadGone extends Error {}

/**
 * Adds an image to the end of the product's list. `image` is the processed file, or null when
 * hasUpload() said it is stored already; if that upload was deleted since, this throws UploadGone
 * and the caller processes the file and calls again.
 */
export async function attachImage(
  db: Database,
  input: {
    productId: number;
    actorId: number;
    alt: string;
    key: string;
    image: ProcessedImage | null;
    sourceBytes: number;
  },
): Promise<{ images: AdminProductImage[]; image: AdminProductImage }> {
  return db.transaction(async (tx) => {
    await lockProduct(tx, input.productId);
    const before = await imagesOf(tx, input.productId);
    const [counted] = await tx
      .select({ count: sql<number>`count(*)::int`, last: sql<number>`coalesce(max(${productImages.position}), -1)` })
      .from(productImages)
      .where(eq(productImages.productId, input.productId));
    if ((counted?.count ?? 0) >= PRODUCT_IMAGES_MAX)
      throw refuse(
        'image_too_many',
        { max: PRODUCT_IMAGES_MAX },
        { fields: { image: fieldRefusal('image_too_many', { max: PRODUCT_IMAGES_MAX }) } },
      );
    const upload = input.image
      ? await storeUpload(tx, input.key, input.image, input.sourceBytes)
      : await lockUpload(tx, input.key);
    if (!upload) throw new UploadGone();
    const [inserted] = await tx
      .insert(productImages)
      .values({
        productId: input.productId,
        url: mediaUrl(input.key, mainWidth(upload.widths), 'jpeg'),
        alt: input.alt,
        position: (counted?.last ?? -1) + 1,
        uploadId: upload.id,
      })
      .returning({ id: productImages.id });
    const images = await imagesOf(tx, input.productId);
    await recordImagesChange(tx, input.productId, input.actorId, before, images);
    return { images, image: images.find((image) => image.id === inserted!.id)! };
  });
}

/**
 * Stores an image for the shop's own pages (a category's picture): no product holds it, the page
 * that uses it keeps its address. `image` is null when hasUpload() said it is stored already (then
 * UploadGone if it was deleted since, as for attachImage).
 */
export async function storeShopImage(
  db: Database,
  input: { key: string; image: ProcessedImage | null; sourceBytes: number },
): Promise<{ image: string; width: number; height: number }> {
  return db.transaction(async (tx) => {
    const upload = input.image
      ? await storeUpload(tx, input.key, input.image, input.sourceBytes)
      : await lockUpload(tx, input.key);
    if (!upload) throw new UploadGone();
    const [size] = await tx
      .select({ width: mediaUploads.width, height: mediaUploads.height })
      .from(mediaUploads)
      .where(eq(mediaUploads.id, upload.id));
    return {
      image: mediaUrl(input.key, mainWidth(upload.widths), 'jpeg'),
      width: size?.width ?? 0,
      height: size?.height ?? 0,
    };
  });
}

export async function describeImage(
  db: Database,
  input: { productId: number; actorId: number; imageId: number; alt: string },
): Promise<{ images: AdminProductImage[]; image: AdminProductImage }> {
  return db.transaction(async (tx) => {
    await lockProduct(tx, input.productId);
    const before = await imagesOf(tx, input.productId);
    const changed = await tx
      .update(productImages)
      .set({ alt: input.alt })
      .where(and(eq(productImages.id, input.imageId), eq(productImages.productId, input.productId)))
      .returning({ id: productImages.id });
    if (changed.length === 0) throw refuse('image_not_found');
    const images = await imagesOf(tx, input.productId);
    await recordImagesChange(tx, input.productId, input.actorId, before, images);
    return { images, image: images.find((image) => image.id === input.imageId)! };
  });
}

/** `imageIds` must be exactly the product's images (409 otherwise: someone changed them meanwhile). */
export async function reorderImages(
  db: Database,
  productId: number,
  imageIds: number[],
  actorId: number,
): Promise<AdminProductImage[]> {
  return db.transaction(async (tx) => {
    await lockProduct(tx, productId);
    const before = await imagesOf(tx, productId);
    const current = await tx
      .select({ id: productImages.id })
      .from(productImages)
      .where(eq(productImages.productId, productId));
    const known = new Set(current.map((row) => row.id));
    if (current.length !== imageIds.length || !imageIds.every((id) => known.has(id)))
      throw refuse('image_order_changed', undefined, { fields: { image_ids: fieldRefusal('image_order_changed') } });
    await tx.execute(sql`
      UPDATE product_images i SET position = o.position - 1
      FROM unnest(${`{${imageIds.join(',')}}`}::int[]) WITH ORDINALITY AS o(id, position)
      WHERE i.id = o.id AND i.product_id = ${productId}`);
    const images = await imagesOf(tx, productId);
    await recordImagesChange(tx, productId, actorId, before, images);
    return images;
  });
}

/**
 * Deletes these uploads and their variants, each unless a product image, a category's picture,
 * the home page (a hero slide) or a blog post's cover (draft or published) still uses it (after the caller deleted its own images of them). In a savepoint: an upload of the same file attaching to
 * one at this moment makes the delete fail its foreign key, and then the uploads simply stay.
 */
export async function deleteUnusedUploads(tx: Tx, uploadIds: number[]): Promise<void> {
  if (uploadIds.length === 0) return;
  await tx
    .transaction(async (inner) => {
      await inner.execute(sql`
        DELETE FROM media_uploads u WHERE u.id = ANY(${sql.param(uploadIds)}::integer[])
          AND NOT EXISTS (SELECT 1 FROM product_images i WHERE i.upload_id = u.id)
          AND NOT EXISTS (SELECT 1 FROM categories c WHERE c.image LIKE '/media/' || u.key || '-%')
          AND NOT EXISTS (SELECT 1 FROM storefront_home h WHERE h.content::text LIKE '%/media/' || u.key || '-%')
          AND NOT EXISTS (SELECT 1 FROM blog_posts b WHERE concat(b.draft::text, b.published::text) LIKE '%/media/' || u.key || '-%')`);
    })
    .catch((error: unknown) => {
      const failure = error as { code?: string; cause?: { code?: string } };
      if ((failure.code ?? failure.cause?.code) !== FOREIGN_KEY_VIOLATION) throw error;
    });
}

/**
 * Staff delete a product: the catalogue deletes it (or archives it when an order names it), and
 * the stored pictures its images used go too unless another product uses them, in one
 * transaction. Here rather than in the catalogue because the pictures are this module's, and it
 * already builds on the catalogue (not the other way round). The images' lock comes first, as
 * for every image change, so an upload to this product at the same moment waits and then finds
 * no product.
 */
export async function removeProductAndImages(
  db: Database,
  productId: number,
  actorId: number,
  now: Date,
): Promise<ProductRemoved> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${IMAGES_LOCK}, ${productId})`);
    const removed = await removeProduct(tx, productId, actorId, now);
    await deleteUnusedUploads(tx, removed.uploadIds);
    return removed;
  });
}

/** Deletes the image; its upload's variants go too unless another product image still uses them. */
export async function deleteImage(
  db: Database,
  productId: number,
  imageId: number,
  actorId: number,
): Promise<AdminProductImage[]> {
  return db.transaction(async (tx) => {
    await lockProduct(tx, productId);
    const before = await imagesOf(tx, productId);
    const [deleted] = await tx
      .delete(productImages)
      .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)))
      .returning({ uploadId: productImages.uploadId });
    if (!deleted) throw refuse('image_not_found');
    if (deleted.uploadId !== null) await deleteUnusedUploads(tx, [deleted.uploadId]);
    // The positions stay 0, 1, 2, …: the next image is the main one when the first is deleted.
    await tx.execute(sql`
      UPDATE product_images i SET position = o.position
      FROM (SELECT id, row_number() OVER (ORDER BY position, id) - 1 AS position
            FROM product_images WHERE product_id = ${productId}) o
      WHERE i.id = o.id AND i.position <> o.position`);
    const images = await imagesOf(tx, productId);
    await recordImagesChange(tx, productId, actorId, before, images);
    return images;
  });
}

export interface StoredVariant {
  format: ImageFormat;
  sha256: string;
  data: Buffer;
}

/** One variant's bytes by name, or undefined. A fixed, prepared statement: it serves every image request. */
const variantByName = fixedStatement<StoredVariant, { name: string }>(
  (v) => sql`SELECT format, sha256, data FROM media_variants WHERE name = ${v.name}`,
);

export async function readVariant(db: DbOrTx, name: string): Promise<StoredVariant | undefined> {
  const [row] = await variantByName(db, { name });
  return row;
}
