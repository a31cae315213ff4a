import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY, useCart } from '../cart/cart-store';
import { makeProduct } from '../cart/test-fixtures';
import { Component as WishlistPage } from '../../routes/wishlist';
import { WishlistButton } from './wishlist-button';
import { useWishlist, WISHLIST_STORAGE_KEY } from './wishlist-store';

vi.mock('sonner', () => ({ toast: { success: vi.fn() } }));

beforeEach(() => {
  useWishlist.setState({ items: [], ownerId: null, fromRemote: false });
  useCart.setState({ lines: [], ownerId: null, fromRemote: false });
  vi.mocked(toast.success).mockClear();
});

describe('WishlistButton', () => {
  it('toggles the product with the spec toasts and highlights while saved', async () => {
    const product = makeProduct();
    render(<WishlistButton product={product} />);
    const heart = screen.getByRole('button', { name: 'Add Sound Buds to wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await vi.waitFor(() => expect(toast.success).toHaveBeenLastCalledWith('Product added to wishlist successfully'));
    expect(screen.getByRole('button', { name: 'Remove Sound Buds from wishlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(useWishlist.getState().items.map((item) => item.id)).toEqual([1]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Sound Buds from wishlist' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenLastCalledWith('Product remove from wishlist successfully'));
    expect(useWishlist.getState().items).toEqual([]);
  });

  // docs/rules/cart.md#wishlist
  it('removal writes the wishlist key and leaves the cart alone', async () => {
    useCart.getState().add(makeProduct({ id: 9, name: 'Phone' }), 1, null);
    const cartBefore = localStorage.getItem(CART_STORAGE_KEY);
    render(<WishlistButton product={makeProduct()} />);
    await userEvent.click(screen.getByRole('button', { name: /Add Sound Buds/ }));
    expect(localStorage.getItem(WISHLIST_STORAGE_KEY)).toContain('"id":1');
    await userEvent.click(screen.getByRole('button', { name: /Remove Sound Buds/ }));
    const stored = JSON.parse(localStorage.getItem(WISHLIST_STORAGE_KEY)!) as { state: { items: unknown[] } };
    expect(stored.state.items).toEqual([]);
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBe(cartBefore);
  });

  it('stores card fields only, not the whole product page', async () => {
    render(<WishlistButton product={makeProduct({ long_description: 'x'.repeat(5000) })} />);
    await userEvent.click(screen.getByRole('button', { name: /Add Sound Buds/ }));
    expect(localStorage.getItem(WISHLIST_STORAGE_KEY)).not.toContain('long_description');
  });
});

describe('/wishlist', () => {
  it("shows 'No products found...' when empty", () => {
    render(
      <MemoryRouter>
        <WishlistPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeInTheDocument();
    expect(screen.getByText('No products found...')).toBeInTheDocument();
  });

  it('shows saved products as cards, and a heart removes one', async () => {
    useWishlist.getState().toggle(makeProduct({ id: 1, name: 'Sound Buds' }));
    useWishlist.getState().toggle(makeProduct({ id: 2, name: 'Loud Speaker', slug: 'loud-speaker' }));
    render(
      <MemoryRouter>
        <WishlistPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Loud Speaker' })).toHaveAttribute('href', '/products/loud-speaker');
    const saved = () => within(screen.getByRole('list', { name: 'Saved products' })).getAllByRole('listitem');
    expect(saved()).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Sound Buds from wishlist' }));
    expect(saved()).toHaveLength(1);
  });
});
