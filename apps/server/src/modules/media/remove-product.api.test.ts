import { randomBytes } from 'node:crypto';
import { CATALOGUE_MESSAGES, type ProductRemoval } from '@pasal/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, type FixtureProduct } from '../../../test/helpers/orders.js';
import { createPerson, placeOrder, type TestPerson } from '../../../test/helpers/reviews.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

// Staff delete a product on the real database (issue #32): a product no order names goes with
// everything that hangs off it (stored pictures too), a sold one is archived, and an order that
// commits while the delete waits turns it into an archive.

let ctx: TestContext;
let admin: TestPerson;
let customer: TestPerson;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createPerson(ctx, { role: 'admin' });
  customer = await createPerson(ctx);
});

afterAll(async () => {
  await ctx.close();
});

const remove = (productId: number, headers = admin.auth) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/v1/admin/products/${productId}/`, headers });

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const result = await ctx.database.db.execute<{ n: number }>(query);
  return Number(result.rows[0]?.n ?? 0);
}

/** A product with a colour, a spec, a tier, an uploaded image, and a cart, wishlist and stock-alert row. */
async function furnishedProduct(): Promise<FixtureProduct & { uploadId: number }> {
  const product = await createProduct(ctx, {
    price: 1000,
    colors: [{ name: 'Black', quantity: 3 }],
    bulk: [{ minQuantity: 3, discountPercentage: 5 }],
  });
  const db = ctx.database.db;
  const key = randomBytes(16).toString('hex');
  const upload = await db.execute<{ id: number }>(sql`
    INSERT INTO media_uploads (key, width, height, widths, source_type, source_bytes)
    VALUES (${key}, 10, 10, '{10}', 'image/png', 100) RETURNING id`);
  const uploadId = upload.rows[0]!.id;
  await db.execute(sql`
    INSERT INTO media_variants (upload_id, name, format, width, height, sha256, byte_size, data)
    VALUES (${uploadId}, ${`${key}-10.webp`}, 'webp', 10, 10, 'x', 3, '\\x010203'::bytea)`);
  await db.execute(sql`
    INSERT INTO product_images (product_id, url, alt, position, upload_id)
    VALUES (${product.id}, ${`/media/${key}-10.webp`}, 'Front', 0, ${uploadId})`);
  await db.execute(sql`
    INSERT INTO product_specifications (product_id, title, answer, position) VALUES (${product.id}, 'Battery', '10 h', 0)`);
  await db.execute(sql`
    INSERT INTO cart_items (user_id, product_id, color_id, quantity) VALUES (${customer.id}, ${product.id}, ${product.colorIds[0]!}, 1)`);
  await db.execute(sql`INSERT INTO wishlist_items (user_id, product_id) VALUES (${customer.id}, ${product.id})`);
  await db.execute(sql`
    INSERT INTO back_in_stock_subscriptions (product_id, color_id, user_id, token)
    VALUES (${product.id}, ${product.colorIds[0]!}, ${customer.id}, ${randomBytes(12).toString('hex')})`);
  return { ...product, uploadId };
}

describe('DELETE /api/v1/admin/products/{id}/', () => {
  it('deletes a product no order names, with its rows and its stored picture, and records it', async () => {
    const product = await furnishedProduct();
    const response = await remove(product.id);
    expect(response.statusCode).toBe(200);
    const body = response.json<ProductRemoval>();
    expect(body).toEqual({ data: { id: product.id, outcome: 'deleted' }, message: CATALOGUE_MESSAGES.productDeleted });

    const id = product.id;
    for (const table of [
      'products WHERE id',
      'product_colors WHERE product_id',
      'product_specifications WHERE product_id',
      'product_bulk_discounts WHERE product_id',
      'product_images WHERE product_id',
      'cart_items WHERE product_id',
      'wishlist_items WHERE product_id',
      'back_in_stock_subscriptions WHERE product_id',
    ]) {
      expect(await count(sql`SELECT count(*) AS n FROM ${sql.raw(table)} = ${id}`), table).toBe(0);
    }
    expect(await count(sql`SELECT count(*) AS n FROM media_uploads WHERE id = ${product.uploadId}`)).toBe(0);
    expect(await count(sql`SELECT count(*) AS n FROM media_variants WHERE upload_id = ${product.uploadId}`)).toBe(0);
    const history = await ctx.database.db.execute<{ field: string; actor_id: number; before: { name: string } }>(
      sql`SELECT field, actor_id, before FROM catalogue_audit_log WHERE entity = 'product' AND entity_id = ${id}`,
    );
    expect(history.rows).toEqual([
      { field: 'deleted', actor_id: admin.id, before: expect.objectContaining({ name: product.name }) },
    ]);

    expect((await remove(product.id)).statusCode).toBe(404);
  });

  it('keeps a stored picture another product still uses', async () => {
    const first = await furnishedProduct();
    const second = await createProduct(ctx, { price: 500 });
    await ctx.database.db.execute(sql`
      INSERT INTO product_images (product_id, url, alt, position, upload_id)
      SELECT ${second.id}, url, alt, 0, upload_id FROM product_images WHERE product_id = ${first.id}`);
    expect((await remove(first.id)).json<ProductRemoval>().data.outcome).toBe('deleted');
    expect(await count(sql`SELECT count(*) AS n FROM media_uploads WHERE id = ${first.uploadId}`)).toBe(1);
  });

  it('archives a product an order names, and says so', async () => {
    const product = await createProduct(ctx, { price: 800 });
    await placeOrder(ctx, customer.id, product.id, 'Delivered');
    const response = await remove(product.id);
    expect(response.statusCode).toBe(200);
    expect(response.json<ProductRemoval>()).toEqual({
      data: { id: product.id, outcome: 'archived' },
      message: CATALOGUE_MESSAGES.productArchivedInstead,
    });
    expect(await count(sql`SELECT count(*) AS n FROM products WHERE id = ${product.id} AND status = 'archived'`)).toBe(
      1,
    );
    expect(await count(sql`SELECT count(*) AS n FROM order_items WHERE product_id = ${product.id}`)).toBe(1);
    const history = await ctx.database.db.execute<{ field: string; before: string; after: string }>(
      sql`SELECT field, before, after FROM catalogue_audit_log WHERE entity = 'product' AND entity_id = ${product.id}`,
    );
    expect(history.rows).toEqual([{ field: 'status', before: 'active', after: 'archived' }]);
    const page = await ctx.app.inject({ method: 'GET', url: `/api/v1/products/${product.id}/` });
    expect(page.statusCode).not.toBe(200);
  });

  it('archives instead when an order commits while the delete waits for the product', async () => {
    const product = await createProduct(ctx, { price: 600, stock: 5 });
    const client = await ctx.database.pool.connect();
    try {
      // An order in flight: its stock reservation holds the product row, its line is not yet committed.
      await client.query('BEGIN');
      await client.query('UPDATE products SET total_quantity = total_quantity - 1 WHERE id = $1', [product.id]);
      const order = await client.query<{ id: number }>(
        `INSERT INTO orders (transaction_id, user_id, status, payment_gateway, subtotal_paisa, delivery_charge_paisa,
           grand_total_paisa, country, province, city, details_address, phone_number)
         VALUES ($1, $2, 'Pending', 'COD', 60000, 0, 60000, 'Nepal', 'Bagmati', 'Kathmandu', 'Lambagar', '9800000000')
         RETURNING id`,
        [`race-${randomBytes(6).toString('hex')}`, customer.id],
      );
      await client.query(
        `INSERT INTO order_items (order_id, product_id, product_name, unit_price_paisa, quantity, line_total_paisa)
         VALUES ($1, $2, 'Race product', 60000, 1, 60000)`,
        [order.rows[0]!.id, product.id],
      );
      const pending = remove(product.id);
      // The delete is waiting on the row lock: give it time to get there, then commit the order.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await client.query('COMMIT');
      const response = await pending;
      expect(response.statusCode).toBe(200);
      expect(response.json<ProductRemoval>().data.outcome).toBe('archived');
    } finally {
      client.release();
    }
    expect(await count(sql`SELECT count(*) AS n FROM products WHERE id = ${product.id} AND status = 'archived'`)).toBe(
      1,
    );
  });

  it('refuses customers and staff, and answers 404 for an unknown product', async () => {
    const product = await createProduct(ctx, { price: 100 });
    expect((await remove(product.id, customer.auth)).statusCode).toBe(403);
    const staff = await createPerson(ctx, { role: 'staff' });
    expect((await remove(product.id, staff.auth)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/v1/admin/products/${product.id}/` })).statusCode).toBe(
      401,
    );
    expect((await remove(1_999_999_999)).statusCode).toBe(404);
    expect(await count(sql`SELECT count(*) AS n FROM products WHERE id = ${product.id}`)).toBe(1);
  });
});
