import { CARD_OPENED_EARLY_KEY } from '@pasal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@pasal/contract';
import { recordCardOpenedElsewhere, takeCardOpenedEarly } from './card-opened-early';

/** What the page's loader writes (first-screen.ts), from a page loaded at `page`. */
function note(path: string, page = 1000.5) {
  sessionStorage.setItem(CARD_OPENED_EARLY_KEY, JSON.stringify({ path, page }));
}

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('takeCardOpenedEarly', () => {
  it('answers true once for the path the loader noted, false for any other', () => {
    note('/products/galaxy-s24');
    expect(takeCardOpenedEarly('/products/pixel-9')).toBe(false);
    expect(takeCardOpenedEarly('/products/galaxy-s24')).toBe(true);
    expect(takeCardOpenedEarly('/products/galaxy-s24')).toBe(false);
  });

  it('answers false when nothing was noted or storage is refused', () => {
    expect(takeCardOpenedEarly('/products/galaxy-s24')).toBe(false);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(takeCardOpenedEarly('/products/galaxy-s24')).toBe(false);
  });
});

describe('recordCardOpenedElsewhere', () => {
  const product = { id: 7, slug: 'galaxy-s24', name: 'Galaxy S24' } as Product;

  it('records a product page left before its app loaded, from the API, once', async () => {
    note('/products/galaxy-s24');
    const load = vi.fn(async (slug: string) => ({ ...product, slug }));
    const record = vi.fn();
    await recordCardOpenedElsewhere('/', { load, record });
    expect(load).toHaveBeenCalledWith('galaxy-s24');
    expect(record).toHaveBeenCalledWith(product);
    await recordCardOpenedElsewhere('/', { load, record });
    expect(record).toHaveBeenCalledTimes(1);
  });

  it('leaves the note to the product page it names', async () => {
    note('/products/galaxy-s24');
    const record = vi.fn();
    await recordCardOpenedElsewhere('/products/galaxy-s24', { load: async () => product, record });
    expect(record).not.toHaveBeenCalled();
    expect(takeCardOpenedEarly('/products/galaxy-s24')).toBe(true);
  });

  it('leaves a note this page wrote to the product page the browser is leaving for', async () => {
    // The card was followed while this page's app was still loading; the app then finished.
    note('/products/galaxy-s24', performance.timeOrigin);
    const record = vi.fn();
    await recordCardOpenedElsewhere('/', { load: async () => product, record });
    expect(record).not.toHaveBeenCalled();
    expect(takeCardOpenedEarly('/products/galaxy-s24')).toBe(true);
  });

  it('ignores a note it cannot read', async () => {
    sessionStorage.setItem(CARD_OPENED_EARLY_KEY, '/products/galaxy-s24');
    const record = vi.fn();
    await recordCardOpenedElsewhere('/', { load: async () => product, record });
    expect(record).not.toHaveBeenCalled();
    expect(takeCardOpenedEarly('/products/galaxy-s24')).toBe(false);
  });

  it('records nothing for a product the API no longer has', async () => {
    note('/products/gone');
    const record = vi.fn();
    await expect(
      recordCardOpenedElsewhere('/', { load: () => Promise.reject(new Error('404')), record }),
    ).resolves.toBeUndefined();
    expect(record).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(CARD_OPENED_EARLY_KEY)).toBeNull();
  });
});
