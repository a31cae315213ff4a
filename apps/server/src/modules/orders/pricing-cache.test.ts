import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../db/connection.js';
import type { ProductForPricing } from './pricing.js';
import { createPricingCache } from './pricing-cache.js';

// The cache's own rules, with a loader that counts its reads; what the order path does with what
// the cache turns down is in pricing-cache.api.test.ts.

const db = {} as DbOrTx;

function facts(id: number, pricePaisa: number): ProductForPricing {
  return {
    id,
    name: `Product ${id}`,
    slug: `product-${id}`,
    discount_price_paisa: pricePaisa,
    delivery_price_paisa: 10_000,
    total_quantity: 5,
    is_active: true,
    image: null,
    colors: [],
    bulk_discounts: [],
  };
}

function setUp(options: { enabled?: boolean } = {}) {
  const catalog = { generation: 0, enabled: options.enabled ?? true };
  const prices = new Map<number, number>([
    [1, 100_000],
    [2, 200_000],
  ]);
  const reads: number[][] = [];
  let time = 0;
  let duringRead: () => void = () => undefined;
  const cache = createPricingCache({
    catalog,
    clock: () => time,
    ttlMs: 1000,
    load: async (_db, ids) => {
      reads.push(ids);
      duringRead();
      return new Map(ids.filter((id) => prices.has(id)).map((id) => [id, facts(id, prices.get(id)!)]));
    },
  });
  const priceOf = async (id: number) => (await cache.load(db, [id])).get(id)?.discount_price_paisa;
  return {
    catalog,
    prices,
    reads,
    cache,
    priceOf,
    advance: (ms: number) => (time += ms),
    whileReading: (effect: () => void) => (duringRead = effect),
  };
}

describe('order pricing cache', () => {
  it('reads a product once and then answers from memory, reading only what it lacks', async () => {
    const { cache, reads } = setUp();
    expect([...(await cache.load(db, [1])).keys()]).toEqual([1]);
    const both = await cache.load(db, [1, 2]);
    expect([...both.values()].map((product) => product.discount_price_paisa)).toEqual([100_000, 200_000]);
    await cache.load(db, [2, 1]);
    expect(reads).toEqual([[1], [2]]);
    expect(cache.stockIsCurrent).toBe(false);
  });

  it('reads again after an announced catalogue change', async () => {
    const { catalog, prices, priceOf, reads } = setUp();
    expect(await priceOf(1)).toBe(100_000);
    prices.set(1, 90_000);
    expect(await priceOf(1)).toBe(100_000);
    catalog.generation += 1;
    expect(await priceOf(1)).toBe(90_000);
    expect(reads).toHaveLength(2);
  });

  it('reads again once an entry is older than its time to live (edits made straight in the database)', async () => {
    const { prices, priceOf, advance } = setUp();
    await priceOf(1);
    prices.set(1, 80_000);
    advance(999);
    expect(await priceOf(1)).toBe(100_000);
    advance(1);
    expect(await priceOf(1)).toBe(80_000);
  });

  it('uses but does not keep facts read while a change was announced', async () => {
    const { catalog, reads, priceOf, whileReading } = setUp();
    whileReading(() => (catalog.generation += 1));
    expect(await priceOf(1)).toBe(100_000);
    whileReading(() => undefined);
    await priceOf(1);
    await priceOf(1);
    expect(reads).toHaveLength(2);
  });

  it('keeps nothing for a product that does not exist', async () => {
    const { cache, reads } = setUp();
    expect((await cache.load(db, [7])).size).toBe(0);
    await cache.load(db, [7]);
    expect(reads).toEqual([[7], [7]]);
    expect(cache.size).toBe(0);
  });

  it('always reads when the catalogue cache is turned off', async () => {
    const { priceOf, reads } = setUp({ enabled: false });
    await priceOf(1);
    await priceOf(1);
    expect(reads).toHaveLength(2);
  });
});
