/**
 * What a search says beyond its words (issue #35): a price phrase ("under 30000", "below Rs
 * 30,000", "30k", "between 20000 and 40000", "रु ३०००० भन्दा कम") becomes a price filter and leaves
 * the text; a size ("20,000 mAh", "8gb ram") is written the way the index holds specification
 * sizes (spec-terms.ts); and the kind of product the query names ("phone", "power bank", "ipad")
 * is found, for the search to limit to its categories (understood-search.ts).
 *
 * One pass over the query's tokens with a few tokens of look-ahead: O(query length), no
 * catalogue work. Pure; unit-tested in query-understanding.test.ts.
 */
import { productKinds, type ProductKind } from './product-kinds.js';
import { sizeKindOf, sizeTerm, unitOf } from './spec-terms.js';
import { termOf, words } from './text.js';

export interface QueryReading {
  /** The text for the index: the price phrase out, sizes as index terms ("8gbram", "20000mah"). */
  search: string;
  /** The same without the kind's words (for a kind this shop has no category of). */
  searchWithoutKind: string;
  /** The kind of product the query is about (its last kind word before "with"/"for"), or null. */
  kind: ProductKind | null;
  /** The kind's words as typed ("ipad", "power bank"), '' without a kind. */
  kindText: string;
  /** Rupees from a price phrase; null: the query set no such bound. */
  minPrice: number | null;
  maxPrice: number | null;
  /** The price came from an amount alone ("30k", "rs 25000"), a guess worth undoing when it finds nothing. */
  budget: boolean;
  /** The query as typed without the kind's words, and without the price phrase: the searches a shopper gets by removing what was understood. */
  withoutKind: string;
  withoutPrice: string;
}

interface Token {
  text: string;
  start: number;
  end: number;
}

/** A part of the query understood: cut from the search text, or written as `replacement`. */
interface Span {
  start: number;
  end: number;
  replacement: string;
  what: 'price' | 'size' | 'kind';
}

const CURRENCY_BEFORE = new Set(['rs', 'npr', 'nrs', 'inr', 'rupees', 'रु', 'रू', 'रुपैयाँ']);
const CURRENCY_AFTER = new Set(['rupees', 'rupee', 'rs', 'रुपैयाँ', 'रुपियाँ', 'रुपैया']);
const MULTIPLIERS: Readonly<Record<string, number>> = {
  k: 1000,
  thousand: 1000,
  हजार: 1000,
  lakh: 100_000,
  lakhs: 100_000,
  lac: 100_000,
  लाख: 100_000,
};
/** Words before an amount that make it an upper bound (one or two words). */
const AT_MOST = [
  'under',
  'below',
  'upto',
  'up to',
  'within',
  'less than',
  'lower than',
  'cheaper than',
  'max',
  'maximum',
  'budget',
  '<',
];
const AT_LEAST = ['above', 'over', 'more than', 'greater than', 'min', 'minimum', 'from', '>'];
/** Words after an amount ("३०००० भन्दा कम", "30000 or less"). */
const AT_MOST_AFTER = [
  'भन्दा कम',
  'भन्दा मुनि',
  'भन्दा तल',
  'भन्दा सस्तो',
  'सम्म',
  'भित्र',
  'or less',
  'and below',
  'and under',
];
const AT_LEAST_AFTER = ['भन्दा बढी', 'भन्दा माथि', 'भन्दा धेरै', 'or more', 'and above', 'plus'];
/** After these, a kind word says what the product goes with, not what it is ("phone with good camera", "case for iphone"). */
const NOT_THE_HEAD_AFTER = new Set(['with', 'for', 'having', 'wala', 'sanga', 'लागि', 'सँग']);

/** A money amount written without a currency or "k" is a price only with a comparator; these need neither. */
const K_MIN = 5;

/** Kind words (folded, two-word ones joined) → kind. */
const KIND_BY_TERM = new Map<string, ProductKind>();
for (const kind of productKinds) for (const word of kind.words) KIND_BY_TERM.set(termOf(word), kind);

const DEVANAGARI_DIGITS = /[\u0966-\u096f]/g;

/** Lower case, Devanagari digits as 0–9, digit-group commas out ("20,000", "1,00,000"). */
export function normaliseQuery(text: string): string {
  return text
    .toLowerCase()
    .replace(DEVANAGARI_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x966))
    .replace(/(\d),(?=\d\d)/g, '$1');
}

function tokenise(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(/\d+(?:\.\d+)?|[a-z]+|[\u0900-\u0963\u0970-\u097f]+|[<>-]/g))
    tokens.push({ text: match[0], start: match.index, end: match.index + match[0].length });
  return tokens;
}

/** Tokens i.. spell `phrase` (words separated by spaces)? Returns how many tokens, or 0. */
function spells(tokens: readonly Token[], i: number, phrase: string): number {
  const parts = phrase.split(' ');
  for (let k = 0; k < parts.length; k++) if (tokens[i + k]?.text !== parts[k]) return 0;
  return parts.length;
}

function firstSpelled(tokens: readonly Token[], i: number, phrases: readonly string[]): number {
  for (const phrase of phrases) {
    const n = spells(tokens, i, phrase);
    if (n > 0) return n;
  }
  return 0;
}

interface Amount {
  rupees: number;
  /** Index after the amount. */
  end: number;
  /** Written with a currency or a "k"/"lakh": a price on its own. */
  marked: boolean;
  /** Written with a "k" and nothing else ("20k"): a price, or in a power bank a capacity. */
  kOnly: boolean;
}

/** A money amount at token i ("rs 30000", "30k", "1.5 lakh", "रु 30 हजार"), or null. */
function amountAt(tokens: readonly Token[], i: number): Amount | null {
  let at = i;
  let marked = false;
  let currency = false;
  let k = false;
  if (tokens[at] && CURRENCY_BEFORE.has(tokens[at]!.text)) {
    currency = true;
    at++;
    marked = true;
  }
  const number = tokens[at];
  if (!number || !/^\d/.test(number.text)) return null;
  let rupees = Number(number.text);
  at++;
  const next = tokens[at];
  // "8gb", "20000 mah": a size, not a price ("5g" is a network).
  if (next && next.start === number.end && (unitOf(next.text) || next.text === 'g')) return null;
  if (next && unitOf(next.text) && !MULTIPLIERS[next.text]) return null;
  const multiplier = next ? MULTIPLIERS[next.text] : undefined;
  if (multiplier) {
    if (next!.text === 'k' && !marked && rupees < K_MIN) return null;
    k = next!.text === 'k';
    rupees *= multiplier;
    at++;
    marked = true;
  }
  if (tokens[at] && CURRENCY_AFTER.has(tokens[at]!.text)) {
    at++;
    marked = true;
    currency = true;
  }
  if (!Number.isFinite(rupees)) return null;
  return { rupees: Math.round(rupees), end: at, marked, kOnly: k && !currency };
}

/** A price phrase starting at token i: its bounds and where it ends. */
interface Price {
  min: number | null;
  max: number | null;
  end: number;
  /** An amount alone, no comparator ("30k phone", "rs 25000"): a budget, which may be a guess. */
  budget?: 'k' | 'currency';
}

function priceAt(tokens: readonly Token[], i: number): Price | null {
  // between A and B, from A to B, A to B, A - B
  const between = spells(tokens, i, 'between') || spells(tokens, i, 'from');
  const first = amountAt(tokens, i + between);
  if (first) {
    const joiner = firstSpelled(tokens, first.end, ['and', 'to', '-']);
    const second = joiner ? amountAt(tokens, first.end + joiner) : null;
    if (second && (between || first.marked || second.marked || (first.rupees >= 1000 && second.rupees >= 1000))) {
      const [low, high] = first.rupees <= second.rupees ? [first.rupees, second.rupees] : [second.rupees, first.rupees];
      return { min: low, max: high, end: second.end };
    }
  }
  const atMost = firstSpelled(tokens, i, AT_MOST);
  if (atMost) {
    const amount = amountAt(tokens, i + atMost);
    if (amount) return { min: null, max: amount.rupees, end: amount.end };
  }
  const atLeast = firstSpelled(tokens, i, AT_LEAST);
  if (atLeast) {
    const amount = amountAt(tokens, i + atLeast);
    if (amount) return { min: amount.rupees, max: null, end: amount.end };
  }
  const amount = amountAt(tokens, i);
  if (!amount) return null;
  const below = firstSpelled(tokens, amount.end, AT_MOST_AFTER);
  if (below) return { min: null, max: amount.rupees, end: amount.end + below };
  const above = firstSpelled(tokens, amount.end, AT_LEAST_AFTER);
  if (above) return { min: amount.rupees, max: null, end: amount.end + above };
  // "30k phone", "rs 30000": a budget.
  if (amount.marked) return { min: null, max: amount.rupees, end: amount.end, budget: amount.kOnly ? 'k' : 'currency' };
  return null;
}

/** A size at token i ("8gb", "8 gb ram", "ram 8gb", "20000 mah"): its index term and where it ends. */
function sizeAt(tokens: readonly Token[], i: number): { term: string; start: number; end: number } | null {
  let start = i;
  let kind = tokens[i] ? sizeKindOf(tokens[i]!.text) : null;
  if (kind) start++;
  const number = tokens[start];
  const unitToken = tokens[start + 1];
  if (!number || !unitToken || !/^\d+$/.test(number.text)) return null;
  const unit = unitOf(unitToken.text);
  if (!unit) return null;
  let end = start + 2;
  if (!kind) {
    const after = tokens[end] ? sizeKindOf(tokens[end]!.text) : null;
    if (after) {
      kind = after;
      end++;
    }
  }
  return { term: sizeTerm(String(Number(number.text)), unit, kind), start: i, end };
}

/** The kind word at token i (two-word kinds first), and how many tokens it takes. */
function kindAt(tokens: readonly Token[], i: number): { kind: ProductKind; length: number } | null {
  const a = tokens[i];
  if (!a || /^\d/.test(a.text)) return null;
  const b = tokens[i + 1];
  if (b) {
    const pair = KIND_BY_TERM.get(termOf(`${a.text}${b.text}`));
    if (pair) return { kind: pair, length: 2 };
  }
  // A Nepali word may carry a postposition ("मोबाइलको" = "mobail ko"): its first word is the kind.
  const one =
    KIND_BY_TERM.get(termOf(a.text)) ?? (/^[a-z]/.test(a.text) ? undefined : KIND_BY_TERM.get(words(a.text)[0] ?? ''));
  return one ? { kind: one, length: 1 } : null;
}

/** The text with spans cut out (or replaced), spaces tidied. */
function rewrite(text: string, spans: readonly Span[], apply: (span: Span) => string | null): string {
  let out = '';
  let at = 0;
  for (const span of spans) {
    const replacement = apply(span);
    if (replacement === null) continue;
    out += `${text.slice(at, span.start)} ${replacement} `;
    at = span.end;
  }
  out += text.slice(at);
  return out.replace(/\s+/g, ' ').trim();
}

/** Reads a search query (see the file's comment). */
export function readQuery(query: string, options: { budgets?: boolean } = {}): QueryReading {
  const budgets = options.budgets ?? true;
  const text = normaliseQuery(query);
  const tokens = tokenise(text);
  const spans: Span[] = [];
  const prices: { price: Price; span: Span }[] = [];
  let kind: { kind: ProductKind; start: number; end: number } | null = null;
  let headClosed = false;
  for (let i = 0; i < tokens.length;) {
    const price = priceAt(tokens, i);
    if (price && (budgets || !price.budget)) {
      const span: Span = { start: tokens[i]!.start, end: tokens[price.end - 1]!.end, replacement: '', what: 'price' };
      spans.push(span);
      prices.push({ price, span });
      i = price.end;
      continue;
    }
    if (price) {
      // A budget set aside: its words stay words ("24k" of "PowerCore 24K").
      i = price.end;
      continue;
    }
    const size = sizeAt(tokens, i);
    if (size) {
      spans.push({
        start: tokens[size.start]!.start,
        end: tokens[size.end - 1]!.end,
        replacement: size.term,
        what: 'size',
      });
      i = size.end;
      continue;
    }
    if (NOT_THE_HEAD_AFTER.has(tokens[i]!.text) && kind) headClosed = true;
    const found = headClosed ? null : kindAt(tokens, i);
    if (found) {
      kind = { kind: found.kind, start: i, end: i + found.length };
      i += found.length;
      continue;
    }
    i++;
  }
  let minPrice: number | null = null;
  let maxPrice: number | null = null;
  let budget = false;
  for (const { price, span } of prices) {
    if (price.budget === 'k' && kind?.kind.id === 'power-bank' && price.max !== null) {
      // "20k power bank", "PowerCore 24K": a power bank's "k" is thousands of mAh.
      span.what = 'size';
      span.replacement = `${price.max}mah`;
      continue;
    }
    if (price.min !== null) minPrice = price.min;
    if (price.max !== null) maxPrice = price.max;
    if (price.budget) budget = true;
  }
  const kindSpan: Span | null = kind
    ? { start: tokens[kind.start]!.start, end: tokens[kind.end - 1]!.end, replacement: '', what: 'kind' }
    : null;
  const all = kindSpan ? [...spans, kindSpan].sort((a, b) => a.start - b.start) : spans;
  const search = (span: Span) => (span.what === 'price' ? '' : span.what === 'size' ? span.replacement : null);
  return {
    search: rewrite(text, spans, search),
    searchWithoutKind: rewrite(text, all, (span) => (span.what === 'kind' ? '' : search(span))),
    kind: kind?.kind ?? null,
    kindText: kindSpan ? text.slice(kindSpan.start, kindSpan.end) : '',
    minPrice,
    maxPrice,
    budget,
    withoutKind: kindSpan ? rewrite(text, [kindSpan], () => '') : text.trim(),
    withoutPrice: rewrite(text, spans, (span) => (span.what === 'price' ? '' : null)),
  };
}
