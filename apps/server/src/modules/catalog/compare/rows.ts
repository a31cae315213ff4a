import type { ComparisonRow, ComparisonValue, Product } from '@pasal/contract';

// The rows of a comparison (issue #35): every product's lines laid side by side, the same line of
// each product on one row. Today a product's lines are its specifications (free text, a title and
// an answer, in English and Nepali); structured per-category attributes become more lines of the
// same shape (productLines below), and the page needs no change.

/** One line a product says about itself: a title and its value, each with its Nepali. */
export interface ProductLine {
  title: string;
  title_ne: string | null;
  value: string;
  value_ne: string | null;
}

/** A title or value folded for matching: case, spacing and a trailing colon do not count. */
export function fold(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\s*[:：]$/, '');
}

/** What a product says about itself, in the order it says it. */
export function productLines(product: Pick<Product, 'specifications'>): ProductLine[] {
  return product.specifications
    .filter((spec) => spec.title.trim() !== '' && spec.answer.trim() !== '')
    .map((spec) => ({
      title: spec.title.trim(),
      title_ne: spec.title_ne,
      value: spec.answer.trim(),
      value_ne: spec.answer_ne,
    }));
}

/** A product's value for a row: its lines with that title, joined (one product may list a title twice). */
function valueOf(lines: ProductLine[]): ComparisonValue | null {
  if (lines.length === 0) return null;
  const text = lines.map((line) => line.value).join(', ');
  const nepali = lines.some((line) => line.value_ne?.trim())
    ? lines.map((line) => line.value_ne?.trim() || line.value).join(', ')
    : null;
  return { text, text_ne: nepali };
}

/**
 * The rows of products whose lines are `columns` (one list per product, in column order): one row
 * per title (matched folded), in the order the titles first appear, the first product's first.
 * A row `differs` when its values are not all the same (folded), a missing value included.
 */
export function alignRows(columns: ProductLine[][]): ComparisonRow[] {
  const order: string[] = [];
  const titles = new Map<string, { title: string; title_ne: string | null }>();
  for (const lines of columns)
    for (const line of lines) {
      const key = fold(line.title);
      const known = titles.get(key);
      if (!known) {
        order.push(key);
        titles.set(key, { title: line.title, title_ne: line.title_ne?.trim() || null });
      } else if (!known.title_ne && line.title_ne?.trim()) known.title_ne = line.title_ne.trim();
    }
  return order.map((key) => {
    const values = columns.map((lines) => valueOf(lines.filter((line) => fold(line.title) === key)));
    const distinct = new Set(values.map((value) => (value ? fold(value.text) : null)));
    return { key, ...titles.get(key)!, values, differs: distinct.size > 1 };
  });
}

/** The comparison rows of `products`, in column order: the one place a new kind of line joins. */
export function comparisonRows(products: Pick<Product, 'specifications'>[]): ComparisonRow[] {
  return alignRows(products.map(productLines));
}
