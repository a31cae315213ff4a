import {
  BOOLEAN_OPTIONS,
  type AttributeFacet,
  type AttributeFilter,
  type AttributeOption,
  type AttributeValue,
  type CategoryAttribute,
} from '@pasal/contract';

/** Each category's template, by category slug, in the template's order. */
export type CategoryTemplates = ReadonlyMap<string, readonly CategoryAttribute[]>;

/** What the columns read of a product. */
export interface AttributedProduct {
  categorySlug: string;
  /** key → value, only keys of its category's template. */
  attributes?: Readonly<Record<string, AttributeValue>>;
}

interface Column {
  attribute: CategoryAttribute;
  /** The options a code refers to (a choice's, or yes/no). */
  options: readonly AttributeOption[];
  /** Numbers: the value per product, NaN for none. */
  numbers: Float64Array | null;
  /** Choices and yes/no: the option's index per product, -1 for none. */
  codes: Int16Array | null;
}

/**
 * The catalogue index's attribute values (issue #35), one column per attribute of every
 * category's template over all the index's products (a product has values only in its own
 * category's columns), so a list query filters and counts by them in the same one pass over its
 * products as by brand or price (search/catalog-index.ts).
 */
export class AttributeColumns {
  private readonly columns = new Map<string, Column[]>();

  constructor(products: readonly AttributedProduct[], templates: CategoryTemplates) {
    const n = products.length;
    for (const [slug, template] of templates) {
      this.columns.set(
        slug,
        template.map((attribute) => ({
          attribute,
          options: attribute.kind === 'boolean' ? BOOLEAN_OPTIONS : attribute.options,
          numbers: attribute.kind === 'number' ? new Float64Array(n).fill(Number.NaN) : null,
          codes: attribute.kind === 'number' ? null : new Int16Array(n).fill(-1),
        })),
      );
    }
    products.forEach((product, doc) => {
      const values = product.attributes;
      if (!values) return;
      for (const column of this.columns.get(product.categorySlug) ?? []) {
        const value = values[column.attribute.key];
        if (value === undefined) continue;
        if (column.numbers && typeof value === 'number') column.numbers[doc] = value;
        else if (column.codes) {
          const wanted = typeof value === 'boolean' ? (value ? 'yes' : 'no') : value;
          column.codes[doc] = column.options.findIndex((option) => option.value === wanted);
        }
      }
    });
  }

  /** A category's template (by slug), [] for none. */
  template(categorySlug: string): readonly CategoryAttribute[] {
    return this.columns.get(categorySlug)?.map((column) => column.attribute) ?? [];
  }

  /**
   * A list query's attribute filters over one category. Filter i fails as bit `firstBit << i`;
   * `fails` says which a product fails, `tally` counts it for the facets of the filters it passes
   * (each facet follows every filter but its own).
   */
  prepare(categorySlug: string, filters: ReadonlyMap<string, AttributeFilter>, firstBit: number): AttributeQuery {
    return new AttributeQuery(this.columns.get(categorySlug) ?? [], filters, firstBit);
  }
}

interface Active {
  column: Column;
  bit: number;
  matches(doc: number): boolean;
}

class AttributeQuery {
  private readonly active: Active[] = [];
  private readonly facetColumns: { column: Column; own: number; selected: Set<number> }[] = [];
  private readonly low: Float64Array;
  private readonly high: Float64Array;
  private readonly counts: Int32Array[];

  constructor(columns: readonly Column[], filters: ReadonlyMap<string, AttributeFilter>, firstBit: number) {
    let bit = firstBit;
    for (const column of columns) {
      if (!column.attribute.filterable) continue;
      const filter = filters.get(column.attribute.key);
      let own = 0;
      const selected = new Set<number>();
      if (filter) {
        own = bit;
        bit *= 2;
        const matches = matcher(column, filter, selected);
        this.active.push({ column, bit: own, matches });
      }
      this.facetColumns.push({ column, own, selected });
    }
    this.low = new Float64Array(this.facetColumns.length).fill(Number.POSITIVE_INFINITY);
    this.high = new Float64Array(this.facetColumns.length).fill(Number.NEGATIVE_INFINITY);
    this.counts = this.facetColumns.map(({ column }) => new Int32Array(column.options.length));
  }

  /** The bits of the filters `doc` fails. */
  fails(doc: number): number {
    let fails = 0;
    for (const filter of this.active) if (!filter.matches(doc)) fails |= filter.bit;
    return fails;
  }

  /** Counts `doc` (which fails `fails`, every filter of the query included) in the facets it belongs to. */
  /** `once(facet, code)`: whether to count this choice (false for a family already counted, issue #35). */
  tally(doc: number, fails: number, once?: (facet: number, code: number) => boolean): void {
    for (let i = 0; i < this.facetColumns.length; i++) {
      const { column, own } = this.facetColumns[i]!;
      if ((fails & ~own) !== 0) continue;
      if (column.numbers) {
        const value = column.numbers[doc]!;
        if (Number.isNaN(value)) continue;
        if (value < this.low[i]!) this.low[i] = value;
        if (value > this.high[i]!) this.high[i] = value;
      } else {
        const code = column.codes![doc]!;
        if (code >= 0 && (!once || once(i, code))) this.counts[i]![code]!++;
      }
    }
  }

  facets(): AttributeFacet[] {
    return this.facetColumns.map(({ column, selected }, i): AttributeFacet => {
      const { key, label, label_ne, unit } = column.attribute;
      if (column.numbers) {
        const found = this.low[i]! <= this.high[i]!;
        return {
          key,
          label,
          label_ne,
          kind: 'number',
          unit,
          min: found ? this.low[i]! : null,
          max: found ? this.high[i]! : null,
        };
      }
      const counts = this.counts[i]!;
      return {
        key,
        label,
        label_ne,
        kind: column.attribute.kind === 'boolean' ? 'boolean' : 'choice',
        options: column.options
          .map((option, code) => ({ ...option, count: counts[code]! }))
          .filter((option, code) => option.count > 0 || selected.has(code)),
      };
    });
  }
}

/** Whether a product matches a filter; fills `selected` with the option codes it names. */
function matcher(column: Column, filter: AttributeFilter, selected: Set<number>): (doc: number) => boolean {
  if (column.numbers) {
    const numbers = column.numbers;
    if (filter.kind !== 'range') return () => false;
    const min = filter.min ?? Number.NEGATIVE_INFINITY;
    const max = filter.max ?? Number.POSITIVE_INFINITY;
    // NaN (no value) is neither >= nor <=: a product without a value never matches a range.
    return (doc) => numbers[doc]! >= min && numbers[doc]! <= max;
  }
  const codes = column.codes!;
  if (filter.kind !== 'values') return () => false;
  for (const value of filter.values) {
    const code = column.options.findIndex((option) => option.value === value);
    if (code >= 0) selected.add(code);
  }
  return (doc) => selected.has(codes[doc]!);
}
