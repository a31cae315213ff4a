import {
  rupeesToPaisa,
  slugFromName,
  VARIANT_LIMITS,
  variantName,
  type AdminVariantFamily,
  type VariantFamilyInputParsed,
} from '@pasal/contract';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { variantCreateSchema } from '@pasal/contract';
import type { Database, DbOrTx } from '../../../db/connection.js';
import { fieldRefusal, refuse } from '../../../lib/refusal.js';
import { refreshRatings } from '../product-updates.js';
import { productFamilies, products } from '../schema.js';
import {
  audit,
  lockProduct,
  pgCode,
  PG_UNIQUE_VIOLATION,
  rowColumns,
  rowFrom,
  snapshot,
  toRow,
  type RowSql,
  type Tx,
} from './service.js';

// Variants in the back office (issue #35): a product's family, its options, and new variants made
// from it. A variant is a product (its own slug, price, stock, colours, images and page), so the
// rest of the editor, the stock desk, carts, orders and bills need nothing new.

type VariantCreateParsed = z.output<typeof variantCreateSchema>;

const combinationTaken = () =>
  refuse('variant_combination_taken', undefined, { fields: { values: fieldRefusal('variant_combination_taken') } });

export async function getVariantFamily(db: DbOrTx, productId: number): Promise<AdminVariantFamily> {
  const [product] = await db.select({ familyId: products.familyId }).from(products).where(eq(products.id, productId));
  if (!product) throw refuse('product_not_found');
  if (product.familyId === null) {
    const rows = await db.execute<{ [K in keyof RowSql]: RowSql[K] }>(
      sql`SELECT ${rowColumns} ${rowFrom} WHERE p.id = ${productId}`,
    );
    return { family: null, variants: rows.rows.map((row) => ({ ...toRow(row), option_values: [] })) };
  }
  const [family] = await db.select().from(productFamilies).where(eq(productFamilies.id, product.familyId));
  const rows = await db.execute<{ [K in keyof RowSql]: RowSql[K] } & { option_values: string[] }>(
    sql`SELECT ${rowColumns}, p.option_values ${rowFrom} WHERE p.family_id = ${product.familyId} ORDER BY p.id`,
  );
  return {
    family: {
      id: family!.id,
      name: family!.name,
      options: family!.options.map((name, index) => ({ name, name_ne: family!.optionsNe[index] ?? '' })),
    },
    variants: rows.rows.map((row) => ({ ...toRow(row), option_values: row.option_values })),
  };
}

async function bumpVersion(tx: Tx, productId: number, now: Date) {
  await tx
    .update(products)
    .set({ version: sql`${products.version} + 1`, updatedAt: now })
    .where(eq(products.id, productId));
}

async function lockFamily(tx: Tx, familyId: number) {
  const [family] = await tx.select().from(productFamilies).where(eq(productFamilies.id, familyId)).for('update');
  return family!;
}

async function familySize(tx: Tx, familyId: number): Promise<number> {
  const result = await tx.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM products WHERE family_id = ${familyId}`,
  );
  return result.rows[0]!.n;
}

async function writeGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    // Two variants given the same values (at once, too): the unique index decides.
    if (pgCode(error) === PG_UNIQUE_VIOLATION) throw combinationTaken();
    throw error;
  }
}

/**
 * Names the family's options and this product's values. The first call makes the family (this
 * product its first variant); later ones rename it and its options, whose number is fixed once
 * another variant exists (its values would no longer line up).
 */
export async function saveVariantFamily(
  db: Database,
  productId: number,
  input: VariantFamilyInputParsed,
  actorId: number,
  now: Date,
): Promise<AdminVariantFamily> {
  await writeGuard(() =>
    db.transaction(async (tx) => {
      const { row } = await lockProduct(tx, productId);
      const options = input.options.map((option) => option.name);
      const optionsNe = input.options.map((option) => option.name_ne);
      let before: Record<string, unknown> | null = null;
      let familyId = row.familyId;
      if (familyId === null) {
        const [created] = await tx
          .insert(productFamilies)
          .values({ name: input.name, options, optionsNe, createdAt: now })
          .returning({ id: productFamilies.id });
        familyId = created!.id;
      } else {
        const family = await lockFamily(tx, familyId);
        before = { name: family.name, options: family.options, values: row.optionValues };
        if (family.options.length !== options.length && (await familySize(tx, familyId)) > 1) {
          throw refuse('variant_options_fixed', undefined, {
            fields: { options: fieldRefusal('variant_options_fixed') },
          });
        }
        await tx
          .update(productFamilies)
          .set({ name: input.name, options, optionsNe })
          .where(eq(productFamilies.id, familyId));
      }
      await tx.update(products).set({ familyId, optionValues: input.values }).where(eq(products.id, productId));
      const after = { name: input.name, options, values: input.values };
      if (JSON.stringify(before) === JSON.stringify(after)) return;
      await bumpVersion(tx, productId, now);
      await audit(tx, 'product', productId, actorId, [{ field: 'variants', before, after }]);
    }),
  );
  return getVariantFamily(db, productId);
}

/** A slug no product (nor an earlier address of one) uses: the name's, else with -2, -3… */
async function freeVariantSlug(tx: Tx, name: string): Promise<string> {
  const base = slugFromName(name) || 'variant';
  const taken = await tx.execute<{ slug: string }>(sql`
    SELECT slug FROM products WHERE slug = ${base} OR slug LIKE ${`${base}-%`}
    UNION SELECT slug FROM product_slug_redirects WHERE slug = ${base} OR slug LIKE ${`${base}-%`}`);
  const used = new Set(taken.rows.map((row) => row.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * Inserts a copy of `source` as a variant of its family: the same category, brand, texts, images,
 * specifications, structured specifications, bulk tiers, warranty and status, with its own name,
 * slug, values, prices and stock (no colours). Also the demo catalogue's way to make its variants.
 */
export async function copyAsVariant(
  tx: Tx,
  source: typeof products.$inferSelect,
  variant: {
    name: string;
    slug: string;
    familyId: number;
    values: string[];
    pricePaisa: number;
    discountPricePaisa: number;
    stock: number;
    now: Date;
    isDemo?: boolean;
  },
): Promise<number> {
  const [inserted] = await tx
    .insert(products)
    .values({
      name: variant.name,
      slug: variant.slug,
      categoryId: source.categoryId,
      brandId: source.brandId,
      pricePaisa: variant.pricePaisa,
      discountPricePaisa: variant.discountPricePaisa,
      shortDescription: source.shortDescription,
      longDescription: source.longDescription,
      deliveryDetail: source.deliveryDetail,
      shortDescriptionNe: source.shortDescriptionNe,
      longDescriptionNe: source.longDescriptionNe,
      deliveryDetailNe: source.deliveryDetailNe,
      deliveryPricePaisa: source.deliveryPricePaisa,
      totalQuantity: variant.stock,
      status: source.status,
      isActive: source.status === 'active',
      serialised: source.serialised,
      warrantyMonths: source.warrantyMonths,
      lowStockThreshold: source.lowStockThreshold,
      isDemo: variant.isDemo ?? false,
      familyId: variant.familyId,
      optionValues: variant.values,
      createdAt: variant.now,
      updatedAt: variant.now,
    })
    .returning({ id: products.id });
  const id = inserted!.id;
  const from = source.id;
  await tx.execute(sql`
    INSERT INTO product_images (product_id, url, alt, position, upload_id)
    SELECT ${id}, url, alt, position, upload_id FROM product_images WHERE product_id = ${from} ORDER BY position, id`);
  await tx.execute(sql`
    INSERT INTO product_specifications (product_id, position, title, answer, title_ne, answer_ne)
    SELECT ${id}, position, title, answer, title_ne, answer_ne FROM product_specifications WHERE product_id = ${from}`);
  await tx.execute(sql`
    INSERT INTO product_bulk_discounts (product_id, position, min_quantity, discount_percentage)
    SELECT ${id}, position, min_quantity, discount_percentage FROM product_bulk_discounts WHERE product_id = ${from}`);
  await tx.execute(sql`
    INSERT INTO product_attribute_values (product_id, attribute_id, number_value, choice_value, boolean_value)
    SELECT ${id}, attribute_id, number_value, choice_value, boolean_value FROM product_attribute_values WHERE product_id = ${from}`);
  // It shows its family's reviews and rating from the start (a family shares its reviews).
  await refreshRatings(tx, [id]);
  return id;
}

/**
 * A new variant made from this one: the same category, brand, texts, images, specifications,
 * structured specifications, bulk tiers, warranty and status, with its own values, prices and
 * stock (no colours: the editor adds them). Returns the new product's id with the family.
 */
export async function createVariant(
  db: Database,
  productId: number,
  input: VariantCreateParsed,
  actorId: number,
  now: Date,
): Promise<{ id: number; name: string; family: AdminVariantFamily }> {
  const created = await writeGuard(() =>
    db.transaction(async (tx) => {
      const source = await lockProduct(tx, productId);
      const { row } = source;
      if (row.familyId === null)
        throw refuse('variant_no_family', undefined, { fields: { values: fieldRefusal('variant_no_family') } });
      const family = await lockFamily(tx, row.familyId);
      if (input.values.length !== family.options.length) {
        throw refuse('variant_values_count', undefined, { fields: { values: fieldRefusal('variant_values_count') } });
      }
      if ((await familySize(tx, family.id)) >= VARIANT_LIMITS.variantsMax) {
        const max = VARIANT_LIMITS.variantsMax;
        throw refuse(
          'variant_family_full',
          { max },
          { fields: { values: fieldRefusal('variant_family_full', { max }) } },
        );
      }
      const name = variantName(family.name, input.values);
      const id = await copyAsVariant(tx, row, {
        name,
        slug: await freeVariantSlug(tx, name),
        familyId: family.id,
        values: input.values,
        pricePaisa: rupeesToPaisa(input.price),
        discountPricePaisa: rupeesToPaisa(input.discount_price),
        stock: input.stock,
        now,
      });
      const state = await lockProduct(tx, id);
      await audit(tx, 'product', id, actorId, [
        { field: 'created', before: null, after: { ...snapshot(state), variant_of: row.name } },
      ]);
      return { id, name };
    }),
  );
  return { ...created, family: await getVariantFamily(db, productId) };
}

/** Takes this product out of its family (it becomes a product of its own); an empty family goes. */
export async function leaveVariantFamily(
  db: Database,
  productId: number,
  actorId: number,
  now: Date,
): Promise<AdminVariantFamily> {
  await db.transaction(async (tx) => {
    const { row } = await lockProduct(tx, productId);
    if (row.familyId === null) throw refuse('variant_no_family');
    const family = await lockFamily(tx, row.familyId);
    await tx.update(products).set({ familyId: null, optionValues: null }).where(eq(products.id, productId));
    const left = await tx.execute<{ id: number }>(sql`SELECT id FROM products WHERE family_id = ${family.id} LIMIT 1`);
    // Its rating is its own reviews' again, and the family's no longer counts them.
    await refreshRatings(tx, [productId, ...left.rows.map((other) => other.id)]);
    if (left.rows.length === 0) await tx.delete(productFamilies).where(eq(productFamilies.id, family.id));
    await bumpVersion(tx, productId, now);
    await audit(tx, 'product', productId, actorId, [
      {
        field: 'variants',
        before: { name: family.name, options: family.options, values: row.optionValues },
        after: null,
      },
    ]);
  });
  return getVariantFamily(db, productId);
}
