import { randomBytes } from 'node:crypto';
import { rupeesToPaisa, type PlaceOrderRequest } from '@pasal/contract';
import { eq } from 'drizzle-orm';
import type { TestContext } from '../test-app.js';
import { categories, productBulkDiscounts, productColors, products, users } from '../../src/db/schema.js';

// Fixtures for the orders and payments tests: customers with tokens, and products with known
// prices and stock (the demo catalogue may change; these do not).

export interface Customer {
  id: number;
  email: string;
  headers: { authorization: string };
}

export async function createCustomer(ctx: TestContext, firstName = 'Sita'): Promise<Customer> {
  const email = `${firstName.toLowerCase()}-${randomBytes(4).toString('hex')}@example.com`;
  const [row] = await ctx.database.db
    .insert(users)
    // A shopper who has proven the address, as ordering needs.
    .values({ email, firstName, lastName: 'Sharma', phone: '9841234567', emailVerifiedAt: new Date() })
    .returning({ id: users.id });
  if (!row) throw new Error('no user');
  return { id: row.id, email, headers: await authHeaders(ctx, row.id) };
}

/** Access tokens live 15 minutes: tests that move the clock sign a fresh one. */
export async function authHeaders(ctx: TestContext, userId: number): Promise<{ authorization: string }> {
  return {
    authorization: `Bearer ${await ctx.app.services.accessTokens.sign({ userId, role: 'customer', emailVerified: true })}`,
  };
}

export interface FixtureProduct {
  id: number;
  colorIds: number[];
  name: string;
}

export async function createProduct(
  ctx: TestContext,
  options: {
    price: number;
    deliveryPrice?: number;
    stock?: number;
    /** nameNe: the colour's Nepali name (issue #30); none when left out. */
    colors?: { name: string; nameNe?: string; quantity: number }[];
    bulk?: { minQuantity: number; discountPercentage: number }[];
    active?: boolean;
  },
): Promise<FixtureProduct> {
  const db = ctx.database.db;
  const [category] = await db.select({ id: categories.id }).from(categories).limit(1);
  if (!category) throw new Error('no category');
  const suffix = randomBytes(4).toString('hex');
  const stock = options.colors ? options.colors.reduce((sum, color) => sum + color.quantity, 0) : (options.stock ?? 10);
  const name = `Test Gadget ${suffix}`;
  const [product] = await db
    .insert(products)
    .values({
      name,
      slug: `test-gadget-${suffix}`,
      categoryId: category.id,
      pricePaisa: rupeesToPaisa(options.price + 100),
      discountPricePaisa: rupeesToPaisa(options.price),
      deliveryPricePaisa: rupeesToPaisa(options.deliveryPrice ?? 100),
      totalQuantity: stock,
      isActive: options.active ?? true,
    })
    .returning({ id: products.id });
  if (!product) throw new Error('no product');
  const colorIds: number[] = [];
  for (const [position, color] of (options.colors ?? []).entries()) {
    const [row] = await db
      .insert(productColors)
      .values({
        productId: product.id,
        colorName: color.name,
        colorNameNe: color.nameNe ?? '',
        hexCode: '#000000',
        quantity: color.quantity,
        position,
      })
      .returning({ id: productColors.id });
    if (row) colorIds.push(row.id);
  }
  for (const [position, tier] of (options.bulk ?? []).entries()) {
    await db.insert(productBulkDiscounts).values({ productId: product.id, position, ...tier });
  }
  return { id: product.id, colorIds, name };
}

export async function stockOf(ctx: TestContext, productId: number): Promise<number> {
  const [row] = await ctx.database.db
    .select({ n: products.totalQuantity })
    .from(products)
    .where(eq(products.id, productId));
  return row?.n ?? -1;
}

export async function colorStockOf(ctx: TestContext, colorId: number): Promise<number> {
  const [row] = await ctx.database.db
    .select({ n: productColors.quantity })
    .from(productColors)
    .where(eq(productColors.id, colorId));
  return row?.n ?? -1;
}

type Lines = PlaceOrderRequest['lines'];

/** A delivery address inside the Kathmandu Valley (orderPayload's default). */
export const VALLEY_ADDRESS = {
  delivery_method: 'delivery',
  province_id: 3,
  district_id: 27,
  local_level_id: 307,
  ward: 26,
  tole: 'Lambagar, Tarkeshwor',
  landmark: 'Near the temple',
  postal_code: '44600',
} as const;

/** Outside the valley: Pokhara Metropolitan City (414) ward 6, Kaski (38), Gandaki (4). */
export const OUTSIDE_VALLEY_ADDRESS = {
  delivery_method: 'delivery',
  province_id: 4,
  district_id: 38,
  local_level_id: 414,
  ward: 6,
  tole: 'Lakeside',
  landmark: '',
  postal_code: '',
} as const;

/** A valid order payload; totals must be passed as the server will compute them. */
export function orderPayload(
  lines: Lines,
  totals: { subtotal: number; delivery_charge: number; discount?: number; grand_total: number },
  overrides: Partial<Record<string, unknown>> = {},
): Record<string, unknown> {
  return {
    first_name: 'Sita',
    middle_name: '',
    last_name: 'Sharma',
    email: 'sita@example.com',
    // Inside the valley: the default zone charges Rs 100, as the fixtures' products do.
    ...VALLEY_ADDRESS,
    phone_number: '9841234567',
    payment_gateway: 'COD',
    tax_percentage: 0,
    tax_amount: 0,
    discount: 0,
    currency: 'Npr',
    notes: '',
    lines,
    ...totals,
    ...overrides,
  };
}
