import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../api/session-store';
import { useCart } from '../features/cart/cart-store';
import { resetCartRefresh } from '../features/cart/refresh';
import { bulkBuds, makeProduct } from '../features/cart/test-fixtures';
import { fakeApi } from '../testing';
import { storedShopInfo } from '../testing/shop-info';
import { Component as CartPage } from './carts';

vi.mock('sonner', () => ({ toast: { success: vi.fn() } }));

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/carts']}>
        <Routes>
          <Route path="/carts" element={<CartPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  useCart.setState({ lines: [], ownerId: null, fromRemote: false });
  useSession.setState({ user: null, loggedIn: false });
  resetCartRefresh();
  fakeApi((call) =>
    // The shop's settings (GET /shop/), or the cart's products as they are now.
    call.path.endsWith('/api/v1/shop/')
      ? { status: 200, body: { data: storedShopInfo } }
      : { status: 200, body: { data: [bulkBuds(), makeProduct({ id: 2, discount_price: 45999 })] } },
  );
});

describe('/carts', () => {
  it("shows 'Your cart is empty' and 'Start Shopping' when empty", () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeInTheDocument();
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/products');
  });

  it('shows the rows and an Order Summary with shipping and tax calculated at checkout', async () => {
    useCart.getState().add(bulkBuds(), 3, null);
    useCart.getState().add(makeProduct({ id: 2, name: 'Phone', slug: 'phone', discount_price: 45999 }), 1, null);
    renderPage();
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByTestId('summary-subtotal')).toHaveTextContent('Rs. 51,699');
    expect(within(summary).getAllByText('Calculated at checkout')).toHaveLength(2);
    expect(within(summary).getByTestId('summary-total')).toHaveTextContent('Rs. 51,699');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/products');
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Sound Buds' }));
    expect(within(summary).getByTestId('summary-subtotal')).toHaveTextContent('Rs. 49,999');
  });

  it("words free delivery with the shop's stored threshold, the default until it has loaded", async () => {
    useCart.getState().add(bulkBuds(), 1, null);
    renderPage();
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText('Free delivery on orders above NPR 10,000.')).toBeInTheDocument();
    expect(await within(summary).findByText('Free delivery on orders above NPR 5,000.')).toBeInTheDocument();
  });

  it('Clear Cart empties the cart after a confirmation, Cancel keeps it', async () => {
    useCart.getState().add(makeProduct(), 1, null);
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Clear Cart' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Clear your cart?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(useCart.getState().lines).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Clear Cart' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Clear your cart?' })).getByRole('button', { name: 'Clear Cart' }),
    );
    expect(useCart.getState().lines).toEqual([]);
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
  });

  it('Proceed to Checkout: visitor → /login with state, signed in → /checkout', async () => {
    useCart.getState().add(makeProduct(), 1, null);
    const { unmount } = renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/login {"redirect":"/checkout","type":"checkout"}');
    unmount();
    useSession.setState({ loggedIn: true });
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/checkout');
  });
});
