import type { AttributeKind } from '@pasal/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { categories, products } from '../schema.js';

// Structured specifications (issue #35, migration 0047): a category's template of attributes and
// each product's values of them. A value's kind is checked against its attribute by a trigger
// (product_attribute_value_kind_check), which Drizzle does not describe.

/** An option of a choice attribute as stored: Nepali '' when there is none. */
export interface StoredAttributeOption {
  value: string;
  label: string;
  label_ne: string;
}

export const categoryAttributes = pgTable(
  'category_attributes',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    /** What the product list's URL carries: ram_gb=8-, 5g=yes. */
    key: text('key').notNull(),
    label: text('label').notNull(),
    /** The label on Nepali pages; empty: the English one. */
    labelNe: text('label_ne').notNull().default(''),
    kind: text('kind').$type<AttributeKind>().notNull(),
    /** Numbers only: GB, mAh, in, kg, W. */
    unit: text('unit').notNull().default(''),
    group: text('group').notNull(),
    groupNe: text('group_ne').notNull().default(''),
    filterable: boolean('filterable').notNull().default(true),
    position: integer('position').notNull().default(0),
    /** Choices only, in the order shown. */
    options: jsonb('options').$type<StoredAttributeOption[]>().notNull().default([]),
  },
  (table) => [
    uniqueIndex('category_attributes_category_key_unique').on(table.categoryId, table.key),
    check('category_attributes_kind_check', sql`${table.kind} IN ('number', 'choice', 'boolean')`),
    check('category_attributes_key_check', sql`${table.key} ~ '^[a-z0-9][a-z0-9_]{0,39}$'`),
    check('category_attributes_unit_check', sql`${table.kind} = 'number' OR ${table.unit} = ''`),
    check(
      'category_attributes_options_check',
      sql`jsonb_typeof(${table.options}) = 'array' AND (${table.kind} = 'choice' OR ${table.options} = '[]'::jsonb)`,
    ),
  ],
);

export const productAttributeValues = pgTable(
  'product_attribute_values',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => categoryAttributes.id, { onDelete: 'cascade' }),
    numberValue: numeric('number_value', { precision: 12, scale: 3, mode: 'number' }),
    choiceValue: text('choice_value'),
    booleanValue: boolean('boolean_value'),
  },
  (table) => [
    primaryKey({ name: 'product_attribute_values_pk', columns: [table.productId, table.attributeId] }),
    index('product_attribute_values_attribute_idx').on(table.attributeId),
    check(
      'product_attribute_values_one_value_check',
      sql`num_nonnulls(${table.numberValue}, ${table.choiceValue}, ${table.booleanValue}) = 1`,
    ),
  ],
);
