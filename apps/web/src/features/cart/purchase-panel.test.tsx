import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../api/session-store';
import { useCart } from './cart-store';
import { PurchasePanel } from './purchase-panel';
import { bulkBuds, makeColor, makeProduct } from './test-fixtures';
import type { Product } from '@pasal/contract';

vi.mock('sonner', () => ({ toast: { success: vi.fn() } }));

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

function Search() {
  return <p data-testid="search">{useLocation().search}</p>;
}

function renderPanel(product: Product, search = '') {
  return render(
    <MemoryRouter initialEntries={[`/products/x${search}`]}>
      <Routes>
        <Route
          path="/products/x"
          element={
            <>
              <PurchasePanel product={product} />
              <Search />
            </>
          }
        />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const plus = () => screen.getByRole('button', { name: /Increase quantity/ });
const minus = () => screen.getByRole('button', { name: /Decrease quantity/ });
const quantity = () => screen.getByRole('group', { name: /Quantity of/ }).querySelector('output')!.textContent;

beforeEach(() => {
  useCart.setState({ lines: [], ownerId: null, fromRemote: false });
  useSession.setState({ user: null, loggedIn: false });
  vi.mocked(toast.success).mockClear();
});

describe('PurchasePanel', () => {
  it('starts at 1 with minus disabled, Add to Cart toggles to Remove Cart and back', async () => {
    renderPanel(makeProduct());
    expect(quantity()).toBe('1');
    expect(minus()).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Product added to cart successfully'));
    expect(useCart.getState().lines).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Cart' }));
    expect(useCart.getState().lines).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
  });

  it('starts at the cart quantity when the item is in the cart', () => {
    useCart.getState().add(makeProduct(), 4, null);
    renderPanel(makeProduct());
    expect(quantity()).toBe('4');
    expect(screen.getByRole('button', { name: 'Remove Cart' })).toBeInTheDocument();
  });

  it('plus adds the item when absent, then increases it; minus decreases it', async () => {
    renderPanel(makeProduct());
    await userEvent.click(plus());
    expect(useCart.getState().lines[0]?.cart_quantity).toBe(2);
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledTimes(1));
    await userEvent.click(plus());
    expect(useCart.getState().lines[0]?.cart_quantity).toBe(3);
    await userEvent.click(minus());
    expect(useCart.getState().lines[0]?.cart_quantity).toBe(2);
    expect(quantity()).toBe('2');
  });

  it('starts with the colour the address names, and writes the chosen colour into the address', async () => {
    const product = makeProduct({
      total_quantity: 9,
      colors: [
        makeColor({ id: 1, color_name: 'Titanium Black', quantity: 6 }),
        makeColor({ id: 2, color_name: 'Titanium Gray', quantity: 2 }),
        makeColor({ id: 3, color_name: 'Titanium Violet', quantity: 0, is_in_stock: false }),
      ],
    });
    const { unmount } = renderPanel(product, '?colour=titanium-gray');
    expect(screen.getByRole('radio', { name: 'Titanium Gray' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Titanium Black' }));
    expect(screen.getByRole('radio', { name: 'Titanium Black' })).toBeChecked();
    expect(screen.getByTestId('search')).toHaveTextContent('?colour=titanium-black');
    unmount();
    // A sold-out colour cannot be chosen, even by the address: the first colour in stock is.
    renderPanel(product, '?colour=titanium-violet');
    expect(screen.getByRole('radio', { name: 'Titanium Black' })).toBeChecked();
  });

  it("disables plus at the selected colour's stock and resets to 1 on a colour with less stock", async () => {
    const product = makeProduct({
      total_quantity: 9,
      colors: [
        makeColor({ id: 1, color_name: 'Black', quantity: 6 }),
        makeColor({ id: 2, color_name: 'White', quantity: 2 }),
        makeColor({ id: 3, color_name: 'Cyan', quantity: 0, is_in_stock: false }),
      ],
    });
    renderPanel(product);
    expect(screen.getByRole('radio', { name: 'Black' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: 'Cyan (out of stock)' })).toBeDisabled();
    // Not in the cart yet: minus/plus change the quantity to add… plus adds it, so use minus after.
    await userEvent.click(plus());
    await userEvent.click(plus());
    expect(quantity()).toBe('3');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Cart' }));
    expect(quantity()).toBe('3');
    await userEvent.click(screen.getByRole('radio', { name: 'White' }));
    expect(quantity()).toBe('1');
    await userEvent.click(plus());
    expect(quantity()).toBe('2');
    expect(plus()).toBeDisabled();
    expect(screen.getByTestId('stock-available')).toHaveTextContent('2 available');
  });

  it('does not select an out-of-stock colour', async () => {
    const product = makeProduct({
      colors: [makeColor({ id: 1 }), makeColor({ id: 3, color_name: 'Cyan', quantity: 0, is_in_stock: false })],
    });
    renderPanel(product);
    await userEvent.click(screen.getByRole('radio', { name: 'Cyan (out of stock)' }));
    expect(screen.getByRole('radio', { name: 'Black' })).toHaveAttribute('aria-checked', 'true');
  });

  it("shows 'This item is currently out of stock' instead of the buttons", () => {
    renderPanel(makeProduct({ total_quantity: 0 }));
    expect(screen.getByText('This item is currently out of stock')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy Now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Quantity of/ })).not.toBeInTheDocument();
  });

  it("lists bulk tiers by quantity and marks only the tier that prices the quantity 'Applied'", async () => {
    renderPanel(bulkBuds()); // listed 5+ before 3+
    const rows = () => screen.getAllByRole('row').slice(1);
    const applied = () => rows().map((row) => row.textContent?.includes('Applied'));
    expect(rows().map((row) => (row as HTMLTableRowElement).cells[0]?.textContent)).toEqual(['3+ pieces', '5+ pieces']);
    expect(applied()).toEqual([false, false]);
    await userEvent.click(plus()); // 2: just below the first tier
    expect(applied()).toEqual([false, false]);
    expect(screen.getByTestId('purchase-total')).toHaveTextContent('Rs. 4,000');
    await userEvent.click(plus()); // 3: at the first tier
    expect(applied()).toEqual([true, false]);
    expect(screen.getByTestId('purchase-total')).toHaveTextContent('Rs. 5,700');
    await userEvent.click(plus()); // 4: just below the second tier
    expect(applied()).toEqual([true, false]);
    expect(screen.getByTestId('purchase-total')).toHaveTextContent('Rs. 7,600');
    await userEvent.click(plus()); // 5: at the second tier — only that row now
    expect(applied()).toEqual([false, true]);
    expect(screen.getByTestId('purchase-total')).toHaveTextContent('Rs. 9,000');
    await userEvent.click(plus()); // 6: above it
    expect(applied()).toEqual([false, true]);
    expect(screen.getByTestId('purchase-total')).toHaveTextContent('Rs. 10,800');
  });

  it('Buy Now adds the item and sends a visitor to /login with the checkout state', async () => {
    renderPanel(makeProduct());
    await userEvent.click(screen.getByRole('button', { name: 'Buy Now' }));
    expect(useCart.getState().lines).toHaveLength(1);
    expect(screen.getByTestId('where')).toHaveTextContent('/login {"redirect":"/checkout","type":"checkout"}');
  });

  it('Buy Now sends a signed-in shopper to /checkout without adding twice', async () => {
    useSession.setState({ loggedIn: true });
    useCart.getState().add(makeProduct(), 2, null);
    renderPanel(makeProduct());
    await userEvent.click(screen.getByRole('button', { name: 'Buy Now' }));
    expect(useCart.getState().lines).toHaveLength(1);
    expect(useCart.getState().lines[0]?.cart_quantity).toBe(2);
    expect(screen.getByTestId('where')).toHaveTextContent('/checkout null');
  });
});
