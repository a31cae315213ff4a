import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { CatalogCache } from '../catalog/index.js';
import { invalidateCatalog } from './catalog-invalidation.js';

function fakeApp() {
  const started: number[] = [];
  const finishers: (() => void)[] = [];
  const cache = {
    invalidate: () => {
      started.push(started.length);
      return new Promise<void>((resolve) => finishers.push(resolve));
    },
  } as unknown as CatalogCache;
  const app = { services: { catalogCache: cache } } as unknown as FastifyInstance;
  return { app, started, finish: () => finishers.shift()?.() };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('invalidateCatalog', () => {
  it('shares one follow-up invalidation among callers that arrive while one is running', async () => {
    const { app, started, finish } = fakeApp();
    let firstDone = false;
    let laterDone = 0;
    void invalidateCatalog(app).then(() => (firstDone = true));
    for (let i = 0; i < 5; i++) void invalidateCatalog(app).then(() => (laterDone += 1));
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
    const { app, started, finish } = fakeApp();
    const first = invalidateCatalog(app);
    finish();
    await first;
    const second = invalidateCatalog(app);
    expect(started).toHaveLength(2);
    finish();
    await second;
  });
});
