import { describe, expect, it } from 'vitest';
import { amountInWordsEn, numberInWordsEn } from './amount-in-words.js';

describe('amountInWordsEn', () => {
  it('writes an invoice total the lakh/crore way', () => {
    expect(amountInWordsEn(16_999_950)).toBe(
      'Rupees One Lakh Sixty-Nine Thousand Nine Hundred Ninety-Nine and Fifty Paisa Only',
    );
    expect(amountInWordsEn(16_999_900)).toBe('Rupees One Lakh Sixty-Nine Thousand Nine Hundred Ninety-Nine Only');
  });

  it('handles paisa alone, zero and one rupee', () => {
    expect(amountInWordsEn(50)).toBe('Fifty Paisa Only');
    expect(amountInWordsEn(5)).toBe('Five Paisa Only');
    expect(amountInWordsEn(0)).toBe('Rupees Zero Only');
    expect(amountInWordsEn(100)).toBe('Rupees One Only');
    expect(amountInWordsEn(101)).toBe('Rupees One and One Paisa Only');
  });

  it('refuses fractions of a paisa and negative amounts', () => {
    expect(() => amountInWordsEn(1.5)).toThrow(RangeError);
    expect(() => amountInWordsEn(-100)).toThrow(RangeError);
  });
});

describe('numberInWordsEn', () => {
  it.each([
    [7, 'Seven'],
    [15, 'Fifteen'],
    [40, 'Forty'],
    [42, 'Forty-Two'],
    [100, 'One Hundred'],
    [101, 'One Hundred One'],
    [999, 'Nine Hundred Ninety-Nine'],
    [1_000, 'One Thousand'],
    [10_010, 'Ten Thousand Ten'],
    [99_999, 'Ninety-Nine Thousand Nine Hundred Ninety-Nine'],
    [100_000, 'One Lakh'],
    [1_000_000, 'Ten Lakh'],
    [1_005_000, 'Ten Lakh Five Thousand'],
    [10_000_000, 'One Crore'],
    [12_34_56_789, 'Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine'],
    [1_00_00_00_000, 'One Hundred Crore'],
    [10_00_00_00_000, 'One Thousand Crore'],
    [12_34_567_00_00_000, 'Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven Crore'],
  ])('%i is %s', (value, words) => {
    expect(numberInWordsEn(value)).toBe(words);
  });
});
