import type { AttributeValue } from '@pasal/contract';
import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../connection.js';
import { categoryAttributes, productAttributeValues } from '../schema.js';
import { demoAttributeValues, demoTemplates, type DemoAttribute } from './catalog-attributes.js';

// Writes the demo catalogue's structured specifications (issue #35): for a new shop with the rest
// of the demo (seed/index.ts), and once for a shop seeded before they existed (`addDemoAttributes`).

/** A demo category's attributes as written: key → id and kind. */
type WrittenTemplate = Map<string, { id: number; kind: DemoAttribute['kind'] }>;

/** Writes the demo template of each category given (slug → id) that has one. */
export async function insertDemoTemplates(
  tx: DbOrTx,
  categoryIds: ReadonlyMap<string, number>,
): Promise<Map<string, WrittenTemplate>> {
  const written = new Map<string, WrittenTemplate>();
  for (const [slug, categoryId] of categoryIds) {
    const template = demoTemplates[slug as keyof typeof demoTemplates];
    if (!template) continue;
    const rows = await tx
      .insert(categoryAttributes)
      .values(
        template.map((attribute, position) => ({
          categoryId,
          key: attribute.key,
          label: attribute.label,
          labelNe: attribute.labelNe,
          kind: attribute.kind,
          unit: attribute.unit,
          group: attribute.group,
          groupNe: attribute.groupNe,
          filterable: attribute.filterable,
          position,
          options: attribute.options,
        })),
      )
      .returning({ id: categoryAttributes.id, key: categoryAttributes.key, kind: categoryAttributes.kind });
    written.set(slug, new Map(rows.map((row) => [row.key, { id: row.id, kind: row.kind }])));
  }
  return written;
}

/** The value rows of one product: only keys of its category's template, each in its kind's column. */
export function valueRows(
  template: WrittenTemplate,
  productId: number,
  values: Record<string, AttributeValue>,
): (typeof productAttributeValues.$inferInsert)[] {
  const rows: (typeof productAttributeValues.$inferInsert)[] = [];
  for (const [key, value] of Object.entries(values)) {
    const attribute = template.get(key);
    if (!attribute) continue;
    if (attribute.kind === 'number' && typeof value === 'number')
      rows.push({ productId, attributeId: attribute.id, numberValue: value });
    else if (attribute.kind === 'choice' && typeof value === 'string')
      rows.push({ productId, attributeId: attribute.id, choiceValue: value });
    else if (attribute.kind === 'boolean' && typeof value === 'boolean')
      rows.push({ productId, attributeId: attribute.id, booleanValue: value });
  }
  return rows;
}

export async function insertValueRows(tx: DbOrTx, rows: (typeof productAttributeValues.$inferInsert)[]) {
  for (let start = 0; start < rows.length; start += 2000)
    await tx.insert(productAttributeValues).values(rows.slice(start, start + 2000));
}

/**
 * A shop seeded before structured specifications (migration 0047) gets the demo templates and
 * its demo products' values, read from their specification texts as stored (a text the owner
 * edited is read as edited). Only demo categories that have no template at all are given one,
 * so this runs once per category; the owner's own categories are left alone. Returns how many
 * categories were given one.
 */
export async function addDemoAttributes(db: Database): Promise<number> {
  const slugs = Object.keys(demoTemplates);
  return db.transaction(async (tx) => {
    // Two processes starting together: one writes, the other then finds the templates there.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('pasal:demo-attributes'))`);
    const missing = await tx.execute<{ id: number; slug: string }>(sql`
      SELECT c.id, c.slug FROM categories c
      WHERE c.is_demo AND c.slug IN (${sql.join(
        slugs.map((slug) => sql`${slug}`),
        sql`, `,
      )})
        AND NOT EXISTS (SELECT 1 FROM category_attributes a WHERE a.category_id = c.id)`);
    if (missing.rows.length === 0) return 0;
    const written = await insertDemoTemplates(tx, new Map(missing.rows.map((row) => [row.slug, row.id])));
    const products = await tx.execute<{
      id: number;
      slug: string;
      category: string;
      specifications: { title: string; answer: string }[] | null;
    }>(sql`
      SELECT p.id, p.slug, c.slug AS category,
        (SELECT json_agg(json_build_object('title', s.title, 'answer', s.answer) ORDER BY s.position, s.id)
           FROM product_specifications s WHERE s.product_id = p.id) AS specifications
      FROM products p JOIN categories c ON c.id = p.category_id
      WHERE p.is_demo AND c.id IN (${sql.join(
        missing.rows.map((row) => sql`${row.id}`),
        sql`, `,
      )})`);
    const rows = products.rows.flatMap((product) =>
      valueRows(
        written.get(product.category)!,
        product.id,
        demoAttributeValues(product.category, product.slug, product.specifications ?? []),
      ),
    );
    await insertValueRows(tx, rows);
    return written.size;
  });
}
