import type { Product, ProductVariants } from '@pasal/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../i18n';
import { en } from '../../i18n/catalogues/en';
import { ne } from '../../i18n/catalogues/ne';
import { VariantPicker } from './variant-picker';

const family: ProductVariants = {
  name: 'Galaxy S24 Ultra',
  options: [
    { name: 'RAM', name_ne: null },
    { name: 'Storage', name_ne: 'भण्डारण' },
  ],
  items: [
    { id: 1, slug: 's24-ultra-12-256', values: ['12GB', '256GB'], discount_price: 169_999, in_stock: true },
    { id: 2, slug: 's24-ultra-12-512', values: ['12GB', '512GB'], discount_price: 189_999, in_stock: true },
    { id: 3, slug: 's24-ultra-12-1tb', values: ['12GB', '1TB'], discount_price: 229_999, in_stock: false },
    { id: 4, slug: 's24-ultra-16-1tb', values: ['16GB', '1TB'], discount_price: 249_999, in_stock: true },
  ],
};

const variantOf = (id: number) => ({ id, variants: family }) as unknown as Product;

/** The page as the router shows it: the product whose slug the address names. */
function Page() {
  const { slug } = useParams();
  const item = family.items.find((candidate) => candidate.slug === slug)!;
  return <VariantPicker product={variantOf(item.id)} />;
}

function renderAt(slug: string, search = '') {
  const router = createMemoryRouter([{ path: '/products/:slug', element: <Page /> }], {
    initialEntries: [`/products/${slug}${search}`],
  });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => activateLocale('en', en));

describe('VariantPicker', () => {
  it('shows each option with its current value, and links the others to their variant pages', async () => {
    const router = renderAt('s24-ultra-12-256');
    const storage = screen.getByRole('group', { name: 'Storage: 256GB' });
    expect(within(storage).getByText('256GB', { selector: '[aria-current]' })).toHaveAttribute('aria-current', 'true');
    expect(within(storage).getByRole('link', { name: '512GB' })).toHaveAttribute('href', '/products/s24-ultra-12-512');
    // 1 TB with 12 GB is sold out: still a link (the page offers the back-in-stock e-mail), marked.
    expect(within(storage).getByRole('link', { name: '1TB (sold out)' })).toBeInTheDocument();

    await userEvent.click(within(storage).getByRole('link', { name: '512GB' }));
    expect(router.state.location.pathname).toBe('/products/s24-ultra-12-512');
    expect(screen.getByRole('group', { name: 'Storage: 512GB' })).toBeInTheDocument();
  });

  it('carries the colour the address names to the next configuration', async () => {
    const router = renderAt('s24-ultra-12-256', '?colour=titanium-gray');
    const storage = screen.getByRole('group', { name: 'Storage: 256GB' });
    expect(within(storage).getByRole('link', { name: '512GB' })).toHaveAttribute(
      'href',
      '/products/s24-ultra-12-512?colour=titanium-gray',
    );
    await userEvent.click(within(storage).getByRole('link', { name: '512GB' }));
    expect(router.state.location.search).toBe('?colour=titanium-gray');
  });

  it('marks a value not sold with the chosen earlier option as unavailable, not a link', () => {
    renderAt('s24-ultra-16-1tb');
    const storage = screen.getByRole('group', { name: 'Storage: 1TB' });
    expect(within(storage).queryByRole('link', { name: /256GB/ })).not.toBeInTheDocument();
    expect(within(storage).getByText('256GB', { selector: '[aria-disabled="true"]' })).toBeInTheDocument();
    expect(within(storage).getAllByText(', not sold with 16GB')).toHaveLength(2);
    // RAM is the first option: 12 GB always opens a variant (the one keeping 1 TB).
    const ram = screen.getByRole('group', { name: 'RAM: 16GB' });
    expect(within(ram).getByRole('link', { name: '12GB (sold out)' })).toHaveAttribute(
      'href',
      '/products/s24-ultra-12-1tb',
    );
  });

  it('names the options in Nepali where the shop gave a Nepali name', () => {
    activateLocale('ne', ne);
    renderAt('s24-ultra-12-256');
    expect(screen.getByRole('group', { name: 'भण्डारण: 256GB' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'RAM: 12GB' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1TB (सकियो)' })).toBeInTheDocument();
  });

  it('shows nothing for a product without variants', () => {
    const { container } = render(<VariantPicker product={{ id: 1, variants: null } as unknown as Product} />);
    expect(container).toBeEmptyDOMElement();
  });
});
