import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProductSummary } from '@pasal/contract';
import { activateLocale } from '../../i18n';
import { en } from '../../i18n/catalogues/en';
import { ne } from '../../i18n/catalogues/ne';
import { summary } from '../../testing';
import { ProductCard } from '../catalog/product-card';
import { COMPARE_STORAGE_KEY, useCompare } from './store';

const phone = (id: number) =>
  summary(id, { name: `Phone ${id}`, slug: `phone-${id}`, category_slug: 'smartphones', category_name: 'Smartphones' });
const laptop = summary(9, { name: 'Laptop 9', slug: 'laptop-9', category_slug: 'laptops', category_name: 'Laptops' });

function renderCards(products: ProductSummary[]) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/products']}>
        <Routes>
          <Route
            path="/products"
            element={
              <ul>
                {products.map((product) => (
                  <li key={product.id}>
                    <ProductCard product={product} />
                  </li>
                ))}
              </ul>
            }
          />
          <Route path="/products/:slug" element={<p>product page</p>} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

const chosen = () => useCompare.getState().items.map((item) => item.slug);

afterEach(() => {
  useCompare.setState({ items: [] });
  activateLocale('en', en);
});

// A busy machine: a handful of clicks, each re-rendering the cards and a toast.
describe('the compare button on a product card', { timeout: 20_000 }, () => {
  it('adds the product (pressed, a toast, kept in localStorage) without opening it, and takes it out again', async () => {
    const user = userEvent.setup();
    renderCards([phone(1), phone(2)]);
    await user.click(screen.getByRole('button', { name: 'Add Phone 1 to compare' }));
    expect(await screen.findByText('Phone 1 added to compare')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Phone 1 from compare' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Add Phone 2 to compare' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText('product page')).not.toBeInTheDocument();
    const stored = JSON.parse(localStorage.getItem(COMPARE_STORAGE_KEY)!) as { state: { items: { slug: string }[] } };
    expect(stored.state.items.map((item) => item.slug)).toEqual(['phone-1']);

    await user.click(screen.getByRole('button', { name: 'Remove Phone 1 from compare' }));
    expect(await screen.findByText('Phone 1 removed from compare')).toBeInTheDocument();
    expect(chosen()).toEqual([]);
  });

  it('refuses a fifth product with a message and keeps the four', async () => {
    const user = userEvent.setup();
    renderCards([1, 2, 3, 4, 5].map(phone));
    for (const id of [1, 2, 3, 4]) await user.click(screen.getByRole('button', { name: `Add Phone ${id} to compare` }));
    await user.click(screen.getByRole('button', { name: 'Add Phone 5 to compare' }));
    expect(await screen.findByText('You can compare up to 4 products. Remove one to add Phone 5.')).toBeInTheDocument();
    expect(chosen()).toEqual(['phone-1', 'phone-2', 'phone-3', 'phone-4']);
    expect(screen.getByRole('button', { name: 'Add Phone 5 to compare' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('refuses a product of another category, saying which, and offers to start a new list with it', async () => {
    const user = userEvent.setup();
    renderCards([phone(1), laptop]);
    await user.click(screen.getByRole('button', { name: 'Add Phone 1 to compare' }));
    await user.click(screen.getByRole('button', { name: 'Add Laptop 9 to compare' }));
    const refusal = await screen.findByText(
      'Laptop 9 is in Laptops, and your compare list holds Smartphones: compare one category at a time.',
    );
    expect(chosen()).toEqual(['phone-1']);
    const toast = refusal.closest('[data-sonner-toast]') as HTMLElement;
    // A plain click: Sonner captures the pointer on a toast, which jsdom cannot.
    fireEvent.click(within(toast).getByRole('button', { name: 'Start a new list' }));
    expect(chosen()).toEqual(['laptop-9']);
  });

  it('speaks Nepali on a Nepali page', async () => {
    activateLocale('ne', ne);
    const user = userEvent.setup();
    renderCards([phone(1)]);
    await user.click(screen.getByRole('button', { name: 'Phone 1 तुलनामा थप्नुहोस्' }));
    expect(await screen.findByText('Phone 1 तुलनामा थपियो')).toBeInTheDocument();
  });
});
