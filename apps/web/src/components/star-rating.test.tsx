import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarRating, starShares } from './star-rating';

describe('StarRating', () => {
  it.each([
    [0, [0, 0, 0, 0, 0]],
    [3.4, [1, 1, 1, 0.5, 0]],
    [4.2, [1, 1, 1, 1, 0]],
    [4.3, [1, 1, 1, 1, 0.5]],
    [4.8, [1, 1, 1, 1, 1]],
    [5, [1, 1, 1, 1, 1]],
    [7, [1, 1, 1, 1, 1]],
    [-1, [0, 0, 0, 0, 0]],
    [Number.NaN, [0, 0, 0, 0, 0]],
  ])('draws %d as %j (nearest half star)', (rating, shares) => {
    expect(starShares(rating)).toEqual(shares);
  });

  it('draws a 4.3 as four full stars and a half, and reads out the exact rating', () => {
    const { container } = render(<StarRating rating={4.26} count={12} />);
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeInTheDocument();
    const stars = [...container.querySelectorAll('[data-star]')].map((star) => star.getAttribute('data-star'));
    expect(stars).toEqual(['1', '1', '1', '1', '0.5']);
  });

  it("reads '(N ratings)', and '(1 rating)' for exactly one", () => {
    const { rerender } = render(<StarRating rating={5} count={5} />);
    expect(screen.getByText('(5 ratings)')).toBeInTheDocument();
    rerender(<StarRating rating={5} count={1} />);
    expect(screen.getByText('(1 rating)')).toBeInTheDocument();
    rerender(<StarRating rating={0} count={0} />);
    expect(screen.getByText('(0 ratings)')).toBeInTheDocument();
  });

  it('shows no count text without a count', () => {
    render(<StarRating rating={4} />);
    expect(screen.queryByText(/rating/)).not.toBeInTheDocument();
  });
});
