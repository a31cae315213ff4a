import type { SearchUnderstood } from '@pasal/contract';
import type { CatalogIndex, IndexAnswer, IndexQuery } from './catalog-index.js';
import type { ProductKind } from './product-kinds.js';
import { readQuery, type QueryReading } from './query-understanding.js';
import { termOf, words } from './text.js';

/**
 * A product-list search with what its words say applied (issue #35; query-understanding.ts reads
 * them): a price phrase becomes the price filter (narrowing one set by the shopper, never widening
 * it); a kind of product named limits the search to its categories, unless the shopper chose a
 * category or nothing there matches (then the plain search answers: "phone stand" in a shop that
 * files stands under Accessories); a kind this shop has no category of finds only products with
 * that word in their name, brand or category, so "ipad" answers nothing rather than a laptop.
 *
 * Work per query: one read of the query (its length), one cached kind → categories lookup, and
 * one index query (another when the kind's categories hold nothing that matches, or a budget
 * guessed from "30k" finds nothing).
 */
export function searchUnderstood(
  index: CatalogIndex,
  query: IndexQuery,
): { answer: IndexAnswer; understood: SearchUnderstood | null } {
  if (!query.text) return { answer: index.query(query), understood: null };
  const reading = readQuery(query.text);
  const result = answerWith(index, query, reading);
  // "30k" or "rs 25000" alone was taken for a budget; a name that ends "(24K)" is not one.
  if (result.answer.count === 0 && reading.budget)
    return answerWith(index, query, readQuery(query.text, { budgets: false }));
  return result;
}

function answerWith(
  index: CatalogIndex,
  query: IndexQuery,
  reading: QueryReading,
): { answer: IndexAnswer; understood: SearchUnderstood | null } {
  const priced: IndexQuery = {
    ...query,
    text: reading.search || null,
    minPricePaisa:
      reading.minPrice === null ? query.minPricePaisa : Math.max(query.minPricePaisa, reading.minPrice * 100),
    maxPricePaisa:
      reading.maxPrice === null
        ? query.maxPricePaisa
        : Math.min(query.maxPricePaisa ?? Number.MAX_SAFE_INTEGER, reading.maxPrice * 100),
  };
  const kind = query.category ? null : reading.kind;
  if (kind) {
    const categories = categoriesOfKind(index, kind);
    if (categories.length === 0) {
      const answer = index.query({
        ...priced,
        text: reading.searchWithoutKind || null,
        namedAs: kind.words.map(termOf),
      });
      return { answer, understood: understood(reading, [], reading.kindText) };
    }
    const answer = index.query({ ...priced, categories: categories.map((c) => c.slug) });
    if (answer.count > 0) return { answer, understood: understood(reading, categories, null) };
  }
  const answer = index.query(priced);
  const hasPrice = reading.minPrice !== null || reading.maxPrice !== null;
  return { answer, understood: hasPrice ? understood(reading, [], null) : null };
}

function understood(reading: QueryReading, categories: readonly Category[], notSold: string | null): SearchUnderstood {
  return {
    categories: categories.map((c) => ({ slug: c.slug, name: c.name, name_ne: c.nameNe })),
    not_sold: notSold,
    min_price: reading.minPrice,
    max_price: reading.maxPrice,
    without_category: reading.withoutKind,
    without_price: reading.withoutPrice,
  };
}

type Category = ReturnType<CatalogIndex['categoryList']>[number];

/** Each index's categories by kind, worked out once per index (an index is rebuilt on catalogue edits). */
const kindsByIndex = new WeakMap<CatalogIndex, Map<string, Category[]>>();

function categoriesOfKind(index: CatalogIndex, kind: ProductKind): Category[] {
  let byKind = kindsByIndex.get(index);
  if (!byKind) kindsByIndex.set(index, (byKind = new Map()));
  let found = byKind.get(kind.id);
  if (!found) {
    const wanted = new Set(kind.categoryWords.map(termOf));
    found = index.categoryList().filter((category) => categoryHeads(category).some((head) => wanted.has(head)));
    byKind.set(kind.id, found);
  }
  return found;
}

/**
 * What a category is, from its name and slug: the last word (or last two written together) of
 * each part of the name. "Phone Cases" is cases, not phones; "Mobiles & Tablets" is both; "Power
 * Banks" is "powerbank"; "Mobile Accessories" is neither.
 */
export function categoryHeads(category: { name: string; slug: string }): string[] {
  const heads: string[] = [];
  const parts = [...category.name.split(/&|,|\/|\+|\(|\)|\band\b|\bर\b/i), category.slug.replace(/-/g, ' ')];
  for (const part of parts) {
    const w = words(part);
    const last = w.at(-1);
    if (!last) continue;
    heads.push(last);
    if (w.length >= 2) heads.push(termOf(`${w.at(-2)!}${last}`));
  }
  return heads;
}
