import type { FaqEntry, FaqFilter } from '../../content/faq';

/**
 * Lower case, accents and extra spaces removed: "  Délivery " → "delivery". Only Latin accents
 * go: Devanagari vowel signs are marks too, and without them Nepali words would run together.
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The FAQ entries in the chosen category whose question or answer contains every word of the
 * search text (search box × category chips: docs/rules/content.md#faq).
 */
export function filterFaqs(entries: readonly FaqEntry[], query: string, filter: FaqFilter): FaqEntry[] {
  const words = normalizeText(query).split(' ').filter(Boolean);
  return entries.filter((entry) => {
    if (filter !== 'All' && entry.category !== filter) return false;
    if (words.length === 0) return true;
    const haystack = normalizeText(`${entry.question} ${entry.answer}`);
    return words.every((word) => haystack.includes(word));
  });
}
