import type { AttributeKind, CategoryAttribute } from '@pasal/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/connection.js';
import type { StoredAttributeOption } from './schema.js';

// Reading the structured specifications (issue #35) for the catalogue index, the product page
// and the back office.

/**
 * A product's values as one JSON object (key → number, text or boolean), for a query over
 * `products p`: only attributes of its current category (values of a category it left stay
 * stored but are not its specifications any more). Null for none.
 */
export const productAttributesJson = sql`(
  SELECT json_object_agg(a.key, CASE a.kind WHEN 'number' THEN to_json(v.number_value)
    WHEN 'choice' THEN to_json(v.choice_value) ELSE to_json(v.boolean_value) END)
  FROM product_attribute_values v JOIN category_attributes a ON a.id = v.attribute_id AND a.category_id = p.category_id
  WHERE v.product_id = p.id)`;

/**
 * A product's values as the product page shows them, in the template's order, for a query over
 * `products p`: never null.
 */
export const productAttributeListJson = sql`coalesce((
  SELECT json_agg(json_build_object('key', a.key, 'label', a.label, 'label_ne', nullif(a.label_ne, ''),
      'kind', a.kind, 'unit', a.unit, 'group', a."group", 'group_ne', nullif(a.group_ne, ''),
      'value', CASE a.kind WHEN 'number' THEN to_json(v.number_value)
        WHEN 'choice' THEN to_json(v.choice_value) ELSE to_json(v.boolean_value) END,
      'value_label', o.option ->> 'label', 'value_label_ne', nullif(o.option ->> 'label_ne', ''))
    ORDER BY a.position, a.id)
  FROM product_attribute_values v JOIN category_attributes a ON a.id = v.attribute_id AND a.category_id = p.category_id
  LEFT JOIN LATERAL (SELECT x AS option FROM jsonb_array_elements(a.options) x
                     WHERE x ->> 'value' = v.choice_value LIMIT 1) o ON true
  WHERE v.product_id = p.id), '[]'::json)`;

export interface AttributeRow {
  id: number;
  category_id: number;
  key: string;
  label: string;
  label_ne: string;
  kind: AttributeKind;
  unit: string;
  group: string;
  group_ne: string;
  filterable: boolean;
  position: number;
  options: StoredAttributeOption[];
}

export const attributeColumns = sql`a.id, a.category_id, a.key, a.label, a.label_ne, a.kind, a.unit, a."group",
  a.group_ne, a.filterable, a.position, a.options`;

export function toCategoryAttribute(row: AttributeRow): CategoryAttribute {
  return {
    id: row.id,
    key: row.key,
    label: row.label,
    label_ne: row.label_ne || null,
    kind: row.kind,
    unit: row.unit,
    group: row.group,
    group_ne: row.group_ne || null,
    filterable: row.filterable,
    position: row.position,
    options: row.options.map((option) => ({
      value: option.value,
      label: option.label,
      label_ne: option.label_ne || null,
    })),
  };
}

/** Every category's template, by category slug, each in order. */
export async function loadCategoryTemplates(db: DbOrTx): Promise<Map<string, CategoryAttribute[]>> {
  const result = await db.execute(sql`
    SELECT ${attributeColumns}, c.slug AS category_slug
    FROM category_attributes a JOIN categories c ON c.id = a.category_id
    ORDER BY a.category_id, a.position, a.id`);
  const templates = new Map<string, CategoryAttribute[]>();
  for (const row of result.rows as unknown as (AttributeRow & { category_slug: string })[]) {
    const list = templates.get(row.category_slug) ?? [];
    list.push(toCategoryAttribute(row));
    templates.set(row.category_slug, list);
  }
  return templates;
}
