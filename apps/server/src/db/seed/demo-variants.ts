import { rupeesToPaisa } from '@pasal/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../connection.js';
import { productColors, productFamilies, products } from '../../modules/catalog/schema.js';
import { copyAsVariant } from '../../modules/catalog/editor/variants.js';
import { sizeInGb } from './catalog-attributes.js';
import { demoFamilies, demoVariantName, demoVariantSlug } from './demo-families.js';

// The demo's products sold in configurations (issue #35, demo-families.ts): a demo product
// becomes the first variant of a family and its other configurations are made from it, as the
// back office does, each with its own prices, colour stock and RAM/storage specifications.

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Makes the demo's families; a base product that is not there (a trimmed catalogue) is skipped. */
export async function seedDemoVariants(tx: Tx, now: Date): Promise<number> {
  let made = 0;
  for (const family of demoFamilies) {
    const [base] = await tx.select().from(products).where(eq(products.slug, family.base));
    if (!base) continue;
    const [row] = await tx
      .insert(productFamilies)
      .values({
        name: family.name,
        options: family.options.map((option) => option.name),
        optionsNe: family.options.map((option) => option.nameNe),
        createdAt: now,
      })
      .returning({ id: productFamilies.id });
    const familyId = row!.id;
    await tx.update(products).set({ familyId, optionValues: family.baseValues }).where(eq(products.id, base.id));
    const colors = await tx
      .select()
      .from(productColors)
      .where(eq(productColors.productId, base.id))
      .orderBy(productColors.position, productColors.id);
    for (const variant of family.variants) {
      const name = demoVariantName(family, variant.values);
      const stock = variant.colorStock.reduce((sum, units) => sum + units, 0);
      const id = await copyAsVariant(tx, base, {
        name,
        slug: demoVariantSlug(name),
        familyId,
        values: variant.values,
        pricePaisa: rupeesToPaisa(variant.price),
        discountPricePaisa: rupeesToPaisa(variant.discountPrice),
        stock,
        now,
        isDemo: true,
      });
      // The texts name the configuration they were written for: this one's instead.
      await tx.execute(sql`
        UPDATE products SET long_description = replace(long_description, ${base.name}, ${name}),
          long_description_ne = replace(long_description_ne, ${base.name}, ${name})
        WHERE id = ${id}`);
      if (colors.length > 0) {
        await tx.insert(productColors).values(
          colors.map((color, index) => ({
            productId: id,
            colorName: color.colorName,
            colorNameNe: color.colorNameNe,
            hexCode: color.hexCode,
            quantity: variant.colorStock[index] ?? 0,
            position: color.position,
          })),
        );
      }
      for (const [title, answer] of Object.entries(variant.specs)) {
        await tx.execute(sql`
          UPDATE product_specifications SET answer = ${answer}, answer_ne = ''
          WHERE product_id = ${id} AND title = ${title}`);
        const key = title === 'RAM' ? 'ram_gb' : 'storage_gb';
        await tx.execute(sql`
          UPDATE product_attribute_values v SET number_value = ${sizeInGb(answer)}
          FROM category_attributes a
          WHERE a.id = v.attribute_id AND a.key = ${key} AND v.product_id = ${id}`);
      }
      made++;
    }
  }
  return made;
}
