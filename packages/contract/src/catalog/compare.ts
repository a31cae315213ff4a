import type { Product } from './catalog.js';
import type { Locale } from '../shared/locale.js';

// Comparing products side by side (issue #35): up to four products of one category, chosen in the
// browser (the compare list) and shown at /compare?products=a,b,c, an address that alone draws the
// page, so it can be shared. No zod here: the storefront's first screen reads these.

/** At most this many products are compared at once. */
export const COMPARE_LIMIT = 4;

/** The storefront's comparison page. */
export const COMPARE_PAGE_PATH = '/compare';

/** The page's query parameter: the products' slugs, comma-separated, in column order. */
export const COMPARE_PAGE_PARAM = 'products';

/** A product slug as the catalogue writes them (admin-catalog.ts slugField). */
export const COMPARE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** How long a slug may be (CATALOGUE_LIMITS.slugMax). */
export const COMPARE_SLUG_MAX = 200;

/**
 * The slugs an address names, in order, without blanks or repeats. Lenient (the page shows what
 * it can); the API checks them strictly (compareQuerySchema).
 */
export function compareSlugsOf(value: string | null | undefined): string[] {
  const slugs = (value ?? '')
    .split(',')
    .map((slug) => slug.trim().toLowerCase())
    .filter((slug) => slug !== '');
  return [...new Set(slugs)];
}

/** '/compare?products=a,b,c' (commas kept readable: a slug has none). '/compare' for none. */
export function comparePagePath(slugs: readonly string[]): string {
  if (slugs.length === 0) return COMPARE_PAGE_PATH;
  return `${COMPARE_PAGE_PATH}?${COMPARE_PAGE_PARAM}=${slugs.map(encodeURIComponent).join(',')}`;
}

/** The API's refusals (Nepali in i18n/messages-ne.ts). */
export const COMPARE_MESSAGES = {
  slugsRequired: 'Choose at least one product to compare',
  slugsInvalid: 'Name products by their address, comma-separated (e.g. galaxy-a55-5g,pixel-9)',
  tooMany: `Compare at most ${COMPARE_LIMIT} products at a time`,
};

/** One product's value in a row; null when the product has none ('—' on the page). */
export interface ComparisonValue {
  text: string;
  text_ne: string | null;
}

/**
 * One line of the comparison: the same specification (matched by its title, whatever its case or
 * spacing) of every product, in column order. `differs` when the products do not all say the same.
 */
export interface ComparisonRow {
  key: string;
  title: string;
  title_ne: string | null;
  values: (ComparisonValue | null)[];
  differs: boolean;
}

/** GET api/v1/products/compare/?slugs=…: the products in the order asked, and their rows. */
export interface Comparison {
  category: { name: string; name_ne: string | null; slug: string };
  products: Product[];
  rows: ComparisonRow[];
}

/** A 404 (`missing`) or 422 (`categories`) of the compare API: what is wrong, by name. */
export interface CompareRefusal {
  message: string;
  errors?: Record<string, string>;
  /** 404 and 422: the refusal's code in the contract's catalogue (refusals/), and its parameters. */
  code?: string;
  params?: Record<string, string | number>;
  /** The slugs no product on sale answers to. */
  missing?: string[];
  /** Each category the products come from, with the products (slugs) in it. */
  categories?: { name: string; name_ne: string | null; slug: string; products: string[] }[];
}

const HEAD_WORDS = {
  en: {
    title: (names: string, shop: string) => `Compare ${names} | ${shop}`,
    emptyTitle: (shop: string) => `Compare products | ${shop}`,
    description: (names: string) => `${names} side by side: prices, ratings, stock and specifications.`,
    emptyDescription: 'Choose up to four products of one category and see them side by side.',
    joiner: ' vs ',
  },
  ne: {
    title: (names: string, shop: string) => `${names} तुलना | ${shop}`,
    emptyTitle: (shop: string) => `सामान तुलना | ${shop}`,
    description: (names: string) => `${names} छेउछाउमा: मूल्य, रेटिङ, स्टक र विशेषताहरू।`,
    emptyDescription: 'एउटै वर्गका चार वटासम्म सामान छानेर छेउछाउमा हेर्नुहोस्।',
    joiner: ' र ',
  },
} as const;

/**
 * The comparison page's title and description, as the server writes them into the page (for link
 * previews) and the app draws them: 'Compare Galaxy S24 vs Pixel 9 | Himal Gadgets'.
 */
export function compareHead(
  comparison: { products: readonly Pick<Product, 'name'>[] } | null,
  shop: string,
  locale: Locale,
): { title: string; description: string } {
  const words = HEAD_WORDS[locale];
  if (!comparison || comparison.products.length === 0)
    return { title: words.emptyTitle(shop), description: words.emptyDescription };
  const names = comparison.products.map((product) => product.name).join(words.joiner);
  return { title: words.title(names, shop), description: words.description(names) };
}
