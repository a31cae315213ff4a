import type { UserRole } from '@pasal/contract';
import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { TestContext } from '../test-app.js';
import { orderItems, orders, products, users } from '../../src/db/schema.js';
import { reviews } from '../../src/modules/reviews/schema.js';

// Helpers for the reviews and questions API tests: people and orders straight in the database.

export interface TestPerson {
  id: number;
  email: string;
  phone: string;
  token: string;
  auth: { authorization: string };
}

export async function createPerson(
  ctx: TestContext,
  options: { role?: UserRole; firstName?: string; lastName?: string } = {},
): Promise<TestPerson> {
  const tag = randomBytes(5).toString('hex');
  const email = `shopper-${tag}@example.com`;
  const phone = `98${String(Number.parseInt(tag, 16) % 100_000_000).padStart(8, '0')}`;
  const role = options.role ?? 'customer';
  const [row] = await ctx.database.db
    .insert(users)
    .values({ email, phone, firstName: options.firstName ?? 'Sita', lastName: options.lastName ?? 'Sharma', role })
    .returning({ id: users.id });
  if (!row) throw new Error('user not created');
  const token = await ctx.app.services.accessTokens.sign({ userId: row.id, role });
  return { id: row.id, email, phone, token, auth: { authorization: `Bearer ${token}` } };
}

/**
 * Products whose reviews this test file removes first, so aggregates start from zero: none of a
 * family of configurations, whose rating is the whole family's (issue #35).
 */
export async function unreviewedProducts(ctx: TestContext, howMany: number) {
  const rows = await ctx.database.db
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(and(eq(products.isActive, true), isNull(products.familyId)))
    .orderBy(desc(products.id))
    .limit(howMany);
  if (rows.length < howMany) throw new Error('the seed has too few products');
  const ids = rows.map((row) => row.id);
  await ctx.database.db.delete(reviews).where(inArray(reviews.productId, ids));
  await ctx.database.db.update(products).set({ overallRating: 0, totalRatings: 0 }).where(inArray(products.id, ids));
  return rows;
}

export async function productRating(ctx: TestContext, productId: number) {
  const [row] = await ctx.database.db
    .select({ overall: products.overallRating, total: products.totalRatings })
    .from(products)
    .where(eq(products.id, productId));
  return row;
}

export async function placeOrder(
  ctx: TestContext,
  userId: number,
  productId: number,
  status: 'Pending' | 'Processing' | 'Shipped' | 'Delivered' | 'Cancelled',
): Promise<void> {
  const [order] = await ctx.database.db
    .insert(orders)
    .values({
      transactionId: `test-${randomBytes(8).toString('hex')}`,
      userId,
      status,
      paymentGateway: 'COD',
      subtotalPaisa: 100_00,
      deliveryChargePaisa: 0,
      grandTotalPaisa: 100_00,
      country: 'Nepal',
      province: 'Bagmati',
      city: 'Kathmandu',
      detailsAddress: 'Lambagar',
      phoneNumber: '9800000000',
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('order not created');
  await ctx.database.db.insert(orderItems).values({
    orderId: order.id,
    productId,
    productName: 'Test product',
    unitPricePaisa: 100_00,
    quantity: 1,
    lineTotalPaisa: 100_00,
  });
}
