import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../api/query-client';
import { Component as ProductPage } from './product-detail';

function renderAt(path: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/products/:slug" element={<ProductPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function answer(status: number, body: unknown) {
  const fetch = vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('a product page that is not for sale', () => {
  it('says an archived product (410) is no longer sold and offers the products the server suggests', async () => {
    const fetch = answer(410, {
      message: 'This product is no longer sold',
      suggestions: [
        { id: 7, name: 'JBL Flip 6', slug: 'jbl-flip-6', discount_price: 13999, image: '/uploads/flip.svg' },
        { id: 8, name: 'Sony SRS-XB100', slug: 'sony-srs-xb100', discount_price: 6499, image: null },
      ],
    });
    renderAt('/products/old-speaker');
    expect(await screen.findByRole('heading', { level: 1, name: 'This product is no longer sold' })).toBeVisible();
    const suggestions = screen.getByRole('region', { name: 'You may like instead' });
    expect(within(suggestions).getByRole('link', { name: /JBL Flip 6/ })).toHaveAttribute(
      'href',
      '/products/jbl-flip-6',
    );
    expect(within(suggestions).getByRole('link', { name: /Sony SRS-XB100/ })).toHaveTextContent('NPR 6,499');
    expect(screen.getByRole('link', { name: 'Back to Products' })).toHaveAttribute('href', '/products');
    // An answer, not a hiccup: asked once, no retry.
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Something went wrong...')).not.toBeInTheDocument();
  });

  it('still says Product Not Found for an unknown or draft product (404)', async () => {
    answer(404, { message: 'Product not found' });
    renderAt('/products/nothing-here');
    expect(await screen.findByRole('heading', { level: 1, name: 'Product Not Found' })).toBeVisible();
  });
});
