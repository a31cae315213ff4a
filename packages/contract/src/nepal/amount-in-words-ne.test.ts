import { describe, expect, it } from 'vitest';
import { amountInWordsNe, NEPALI_NUMBER_WORDS, numberInWordsNe } from './amount-in-words-ne.js';

// 1–30 exactly as the cited table (nepalilanguage.org/numbers) writes them, typed from it
// separately from the module's table.
const CITED_1_TO_30 =
  'एक दुई तिन चार पाँच छ सात आठ नौ दस एघार बाह्र तेह्र चौध पन्ध्र सोह्र सत्र अठार उन्नाइस बिस ' +
  'एक्काइस बाइस तेइस चौबिस पच्चिस छब्बिस सत्ताइस अट्ठाइस उनन्तिस तिस';

describe('numberInWordsNe, 1–99', () => {
  it('writes 1–30 as the cited table does', () => {
    expect(Array.from({ length: 30 }, (_, index) => numberInWordsNe(index + 1)).join(' ')).toBe(CITED_1_TO_30);
  });

  it('gives every number from 1 to 99 one word of its own, in Devanagari letters only', () => {
    const words = Array.from({ length: 99 }, (_, index) => numberInWordsNe(index + 1));
    expect(new Set(words).size).toBe(99);
    for (const [index, text] of words.entries()) {
      expect(text, String(index + 1)).toMatch(/^[\u0900-\u097F]+$/);
    }
  });

  it('writes the tens and the numbers around them as Nepali does', () => {
    const tens = [10, 20, 30, 40, 50, 60, 70, 80, 90].map(numberInWordsNe);
    expect(tens).toEqual(['दस', 'बिस', 'तिस', 'चालिस', 'पचास', 'साठी', 'सत्तरी', 'असी', 'नब्बे']);
    // The nines before a ten are "one short of" it (उन-), 99 is one short of a hundred.
    expect([19, 29, 39, 49, 59, 69, 79, 89, 99].map(numberInWordsNe)).toEqual([
      'उन्नाइस',
      'उनन्तिस',
      'उनन्चालिस',
      'उनन्चास',
      'उनन्साठी',
      'उनन्सत्तरी',
      'उनासी',
      'उनान्नब्बे',
      'उनान्सय',
    ]);
    expect([45, 55, 65, 75, 85, 95].map(numberInWordsNe)).toEqual([
      'पैँतालिस',
      'पचपन्न',
      'पैँसट्ठी',
      'पचहत्तर',
      'पचासी',
      'पन्चानब्बे',
    ]);
  });

  it('has exactly 0–99 in its table', () => {
    expect(NEPALI_NUMBER_WORDS).toHaveLength(100);
    expect(numberInWordsNe(0)).toBe('शून्य');
  });
});

describe('numberInWordsNe, hundreds and the lakh/crore places', () => {
  it.each([
    [100, 'एक सय'],
    [105, 'एक सय पाँच'],
    [999, 'नौ सय उनान्सय'],
    [1000, 'एक हजार'],
    [3299, 'तिन हजार दुई सय उनान्सय'],
    [10_000, 'दस हजार'],
    [100_000, 'एक लाख'],
    [169_999, 'एक लाख उनन्सत्तरी हजार नौ सय उनान्सय'],
    [2_500_000, 'पच्चिस लाख'],
    [10_000_000, 'एक करोड'],
    [12_34_56_789, 'बाह्र करोड चौँतिस लाख छपन्न हजार सात सय उनान्नब्बे'],
    [1_000_000_000, 'एक अर्ब'],
    [1_05_00_00_001, 'एक अर्ब पाँच करोड एक'],
    [100_000_000_000, 'एक खर्ब'],
    [10_000_000_000_000, 'एक सय खर्ब'],
  ])('%i → %s', (value, words) => {
    expect(numberInWordsNe(value)).toBe(words);
  });

  it('refuses what is not a whole number of 0 or more', () => {
    expect(() => numberInWordsNe(-1)).toThrow(RangeError);
    expect(() => numberInWordsNe(1.5)).toThrow(RangeError);
  });
});

describe('amountInWordsNe', () => {
  it('writes rupees and paisa as a bill does', () => {
    expect(amountInWordsNe(16_999_950)).toBe('एक लाख उनन्सत्तरी हजार नौ सय उनान्सय रुपैयाँ पचास पैसा मात्र');
    expect(amountInWordsNe(329_900)).toBe('तिन हजार दुई सय उनान्सय रुपैयाँ मात्र');
    expect(amountInWordsNe(50)).toBe('पचास पैसा मात्र');
    expect(amountInWordsNe(0)).toBe('शून्य रुपैयाँ मात्र');
    expect(amountInWordsNe(101)).toBe('एक रुपैयाँ एक पैसा मात्र');
  });

  it('refuses a fraction of a paisa', () => {
    expect(() => amountInWordsNe(1.5)).toThrow(RangeError);
  });
});
