import type { DbOrTx } from '../../db/connection.js';
import type { CatalogCache } from '../catalog/index.js';
import { loadProductsForPricing, type PricingSource, type ProductForPricing } from './pricing.js';

// The products' prices, names, colours and tiers as the order path needs them, kept in the
// process. Reading them was one of a checkout's two round trips to the database and about a
// third of its cost (`npm run bench:checkout`). Stock is not trusted from here: the atomic
// reservation decides it, and placeOrder re-decides from the database whatever this cache turns
// down, so a stale entry can never refuse a good order nor sell what is not there.

/**
 * How long facts are kept without any announced change. Catalogue writes of the app announce
 * themselves (CatalogCache.generation); an edit made straight in the database does not, and is
 * seen after this long at most.
 */
const PRICING_CACHE_TTL_MS = 30_000;
/** Simple bound: a full cache starts over. A shop has far fewer products. */
const MAX_PRODUCTS = 20_000;

interface Entry {
  facts: ProductForPricing;
  generation: number;
  loadedAt: number;
}

export function createPricingCache(options: {
  catalog: Pick<CatalogCache, 'generation' | 'enabled'>;
  load?: (db: DbOrTx, ids: number[]) => Promise<Map<number, ProductForPricing>>;
  /** Milliseconds from a monotonic clock. */
  clock?: () => number;
  ttlMs?: number;
}): PricingSource & { readonly size: number } {
  const load = options.load ?? loadProductsForPricing;
  const clock = options.clock ?? (() => performance.now());
  const ttlMs = options.ttlMs ?? PRICING_CACHE_TTL_MS;
  const entries = new Map<number, Entry>();

  return {
    stockIsCurrent: false,
    get size() {
      return entries.size;
    },
    async load(db, ids) {
      if (!options.catalog.enabled) return load(db, ids);
      const generation = options.catalog.generation;
      const startedAt = clock();
      const found = new Map<number, ProductForPricing>();
      const missing: number[] = [];
      for (const id of ids) {
        const entry = entries.get(id);
        if (entry && entry.generation === generation && startedAt - entry.loadedAt < ttlMs) found.set(id, entry.facts);
        else missing.push(id);
      }
      if (missing.length === 0) return found;
      const loaded = await load(db, missing);
      // Facts read while a change was being announced may predate it: use them once, keep none.
      if (options.catalog.generation === generation) {
        if (entries.size + loaded.size > MAX_PRODUCTS) entries.clear();
        for (const [id, facts] of loaded) entries.set(id, { facts, generation, loadedAt: startedAt });
      }
      for (const [id, facts] of loaded) found.set(id, facts);
      return found;
    },
  };
}
