// The bill's total in Nepali words, as a Nepali bill or cheque writes it: "एक लाख उनन्सत्तरी हजार
// नौ सय उनान्सय रुपैयाँ पचास पैसा मात्र". Nepali numbers 1–99 are each a word of their own (no
// tens-and-units rule makes them), so they are a table.
//
// Source of the words: the table of Nepali numerals at https://nepalilanguage.org/numbers/ (0–100
// with pronunciations), which writes the numerals in the Nepal Academy's reformed spelling (short
// इ in native numerals: बिस, तिस, चौबिस). The same words, in that spelling, from 31 to 99; two
// public tables in older spelling (बीस, तीस, चालीस: github.com/the-value-crew/num-to-nepali-words
// and github.com/ibijayashah/digit-to-word-converter) agree with every word here but for vowel
// length and the odd misspelling, and were used only to cross-check. Above 99 the Nepali system
// goes सय (100), हजार (1,000), लाख (1,00,000), करोड (1,00,00,000), अर्ब (100 crore) and खर्ब
// (100 arba), each counted in 1–99 (सय in 1–9).
import { PAISA_PER_RUPEE } from '../shared/money.js';

/** 0–99 in words; index = the number. */
export const NEPALI_NUMBER_WORDS: readonly string[] = [
  'शून्य',
  'एक',
  'दुई',
  'तिन',
  'चार',
  'पाँच',
  'छ',
  'सात',
  'आठ',
  'नौ',
  'दस',
  'एघार',
  'बाह्र',
  'तेह्र',
  'चौध',
  'पन्ध्र',
  'सोह्र',
  'सत्र',
  'अठार',
  'उन्नाइस',
  'बिस',
  'एक्काइस',
  'बाइस',
  'तेइस',
  'चौबिस',
  'पच्चिस',
  'छब्बिस',
  'सत्ताइस',
  'अट्ठाइस',
  'उनन्तिस',
  'तिस',
  'एकतिस',
  'बत्तिस',
  'तेत्तिस',
  'चौँतिस',
  'पैँतिस',
  'छत्तिस',
  'सैँतिस',
  'अठतिस',
  'उनन्चालिस',
  'चालिस',
  'एकचालिस',
  'बयालिस',
  'त्रिचालिस',
  'चवालिस',
  'पैँतालिस',
  'छयालिस',
  'सतचालिस',
  'अठचालिस',
  'उनन्चास',
  'पचास',
  'एकाउन्न',
  'बाउन्न',
  'त्रिपन्न',
  'चउन्न',
  'पचपन्न',
  'छपन्न',
  'सन्ताउन्न',
  'अन्ठाउन्न',
  'उनन्साठी',
  'साठी',
  'एकसट्ठी',
  'बयसट्ठी',
  'त्रिसट्ठी',
  'चौसट्ठी',
  'पैँसट्ठी',
  'छयसट्ठी',
  'सतसट्ठी',
  'अठसट्ठी',
  'उनन्सत्तरी',
  'सत्तरी',
  'एकहत्तर',
  'बहत्तर',
  'त्रिहत्तर',
  'चौहत्तर',
  'पचहत्तर',
  'छयहत्तर',
  'सतहत्तर',
  'अठहत्तर',
  'उनासी',
  'असी',
  'एकासी',
  'बयासी',
  'त्रियासी',
  'चौरासी',
  'पचासी',
  'छयासी',
  'सतासी',
  'अठासी',
  'उनान्नब्बे',
  'नब्बे',
  'एकानब्बे',
  'बयानब्बे',
  'त्रियानब्बे',
  'चौरानब्बे',
  'पन्चानब्बे',
  'छयानब्बे',
  'सन्तानब्बे',
  'अन्ठानब्बे',
  'उनान्सय',
];

/** The places above a hundred, largest first, each counted in 1–99 (खर्ब in any number). */
const PLACES = [
  { size: 100_000_000_000, word: 'खर्ब' },
  { size: 1_000_000_000, word: 'अर्ब' },
  { size: 10_000_000, word: 'करोड' },
  { size: 100_000, word: 'लाख' },
  { size: 1000, word: 'हजार' },
] as const;

const word = (value: number) => NEPALI_NUMBER_WORDS[value] as string;

/** A whole number in Nepali words: 169999 → 'एक लाख उनन्सत्तरी हजार नौ सय उनान्सय'. */
export function numberInWordsNe(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError('Expected a whole number of 0 or more');
  if (value < 100) return word(value);
  const parts: string[] = [];
  let rest = value;
  for (const { size, word: place } of PLACES) {
    const count = Math.floor(rest / size);
    if (count === 0) continue;
    // More than 99 खर्ब is said as a number of खर्ब ('एक सय खर्ब').
    parts.push(`${count < 100 ? word(count) : numberInWordsNe(count)} ${place}`);
    rest %= size;
  }
  const hundreds = Math.floor(rest / 100);
  if (hundreds > 0) parts.push(`${word(hundreds)} सय`);
  if (rest % 100 > 0) parts.push(word(rest % 100));
  return parts.join(' ');
}

/**
 * An amount of paisa in Nepali words for a bill:
 * 16999950 → 'एक लाख उनन्सत्तरी हजार नौ सय उनान्सय रुपैयाँ पचास पैसा मात्र';
 * 50 → 'पचास पैसा मात्र'; 0 → 'शून्य रुपैयाँ मात्र'.
 */
export function amountInWordsNe(paisa: number): string {
  if (!Number.isSafeInteger(paisa) || paisa < 0) throw new RangeError('Expected a whole number of paisa, 0 or more');
  const rupees = Math.floor(paisa / PAISA_PER_RUPEE);
  const rest = paisa % PAISA_PER_RUPEE;
  if (rest === 0) return `${numberInWordsNe(rupees)} रुपैयाँ मात्र`;
  if (rupees === 0) return `${word(rest)} पैसा मात्र`;
  return `${numberInWordsNe(rupees)} रुपैयाँ ${word(rest)} पैसा मात्र`;
}
