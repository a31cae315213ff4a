import { describe, expect, it } from 'vitest';
import type { CatalogCache } from '../catalog/index.js';
import { invalidateCatalog } from './catalog-invalidation.js';

function fakeServices() {
  const started: number[] = [];
  const finishers: (() => void)[] = [];
  const cache = {
    invalidate: () => {
      started.push(started.length);
      return new Promise<void>((resolve) => finishers.push(resolve));
    },
  } as unknown as CatalogCache;
  return { services: { catalogCache: cache }, started, finish: () => finishers.shift()?.() };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('invalidateCatalog', () => {
  it('shares one follow-up invalidation among callers that arrive while one is running', async () => {
    const { services, started, finish } = fakeServices();
    let firstDone = false;
    let laterDone = 0;
    void invalidateCatalog(services).then(() => (firstDone = true));
    for (let i = 0; i < 5; i++) void invalidateCatalog(services).then(() => (laterDone += 1));
    expect(started).toHaveLength(1);
    finish();
    await tick();
    expect(firstDone).toBe(true);
    // The five later callers committed after the first invalidation began: they wait for a new one.
    expect(laterDone).toBe(0);
    expect(started).toHaveLength(2);
    finish();
    await tick();
    expect(laterDone).toBe(5);
    expect(started).toHaveLength(2);
  });

  it('starts a fresh invalidation when none is running', async () => {
    const { services, started, finish } = fakeServices();
    const first = invalidateCatalog(services);
    finish();
    await first;
    const second = invalidateCatalog(services);
    expect(started).toHaveLength(2);
    finish();
    await second;
  });
});
