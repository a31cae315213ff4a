import type {
  AttributeValue,
  CategoryAttribute,
  categoryTemplateInputSchema,
  productAttributeValuesInputSchema,
} from '@pasal/contract';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, DbOrTx } from '../../../db/connection.js';
import { categories, products } from '../schema.js';
import { attributeColumns, toCategoryAttribute, type AttributeRow } from './load.js';
import { categoryAttributes, productAttributeValues } from './schema.js';
import { refuse } from '../../../lib/refusal.js';

// The back office's side of structured specifications (issue #35): a category's template and a
// product's values. Each write is one transaction; the caller tells the storefront (announce).

type TemplateBody = z.output<typeof categoryTemplateInputSchema>;
type ValuesBody = z.output<typeof productAttributeValuesInputSchema>;

export async function categoryTemplate(db: DbOrTx, categoryId: number): Promise<CategoryAttribute[]> {
  const result = await db.execute(sql`
    SELECT ${attributeColumns} FROM category_attributes a WHERE a.category_id = ${categoryId}
    ORDER BY a.position, a.id`);
  return (result.rows as unknown as AttributeRow[]).map(toCategoryAttribute);
}

export async function requireCategory(db: DbOrTx, categoryId: number): Promise<void> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  if (!row) throw refuse('category_not_found');
}

/**
 * Replaces a category's template with `body.attributes`, in that order. An attribute sent with
 * its id keeps its products' values, unless its kind changed (they no longer fit: removed) or a
 * choice lost an option (the values of that option are removed); one left out is deleted with
 * its values.
 */
export async function saveCategoryTemplate(
  db: Database,
  categoryId: number,
  body: TemplateBody,
): Promise<CategoryAttribute[]> {
  const { attributes } = body;
  return db.transaction(async (tx) => {
    await requireCategory(tx, categoryId);
    const existing = await categoryTemplate(tx, categoryId);
    const byId = new Map(existing.map((attribute) => [attribute.id, attribute]));
    const errors: Record<string, string> = {};
    attributes.forEach((attribute, index) => {
      if (attribute.id !== undefined && !byId.has(attribute.id))
        errors[`attributes.${index}.id`] = 'is not an attribute of this category';
    });
    if (Object.keys(errors).length > 0) throw refuse('check_attributes', undefined, { errors });
    const kept = attributes.flatMap((attribute) => (attribute.id === undefined ? [] : [attribute.id]));
    await tx
      .delete(categoryAttributes)
      .where(
        and(
          eq(categoryAttributes.categoryId, categoryId),
          kept.length > 0 ? notInArray(categoryAttributes.id, kept) : undefined,
        ),
      );
    // Keys may swap places between attributes: move the kept ones out of the way first.
    if (kept.length > 0)
      await tx
        .update(categoryAttributes)
        .set({ key: sql`'zz_moving_' || ${categoryAttributes.id}` })
        .where(inArray(categoryAttributes.id, kept));
    for (const [position, attribute] of attributes.entries()) {
      const row = {
        key: attribute.key,
        label: attribute.label,
        labelNe: attribute.label_ne,
        kind: attribute.kind,
        unit: attribute.kind === 'number' ? attribute.unit : '',
        group: attribute.group,
        groupNe: attribute.group_ne,
        filterable: attribute.filterable,
        position,
        options: attribute.options.map((option) => ({
          value: option.value,
          label: option.label,
          label_ne: option.label_ne,
        })),
      };
      const before = attribute.id === undefined ? undefined : byId.get(attribute.id);
      if (!before) {
        await tx.insert(categoryAttributes).values({ categoryId, ...row });
        continue;
      }
      if (before.kind !== attribute.kind)
        await tx.delete(productAttributeValues).where(eq(productAttributeValues.attributeId, before.id));
      else if (attribute.kind === 'choice')
        await tx.delete(productAttributeValues).where(
          and(
            eq(productAttributeValues.attributeId, before.id),
            notInArray(
              productAttributeValues.choiceValue,
              attribute.options.map((option) => option.value),
            ),
          ),
        );
      await tx.update(categoryAttributes).set(row).where(eq(categoryAttributes.id, before.id));
    }
    return categoryTemplate(tx, categoryId);
  });
}

interface ProductAttributeValues {
  attributes: CategoryAttribute[];
  values: Record<string, AttributeValue>;
}

async function productCategory(db: DbOrTx, productId: number): Promise<number> {
  const [row] = await db.select({ categoryId: products.categoryId }).from(products).where(eq(products.id, productId));
  if (!row) throw refuse('no_such_product');
  return row.categoryId;
}

/** A product's values with its category's template (the product editor's fieldset). */
export async function productAttributeValuesOf(db: DbOrTx, productId: number): Promise<ProductAttributeValues> {
  const attributes = await categoryTemplate(db, await productCategory(db, productId));
  const rows = await db.select().from(productAttributeValues).where(eq(productAttributeValues.productId, productId));
  const keyOf = new Map(attributes.map((attribute) => [attribute.id, attribute.key]));
  const values: Record<string, AttributeValue> = {};
  for (const row of rows) {
    const key = keyOf.get(row.attributeId);
    const value = row.numberValue ?? row.choiceValue ?? row.booleanValue;
    if (key !== undefined && value !== null) values[key] = value;
  }
  return { attributes, values };
}

/** Why a value does not fit its attribute, or null when it does. */
function valueProblem(attribute: CategoryAttribute, value: AttributeValue): string | null {
  if (attribute.kind === 'number') return typeof value === 'number' ? null : 'must be a number';
  if (attribute.kind === 'boolean') return typeof value === 'boolean' ? null : 'must be true or false';
  if (typeof value !== 'string') return 'must be one of the choices';
  return attribute.options.some((option) => option.value === value) ? null : 'must be one of the choices';
}

/** Sets a product's values (key → value; null clears one); keys not sent stay as they are. */
export async function saveProductAttributeValues(
  db: Database,
  productId: number,
  body: ValuesBody,
): Promise<ProductAttributeValues> {
  return db.transaction(async (tx) => {
    const attributes = await categoryTemplate(tx, await productCategory(tx, productId));
    const byKey = new Map(attributes.map((attribute) => [attribute.key, attribute]));
    const errors: Record<string, string> = {};
    for (const [key, value] of Object.entries(body.values)) {
      const attribute = byKey.get(key);
      if (!attribute) errors[`values.${key}`] = "is not an attribute of the product's category";
      else if (value !== null) {
        const problem = valueProblem(attribute, value);
        if (problem) errors[`values.${key}`] = problem;
      }
    }
    if (Object.keys(errors).length > 0) throw refuse('check_specifications', undefined, { errors });
    for (const [key, value] of Object.entries(body.values)) {
      const attribute = byKey.get(key)!;
      if (value === null) {
        await tx
          .delete(productAttributeValues)
          .where(
            and(eq(productAttributeValues.productId, productId), eq(productAttributeValues.attributeId, attribute.id)),
          );
        continue;
      }
      const columns = {
        numberValue: typeof value === 'number' ? value : null,
        choiceValue: typeof value === 'string' ? value : null,
        booleanValue: typeof value === 'boolean' ? value : null,
      };
      await tx
        .insert(productAttributeValues)
        .values({ productId, attributeId: attribute.id, ...columns })
        .onConflictDoUpdate({
          target: [productAttributeValues.productId, productAttributeValues.attributeId],
          set: columns,
        });
    }
    return productAttributeValuesOf(tx, productId);
  });
}
