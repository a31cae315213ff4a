import type { DemoDataRemoval } from '@pasal/contract';
import { sql, type SQL } from 'drizzle-orm';
import { refreshRatings } from '../../modules/catalog/index.js';
import { deleteUnusedUploads } from '../../modules/media/index.js';
import type { Database } from '../connection.js';

// "Remove demo data" (issue #32): deletes what the seed (./index.ts) wrote and marked is_demo, in
// one transaction. It lives beside the seed rather than in a module because, like the seed, it
// spans the catalogue, accounts, reviews and coupons. Rows real orders refer to stay: a sold demo
// product is archived (off the storefront, still on its orders), a used demo coupon switched off,
// a demo account with orders kept. Categories and brands go only when no product uses them any
// more, so the owner's products keep theirs. Every product, category and brand removed or archived
// gets a row in the catalogue's history, with the admin who did it. Run twice, the second run
// finds nothing to do.

type Report = Omit<DemoDataRemoval, 'message'>;

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

export async function removeDemoData(db: Database, actorId: number): Promise<Report> {
  return db.transaction(async (tx) => {
    const rows = async <T extends Record<string, unknown>>(query: SQL) => (await tx.execute<T>(query)).rows;

    // The demo products' rows first, locked as an order's stock reservation locks them: an order
    // that got there first is seen below (its product is archived); a later one waits and then
    // finds no such product.
    const demo = await rows<{ id: number; name: string; slug: string; status: string }>(sql`
      SELECT id, name, slug, status FROM products WHERE is_demo ORDER BY id FOR UPDATE`);
    const demoIds = ids(demo);
    // A statement of its own, so it sees orders committed while the lock above waited.
    const sold = new Set(
      ids(
        await rows<{ id: number }>(sql`
          SELECT DISTINCT product_id AS id FROM order_items WHERE product_id = ANY(${sql.param(demoIds)}::integer[])`),
      ),
    );
    const doomed = demo.filter((product) => !sold.has(product.id));
    const doomedIds = ids(doomed);
    const toArchive = demo.filter((product) => sold.has(product.id) && product.status !== 'archived');

    const reviews = await rows<{ id: number }>(sql`DELETE FROM reviews WHERE is_demo RETURNING id`);
    const images = await rows<{ id: number; upload_id: number | null }>(sql`
      DELETE FROM product_images WHERE product_id = ANY(${sql.param(doomedIds)}::integer[]) RETURNING id, upload_id`);
    const uploadIds = images.flatMap((image) => (image.upload_id === null ? [] : [image.upload_id]));
    // Images staff uploaded to a demo product: the stored picture goes unless another product uses it.
    await deleteUnusedUploads(tx, uploadIds);
    await tx.execute(sql`DELETE FROM products WHERE id = ANY(${sql.param(doomedIds)}::integer[])`);
    // A family of variants left with none (issue #35) goes with them.
    await tx.execute(
      sql`DELETE FROM product_families f WHERE NOT EXISTS (SELECT 1 FROM products p WHERE p.family_id = f.id)`,
    );
    if (toArchive.length > 0) {
      // Archived, and rated by the reviews it has left (real customers' ones, if any).
      await tx.execute(sql`
        UPDATE products p SET status = 'archived', version = version + 1, updated_at = now()
        WHERE p.id = ANY(${sql.param(ids(toArchive))}::integer[])`);
      await refreshRatings(tx, ids(toArchive));
    }

    // Demo accounts: the seed's reviewers. One an order, a redemption, an order's history or an
    // answered question names stays (none should: they cannot sign in).
    const accounts = await rows<{ id: number }>(sql`
      DELETE FROM users u WHERE u.is_demo AND u.role = 'customer'
        AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.user_id = u.id)
        AND NOT EXISTS (SELECT 1 FROM coupon_redemptions c WHERE c.user_id = u.id)
        AND NOT EXISTS (SELECT 1 FROM order_events e WHERE e.user_id = u.id)
        AND NOT EXISTS (SELECT 1 FROM questions q WHERE q.answered_by_id = u.id)
      RETURNING id`);

    const usedCoupon = sql`(EXISTS (SELECT 1 FROM orders o WHERE o.coupon_id = c.id)
      OR EXISTS (SELECT 1 FROM coupon_redemptions r WHERE r.coupon_id = c.id))`;
    const switchedOff = await rows<{ id: number }>(sql`
      UPDATE coupons c SET active = false, updated_at = now() WHERE c.is_demo AND c.active AND ${usedCoupon} RETURNING id`);
    const coupons = await rows<{ id: number }>(sql`
      DELETE FROM coupons c WHERE c.is_demo AND NOT ${usedCoupon} RETURNING id`);

    const categories = await rows<{ id: number; name: string }>(sql`
      DELETE FROM categories c WHERE c.is_demo AND NOT EXISTS (SELECT 1 FROM products p WHERE p.category_id = c.id)
      RETURNING id, name`);
    const brands = await rows<{ id: number; name: string }>(sql`
      DELETE FROM brands b WHERE b.is_demo AND NOT EXISTS (SELECT 1 FROM products p WHERE p.brand_id = b.id)
      RETURNING id, name`);

    // The catalogue's history (catalogue_audit_log), as the product editor writes it.
    const history = [
      ...doomed.map((product) => ({
        entity: 'product',
        id: product.id,
        field: 'removed (demo data)',
        before: { name: product.name, slug: product.slug },
      })),
      ...toArchive.map((product) => ({ entity: 'product', id: product.id, field: 'status', before: product.status })),
      ...categories.map((row) => ({ entity: 'category', id: row.id, field: 'removed (demo data)', before: row.name })),
      ...brands.map((row) => ({ entity: 'brand', id: row.id, field: 'removed (demo data)', before: row.name })),
    ];
    if (history.length > 0) {
      await tx.execute(sql`
        INSERT INTO catalogue_audit_log (entity, entity_id, actor_id, field, before, after)
        SELECT v.entity, v.entity_id, ${actorId}, v.field, v.before, v.after
        FROM unnest(${sql.param(history.map((row) => row.entity))}::text[],
          ${sql.param(history.map((row) => row.id))}::integer[],
          ${sql.param(history.map((row) => row.field))}::text[],
          ${sql.param(history.map((row) => JSON.stringify(row.before)))}::jsonb[],
          ${sql.param(history.map((row) => (row.field === 'status' ? JSON.stringify('archived') : 'null')))}::jsonb[])
          AS v(entity, entity_id, field, before, after)`);
    }

    return {
      removed: {
        products: doomed.length,
        images: images.length,
        reviews: reviews.length,
        accounts: accounts.length,
        coupons: coupons.length,
        categories: categories.length,
        brands: brands.length,
      },
      archived: { products: toArchive.length, coupons: switchedOff.length },
    };
  });
}
