import { CARD_OPENED_EARLY_KEY } from '@pasal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeCardOpenedEarly } from './card-opened-early';

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('takeCardOpenedEarly', () => {
  it('answers true once for the path the loader noted, false for any other', () => {
    sessionStorage.setItem(CARD_OPENED_EARLY_KEY, '/products/galaxy-s24');
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
