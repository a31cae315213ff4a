import { describe, expect, it } from 'vitest';
import { createReviewSchema, questionFormSchema, reviewFormSchema } from './review-schemas.js';
import {
  formatAverageRating,
  halfStarRating,
  listDate,
  ratingCountText,
  reviewWord,
  staffReplyLabel,
  starLabel,
} from './reviews.js';

describe('review display rules', () => {
  it('labels stars "1 star" and "N stars"', () => {
    expect([1, 2, 3, 4, 5].map(starLabel)).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
  });

  it("words the count '(1 rating)' and '(N ratings)' otherwise", () => {
    expect(ratingCountText(12)).toBe('(12 ratings)');
    expect(ratingCountText(5)).toBe('(5 ratings)');
    expect(ratingCountText(1)).toBe('(1 rating)');
    expect(ratingCountText(0)).toBe('(0 ratings)');
    expect(reviewWord(1)).toBe('review');
    expect(reviewWord(0)).toBe('reviews');
    expect(reviewWord(2)).toBe('reviews');
  });

  it('rounds the drawn stars to the nearest half star', () => {
    const cases: [number, number][] = [
      [4.2, 4],
      [4.24, 4],
      [4.25, 4.5],
      [4.3, 4.5],
      [4.74, 4.5],
      [4.75, 5],
      [4.8, 5],
      [0.2, 0],
      [0.25, 0.5],
      [5, 5],
      [7, 5],
      [-1, 0],
      [Number.NaN, 0],
    ];
    for (const [rating, stars] of cases) expect(halfStarRating(rating), String(rating)).toBe(stars);
  });

  it('shows the average to one decimal, rounding half up', () => {
    expect(formatAverageRating(4.25)).toBe('4.3');
    expect(formatAverageRating(4.35)).toBe('4.4');
    expect(formatAverageRating(4.33)).toBe('4.3');
    expect(formatAverageRating(0)).toBe('0.0');
    expect(formatAverageRating(5)).toBe('5.0');
    expect(formatAverageRating(Number.NaN)).toBe('0.0');
  });

  it('dates are the first 10 characters of the timestamp', () => {
    expect(listDate('2025-03-09T18:45:00.000Z')).toBe('2025-03-09');
  });
});

describe('review and question schemas', () => {
  it('requires the message, trimmed', () => {
    const result = reviewFormSchema.safeParse({ rating: 1, review_text: '   ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Message is required');
    expect(reviewFormSchema.parse({ rating: 3, review_text: '  Good  ' }).review_text).toBe('Good');
  });

  it('keeps text as given apart from surrounding whitespace (no escaping)', () => {
    const text = '<b>bold</b> & "quotes"';
    expect(reviewFormSchema.parse({ rating: 5, review_text: text }).review_text).toBe(text);
  });

  it('limits the rating to whole numbers 1–5', () => {
    for (const rating of [0, 6, 2.5, '3'])
      expect(reviewFormSchema.safeParse({ rating, review_text: 'x' }).success, String(rating)).toBe(false);
    expect(reviewFormSchema.safeParse({ rating: 5, review_text: 'x' }).success).toBe(true);
  });

  it('limits the length of a review', () => {
    expect(reviewFormSchema.safeParse({ rating: 5, review_text: 'a'.repeat(2000) }).success).toBe(true);
    const long = reviewFormSchema.safeParse({ rating: 5, review_text: 'a'.repeat(2001) });
    expect(long.error?.issues[0]?.message).toBe('Message must be at most 2000 characters');
  });

  it('drops a user id sent in the body', () => {
    const parsed = createReviewSchema.parse({ product: 3, rating: 4, review_text: 'ok', user: 99 });
    expect(parsed).toEqual({ product: 3, rating: 4, review_text: 'ok' });
  });

  it('requires the question', () => {
    expect(questionFormSchema.safeParse({ question: '' }).error?.issues[0]?.message).toBe('Question is required');
    expect(questionFormSchema.safeParse({}).error?.issues[0]?.message).toBe('Question is required');
  });
});

describe('staffReplyLabel', () => {
  it('names the shop, or says "the shop" when the name is unknown', () => {
    expect(staffReplyLabel('Pasal')).toBe('Reply from Pasal');
    expect(staffReplyLabel('  Pasal Electronics ')).toBe('Reply from Pasal Electronics');
    expect(staffReplyLabel('')).toBe('Reply from the shop');
    expect(staffReplyLabel(undefined)).toBe('Reply from the shop');
  });
});
