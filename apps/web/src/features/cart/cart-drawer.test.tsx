import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@pasal/contract';
import { serveApi } from '../../testing';
import { useSession } from '../../api/session-store';
import { CartButton } from './cart-button';
import { useCartDrawer } from './cart-drawer-store';
import { useCart } from './cart-store';
import { resetCartRefresh } from './refresh';
import { bulkBuds, makeProduct } from './test-fixtures';

vi.mock('sonner', () => ({ toast: { success: vi.fn() } }));

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

function renderHeader() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route
          path="/"
          element={
            <>
              <CartButton />
              <p>Home</p>
            </>
          }
        />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

let catalogue: Product[] = [];
/** The fake API answers every request with the catalogue's products named in ?ids=. */
function serveCatalogue() {
  return serveApi((url) => {
    const ids = (url.searchParams.get('ids') ?? '').split(',').map(Number);
    return { body: { data: catalogue.filter((product) => ids.includes(product.id)) } };
  });
}
let fetchMock: ReturnType<typeof serveCatalogue>;

beforeEach(() => {
  useCart.setState({ lines: [], ownerId: null, fromRemote: false });
  useCartDrawer.setState({ open: false });
  useSession.setState({ user: null, loggedIn: false });
  resetCartRefresh();
  catalogue = [];
  fetchMock = serveCatalogue();
});

const openDrawer = async (name: RegExp) => {
  await userEvent.click(screen.getByRole('button', { name }));
  // The drawer is a lazy chunk: its first load may take a while on a busy machine.
  return screen.findByRole('dialog', { name: /Your Cart/ }, { timeout: 5000 });
};

describe('cart button and drawer', () => {
  it('counts distinct lines and links to /carts on small screens', () => {
    useCart.getState().add(makeProduct({ id: 1 }), 3, null);
    useCart.getState().add(makeProduct({ id: 2 }), 1, null);
    renderHeader();
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toHaveAttribute('href', '/carts');
    expect(screen.getByRole('button', { name: 'Cart, 2 items' })).toBeInTheDocument();
  });

  it('shows the empty state with Continue Shopping', async () => {
    renderHeader();
    const dialog = await openDrawer(/Cart, 0 items/);
    expect(within(dialog).getByText('Your cart is empty')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('link', { name: 'Continue Shopping' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/products');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows lines with unit price, stepper, line total and the subtotal; steppers reprice', async () => {
    catalogue = [bulkBuds()];
    useCart.getState().add(bulkBuds(), 2, null);
    renderHeader();
    const dialog = await openDrawer(/Cart, 1 item/);
    expect(within(dialog).getByTestId('unit-price')).toHaveTextContent('Rs. 2,000');
    expect(within(dialog).getByTestId('line-total')).toHaveTextContent('Rs. 4,000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Increase quantity of Sound Buds' }));
    expect(within(dialog).getByTestId('unit-price')).toHaveTextContent('Rs. 1,900');
    expect(within(dialog).getByTestId('line-total')).toHaveTextContent('Rs. 5,700');
    expect(within(dialog).getByTestId('drawer-subtotal')).toHaveTextContent('Rs. 5,700');
    expect(within(dialog).getByRole('link', { name: 'View Cart Page' })).toHaveAttribute('href', '/carts');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Sound Buds' }));
    expect(within(dialog).getByText('Your cart is empty')).toBeInTheDocument();
  });

  it('closes on Escape and returns focus to the cart button', async () => {
    renderHeader();
    await openDrawer(/Cart, 0 items/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /Cart, 0 items/ })).toHaveFocus();
  });

  it('refreshes a stale cart on opening and shows what changed', async () => {
    useCart.getState().add(makeProduct({ id: 1 }), 2, null);
    useCart.getState().add(makeProduct({ id: 2, name: 'Old Phone', slug: 'old-phone' }), 1, null);
    catalogue = [makeProduct({ id: 1, discount_price: 2300 })]; // product 2 is gone
    renderHeader();
    const dialog = await openDrawer(/Cart, 2 items/);
    expect(await within(dialog).findByText('Price changed from Rs. 2,000 to Rs. 2,300.')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/products/by-ids/?ids=1%2C2');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('This product is no longer available');
    expect(
      within(dialog).getByText(/An item in your cart changed since you added it\. An item can no longer be bought\./),
    ).toBeInTheDocument();
    expect(within(dialog).getByTestId('drawer-subtotal')).toHaveTextContent('Rs. 4,600');
    expect(within(dialog).getByRole('button', { name: 'Checkout' })).toBeDisabled();
  });

  it('Checkout sends a visitor to /login with the checkout state', async () => {
    catalogue = [makeProduct()];
    useCart.getState().add(makeProduct(), 1, null);
    renderHeader();
    const dialog = await openDrawer(/Cart, 1 item/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Checkout' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/login {"redirect":"/checkout","type":"checkout"}');
  });
});
