import { beforeEach, describe, expect, it } from 'vitest';
import { makeProduct } from '../cart/test-fixtures';
import { RECENTLY_VIEWED_LIMIT, withRecentlyViewed } from './recently-viewed';
import { RECENTLY_VIEWED_STORAGE_KEY, recordRecentlyViewed, useRecentlyViewed } from './store';

const ids = (items: readonly { id: number }[]) => items.map((item) => item.id);

describe('withRecentlyViewed', () => {
  it('puts a new item in front and keeps at most 4', () => {
    let items: { id: number }[] = [];
    for (const id of [1, 2, 3, 4, 5]) items = withRecentlyViewed(items, { id });
    expect(RECENTLY_VIEWED_LIMIT).toBe(4);
    expect(ids(items)).toEqual([5, 4, 3, 2]);
  });

  it('changes nothing for an id already present (no move to the front)', () => {
    const items = [{ id: 3 }, { id: 2 }, { id: 1 }];
    expect(ids(withRecentlyViewed(items, { id: 1 }))).toEqual([3, 2, 1]);
  });
});

describe('recently viewed store', () => {
  beforeEach(() => useRecentlyViewed.setState({ items: [] }));

  it('records into localStorage as plain JSON (no pretend encryption)', () => {
    for (const id of [1, 2, 3, 4, 5, 2]) recordRecentlyViewed(makeProduct({ id, name: `Product ${id}` }));
    expect(ids(useRecentlyViewed.getState().items)).toEqual([5, 4, 3, 2]);
    const stored = JSON.parse(localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY)!) as {
      state: { items: { id: number; name: string }[] };
    };
    expect(stored.state.items.map((item) => item.name)).toEqual(['Product 5', 'Product 4', 'Product 3', 'Product 2']);
    expect(document.cookie).toBe('');
  });
});
