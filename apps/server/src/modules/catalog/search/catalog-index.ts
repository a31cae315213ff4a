import type {
  AttributeFilter,
  AttributeValue,
  CategoryAttribute,
  FacetCount,
  ProductFacets,
  ProductImage,
  ProductSort,
} from '@pasal/contract';
import { AttributeColumns, type CategoryTemplates } from '../attributes/attribute-columns.js';
import { phoneticKey } from './phonetic.js';
import { specTerms } from './spec-terms.js';
import { broader, equivalents, stopwords } from './synonyms.js';
import { hasDevanagari } from './transliterate.js';
import {
  bitCount,
  editDistance,
  letterMask,
  sizeOf,
  sizeOrder,
  stem,
  termOf,
  words,
  wordsWithCompounds,
} from './text.js';

/**
 * The catalogue as search and the product list read it, held in this server process: an inverted
 * index of every product's words (name, brand, category, short description, specifications) with
 * a weight per field, the numbers the filters and orders need, and what a product card shows. A
 * query is answered here entirely (the page's products in order, the count and the filter counts),
 * like a search engine's stored fields. See docs/decisions.md "Search: an in-process catalogue index".
 */

export interface IndexedProduct {
  id: number;
  name: string;
  slug: string;
  brandName: string | null;
  brandSlug: string | null;
  categoryName: string;
  /** The Nepali texts a card shows on a Nepali page (issue #30), null for none; not searched. */
  categoryNameNe: string | null;
  categorySlug: string;
  shortDescription: string;
  shortDescriptionNe: string | null;
  specifications: { title: string; answer: string }[];
  images: ProductImage[];
  deliveryPricePaisa: number;
  pricePaisa: number;
  discountPricePaisa: number;
  stock: number;
  rating: number;
  ratings: number;
  featured: boolean;
  /** Structured specifications (issue #35): key → value, keys of its category's template. */
  attributes?: Record<string, AttributeValue>;
  /** The family of variants it belongs to (issue #35): a list shows one card per family. */
  familyId?: number | null;
  /** The family's name and this product's option values ("12GB", "512GB"), for its card. */
  family?: { name: string; values: string[] } | null;
}

/** What changes without the words changing: prices, stock, ratings, featured, on sale or not. */
export interface ProductNumbers {
  id: number;
  pricePaisa: number;
  discountPricePaisa: number;
  stock: number;
  rating: number;
  ratings: number;
  featured: boolean;
  active: boolean;
}

export interface IndexQuery {
  text: string | null;
  /** Category name (any case) or slug. */
  category?: string;
  minPricePaisa: number;
  /** null: no upper limit. */
  maxPricePaisa: number | null;
  minRating?: number;
  brands?: readonly string[];
  inStock?: boolean;
  onSale?: boolean;
  ram?: readonly string[];
  storage?: readonly string[];
  /** Filters by the category's attributes (attributes/filters.ts); only with a category. */
  attributeFilters?: ReadonlyMap<string, AttributeFilter>;
  /** Category slugs, any of them (a kind of product the query named: understood-search.ts). */
  categories?: readonly string[];
  /** Only products with one of these words (search form) in their name, brand or category. */
  namedAs?: readonly string[];
  sort: ProductSort;
  offset: number;
  limit: number;
}

export interface IndexAnswer {
  ids: number[];
  /** The page's products, in the same order as ids. */
  cards: ProductCard[];
  count: number;
  facets: ProductFacets;
}

/** A product as a list card shows it, with its current numbers (stock moves between rebuilds). */
export interface ProductCard {
  product: IndexedProduct;
  pricePaisa: number;
  discountPricePaisa: number;
  stock: number;
  rating: number;
  ratings: number;
  featured: boolean;
  /** Configurations of its family on sale now (1 for a product outside a family). */
  configurations: number;
}

export interface Suggestion {
  id: number;
  name: string;
  slug: string;
  image: string | null;
  discountPricePaisa: number;
  categoryName: string;
  categoryNameNe: string | null;
  /** [start, end) character ranges of `name` that match what was typed. */
  highlights: [number, number][];
}

/**
 * Field weights: a word in the name counts most, one in the specifications least. A size in the
 * specifications ("20000mah", spec-terms.ts) counts more than other specification words, and a
 * RAM or storage size named as such ("8gbram") as much as the category: it says what the product is.
 */
const FIELD_WEIGHT = { name: 10, brand: 8, category: 7, specSize: 7, specValue: 5, short: 3, spec: 2 } as const;
/** A match in one of these fields says what the product is, not just something about it. */
const STRONG_WEIGHT = FIELD_WEIGHT.category;
/**
 * How much a match counts by how it was found. A typo or a word that only sounds alike never
 * beats the word itself (see `tier`).
 */
const KIND_FACTOR = { exact: 1, synonym: 0.9, prefix: 0.8, phonetic: 0.6, typo: 0.6 } as const;
type MatchKind = keyof typeof KIND_FACTOR;
/** Kinds used only for a word that matched nothing: ranked in their own tier, below every other. */
const isFallback = (kind: MatchKind) => kind === 'typo' || kind === 'phonetic';

/** Specifications whose size becomes a filter (phones and laptops). */
const RAM_TITLE = 'ram';
const STORAGE_TITLE = 'storage';
const PREFIX_TERMS = 40;

interface Alternative {
  tokens: number[];
  kind: MatchKind;
}
interface Unit {
  alternatives: Alternative[];
}
interface UnitMatches {
  docs: number[];
  score: Float32Array;
  /** STRONG | TYPO | IN_NAME per product. */
  flags: Uint8Array;
}
interface SearchHits {
  docs: number[];
  tier: Uint8Array;
  score: Float32Array;
}
const STRONG = 1;
/** Found only through a fallback (typo correction or phonetic key). */
const TYPO = 2;
/** Found as typed (not a synonym, completion or correction) in the name. */
const IN_NAME = 4;

// Folded like any query word: Nepali stopwords ("मूल्य") are matched in their Latin form.
const STOPWORDS = new Set(stopwords.map(termOf));

/** Lines of words that mean the same, as staff add them (the search_synonyms table). */
export type EquivalenceLines = readonly (readonly string[])[];

/** The synonyms as an index reads them. */
interface SynonymTable {
  /** term → every term it may stand for (equivalents both ways, `broader` one way). */
  map: Map<string, Set<string>>;
  /** Every key in order, for completing a word being typed. */
  keys: string[];
  /**
   * Keys of letters only that someone wrote in Latin letters: candidates for a typo or a
   * phonetic match. A key that only came from Devanagari ("ghadi" from घडी) is matched as
   * written and nothing else, so a near miss in English ("gadi") does not become a watch.
   */
  words: string[];
  /** letterMask of each of `words`. */
  masks: Int32Array;
}

function synonymTable(extra: EquivalenceLines, builtIn?: SynonymTable): SynonymTable {
  const map = new Map<string, Set<string>>();
  const latin = new Set<string>();
  // Every term of the file is a key, even one whose spellings all fold to it ("neck band").
  const add = (from: string, to: string) => {
    let set = map.get(from);
    if (!set) map.set(from, (set = new Set()));
    if (from !== to) set.add(to);
  };
  const termsOf = (line: readonly string[]) =>
    line.flatMap((phrase) => {
      const term = termOf(phrase);
      if (!term) return [];
      if (!hasDevanagari(phrase)) latin.add(term);
      return [term];
    });
  for (const group of equivalents) {
    const terms = termsOf(group);
    for (const a of terms) for (const b of terms) add(a, b);
  }
  for (const [word, means] of Object.entries(broader)) {
    const [from] = termsOf([word]);
    if (from) for (const meant of means) add(from, termOf(meant));
  }
  for (const line of extra) {
    const terms = termsOf(line);
    for (const a of terms)
      for (const b of terms) {
        add(a, b);
        // A staff word also reaches what the built-in table says of its line's words: "gajet"
        // next to "mobile" finds products that only say "phone". One way: "phone" does not
        // start finding whatever says "gajet" through a line it is not on.
        for (const meant of builtIn?.map.get(b) ?? []) add(a, meant);
      }
  }
  const keys = [...map.keys()].sort();
  const words = keys.filter((key) => latin.has(key) && /^[a-z]+$/.test(key));
  return { map, keys, words, masks: Int32Array.from(words, letterMask) };
}
/** The built-in table, built once; an index with staff lines builds its own from the same data. */
const BUILT_IN_SYNONYMS = synonymTable([]);

export class CatalogIndex {
  readonly size: number;
  private readonly synonyms: SynonymTable;
  /** Phonetic key → the words (catalogue words, synonyms written in Latin) that have it. */
  private readonly phonetic = new Map<string, string[]>();
  private readonly ids: Int32Array;
  private readonly docById = new Map<number, number>();
  private readonly products: IndexedProduct[];
  private readonly nameWords: string[];
  // Numbers (refreshed in place by updateNumbers).
  private readonly price: Int32Array;
  private readonly discountPrice: Int32Array;
  private readonly stock: Int32Array;
  private readonly rating: Float64Array;
  private readonly ratings: Int32Array;
  private readonly featured: Uint8Array;
  private readonly active: Uint8Array;
  private readonly popularity: Float64Array;
  // Facets.
  private readonly categoryOf: Uint16Array;
  private readonly categories: { slug: string; name: string; nameNe: string | null }[] = [];
  private readonly brandOf: Int16Array;
  private readonly brands: { slug: string; name: string }[] = [];
  private readonly ramOf: Int16Array;
  private readonly storageOf: Int16Array;
  /** Each product's family of variants, -1 for none; a list and the suggestions show one card per family. */
  private readonly familyOf: Int32Array;
  /** A family's products (docs), for the number of configurations its card names. */
  private readonly familyDocs = new Map<number, number[]>();
  private readonly hasFamilies: boolean;
  private readonly sizes: string[] = [];
  private readonly attributeColumns: AttributeColumns;
  // Words.
  private readonly termIds = new Map<string, number>();
  private readonly terms: string[] = [];
  private postingStart = new Int32Array(0);
  private postingDocs = new Int32Array(0);
  private postingWeights = new Uint8Array(0);
  /** Terms in order, for completing a word being typed. */
  private sortedTerms: string[] = [];
  /** Whole words (not joined pairs) of letters only, by length: the candidates for a typo. */
  private readonly typoCandidates = new Map<number, string[]>();
  /** letterMask of each typo candidate, in the same order. */
  private readonly typoMasks = new Map<number, Int32Array>();
  // Precomputed orders of every product for the list without a search.
  private orders!: Record<ProductSort, Int32Array>;
  /** The same orders within each category (a category page reads only its own products). */
  private categoryOrders: Record<ProductSort, Int32Array>[] = [];

  /**
   * `options.equivalents`: the staff's lines of words that mean the same, joined to the built-in
   * ones; `options.templates`: each category's attributes (issue #35), by category slug.
   */
  constructor(
    products: IndexedProduct[],
    options: { equivalents?: EquivalenceLines; templates?: CategoryTemplates } = {},
  ) {
    const extra = options.equivalents ?? [];
    this.synonyms = extra.length > 0 ? synonymTable(extra, BUILT_IN_SYNONYMS) : BUILT_IN_SYNONYMS;
    this.products = products;
    const n = products.length;
    this.size = n;
    this.ids = new Int32Array(n);
    this.price = new Int32Array(n);
    this.discountPrice = new Int32Array(n);
    this.stock = new Int32Array(n);
    this.rating = new Float64Array(n);
    this.ratings = new Int32Array(n);
    this.featured = new Uint8Array(n);
    this.active = new Uint8Array(n).fill(1);
    this.popularity = new Float64Array(n);
    this.categoryOf = new Uint16Array(n);
    this.brandOf = new Int16Array(n).fill(-1);
    this.ramOf = new Int16Array(n).fill(-1);
    this.storageOf = new Int16Array(n).fill(-1);
    this.familyOf = new Int32Array(n).fill(-1);
    this.hasFamilies = products.some((product) => product.familyId != null);
    this.nameWords = new Array<string>(n);
    this.attributeColumns = new AttributeColumns(products, options.templates ?? new Map());
    const categoryIndex = new Map<string, number>();
    const brandIndex = new Map<string, number>();
    const sizeIndex = new Map<string, number>();
    const intern = <T>(map: Map<string, number>, list: T[], key: string, value: T) => {
      let index = map.get(key);
      if (index === undefined) {
        index = list.length;
        list.push(value);
        map.set(key, index);
      }
      return index;
    };

    // Pass 1: each product's distinct words with their best field weight, as (term id, weight).
    let pairTerms = new Int32Array(1024);
    let pairWeights = new Uint8Array(1024);
    const pairDoc = new Int32Array(n + 1);
    let pairs = 0;
    const wholeWords = new Set<string>();
    const best = new Map<number, number>();
    // Catalogues repeat a lot of text (specifications, descriptions of variants): read each once.
    const read = new Map<string, { word: string; compound: boolean }[]>();
    const addTerm = (word: string, weight: number) => {
      const id = intern(this.termIds, this.terms, word, word);
      if ((best.get(id) ?? 0) < weight) best.set(id, weight);
    };
    const addField = (text: string, weight: number) => {
      let found = read.get(text);
      if (!found) read.set(text, (found = wordsWithCompounds(text)));
      for (const { word, compound } of found) {
        if (!compound) wholeWords.add(word);
        addTerm(word, weight);
      }
    };
    const readSizes = new Map<string, ReturnType<typeof specTerms>>();
    products.forEach((product, doc) => {
      this.ids[doc] = product.id;
      this.docById.set(product.id, doc);
      this.familyOf[doc] = product.familyId ?? -1;
      if (product.familyId != null) {
        const docs = this.familyDocs.get(product.familyId);
        if (docs) docs.push(doc);
        else this.familyDocs.set(product.familyId, [doc]);
      }
      this.nameWords[doc] = ` ${words(product.name).join(' ')} `;
      this.categoryOf[doc] = intern(categoryIndex, this.categories, product.categorySlug, {
        slug: product.categorySlug,
        name: product.categoryName,
        nameNe: product.categoryNameNe,
      });
      if (product.brandSlug)
        this.brandOf[doc] = intern(brandIndex, this.brands, product.brandSlug, {
          slug: product.brandSlug,
          name: product.brandName ?? product.brandSlug,
        });
      best.clear();
      addField(product.name, FIELD_WEIGHT.name);
      if (product.brandName) addField(product.brandName, FIELD_WEIGHT.brand);
      addField(product.categoryName, FIELD_WEIGHT.category);
      addField(product.shortDescription, FIELD_WEIGHT.short);
      for (const spec of product.specifications) {
        addField(spec.answer, FIELD_WEIGHT.spec);
        const sizeKey = `${spec.title}\u0000${spec.answer}`;
        let sizes = readSizes.get(sizeKey);
        if (!sizes) readSizes.set(sizeKey, (sizes = specTerms(spec.title, spec.answer)));
        for (const term of sizes.values) addTerm(term, FIELD_WEIGHT.specValue);
        for (const term of sizes.qualified) addTerm(term, FIELD_WEIGHT.specSize);
        const title = spec.title.trim().toLowerCase();
        const size = title === RAM_TITLE || title === STORAGE_TITLE ? sizeOf(spec.answer) : null;
        if (size) {
          const index = intern(sizeIndex, this.sizes, size, size);
          if (title === RAM_TITLE) this.ramOf[doc] = index;
          else this.storageOf[doc] = index;
        }
      }
      if (pairs + best.size > pairTerms.length) {
        const grown = Math.max(pairTerms.length * 2, pairs + best.size);
        const terms = new Int32Array(grown);
        terms.set(pairTerms);
        const weights = new Uint8Array(grown);
        weights.set(pairWeights);
        pairTerms = terms;
        pairWeights = weights;
      }
      for (const [term, weight] of best) {
        pairTerms[pairs] = term;
        pairWeights[pairs] = weight;
        pairs++;
      }
      pairDoc[doc + 1] = pairs;
    });

    // Pass 2: postings per term (documents ascending), laid out in three flat arrays.
    const counts = new Int32Array(this.terms.length + 1);
    for (let i = 0; i < pairs; i++) counts[pairTerms[i]! + 1]!++;
    for (let t = 0; t < this.terms.length; t++) counts[t + 1]! += counts[t]!;
    this.postingStart = counts.slice();
    this.postingDocs = new Int32Array(pairs);
    this.postingWeights = new Uint8Array(pairs);
    const cursor = counts.slice(0, this.terms.length);
    for (let doc = 0; doc < n; doc++) {
      for (let i = pairDoc[doc]!; i < pairDoc[doc + 1]!; i++) {
        const term = pairTerms[i]!;
        const at = cursor[term]!++;
        this.postingDocs[at] = doc;
        this.postingWeights[at] = pairWeights[i]!;
      }
    }
    this.sortedTerms = [...this.terms].sort();
    for (const word of wholeWords) {
      if (!/^[a-z]{3,}$/.test(word)) continue;
      const list = this.typoCandidates.get(word.length) ?? [];
      list.push(word);
      this.typoCandidates.set(word.length, list);
    }
    for (const [length, list] of this.typoCandidates) this.typoMasks.set(length, Int32Array.from(list, letterMask));
    // Keys computed here, once per distinct word, so a query pays for one key of its own.
    const soundsLike = (word: string) => {
      const key = phoneticKey(word);
      if (key === null) return;
      const list = this.phonetic.get(key);
      if (!list) this.phonetic.set(key, [word]);
      else if (!list.includes(word)) list.push(word);
    };
    for (const word of wholeWords) soundsLike(word);
    for (const word of this.synonyms.words) soundsLike(word);
    this.updateNumbers(
      products.map((p) => ({
        id: p.id,
        pricePaisa: p.pricePaisa,
        discountPricePaisa: p.discountPricePaisa,
        stock: p.stock,
        rating: p.rating,
        ratings: p.ratings,
        featured: p.featured,
        active: true,
      })),
    );
  }

  /** Applies fresh numbers (prices, stock, ratings); products not listed keep theirs. */
  updateNumbers(rows: readonly ProductNumbers[], options: { ordersChanged?: boolean } = {}): void {
    for (const row of rows) {
      const doc = this.docById.get(row.id);
      if (doc === undefined) continue;
      this.price[doc] = row.pricePaisa;
      this.discountPrice[doc] = row.discountPricePaisa;
      this.stock[doc] = row.stock;
      this.rating[doc] = row.rating;
      this.ratings[doc] = row.ratings;
      this.featured[doc] = row.featured ? 1 : 0;
      this.active[doc] = row.active ? 1 : 0;
      this.popularity[doc] = row.rating * Math.log1p(row.ratings);
    }
    if (options.ordersChanged !== false) {
      this.orders = this.buildOrders();
      this.categoryOrders = this.categories.map((_, category) => {
        const within = (order: Int32Array) => order.filter((doc) => this.categoryOf[doc] === category);
        const { orders } = this;
        return {
          '': within(orders['']),
          price_low_to_high: within(orders.price_low_to_high),
          price_high_to_low: within(orders.price_high_to_low),
          highest_rating: within(orders.highest_rating),
        };
      });
    }
  }

  /** Applies fresh stock figures only (an order placed, cancelled or expired). */
  updateStock(rows: readonly { id: number; stock: number }[]): void {
    for (const row of rows) {
      const doc = this.docById.get(row.id);
      if (doc !== undefined) this.stock[doc] = row.stock;
    }
  }

  private card(doc: number): ProductCard {
    return {
      product: this.products[doc]!,
      pricePaisa: this.price[doc]!,
      discountPricePaisa: this.discountPrice[doc]!,
      stock: this.stock[doc]!,
      rating: this.rating[doc]!,
      ratings: this.ratings[doc]!,
      featured: this.featured[doc] === 1,
      configurations: this.configurationsOf(doc),
    };
  }

  /** How many configurations of the product's family are on sale (a product taken off sale since the index was made is not). */
  private configurationsOf(doc: number): number {
    const family = this.familyOf[doc]!;
    if (family < 0) return 1;
    return (this.familyDocs.get(family) ?? [doc]).filter((member) => this.active[member] === 1).length;
  }

  /**
   * A filter that lets through the first product of each family it is asked about (issue #35):
   * the one a list's order, the filters and the words put first. Null when the index has no
   * families, so a shop without variants pays nothing.
   */
  private firstOfFamily(): ((doc: number) => boolean) | null {
    if (!this.hasFamilies) return null;
    const seen = new Set<number>();
    return (doc) => {
      const family = this.familyOf[doc]!;
      if (family < 0) return true;
      if (seen.has(family)) return false;
      seen.add(family);
      return true;
    };
  }

  /**
   * For the facet counts: true the first time a family is counted for a value of a facet, so a
   * count says how many cards choosing it shows (issue #35). Null when the index has no families.
   */
  private familyTally(): ((doc: number, facet: number, value: number) => boolean) | null {
    if (!this.hasFamilies) return null;
    const seen = new Set<string>();
    return (doc, facet, value) => {
      const family = this.familyOf[doc]!;
      if (family < 0) return true;
      const key = `${family}:${facet}:${value}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    };
  }

  has(id: number): boolean {
    return this.docById.has(id);
  }

  private buildOrders(): Record<ProductSort, Int32Array> {
    const all = Int32Array.from({ length: this.size }, (_, i) => i);
    const by = (compare: (a: number, b: number) => number) => all.slice().sort(compare);
    return {
      '': by(
        (a, b) =>
          this.featured[b]! - this.featured[a]! || this.rating[b]! - this.rating[a]! || this.ids[a]! - this.ids[b]!,
      ),
      price_low_to_high: by((a, b) => this.discountPrice[a]! - this.discountPrice[b]! || this.ids[a]! - this.ids[b]!),
      price_high_to_low: by((a, b) => this.discountPrice[b]! - this.discountPrice[a]! || this.ids[a]! - this.ids[b]!),
      highest_rating: by(
        (a, b) =>
          this.rating[b]! - this.rating[a]! || this.ratings[b]! - this.ratings[a]! || this.ids[a]! - this.ids[b]!,
      ),
    };
  }

  // ------------------------------------------------------------------------------------------
  // Reading a query
  // ------------------------------------------------------------------------------------------

  private term(word: string): number {
    return this.termIds.get(word) ?? -1;
  }

  private known(word: string): boolean {
    return this.termIds.has(word) || this.synonyms.map.has(word);
  }

  /** Synonyms of a term that some product has, as one-word alternatives. */
  private synonymAlternatives(word: string, kind: MatchKind): Alternative[] {
    const out: Alternative[] = [];
    for (const synonym of this.synonyms.map.get(word) ?? []) {
      const id = this.term(synonym);
      if (id >= 0) out.push({ tokens: [id], kind });
    }
    return out;
  }

  /** Terms that begin with `prefix` (shortest first), for the word still being typed. */
  private completions(prefix: string): string[] {
    const out: string[] = [];
    const collect = (sorted: readonly string[]) => {
      let lo = 0;
      let hi = sorted.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (sorted[mid]! < prefix) lo = mid + 1;
        else hi = mid;
      }
      for (let i = lo; i < sorted.length && sorted[i]!.startsWith(prefix); i++) out.push(sorted[i]!);
    };
    collect(this.sortedTerms);
    collect(this.synonyms.keys);
    return out.sort((a, b) => a.length - b.length).slice(0, PREFIX_TERMS);
  }

  /** Words within one edit (two for longer words) of `word`, all at the smallest distance found. */
  private typoCorrections(word: string): string[] {
    if (!/^[a-z]{4,}$/.test(word)) return [];
    const max = word.length <= 5 ? 1 : 2;
    let found: string[] = [];
    let bestDistance = max + 1;
    const mask = letterMask(word);
    const consider = (candidate: string, candidateMask: number) => {
      if (bitCount(mask ^ candidateMask) > 2 * Math.min(max, bestDistance)) return;
      const distance = editDistance(word, candidate, Math.min(max, bestDistance));
      if (distance < bestDistance) {
        bestDistance = distance;
        found = [candidate];
      } else if (distance === bestDistance && distance <= max) found.push(candidate);
    };
    for (let length = word.length - max; length <= word.length + max; length++) {
      const candidates = this.typoCandidates.get(length) ?? [];
      const masks = this.typoMasks.get(length)!;
      for (let i = 0; i < candidates.length; i++) consider(candidates[i]!, masks[i]!);
    }
    const { words: synonymWords, masks: synonymMasks } = this.synonyms;
    for (let i = 0; i < synonymWords.length; i++)
      if (Math.abs(synonymWords[i]!.length - word.length) <= max) consider(synonymWords[i]!, synonymMasks[i]!);
    return found;
  }

  /**
   * Words that sound the same as `word` to a Nepali shopper (phonetic.ts: "mobail" → mobile,
   * "leptop" → laptop): one key of the query word, one lookup.
   */
  private soundsAlike(word: string): readonly string[] {
    const key = phoneticKey(word);
    return (key === null ? undefined : this.phonetic.get(key)) ?? [];
  }

  /** Alternatives for a word that matched nothing, from what it may have meant. */
  private fallbackAlternatives(meant: readonly string[], kind: 'phonetic' | 'typo'): Alternative[] {
    const out: Alternative[] = [];
    for (const correction of meant) {
      const id = this.term(correction);
      if (id >= 0) out.push({ tokens: [id], kind });
      out.push(...this.synonymAlternatives(correction, kind));
    }
    return out;
  }

  private unitFor(word: string, completing: boolean): Unit {
    const alternatives: Alternative[] = [];
    const id = this.term(word);
    if (id >= 0) alternatives.push({ tokens: [id], kind: 'exact' });
    alternatives.push(...this.synonymAlternatives(word, 'synonym'));
    if (alternatives.length === 0 && !this.known(word)) {
      // A word written together that the catalogue writes apart ("galaxys24" → "galaxy s24").
      for (let cut = word.length - 1; cut >= 2; cut--) {
        const a = this.term(word.slice(0, cut));
        const b = this.term(stem(word.slice(cut)));
        if (a >= 0 && b >= 0) {
          alternatives.push({ tokens: [a, b], kind: 'exact' });
          break;
        }
      }
    }
    if (completing) {
      for (const completion of this.completions(word)) {
        if (completion === word) continue;
        const completionId = this.term(completion);
        if (completionId >= 0) alternatives.push({ tokens: [completionId], kind: 'prefix' });
        alternatives.push(...this.synonymAlternatives(completion, 'prefix'));
      }
    }
    // A word that matches nothing: first the words that sound the same, else the typo
    // corrections (the edit-distance scan, the dearer of the two, runs only then).
    if (alternatives.length === 0) alternatives.push(...this.fallbackAlternatives(this.soundsAlike(word), 'phonetic'));
    if (alternatives.length === 0) alternatives.push(...this.fallbackAlternatives(this.typoCorrections(word), 'typo'));
    return { alternatives };
  }

  /** The query's words as units to match (all of them, AND), joining words the catalogue writes together. */
  private parse(text: string, completing: boolean): { units: Unit[]; phrase: string } {
    let tokens = words(text);
    const meaningful = tokens.filter((token) => !STOPWORDS.has(token));
    if (meaningful.length > 0) tokens = meaningful;
    const units: Unit[] = [];
    for (let i = 0; i < tokens.length;) {
      let joined = false;
      for (const length of [3, 2]) {
        const parts = tokens.slice(i, i + length);
        if (parts.length < length) continue;
        // Words the catalogue (or the synonyms file) writes as one: "power bank" = "powerbank",
        // "smart watch" = "smartwatch"; while typing, "smart watc" is on its way to "smartwatch".
        // A product that writes them apart has the joined word too (wordsWithCompounds).
        const together = stem(parts.join(''));
        const last = completing && i + length === tokens.length;
        const partsKnown = parts.every((part) => this.termIds.has(part));
        if (
          this.synonyms.map.has(together) ||
          (this.termIds.has(together) && !partsKnown) ||
          (last && !this.known(parts.at(-1)!) && this.completions(together).length > 0)
        ) {
          units.push(this.unitFor(together, last));
          i += length;
          joined = true;
          break;
        }
      }
      if (joined) continue;
      units.push(this.unitFor(tokens[i]!, completing && i === tokens.length - 1));
      i++;
    }
    return { units, phrase: tokens.join(' ') };
  }

  /** One unit's matches, in flat arrays indexed by product (score 0: no match). */
  private matchUnit(unit: Unit): UnitMatches {
    const score = new Float32Array(this.size);
    const flags = new Uint8Array(this.size);
    const docs: number[] = [];
    for (const alternative of unit.alternatives) {
      const factor = KIND_FACTOR[alternative.kind];
      const typo = isFallback(alternative.kind);
      const offer = (doc: number, weight: number) => {
        const value = weight * factor;
        const current = score[doc]!;
        const currentTypo = (flags[doc]! & TYPO) !== 0;
        // Any match that is not a typo beats every typo match.
        if (current === 0) docs.push(doc);
        else if (!(currentTypo && !typo) && !(currentTypo === typo && current < value)) return;
        score[doc] = value;
        flags[doc] =
          (weight >= STRONG_WEIGHT ? STRONG : 0) |
          (typo ? TYPO : 0) |
          (weight >= FIELD_WEIGHT.name && alternative.kind === 'exact' ? IN_NAME : 0);
      };
      const [first, ...rest] = alternative.tokens;
      if (first === undefined) continue;
      if (rest.length === 0) {
        for (let i = this.postingStart[first]!; i < this.postingStart[first + 1]!; i++)
          offer(this.postingDocs[i]!, this.postingWeights[i]!);
        continue;
      }
      // Several words: a product must have them all; it counts with the weakest field among them.
      let common = this.postings(first);
      for (const token of rest) {
        const next = this.postings(token);
        const both = new Map<number, number>();
        for (const [doc, weight] of common) {
          const other = next.get(doc);
          if (other !== undefined) both.set(doc, Math.min(weight, other));
        }
        common = both;
      }
      for (const [doc, weight] of common) offer(doc, weight);
    }
    return { docs, score, flags };
  }

  private postings(token: number): Map<number, number> {
    const map = new Map<number, number>();
    for (let i = this.postingStart[token]!; i < this.postingStart[token + 1]!; i++)
      map.set(this.postingDocs[i]!, this.postingWeights[i]!);
    return map;
  }

  /**
   * Products matching the text with their rank keys. Tier: 5 the name starts with the query,
   * 4 the name holds it as a phrase, 3 every word found in the name, brand or category, 2 every
   * word found somewhere, 1 found only with a typo corrected or a word that sounds alike, 0 only
   * some words found.
   */
  private search(text: string, completing: boolean): SearchHits {
    const { units, phrase } = this.parse(text, completing);
    const hits: SearchHits = { docs: [], tier: new Uint8Array(this.size), score: new Float32Array(this.size) };
    if (units.length === 0) return hits;
    const matched = units.map((unit) => this.matchUnit(unit)).sort((a, b) => a.docs.length - b.docs.length);
    const [smallest, ...others] = matched;
    for (const doc of smallest!.docs) {
      let score = smallest!.score[doc]!;
      let flags = smallest!.flags[doc]!;
      let all = true;
      for (const other of others) {
        const value = other.score[doc]!;
        if (value === 0) {
          all = false;
          break;
        }
        score += value;
        const f = other.flags[doc]!;
        flags = (flags & f & (STRONG | IN_NAME)) | ((flags | f) & TYPO);
      }
      if (!all) continue;
      hits.docs.push(doc);
      hits.score[doc] = score;
      hits.tier[doc] = this.tierOf(doc, phrase, completing, flags);
    }
    if (hits.docs.length > 0 || matched.length < 2) return hits;
    // No product has every word: show those with the most of them, below any full match.
    const count = new Uint8Array(this.size);
    const found: number[] = [];
    let most = 0;
    for (const unit of matched)
      for (const doc of unit.docs) {
        if (count[doc] === 0) found.push(doc);
        count[doc]!++;
        hits.score[doc]! += unit.score[doc]!;
        if (count[doc]! > most) most = count[doc]!;
      }
    for (const doc of found) if (count[doc] === most) hits.docs.push(doc);
    return hits;
  }

  private tierOf(doc: number, phrase: string, completing: boolean, flags: number): number {
    if (flags & TYPO) return 1;
    // Only a product with every word in its name can hold the query as a phrase there.
    if (phrase && flags & IN_NAME) {
      const name = this.nameWords[doc]!;
      const edge = completing ? '' : ' ';
      if (name.startsWith(` ${phrase}${edge}`)) return 5;
      if (name.includes(` ${phrase}${edge}`)) return 4;
    }
    return flags & STRONG ? 3 : 2;
  }

  /**
   * One number that orders search hits: in stock, tier, score, popularity (higher first). What can
   * be bought comes before what is sold out, as in the lists (issue 30); tiers order each part.
   */
  private rankKey(hits: SearchHits, doc: number): number {
    const primary = (this.stock[doc]! > 0 ? 1 : 0) * 16 + hits.tier[doc]!;
    const score = Math.min(99_999, Math.round(hits.score[doc]! * 100));
    const popularity = Math.min(9_999, Math.round(this.popularity[doc]! * 100));
    return (primary * 100_000 + score) * 10_000 + popularity;
  }

  /**
   * The best `need` of `docs` in rank order. A page needs a few dozen of thousands of hits: they
   * are picked in one pass (each hit compared with the worst kept) instead of sorting them all.
   */
  private topByRelevance(hits: SearchHits, docs: readonly number[], need: number): number[] {
    const top: number[] = [];
    const keys: number[] = [];
    for (const doc of docs) {
      const key = this.rankKey(hits, doc);
      const id = this.ids[doc]!;
      if (top.length === need) {
        const worst = top.length - 1;
        if (key < keys[worst]! || (key === keys[worst]! && id > this.ids[top[worst]!]!)) continue;
      }
      // Insert in order (higher key first, then lower id), dropping the worst when full.
      let at = top.length;
      while (at > 0 && (keys[at - 1]! < key || (keys[at - 1] === key && this.ids[top[at - 1]!]! > id))) at--;
      top.splice(at, 0, doc);
      keys.splice(at, 0, key);
      if (top.length > need) {
        top.pop();
        keys.pop();
      }
    }
    return top;
  }

  // ------------------------------------------------------------------------------------------
  // Answers
  // ------------------------------------------------------------------------------------------

  /** The template of a category (its name in any case, or slug); [] for none or an unknown one. */
  attributeTemplate(category: string): readonly CategoryAttribute[] {
    const wanted = category.toLowerCase();
    const found = this.categories.find((c) => c.slug === wanted || c.name.toLowerCase() === wanted);
    return found ? this.attributeColumns.template(found.slug) : [];
  }

  query(query: IndexQuery): IndexAnswer {
    const text = query.text?.trim() ? query.text : null;
    const categorySlug = query.category?.toLowerCase();
    const category = categorySlug
      ? this.categories.findIndex((c) => c.slug === categorySlug || c.name.toLowerCase() === categorySlug)
      : -2;
    const brandSet = new Set((query.brands ?? []).map((b) => b.toLowerCase()));
    const brandIds = new Set<number>();
    this.brands.forEach((brand, index) => {
      if (brandSet.has(brand.slug)) brandIds.add(index);
    });
    // A size no product has matches nothing (-2 is no product's size; -1 is "none").
    const sizeIds = (sizes: readonly string[] | undefined) =>
      new Set((sizes ?? []).map((size) => this.sizes.indexOf(size.toUpperCase())).map((i) => (i < 0 ? -2 : i)));
    const ramIds = sizeIds(query.ram);
    const storageIds = sizeIds(query.storage);
    const minRating = query.minRating ?? 0;
    const kindCategories = query.categories ? this.categoryMask(query.categories) : null;
    const named = query.namedAs ? this.namedMask(query.namedAs) : null;

    const PRICE = 1;
    const RATING = 2;
    const BRAND = 4;
    const STOCK = 8;
    const SALE = 16;
    const RAM = 32;
    const STORAGE = 64;
    // Attribute filters fail as the bits from 128 up, each its own (attributes/attribute-columns.ts).
    const attributes =
      category >= 0
        ? this.attributeColumns.prepare(this.categories[category]!.slug, query.attributeFilters ?? new Map(), 128)
        : null;
    const brandCounts = new Int32Array(this.brands.length);
    const ramCounts = new Int32Array(this.sizes.length);
    const storageCounts = new Int32Array(this.sizes.length);
    let inStockCount = 0;
    let onSaleCount = 0;
    let low = Infinity;
    let high = -Infinity;

    const tallyOnce = this.familyTally();
    /** Filters the product fails (bits), or -1 when it is outside the query and category altogether. */
    const check = (doc: number): number => {
      if (!this.active[doc]) return -1;
      if (category !== -2 && this.categoryOf[doc] !== category) return -1;
      if (kindCategories && !kindCategories[this.categoryOf[doc]!]) return -1;
      if (named && !named[doc]) return -1;
      const price = this.discountPrice[doc]!;
      if (price < low) low = price;
      if (price > high) high = price;
      let fails = 0;
      if (price < query.minPricePaisa || (query.maxPricePaisa !== null && price > query.maxPricePaisa)) fails |= PRICE;
      if (this.rating[doc]! < minRating) fails |= RATING;
      if (brandIds.size > 0 || brandSet.size > 0) if (!brandIds.has(this.brandOf[doc]!)) fails |= BRAND;
      const inStock = this.stock[doc]! > 0;
      if (query.inStock && !inStock) fails |= STOCK;
      const onSale = price < this.price[doc]!;
      if (query.onSale && !onSale) fails |= SALE;
      if (ramIds.size > 0 && !ramIds.has(this.ramOf[doc]!)) fails |= RAM;
      if (storageIds.size > 0 && !storageIds.has(this.storageOf[doc]!)) fails |= STORAGE;
      // Most products are in no family: they count without a look-up (nor a closure made for them).
      const solo = tallyOnce === null || this.familyOf[doc]! < 0;
      if (attributes) {
        fails |= attributes.fails(doc);
        attributes.tally(doc, fails, solo ? undefined : (facet, code) => tallyOnce(doc, 100 + facet, code));
      }
      // Each filter's counts follow all the other filters, not its own.
      // A family of variants counts once per value, as the list shows it once.
      const brand = this.brandOf[doc]!;
      const ram = this.ramOf[doc]!;
      const storage = this.storageOf[doc]!;
      if ((fails & ~BRAND) === 0 && brand >= 0 && (solo || tallyOnce(doc, 1, brand))) brandCounts[brand]!++;
      if ((fails & ~RAM) === 0 && ram >= 0 && (solo || tallyOnce(doc, 2, ram))) ramCounts[ram]!++;
      if ((fails & ~STORAGE) === 0 && storage >= 0 && (solo || tallyOnce(doc, 3, storage))) storageCounts[storage]!++;
      if ((fails & ~STOCK) === 0 && inStock && (solo || tallyOnce(doc, 4, 0))) inStockCount++;
      if ((fails & ~SALE) === 0 && onSale && (solo || tallyOnce(doc, 5, 0))) onSaleCount++;
      return fails;
    };

    const page: number[] = [];
    let count = 0;
    const first = this.firstOfFamily();
    const take = (doc: number) => {
      if (first && this.familyOf[doc]! >= 0 && !first(doc)) return;
      if (count >= query.offset && page.length < query.limit) page.push(doc);
      count++;
    };
    if (!text) {
      const order =
        category === -2 ? this.orders[query.sort] : (this.categoryOrders[category]?.[query.sort] ?? new Int32Array(0));
      // The shop's own order (no sort chosen) shows what can be bought first: sold-out products
      // follow, in the same order among themselves. Stock moves with every order, so this is done
      // here, in the one pass, rather than in the precomputed orders (rebuilt on catalogue edits).
      const soldOut: number[] = [];
      for (let i = 0; i < order.length; i++) {
        const doc = order[i]!;
        if (check(doc) !== 0) continue;
        if (query.sort === '' && this.stock[doc]! <= 0) soldOut.push(doc);
        else take(doc);
      }
      for (const doc of soldOut) take(doc);
    } else {
      const hits = this.search(text, false);
      const passing: number[] = [];
      for (const doc of hits.docs)
        if (check(doc) === 0 && (!first || this.familyOf[doc]! < 0 || first(doc))) passing.push(doc);
      const compare: Record<Exclude<ProductSort, ''>, (a: number, b: number) => number> = {
        price_low_to_high: (a, b) => this.discountPrice[a]! - this.discountPrice[b]! || this.ids[a]! - this.ids[b]!,
        price_high_to_low: (a, b) => this.discountPrice[b]! - this.discountPrice[a]! || this.ids[a]! - this.ids[b]!,
        highest_rating: (a, b) =>
          this.rating[b]! - this.rating[a]! || this.ratings[b]! - this.ratings[a]! || this.ids[a]! - this.ids[b]!,
      };
      count = passing.length;
      const ranked =
        query.sort === ''
          ? this.topByRelevance(hits, passing, query.offset + query.limit)
          : passing.sort(compare[query.sort]);
      for (const doc of ranked.slice(query.offset, query.offset + query.limit)) page.push(doc);
    }

    const counts = (
      tally: Int32Array,
      label: (index: number) => { value: string; label: string },
      selected: Set<number>,
    ) => {
      const out: FacetCount[] = [];
      tally.forEach((n, index) => {
        if (n > 0 || selected.has(index)) out.push({ ...label(index), count: n });
      });
      return out;
    };
    const brands = counts(
      brandCounts,
      (i) => ({ value: this.brands[i]!.slug, label: this.brands[i]!.name }),
      brandIds,
    ).sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
    const size = (i: number) => ({ value: this.sizes[i]!, label: this.sizes[i]! });
    const bySize = (a: FacetCount, b: FacetCount) => sizeOrder(a.value) - sizeOrder(b.value);
    return {
      ids: page.map((doc) => this.ids[doc]!),
      cards: page.map((doc) => this.card(doc)),
      count,
      facets: {
        brands,
        ram: counts(ramCounts, size, ramIds).sort(bySize),
        storage: counts(storageCounts, size, storageIds).sort(bySize),
        price: low <= high ? { min: Math.floor(low / 100), max: Math.ceil(high / 100) } : null,
        in_stock: inStockCount,
        on_sale: onSaleCount,
        attributes: attributes?.facets() ?? [],
      },
    };
  }

  /** The categories the index holds (slug, name, Nepali name), in the order first met. */
  categoryList(): readonly { slug: string; name: string; nameNe: string | null }[] {
    return this.categories;
  }

  /** 1 for each category (by index) among `slugs`. */
  private categoryMask(slugs: readonly string[]): Uint8Array {
    const mask = new Uint8Array(this.categories.length);
    this.categories.forEach((c, index) => {
      if (slugs.includes(c.slug)) mask[index] = 1;
    });
    return mask;
  }

  /** 1 for each product with one of `terms` in its name, brand or category (one posting list per term). */
  private namedMask(terms: readonly string[]): Uint8Array {
    const mask = new Uint8Array(this.size);
    for (const word of terms) {
      const token = this.term(word);
      if (token < 0) continue;
      for (let i = this.postingStart[token]!; i < this.postingStart[token + 1]!; i++)
        if (this.postingWeights[i]! >= STRONG_WEIGHT) mask[this.postingDocs[i]!] = 1;
    }
    return mask;
  }

  /** Products for search-as-you-type: the same matching, the last word completed. */
  suggest(text: string, limit: number): Suggestion[] {
    const hits = this.search(text, true);
    const first = this.firstOfFamily();
    const docs = this.topByRelevance(
      hits,
      hits.docs.filter((doc) => this.active[doc]),
      first ? limit * 4 : limit,
    )
      .filter((doc) => !first || first(doc))
      .slice(0, limit);
    const typed = this.highlightTerms(text);
    return docs.map((doc) => {
      const product = this.products[doc]!;
      return {
        id: product.id,
        name: product.name,
        slug: product.slug,
        image: product.images[0]?.image ?? null,
        discountPricePaisa: this.discountPrice[doc]!,
        categoryName: product.categoryName,
        categoryNameNe: product.categoryNameNe,
        highlights: highlightRanges(product.name, typed),
      };
    });
  }

  /** The words a name may show highlighted: what was typed (the last word as a beginning), and its corrections. */
  private highlightTerms(text: string): { whole: Set<string>; prefix: string | null } {
    const tokens = words(text).filter((token) => !STOPWORDS.has(token));
    const whole = new Set<string>();
    for (const token of tokens) {
      whole.add(token);
      if (this.known(token)) continue;
      const alike = this.soundsAlike(token);
      for (const correction of alike.length > 0 ? alike : this.typoCorrections(token)) whole.add(correction);
    }
    const last = tokens.at(-1) ?? null;
    return { whole, prefix: last };
  }

  /** Ids (in the index's order) of every product the index holds, for tests and diagnostics. */
  allIds(): number[] {
    return Array.from(this.ids);
  }
}

/**
 * [start, end) ranges of `name` to show highlighted: each word whose search form was typed (or a
 * typo's correction), a pair of neighbours typed as one word ("powerbank"), and the beginning of a
 * word that matches the word still being typed.
 */
export function highlightRanges(
  name: string,
  typed: { whole: Set<string>; prefix: string | null },
): [number, number][] {
  const spans: { start: number; end: number; form: string; raw: string }[] = [];
  for (const match of name.matchAll(/[A-Za-z0-9]+/g)) {
    const raw = match[0];
    spans.push({
      start: match.index,
      end: match.index + raw.length,
      form: stem(raw.toLowerCase()),
      raw: raw.toLowerCase(),
    });
  }
  const ranges: [number, number][] = [];
  for (let i = 0; i < spans.length; i++) {
    const span = spans[i]!;
    const next = spans[i + 1];
    if (next && typed.whole.has(stem(span.form + next.form))) {
      ranges.push([span.start, next.end]);
      i++;
    } else if (typed.whole.has(span.form)) ranges.push([span.start, span.end]);
    else if (typed.prefix && typed.prefix.length >= 2 && span.raw.startsWith(typed.prefix))
      ranges.push([span.start, span.start + typed.prefix.length]);
  }
  return ranges;
}
