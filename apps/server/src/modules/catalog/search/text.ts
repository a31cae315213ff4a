// How the catalogue search reads text: the same folding for products and for what shoppers type,
// so "Power Banks", "power-bank" and "powerbank" meet. Pure functions; unit-tested in text.test.ts.
import { transliterate } from './transliterate.js';

/**
 * Lower case, accents off, Devanagari in Latin letters ("फोन" = "phon", transliterate.ts), '+'
 * read as "plus" ("Pro+" = "pro plus"), anything else not a letter or digit is a gap.
 */
export function foldText(text: string): string {
  return transliterate(text.normalize('NFKD').replace(/[\u0300-\u036f]/g, ''))
    .toLowerCase()
    .replace(/\+/g, ' plus ');
}

/**
 * A word's search form: English plural endings off ("earbuds" → "earbud", "watches" → "watch",
 * "batteries" → "battery"). Words with digits ("s24", "10000mah") and short words ("tws", "gps")
 * stay as they are.
 */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** The words of a text in search form, in order. */
export function words(text: string): string[] {
  const out: string[] = [];
  for (const raw of foldText(text).split(/[^a-z0-9]+/)) if (raw) out.push(stem(raw));
  return out;
}

/**
 * The words of a text plus each pair of neighbours written together, so a product called
 * "Power Bank" is also found as "powerbank" and "Galaxy S24" as "galaxys24". Two numbers are not
 * joined ("12 256" means nothing as "12256").
 */
export function wordsWithCompounds(text: string): { word: string; compound: boolean }[] {
  const base = words(text);
  const out = base.map((word) => ({ word, compound: false }));
  for (let i = 0; i + 1 < base.length; i++) {
    const a = base[i]!;
    const b = base[i + 1]!;
    if (/^\d+$/.test(a) && /^\d+$/.test(b)) continue;
    out.push({ word: stem(a + b), compound: true });
  }
  return out;
}

/** A phrase of the synonyms file in search form: its words, stemmed and written together. */
export function termOf(phrase: string): string {
  return stem(words(phrase).join(''));
}

/**
 * Optimal-string-alignment distance (edits, with a swap of neighbours counting once), or
 * `max + 1` as soon as it must exceed `max`: typo matching only ever asks "within 1 or 2?".
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  // Typo correction compares a word with thousands of candidates: three rows reused, not allocated.
  if (rows[0]!.length <= n) rows = [new Int32Array(n + 1), new Int32Array(n + 1), new Int32Array(n + 1)];
  let [before, previous, current] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= n; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[n]!;
}
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * The letters a-z a word holds, one bit each. An edit changes at most two bits (a substitution
 * drops one letter and brings another), so words whose sets differ in more than 2 × max bits are
 * further apart than max edits: a cheap test before editDistance.
 */
export function letterMask(word: string): number {
  let mask = 0;
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i) - 97;
    if (code >= 0 && code < 26) mask |= 1 << code;
  }
  return mask;
}

/** Bits set in a 32-bit number. */
export function bitCount(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** The first "<number> GB|TB" of a specification ("16GB unified memory" → "16GB", "1 TB SSD" → "1TB"). */
export function sizeOf(answer: string): string | null {
  const match = /(\d{1,4})\s*(gb|tb)\b/i.exec(answer);
  return match ? `${match[1]}${match[2]!.toUpperCase()}` : null;
}

/** Sorts "4GB" < "16GB" < "1TB" by bytes. */
export function sizeOrder(size: string): number {
  const match = /^(\d+)(GB|TB)$/.exec(size);
  if (!match) return Number.MAX_SAFE_INTEGER;
  return Number(match[1]) * (match[2] === 'TB' ? 1024 : 1);
}
