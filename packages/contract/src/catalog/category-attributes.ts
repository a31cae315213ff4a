// Structured specifications (issue #35): each category has a template of attributes (RAM in GB,
// battery in mAh, operating system, 5G yes/no, ...) and each product a value for some of them.
// The product list filters by them in the URL and shows their counts; the product page shows
// them grouped. The URL rules and what a page shows, without zod; the admin API's schemas are in
// category-attribute-schemas.ts.

import { LOCALE_PARAM } from '../shared/locale.js';

/** The admin's template of a category's attributes, and a product's values of them. */
export const CATEGORY_ATTRIBUTE_PATHS = {
  template: (categoryId: number) => `/api/v1/admin/categories/${categoryId}/attributes/`,
  values: (productId: number) => `/api/v1/admin/products/${productId}/attributes/`,
} as const;

export const attributeKinds = ['number', 'choice', 'boolean'] as const;
export type AttributeKind = (typeof attributeKinds)[number];

/** One choice of a choice attribute: `value` is what the URL carries (os=android). */
export interface AttributeOption {
  value: string;
  label: string;
  label_ne: string | null;
}

/** One attribute of a category's template. */
export interface CategoryAttribute {
  id: number;
  /** What the URL carries: ram_gb=8-, 5g=yes, os=android. */
  key: string;
  label: string;
  label_ne: string | null;
  kind: AttributeKind;
  /** Numbers only ('GB', 'mAh', 'in', 'kg', 'W'); '' for none. */
  unit: string;
  group: string;
  group_ne: string | null;
  /** Offered as a filter on the product list. */
  filterable: boolean;
  position: number;
  /** Choices only. */
  options: AttributeOption[];
}

export type AttributeValue = number | string | boolean;

/** A product's value of one attribute, as the product page shows it. */
export interface ProductAttribute {
  key: string;
  label: string;
  label_ne: string | null;
  kind: AttributeKind;
  unit: string;
  group: string;
  group_ne: string | null;
  value: AttributeValue;
  /** A choice's label (English / Nepali); null for numbers and yes/no. */
  value_label: string | null;
  value_label_ne: string | null;
}

/** Filter facet of a number attribute: the smallest and largest value among the results. */
export interface NumberAttributeFacet {
  key: string;
  label: string;
  label_ne: string | null;
  kind: 'number';
  unit: string;
  /** null when no product of the results has a value. */
  min: number | null;
  max: number | null;
}

/** Filter facet of a choice or yes/no attribute: every option with its count. */
export interface OptionAttributeFacet {
  key: string;
  label: string;
  label_ne: string | null;
  kind: 'choice' | 'boolean';
  options: (AttributeOption & { count: number })[];
}

export type AttributeFacet = NumberAttributeFacet | OptionAttributeFacet;

/** The URL words of a yes/no attribute (5g=yes). */
export const BOOLEAN_OPTIONS: readonly AttributeOption[] = [
  { value: 'yes', label: 'Yes', label_ne: 'छ' },
  { value: 'no', label: 'No', label_ne: 'छैन' },
];

/** An attribute key: lowercase letters, digits and underscores, as the URL carries it. */
export const ATTRIBUTE_KEY_PATTERN = /^[a-z0-9][a-z0-9_]{0,39}$/;
/** A choice's value: lowercase letters, digits and hyphens. */
export const ATTRIBUTE_OPTION_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;

/**
 * Query parameters the product list (API and /products) already uses: no attribute may be
 * called so, or its filter would be read as another one.
 */
const RESERVED_FILTER_KEYS: readonly string[] = [
  'name',
  'q',
  'category',
  'min_price',
  'max_price',
  'review_count',
  'rating',
  'sort',
  'sort_by',
  'page',
  'brand',
  'in_stock',
  'on_sale',
  'ram',
  'storage',
  // The page's language (?lang=ne, shared/locale.ts): a link in a Nepali e-mail carries it.
  LOCALE_PARAM,
];

/**
 * What ad and social links add to a shop's address (Facebook's fbclid, Google's gclid, utm_*): not
 * filters, though they look like attributes. Read as one, a shopper arriving from Facebook saw
 * "filters applied" on an unfiltered list.
 */
const TRACKING_PARAM = /^(utm_[a-z_]+|fbclid|gclid|gbraid|wbraid|msclkid|ttclid)$/;

/** Whether a query parameter can never be an attribute filter: the list's own, or a tracking one. */
export function isReservedFilterKey(key: string): boolean {
  return RESERVED_FILTER_KEYS.includes(key) || TRACKING_PARAM.test(key);
}

/** An attribute filter: a number range (either end open) or any of some values. */
export type AttributeFilter =
  { kind: 'range'; min: number | null; max: number | null } | { kind: 'values'; values: string[] };

const NUMBER = String.raw`\d{1,9}(?:\.\d{1,3})?`;
const RANGE = new RegExp(`^(${NUMBER})?-(${NUMBER})?$`);

/**
 * Reads a range as the URL writes it: `8-` (at least 8), `-16` (at most 16), `8-16`, or one
 * number `8` (exactly 8). Null when it is not one (or has neither end); the ends are put in order.
 */
export function parseAttributeRange(raw: string): { min: number | null; max: number | null } | null {
  const text = raw.trim();
  if (/^\d{1,9}(?:\.\d{1,3})?$/.test(text)) return { min: Number(text), max: Number(text) };
  const match = RANGE.exec(text);
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  let min = match[1] === undefined ? null : Number(match[1]);
  let max = match[2] === undefined ? null : Number(match[2]);
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  return { min, max };
}

/** Reads a list of choices (os=android,ios); null when any of them is not a choice's value. */
export function parseAttributeValues(raw: string): string[] | null {
  const values = raw
    .split(',')
    .map((value) => value.trim().toLowerCase())
    .filter((value) => value !== '');
  if (values.length === 0 || values.length > 20 || !values.every((value) => ATTRIBUTE_OPTION_PATTERN.test(value)))
    return null;
  return [...new Set(values)];
}

/** The URL text of a filter: `8-`, `5000-6000`, `android,ios`. */
export function attributeFilterText(filter: AttributeFilter): string {
  if (filter.kind === 'values') return filter.values.join(',');
  if (filter.min !== null && filter.min === filter.max) return String(filter.min);
  return `${filter.min ?? ''}-${filter.max ?? ''}`;
}

/**
 * The attribute filters of a query string (every parameter that is not one of the list's own and
 * looks like an attribute key), as raw text: which are attributes of the chosen category, and of
 * what kind, only the server's template knows.
 */
export function attributeParamsOf(query: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (isReservedFilterKey(key) || !ATTRIBUTE_KEY_PATTERN.test(key)) continue;
    if (typeof value === 'string' && value.trim() !== '' && value.length <= 200) out[key] = value.trim();
  }
  return out;
}

/**
 * A number with its unit as a page shows it: "8 GB", "5000 mAh", "6.7 in", "1.24 kg". 1024 GB and
 * more reads in TB. `digits` writes the digits in the page's script (localDigits).
 */
export function formatAttributeNumber(
  value: number,
  unit: string,
  digits: (text: string) => string = (t) => t,
): string {
  if (unit === 'GB' && value >= 1024 && value % 1024 === 0) return `${digits(String(value / 1024))} TB`;
  const text = digits(String(Math.round(value * 1000) / 1000));
  if (unit === '') return text;
  return unit === 'in' ? `${text}″` : `${text} ${unit}`;
}
