import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProductSummary } from '@pasal/contract';
import { activateLocale } from '../../i18n';
import { en } from '../../i18n/catalogues/en';
import { ne } from '../../i18n/catalogues/ne';
import { summary } from '../../testing';
import { ProductCard } from './product-card';

function renderCard(product: ProductSummary) {
  return render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <ProductCard product={product} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

afterEach(() => activateLocale('en', en));

describe('ProductCard', () => {
  it('says a sold-out product is sold out (issue 30), in English and Nepali', () => {
    const { unmount } = renderCard(summary(1, { total_quantity: 0 }));
    expect(screen.getByText('Sold out')).toBeInTheDocument();
    unmount();
    activateLocale('ne', ne);
    renderCard(summary(1, { total_quantity: 0 }));
    expect(screen.getByText('स्टक सकियो')).toBeInTheDocument();
  });

  it('shows no sold-out badge on a product in stock', () => {
    renderCard(summary(1, { total_quantity: 2 }));
    expect(screen.queryByText('Sold out')).not.toBeInTheDocument();
    expect(screen.getByText('10% Off')).toBeInTheDocument();
  });
});
