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

  it('names the family on a configuration’s card, its values and how many there are below (issue #35)', () => {
    const configuration = summary(7, {
      name: 'Samsung Galaxy S24 Ultra (12GB/512GB)',
      family: { name: 'Samsung Galaxy S24 Ultra', configuration: '12GB/512GB', configurations: 3 },
    });
    const { unmount } = renderCard(configuration);
    // Screen readers hear the whole name; the eye reads the family, then the configuration.
    const link = screen.getByRole('link', { name: 'Samsung Galaxy S24 Ultra (12GB/512GB)' });
    expect(link).toHaveTextContent(/^Samsung Galaxy S24 Ultra$/);
    expect(screen.getByText('12GB/512GB · 3 configurations')).toBeInTheDocument();
    unmount();
    activateLocale('ne', ne);
    renderCard(configuration);
    expect(screen.getByText('12GB/512GB · ३ कन्फिगरेसन')).toBeInTheDocument();
  });

  it('names a product outside a family as before, and a family of one by its values alone', () => {
    const { unmount } = renderCard(summary(3, { name: 'boAt Airdopes 141' }));
    expect(screen.getByRole('link', { name: 'boAt Airdopes 141' })).toHaveTextContent('boAt Airdopes 141');
    expect(screen.queryByText(/configuration/)).not.toBeInTheDocument();
    unmount();
    renderCard(
      summary(4, {
        name: 'Zorbit (8GB/256GB)',
        family: { name: 'Zorbit', configuration: '8GB/256GB', configurations: 1 },
      }),
    );
    expect(screen.getByText('8GB/256GB')).toBeInTheDocument();
  });
});
