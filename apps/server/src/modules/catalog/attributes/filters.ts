import {
  BOOLEAN_OPTIONS,
  parseAttributeRange,
  parseAttributeValues,
  type AttributeFilter,
  type CategoryAttribute,
} from '@pasal/contract';

/** The most attribute filters one list query may carry. */
const MAX_ATTRIBUTE_FILTERS = 20;

interface ParsedAttributeFilters {
  filters: Map<string, AttributeFilter>;
  /** Parameter → what is wrong with it (a 400's `errors`). */
  errors: Record<string, string>;
}

/**
 * The attribute filters of a product list query, read against the chosen category's template:
 * a parameter named after one of its filterable attributes filters by it; any other is not an
 * attribute filter (a campaign tag, a filter of another category) and is left alone. A number
 * takes a range (8-, -16, 8-16, 8), a choice its options' values, a yes/no `yes` or `no`
 * (comma-separated: any of them).
 */
export function parseAttributeFilters(
  template: readonly CategoryAttribute[],
  params: Readonly<Record<string, string>>,
): ParsedAttributeFilters {
  const filters = new Map<string, AttributeFilter>();
  const errors: Record<string, string> = {};
  for (const attribute of template) {
    const raw = params[attribute.key];
    if (raw === undefined || !attribute.filterable) continue;
    if (attribute.kind === 'number') {
      const range = parseAttributeRange(raw);
      if (range) filters.set(attribute.key, { kind: 'range', ...range });
      else errors[attribute.key] = 'must be a range such as 8-16, 8- or -16';
      continue;
    }
    const values = parseAttributeValues(raw);
    const allowed = attribute.kind === 'boolean' ? BOOLEAN_OPTIONS.map((option) => option.value) : null;
    if (!values || (allowed && !values.every((value) => allowed.includes(value))))
      errors[attribute.key] =
        attribute.kind === 'boolean' ? 'must be yes or no' : 'must be choices separated by commas, such as android';
    else filters.set(attribute.key, { kind: 'values', values });
  }
  if (filters.size > MAX_ATTRIBUTE_FILTERS) errors.attributes = `must be at most ${MAX_ATTRIBUTE_FILTERS} filters`;
  return { filters, errors };
}
