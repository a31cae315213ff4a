import { randomBytes } from 'node:crypto';
import type { DemoDataRemoval, UserRole } from '@pasal/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { createProduct } from '../../../test/helpers/orders.js';
import { createPerson, placeOrder } from '../../../test/helpers/reviews.js';
import {
  brands,
  catalogueAuditLog,
  categories,
  coupons,
  mediaUploads,
  orders,
  products,
  productImages,
  reviews,
  users,
} from '../../db/schema.js';
import { seedIfEmpty } from '../../db/seed/index.js';

// "Remove demo data" (issue #32) on the real database, seeded with the demo catalogue: admins only;
// the demo products, their images and reviews, the demo accounts and coupons go in one go; products
// that real orders refer to are archived instead; the owner's own rows stay; a second call removes
// nothing and says so; the storefront then lists no products, and a restart does not seed again.

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const remove = async (role: UserRole = 'admin') =>
  ctx.app.inject({
    method: 'DELETE',
    url: '/api/v1/admin/demo-data/',
    headers: (await createPerson(ctx, { role })).auth,
  });

async function demoCount(table: typeof products | typeof users | typeof coupons | typeof reviews) {
  const [row] = await ctx.database.db.select({ n: count() }).from(table).where(eq(table.isDemo, true));
  return row!.n;
}

describe('removing the demo data', () => {
  it('the seed marks what it writes as demo data, and nothing else', async () => {
    expect(await demoCount(products)).toBeGreaterThan(0);
    expect(await demoCount(reviews)).toBeGreaterThan(0);
    expect(await demoCount(users)).toBeGreaterThan(0);
    expect(await demoCount(coupons)).toBe(2);
    const owners = await createProduct(ctx, { price: 500 });
    const [row] = await ctx.database.db
      .select({ isDemo: products.isDemo })
      .from(products)
      .where(eq(products.id, owners.id));
    expect(row!.isDemo).toBe(false);
  });

  it('answers 401 without a token and 403 to customers and staff, removing nothing', async () => {
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/v1/admin/demo-data/' })).statusCode).toBe(401);
    for (const role of ['customer', 'staff'] as const) expect((await remove(role)).statusCode).toBe(403);
    expect(await demoCount(products)).toBeGreaterThan(0);
  });

  it('deletes the demo catalogue, archives what orders refer to, keeps the owner’s rows, then removes nothing', async () => {
    const db = ctx.database.db;
    const demoProducts = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.isDemo, true))
      .orderBy(products.id);
    const demoTotal = demoProducts.length;
    const sold = demoProducts[0]!.id;
    const customer = await createPerson(ctx);
    await placeOrder(ctx, customer.id, sold, 'Delivered');
    // A demo coupon a real order used stays (switched off) so the order keeps its record.
    const [welcome] = await db.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, 'WELCOME10'));
    await db.update(orders).set({ couponId: welcome!.id }).where(eq(orders.userId, customer.id));
    const owners = await createProduct(ctx, { price: 900 });
    const [ownersCoupon] = await db
      .insert(coupons)
      .values({ code: `OWN${randomBytes(3).toString('hex').toUpperCase()}`, kind: 'fixed', value: 100 })
      .returning({ id: coupons.id });
    // An image staff uploaded to a demo product goes with it; one the owner's product shares stays.
    const upload = (key: string) => ({
      key: key.repeat(32),
      width: 1,
      height: 1,
      widths: [1],
      sourceType: 'image/png',
      sourceBytes: 1,
    });
    const [ownUpload, sharedUpload] = await db
      .insert(mediaUploads)
      .values([upload('a'), upload('b')])
      .returning({ id: mediaUploads.id });
    await db.insert(productImages).values([
      { productId: demoProducts[1]!.id, url: '/media/a', uploadId: ownUpload!.id },
      { productId: demoProducts[1]!.id, url: '/media/b', uploadId: sharedUpload!.id },
      { productId: owners.id, url: '/media/b', uploadId: sharedUpload!.id },
    ]);
    const demoReviews = await demoCount(reviews);
    const demoAccounts = await demoCount(users);

    const first = await remove();
    expect(first.statusCode).toBe(200);
    const report = first.json<{ data: DemoDataRemoval }>().data;
    expect(report.removed.products).toBe(demoTotal - 1);
    expect(report.archived.products).toBe(1);
    expect(report.removed.reviews).toBe(demoReviews);
    expect(report.removed.accounts).toBe(demoAccounts);
    expect(report.removed.coupons).toBe(1);
    expect(report.archived.coupons).toBe(1);
    expect(report.removed.images).toBeGreaterThan(0);
    expect(report.message).toMatch(/^Removed \d+ products/);

    // Only the sold demo product is left, archived, without its demo reviews or images removed from orders' view.
    const left = await db
      .select({ id: products.id, status: products.status })
      .from(products)
      .where(eq(products.isDemo, true));
    expect(left).toEqual([{ id: sold, status: 'archived' }]);
    expect(await demoCount(reviews)).toBe(0);
    expect(await demoCount(users)).toBe(0);
    const [imagesLeft] = await db
      .select({ n: count() })
      .from(productImages)
      .where(
        inArray(
          productImages.productId,
          demoProducts.map((product) => product.id).filter((id) => id !== sold),
        ),
      );
    expect(imagesLeft!.n).toBe(0);
    const uploadsLeft = await db.select({ id: mediaUploads.id }).from(mediaUploads);
    expect(uploadsLeft).toEqual([{ id: sharedUpload!.id }]);
    const demoCoupons = await db
      .select({ code: coupons.code, active: coupons.active })
      .from(coupons)
      .where(eq(coupons.isDemo, true));
    expect(demoCoupons).toEqual([{ code: 'WELCOME10', active: false }]);
    // The owner's product and coupon are untouched, and so is the category their product uses.
    const [ownersRow] = await db
      .select({ status: products.status, categoryId: products.categoryId })
      .from(products)
      .where(eq(products.id, owners.id));
    expect(ownersRow!.status).toBe('active');
    expect(await db.select().from(categories).where(eq(categories.id, ownersRow!.categoryId))).toHaveLength(1);
    expect(await db.select().from(coupons).where(eq(coupons.id, ownersCoupon!.id))).toHaveLength(1);
    // Demo brands no product uses any more are gone.
    const [brandsLeft] = await db
      .select({ n: count() })
      .from(brands)
      .where(and(eq(brands.isDemo, true)));
    expect(brandsLeft!.n).toBeLessThanOrEqual(1);
    // The catalogue's history says who removed and archived what.
    const [archivedAudit] = await db
      .select({ n: count() })
      .from(catalogueAuditLog)
      .where(and(eq(catalogueAuditLog.entity, 'product'), eq(catalogueAuditLog.entityId, sold)));
    expect(archivedAudit!.n).toBeGreaterThan(0);

    const second = await remove();
    expect(second.statusCode).toBe(200);
    const again = second.json<{ data: DemoDataRemoval }>().data;
    expect(Object.values(again.removed).every((n) => n === 0)).toBe(true);
    expect(Object.values(again.archived).every((n) => n === 0)).toBe(true);
    expect(again.message).toBe('There was no demo data to remove.');
  });

  it('the storefront then lists only the owner’s products, and a restart seeds nothing again', async () => {
    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/products/' });
    expect(list.statusCode).toBe(200);
    const names = list.json<{ data: { name: string }[] }>().data.map((product) => product.name);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => name.startsWith('Test Gadget'))).toBe(true);

    // Even with no product left at all, a shop that has accounts is not an empty one: no demo again.
    await db().delete(orders);
    await db().delete(products);
    await seedIfEmpty(db(), { dataDir: ctx.config.DATA_DIR, log: () => undefined });
    const [row] = await db().select({ n: count() }).from(products);
    expect(row!.n).toBe(0);
  });
});

const db = () => ctx.database.db;

describe('two admins removing the demo data at once', () => {
  it('removes it once: the second waits for the first and finds nothing', async () => {
    const shop = await createTestApp();
    try {
      const [before] = await shop.database.db.select({ n: count() }).from(products).where(eq(products.isDemo, true));
      const admins = await Promise.all([createPerson(shop, { role: 'admin' }), createPerson(shop, { role: 'admin' })]);
      const answers = await Promise.all(
        admins.map((admin) =>
          shop.app.inject({ method: 'DELETE', url: '/api/v1/admin/demo-data/', headers: admin.auth }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      const removed = answers.map((answer) => answer.json<{ data: DemoDataRemoval }>().data.removed.products);
      expect(removed.sort((a, b) => a - b)).toEqual([0, before!.n]);
    } finally {
      await shop.close();
    }
  });
});
