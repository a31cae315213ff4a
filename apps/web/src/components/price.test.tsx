import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatPrice, Price } from './price';

describe('formatPrice', () => {
  it.each([
    [123456, 'NPR', 'NPR 1,23,456'],
    [123456, 'Rs.', 'Rs. 1,23,456'],
    [1999, 'NPR', 'NPR 1,999'],
    [10000000, 'Rs.', 'Rs. 1,00,00,000'],
    [0, 'NPR', 'NPR 0'],
    [99.5, 'Rs.', 'Rs. 99.50'],
  ] as const)('%d in %s reads %s (lakh grouping)', (amount, currency, expected) => {
    expect(formatPrice(amount, currency)).toBe(expected);
  });
});

describe('Price', () => {
  it('strikes the original price through when discounted', () => {
    render(<Price amount={169999} original={184999} />);
    expect(screen.getByText('NPR 1,69,999')).toBeInTheDocument();
    const struck = screen.getByText('NPR 1,84,999');
    expect(struck.closest('s')).not.toBeNull();
  });

  it('shows a single price when there is no discount', () => {
    const { container } = render(<Price amount={2499} original={2499} currency="Rs." />);
    expect(screen.getByText('Rs. 2,499')).toBeInTheDocument();
    expect(container.querySelector('s')).toBeNull();
  });
});
