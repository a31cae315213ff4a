import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/connection.js';
import { refuse } from '../../../lib/refusal.js';
import { audit } from './service.js';

// Staff delete a product (issue #32). A product no order names is deleted; its colours, specs,
// bulk tiers, slug redirects, images, reviews, questions and the cart, wishlist and stock-alert
// rows that held it go with it (their foreign keys cascade). A product an order names is archived
// instead: its order lines and bills must keep pointing at it, and archiving takes it off the
// storefront, search, sitemap and carts just as the editor's status does.

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface ProductRemoved {
  outcome: 'deleted' | 'archived';
  name: string;
  /** The uploads the deleted product's images used: the media module lets go of those no other product uses. */
  uploadIds: number[];
}

/**
 * Deletes or archives the product in the caller's transaction. Race-safe against an order: the
 * product row is locked first (FOR UPDATE, as an order's stock reservation locks it), and the
 * order lines are read by a statement of their own afterwards, so an order that committed while
 * the lock waited is seen (the product is archived) and a later order waits for this transaction,
 * then finds no product and is refused as out of stock.
 */
export async function removeProduct(tx: Tx, productId: number, actorId: number, now: Date): Promise<ProductRemoved> {
  const locked = await tx.execute<{ name: string; slug: string; status: string }>(
    sql`SELECT name, slug, status FROM products WHERE id = ${productId} FOR UPDATE`,
  );
  const product = locked.rows[0];
  if (!product) throw refuse('product_not_found');

  const sold = await tx.execute(sql`SELECT 1 FROM order_items WHERE product_id = ${productId} LIMIT 1`);
  if (sold.rows.length > 0) {
    if (product.status !== 'archived') {
      await tx.execute(sql`
        UPDATE products SET status = 'archived', version = version + 1, updated_at = ${now}
        WHERE id = ${productId}`);
      await audit(tx, 'product', productId, actorId, [{ field: 'status', before: product.status, after: 'archived' }]);
    }
    return { outcome: 'archived', name: product.name, uploadIds: [] };
  }

  const images = await tx.execute<{ upload_id: number | null }>(
    sql`SELECT upload_id FROM product_images WHERE product_id = ${productId}`,
  );
  await tx.execute(sql`DELETE FROM products WHERE id = ${productId}`);
  await audit(tx, 'product', productId, actorId, [
    { field: 'deleted', before: { name: product.name, slug: product.slug, status: product.status }, after: null },
  ]);
  return {
    outcome: 'deleted',
    name: product.name,
    uploadIds: images.rows.flatMap((row) => (row.upload_id === null ? [] : [row.upload_id])),
  };
}
