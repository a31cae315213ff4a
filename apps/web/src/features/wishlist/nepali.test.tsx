import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, activateLocale } from '../../i18n';
import { en } from '../../i18n/catalogues/en';
import { ne, sharedMessages } from '../../i18n/catalogues/ne';
import { Component as WishlistPage } from '../../routes/wishlist';
import { BackInStock } from '../back-in-stock/back-in-stock';
import { makeProduct } from '../cart/test-fixtures';
import { WishlistButton } from './wishlist-button';
import { useWishlist } from './wishlist-store';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

// The wishlist and the back-in-stock form in Nepali (issue #20).

beforeEach(() => {
  activateLocale('ne', ne);
  useWishlist.setState({ items: [], ownerId: null, fromRemote: false });
  vi.mocked(toast.success).mockClear();
});
afterEach(() => activateLocale('en', en));

describe('the wishlist in Nepali', () => {
  it('labels the heart and confirms with Nepali toasts', async () => {
    render(<WishlistButton product={makeProduct()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sound Buds मन परेका सामानमा थप्नुहोस्' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenLastCalledWith('सामान मन परेका सूचीमा थपियो'));
    await userEvent.click(screen.getByRole('button', { name: 'Sound Buds मन परेका सामानबाट हटाउनुहोस्' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenLastCalledWith('सामान मन परेका सूचीबाट हटाइयो'));
  });

  it('titles the page and counts the saved products in Devanagari digits', () => {
    useWishlist.setState({ items: [makeProduct({ id: 1 }), makeProduct({ id: 2, slug: 'two', name: 'Two' })] });
    render(
      <MemoryRouter>
        <WishlistPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'मन परेका सामान' })).toBeInTheDocument();
    expect(screen.getByText('२ सामान सेभ गरिएको')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'सेभ गरिएका सामान' })).toBeInTheDocument();
  });

  it('says an empty wishlist is empty', () => {
    render(
      <MemoryRouter>
        <WishlistPage />
      </MemoryRouter>,
    );
    expect(screen.getByText('कुनै सामान भेटिएन...')).toBeInTheDocument();
  });
});

describe('back in stock in Nepali', () => {
  it("draws a visitor's form in Nepali", () => {
    render(<BackInStock productId={7} colorId={null} />);
    expect(screen.getByRole('heading', { name: 'यो सामान फेरि आएपछि इमेलमार्फत खबर पाउनुहोस्' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'इमेल ठेगाना' })).toHaveAttribute('placeholder', 'तपाईंको इमेल ठेगाना');
    expect(screen.getByRole('button', { name: 'खबर गर्नुहोस्' })).toBeInTheDocument();
  });

  it("explains a bad e-mail with the contract's message in Nepali", async () => {
    activateLanguage('ne', ne, sharedMessages);
    render(<BackInStock productId={7} colorId={null} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'इमेल ठेगाना' }), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'खबर गर्नुहोस्' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/[\u0900-\u097F]/);
    expect(alert.textContent).not.toMatch(/[A-Za-z]{3}/);
  });
});
