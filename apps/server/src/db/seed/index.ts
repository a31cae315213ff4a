import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { count, getTableName, sql } from 'drizzle-orm';
import { rupeesToPaisa, WARRANTY_MONTHS_DEFAULT, warrantyMonthsOf } from '@pasal/contract';
import type { Database } from '../connection.js';
import {
  brands as brandsTable,
  categories as categoriesTable,
  coupons,
  productBulkDiscounts,
  productColors,
  productImages,
  products as productsTable,
  productAttributeValues,
  productSpecifications,
  categoryAttributes,
  reviews,
  users,
} from '../schema.js';
import {
  brands,
  categories,
  demoReviewsFor,
  imageColorFor,
  products,
  reviewers,
  type SeedProduct,
} from './catalog-data.js';
import {
  categoryNamesNe,
  colourNamesNe,
  deliveryDetailNe,
  shortDescriptionsNe,
  specAnswersNe,
  specTitlesNe,
} from './catalog-data-ne.js';
import { refreshRatings } from '../../modules/catalog/index.js';
import { demoAttributeValues } from './catalog-attributes.js';
import { addDemoAttributes, insertDemoTemplates, insertValueRows, valueRows } from './demo-attributes.js';
import { categoryImageSvg, productImageSvg } from './images.js';
import { seedDemoVariants } from './demo-variants.js';

export interface SeedOptions {
  dataDir: string;
  log: (message: string) => void;
  /** Total products wanted; beyond the hand-written catalogue, variants are generated (benchmarks). */
  productCount?: number;
}

const DAY_MS = 86_400_000;

function productImageUrl(slug: string, index: number): string {
  return `/uploads/products/${slug}-${index + 1}.svg`;
}

function categoryImageUrl(slug: string): string {
  return `/uploads/categories/${slug}.svg`;
}

/** Generated variants for large benchmark catalogues: same data, distinct names and slugs. */
function catalogueOf(size: number): SeedProduct[] {
  if (size <= products.length) return products;
  const all = [...products];
  for (let i = 0; all.length < size; i++) {
    const base = products[i % products.length]!;
    const edition = Math.floor(i / products.length) + 2;
    all.push({
      ...base,
      name: `${base.name} (Edition ${edition})`,
      slug: `${base.slug}-edition-${edition}`,
      isFeatured: false,
      price: base.price + edition,
      discountPrice: base.discountPrice + edition,
    });
  }
  return all;
}

/** Writes the demo catalogue's images under DATA_DIR/uploads (idempotent, cheap). */
function writeDemoImages(dataDir: string): void {
  const productDir = join(dataDir, 'uploads', 'products');
  const categoryDir = join(dataDir, 'uploads', 'categories');
  // A stamp names the catalogue size, so a changed catalogue gets its images written again.
  const stamp = join(dataDir, 'uploads', `.demo-images-${products.length}`);
  if (existsSync(stamp)) return;
  mkdirSync(productDir, { recursive: true });
  mkdirSync(categoryDir, { recursive: true });
  for (const category of categories) {
    writeFileSync(
      join(categoryDir, `${category.slug}.svg`),
      categoryImageSvg({ category: category.slug, name: category.name }),
    );
  }
  const brandNames = new Map(brands.map((brand) => [brand.slug, brand.name]));
  for (const product of products) {
    for (let index = 0; index < product.imageCount; index++) {
      writeFileSync(
        join(productDir, `${product.slug}-${index + 1}.svg`),
        productImageSvg({
          category: product.category,
          brandName: brandNames.get(product.brand) ?? product.brand,
          productName: product.name,
          colorHex: imageColorFor(product, index),
          variant: index,
        }),
      );
    }
  }
  writeFileSync(stamp, new Date().toISOString());
}

export async function seedDemoCatalog(db: Database, options: SeedOptions): Promise<void> {
  writeDemoImages(options.dataDir);
  const catalogue = catalogueOf(options.productCount ?? products.length);
  let variantCount = 0;
  await db.transaction(async (tx) => {
    const insertedCategories = await tx
      .insert(categoriesTable)
      .values(
        categories.map((category, position) => ({
          name: category.name,
          nameNe: categoryNamesNe[category.slug],
          slug: category.slug,
          image: categoryImageUrl(category.slug),
          position,
          isDemo: true,
        })),
      )
      .returning({ id: categoriesTable.id, slug: categoriesTable.slug });
    const categoryIds = new Map(insertedCategories.map((row) => [row.slug, row.id]));
    const templates = await insertDemoTemplates(tx, categoryIds);
    const insertedBrands = await tx
      .insert(brandsTable)
      .values(brands.map((brand) => ({ name: brand.name, slug: brand.slug, isDemo: true })))
      .returning({ id: brandsTable.id, slug: brandsTable.slug });
    const brandIds = new Map(insertedBrands.map((row) => [row.slug, row.id]));

    const reviewerRows = await tx
      .insert(users)
      .values(
        reviewers.map((reviewer, index) => ({
          email: `reviewer${index + 1}@demo.pasal.example`,
          firstName: reviewer.firstName,
          lastName: reviewer.lastName,
          // No password: demo reviewers cannot sign in.
          passwordHash: null,
          isDemo: true,
        })),
      )
      .returning({ id: users.id });

    const chunkSize = 500;
    for (let start = 0; start < catalogue.length; start += chunkSize) {
      const chunk = catalogue.slice(start, start + chunkSize);
      const inserted = await tx
        .insert(productsTable)
        .values(
          chunk.map((product, offset) => ({
            name: product.name,
            slug: product.slug,
            categoryId: categoryIds.get(product.category)!,
            brandId: brandIds.get(product.brand) ?? null,
            pricePaisa: rupeesToPaisa(product.price),
            discountPricePaisa: rupeesToPaisa(product.discountPrice),
            shortDescription: product.shortDescription,
            shortDescriptionNe: shortDescriptionsNe[products[(start + offset) % products.length]!.slug] ?? '',
            longDescription: product.longDescription,
            deliveryDetail: product.deliveryDetail,
            deliveryDetailNe: deliveryDetailNe(product.category),
            deliveryPricePaisa: rupeesToPaisa(product.deliveryPrice),
            totalQuantity:
              product.colors.length > 0
                ? product.colors.reduce((sum, color) => sum + color.quantity, 0)
                : product.stock,
            isFeatured: product.isFeatured,
            isDemo: true,
            // Handsets are registered by IMEI and laptops by serial (issue #33, as migration 0046).
            serialised: product.category === 'smartphones' || product.category === 'laptops',
            warrantyMonths:
              warrantyMonthsOf(product.specifications.find((spec) => spec.title === 'Warranty')?.answer ?? '') ??
              WARRANTY_MONTHS_DEFAULT,
          })),
        )
        .returning({ id: productsTable.id });
      const images: (typeof productImages.$inferInsert)[] = [];
      const colors: (typeof productColors.$inferInsert)[] = [];
      const bulk: (typeof productBulkDiscounts.$inferInsert)[] = [];
      const specs: (typeof productSpecifications.$inferInsert)[] = [];
      const reviewRows: (typeof reviews.$inferInsert)[] = [];
      const attributeRows: (typeof productAttributeValues.$inferInsert)[] = [];
      chunk.forEach((product, offset) => {
        const productId = inserted[offset]!.id;
        const baseSlug = products[(start + offset) % products.length]!.slug;
        const template = templates.get(product.category);
        if (template)
          attributeRows.push(
            ...valueRows(template, productId, demoAttributeValues(product.category, baseSlug, product.specifications)),
          );
        for (let index = 0; index < product.imageCount; index++) {
          images.push({
            productId,
            url: productImageUrl(baseSlug, index),
            // No words of its own: the pages describe a demo photo by the product's name, in the
            // page's language (an English 'view 1' read out on a Nepali page otherwise).
            alt: '',
            position: index,
          });
        }
        product.colors.forEach((color, position) =>
          colors.push({
            productId,
            colorName: color.name,
            colorNameNe: colourNamesNe[color.name] ?? '',
            hexCode: color.hex,
            quantity: color.quantity,
            position,
          }),
        );
        product.bulkDiscounts.forEach((tier, position) =>
          bulk.push({
            productId,
            position,
            minQuantity: tier.minQuantity,
            discountPercentage: tier.discountPercentage,
          }),
        );
        product.specifications.forEach((spec, position) =>
          specs.push({
            productId,
            position,
            title: spec.title,
            answer: spec.answer,
            titleNe: specTitlesNe[spec.title] ?? '',
            answerNe: specAnswersNe[spec.answer] ?? '',
          }),
        );
        for (const review of demoReviewsFor(start + offset)) {
          const createdAt = new Date(Date.now() - review.daysAgo * DAY_MS);
          reviewRows.push({
            productId,
            userId: reviewerRows[review.reviewerIndex % reviewerRows.length]!.id,
            rating: review.rating,
            reviewText: review.text,
            verifiedPurchase: false,
            isDemo: true,
            createdAt,
            updatedAt: createdAt,
          });
        }
      });
      if (images.length) await tx.insert(productImages).values(images);
      if (colors.length) await tx.insert(productColors).values(colors);
      if (bulk.length) await tx.insert(productBulkDiscounts).values(bulk);
      if (specs.length) await tx.insert(productSpecifications).values(specs);
      await insertValueRows(tx, attributeRows);
      for (let r = 0; r < reviewRows.length; r += 1000) await tx.insert(reviews).values(reviewRows.slice(r, r + 1000));
    }
    variantCount = await seedDemoVariants(tx, new Date());
    // The n-th picture is drawn in the n-th colour (imageColorFor), configurations' copies included:
    // each colour shows its picture when chosen (issue #35; as migration 0070 did for existing shops).
    await tx.execute(sql`
      UPDATE product_colors c SET image_id = i.id
      FROM products p, product_images i
      WHERE p.id = c.product_id AND p.is_demo AND i.product_id = c.product_id AND i.position = c.position
        AND i.upload_id IS NULL`);
    // Ratings are always derived from the review rows (a family's from all its configurations'), so
    // new reviews keep them exact.
    const rated = await tx.execute<{ id: number }>(sql`SELECT DISTINCT product_id AS id FROM reviews`);
    await refreshRatings(
      tx,
      rated.rows.map((row) => row.id),
    );
    await tx.insert(coupons).values([
      {
        code: 'WELCOME10',
        kind: 'percentage',
        value: 10,
        maxDiscountPaisa: rupeesToPaisa(2000),
        minSubtotalPaisa: rupeesToPaisa(2000),
        perCustomerLimit: 1,
        isDemo: true,
      },
      {
        code: 'DASHAIN500',
        kind: 'fixed',
        value: rupeesToPaisa(500),
        minSubtotalPaisa: rupeesToPaisa(5000),
        usageLimit: 500,
        isDemo: true,
      },
    ]);
  });
  // VACUUM sets the visibility map, so category counts are index-only scans from the start.
  // Only the tables just filled: an empty table that has been analyzed is planned as empty for
  // good, and the foreign-key checks of every order (order_items → orders) then scanned the whole
  // orders table until autovacuum analyzed it again. Never analyzed, it is assumed to be 10 pages
  // and its primary key is used.
  const seeded = [
    categoriesTable,
    brandsTable,
    users,
    productsTable,
    productImages,
    productColors,
    productBulkDiscounts,
    productSpecifications,
    categoryAttributes,
    productAttributeValues,
    reviews,
    coupons,
  ];
  await db.execute(sql.raw(`VACUUM ANALYZE ${seeded.map((table) => `"${getTableName(table)}"`).join(', ')}`));
  options.log(
    `Seeded the demo catalogue: ${catalogue.length} products (and ${variantCount} more configurations of them) in ${categories.length} categories`,
  );
}

/**
 * Seeds the demo catalogue into an empty database (no products and no accounts); restores demo
 * images if missing. A shop whose admin removed the demo data has accounts: it is not seeded again.
 */
export async function seedIfEmpty(db: Database, options: SeedOptions): Promise<void> {
  const [productRows] = await db.select({ n: count() }).from(productsTable);
  const [accountRows] = await db.select({ n: count() }).from(users);
  const hasProducts = (productRows?.n ?? 0) > 0;
  if (!hasProducts && (accountRows?.n ?? 0) === 0) await seedDemoCatalog(db, options);
  else if (hasProducts) {
    writeDemoImages(options.dataDir);
    // A shop seeded before structured specifications (migration 0047) gets the demo's once.
    const added = await addDemoAttributes(db);
    if (added > 0) options.log(`Added the demo specification templates to ${added} categories`);
  }
}
