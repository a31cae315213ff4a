// A product page's address names the colour chosen on it (issue #35): `/products/{slug}?colour=titanium-gray`.
// A shared link opens that colour, the server draws it, and a configuration chip carries it to the
// next configuration, which has its own colour rows with their own ids: so the address names a colour
// by its English name, not its id. No zod here: the product page's first load reads it.

import { productPath } from './product-seo.js';

export const COLOUR_PARAM = 'colour';

/** A colour's name as the address writes it: lower case, words joined by hyphens ("Titanium Gray" → "titanium-gray"). */
export function colourSlug(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The colour of `colors` the address's value names, if any. */
export function colourNamed<T extends { color_name: string }>(
  colors: readonly T[],
  value: string | null,
): T | undefined {
  if (!value) return undefined;
  const wanted = colourSlug(value);
  return wanted ? colors.find((color) => colourSlug(color.color_name) === wanted) : undefined;
}

/** A product page's address, with the colour when one is named. */
export function productColourPath(slug: string, colourName: string | null | undefined): string {
  const slugged = colourName ? colourSlug(colourName) : '';
  return slugged ? `${productPath(slug)}?${COLOUR_PARAM}=${slugged}` : productPath(slug);
}
