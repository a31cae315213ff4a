import type { AppServices } from '../../services.js';
import type { CatalogCache } from '../catalog/index.js';

// Every placed, cancelled or expired order changes stock, so the catalogue cache must be cleared
// after its transaction commits. Under load that is one NOTIFY per order; callers that commit while
// an invalidation is already on its way share the next one instead (each still waits for an
// invalidation that started after its own commit, so no stale stock figure survives it).

interface Pending {
  running: Promise<void> | null;
  next: Promise<void> | null;
}

const pendingByCache = new WeakMap<CatalogCache, Pending>();

export function invalidateCatalog(services: Pick<AppServices, 'catalogCache'>): Promise<void> {
  const cache = services.catalogCache;
  let pending = pendingByCache.get(cache);
  if (!pending) {
    pending = { running: null, next: null };
    pendingByCache.set(cache, pending);
  }
  const state = pending;
  if (!state.running) {
    state.running = cache.invalidate('stock').finally(() => {
      state.running = null;
    });
    return state.running;
  }
  state.next ??= state.running
    .catch(() => undefined)
    .then(() => {
      state.next = null;
      return invalidateCatalog(services);
    });
  return state.next;
}
