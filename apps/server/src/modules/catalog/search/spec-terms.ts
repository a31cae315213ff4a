/**
 * Sizes in product specifications as search terms, the same way for the catalogue and for what a
 * shopper types: a number with its unit written together ("20000 mAh", "20,000mAh" → "20000mah";
 * "8 GB" → "8gb"), and for a RAM or storage specification the size with what it is ("8gbram",
 * "256gbstorage"), so "8gb ram" finds phones with 8 GB of RAM and not those with 8 GB of something
 * else. Pure functions; unit-tested in spec-terms.test.ts.
 */

/** What the units are written as in a term, from the ways people write them. */
const UNITS: Readonly<Record<string, string>> = {
  mah: 'mah',
  gb: 'gb',
  gig: 'gb',
  gigs: 'gb',
  tb: 'tb',
  mb: 'mb',
  w: 'w',
  watt: 'w',
  watts: 'w',
  wh: 'wh',
  mp: 'mp',
  megapixel: 'mp',
  hz: 'hz',
  mm: 'mm',
  inch: 'inch',
  inches: 'inch',
  kg: 'kg',
  h: 'h',
  hr: 'h',
  hrs: 'h',
  hour: 'h',
  hours: 'h',
  nit: 'nits',
  nits: 'nits',
};

/** Units whose bare number is worth finding too: "power bank 20000" means 20000 mAh. */
const BARE_NUMBER_UNITS = new Set(['mah', 'gb', 'tb', 'w', 'wh', 'mp', 'hz']);
/** Units a RAM or storage size is written in. */
const SIZE_UNITS = new Set(['gb', 'tb', 'mb']);

export type SizeKind = 'ram' | 'storage';

/** A unit as terms write it ("Watts" → "w"), or null for a word that is no unit. */
export function unitOf(word: string): string | null {
  return UNITS[word.toLowerCase()] ?? null;
}

/** Words that say a size is the RAM or the storage ("8gb ram", "256gb rom", "512gb ssd"). */
export function sizeKindOf(word: string): SizeKind | null {
  const w = word.toLowerCase();
  if (w === 'ram' || w === 'memory') return 'ram';
  if (w === 'storage' || w === 'rom' || w === 'ssd' || w === 'internal' || w === 'hdd') return 'storage';
  return null;
}

/** What a specification's title says its sizes are: RAM, storage or neither. */
export function specTitleKind(title: string): SizeKind | null {
  const t = title.toLowerCase();
  if (/\b(ram|memory)\b/.test(t)) return 'ram';
  if (/\b(storage|rom|ssd|hdd)\b/.test(t)) return 'storage';
  return null;
}

/** The term for a number with a unit, and its RAM/storage form when `kind` says which. */
export function sizeTerm(number: string, unit: string, kind: SizeKind | null = null): string {
  return kind && SIZE_UNITS.has(unit) ? `${number}${unit}${kind}` : `${number}${unit}`;
}

export interface SpecTerms {
  /** "20000mah", "8gb", and the bare numbers of units where one means something ("20000"). */
  values: string[];
  /** "8gbram", "256gbstorage": only for a RAM or storage specification. */
  qualified: string[];
}

// A whole number (not part of a model name such as "a56" or a decimal such as "22.5W") and a unit.
const SIZE = /(?<![a-z\d.])(\d{1,6})\s*([a-z]+)(?![a-z])/g;

/** The size terms of one specification (title and answer as the catalogue holds them). */
export function specTerms(title: string, answer: string): SpecTerms {
  const values: string[] = [];
  const qualified: string[] = [];
  const kind = specTitleKind(title);
  const text = answer.toLowerCase().replace(/(\d),(?=\d\d)/g, '$1');
  for (const match of text.matchAll(SIZE)) {
    const unit = unitOf(match[2]!);
    if (!unit) continue;
    // "5,000" was joined above; a leading zero ("05") is no size.
    const number = String(Number(match[1]));
    values.push(sizeTerm(number, unit));
    if (BARE_NUMBER_UNITS.has(unit)) values.push(number);
    // The first size is the product's own ("16GB DDR5, upgradable to 32GB" is 16 GB of RAM).
    if (kind && SIZE_UNITS.has(unit) && qualified.length === 0) qualified.push(sizeTerm(number, unit, kind));
  }
  return { values, qualified };
}
