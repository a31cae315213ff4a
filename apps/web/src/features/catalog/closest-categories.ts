import type { Category } from '@pasal/contract';

// A search that found nothing still points somewhere (issue #30): the categories whose names are
// nearest to what was typed, by shared letter pairs, so "hedphone", "earbud" or "labtop" lead to
// Headphones, Earbuds or Laptops.

/** Lowercase letters and digits, words split on anything else (Devanagari kept). */
function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

function letterPairs(word: string): Map<string, number> {
  const pairs = new Map<string, number>();
  const padded = ` ${word} `;
  for (let index = 0; index < padded.length - 1; index++) {
    const pair = padded.slice(index, index + 2);
    pairs.set(pair, (pairs.get(pair) ?? 0) + 1);
  }
  return pairs;
}

/** Dice's coefficient over letter pairs: 1 for the same word, 0 for nothing in common. */
function similarity(a: string, b: string): number {
  const left = letterPairs(a);
  const right = letterPairs(b);
  let shared = 0;
  let total = 0;
  for (const [pair, count] of left) {
    shared += Math.min(count, right.get(pair) ?? 0);
    total += count;
  }
  for (const count of right.values()) total += count;
  return total === 0 ? 0 : (2 * shared) / total;
}

/** How near a category's name is to the query: its best word against each query word, averaged. */
function nearness(queryWords: readonly string[], name: string): number {
  const nameWords = wordsOf(name);
  if (queryWords.length === 0 || nameWords.length === 0) return 0;
  const best = queryWords.map((word) => Math.max(...nameWords.map((nameWord) => similarity(word, nameWord))));
  return best.reduce((sum, score) => sum + score, 0) / best.length;
}

/** Below this a category shares only a stray letter pair with the query. */
const NEAR_ENOUGH = 0.3;

/**
 * Up to `limit` categories nearest to `query`, nearest first (ties in the shop's order). When none
 * is near, the shop's first categories: somewhere to start browsing.
 */
export function closestCategories(query: string, categories: readonly Category[], limit = 3): Category[] {
  const queryWords = wordsOf(query);
  const scored = categories
    .map((category, order) => ({ category, order, score: nearness(queryWords, category.name) }))
    .filter((entry) => entry.score >= NEAR_ENOUGH)
    .sort((a, b) => b.score - a.score || a.order - b.order);
  if (scored.length === 0) return categories.slice(0, limit);
  return scored.slice(0, limit).map((entry) => entry.category);
}
