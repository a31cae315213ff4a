import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { phoneticKey } from './phonetic.js';
import { foldText, termOf, words } from './text.js';
import { hasDevanagari, transliterate } from './transliterate.js';

// Devanagari → Latin as Nepali shoppers type English loanwords (issue #30), and the phonetic key
// that lets loose romanised spellings meet the catalogue's English words.

describe('transliterate (Devanagari → loose Latin)', () => {
  it.each([
    // The words.
    ['फोन', 'phon'],
    ['मोबाइल', 'mobail'],
    ['ल्यापटप', 'lyaptap'],
    ['इयरबड', 'iyarbad'],
    ['चार्जर', 'charjar'],
    // More loanwords of the catalogue.
    ['स्मार्टफोन', 'smartphon'],
    ['इयरफोन', 'iyarphon'],
    ['हेडफोन', 'hedphon'],
    ['स्पिकर', 'spikar'],
    ['स्मार्टवाच', 'smartvach'],
    ['कम्प्युटर', 'kampyutar'],
    ['सामसुङ', 'samsung'],
    ['आइफोन', 'aiphon'],
    // Nepali words.
    ['घडी', 'ghadi'],
    ['गाउँ', 'gaun'],
    ['भोंपू', 'bhompu'],
    ['बैंक', 'baink'],
  ])('%s → %s', (nepali, latin) => {
    expect(transliterate(nepali)).toBe(latin);
  });

  it('drops the inherent a after a halant, keeps it in a cluster where it is spoken', () => {
    // Halant: no vowel (र्, ्य).
    expect(transliterate('र्')).toBe('r');
    expect(transliterate('क्य')).toBe('kya');
    // A lone consonant keeps its vowel; the word's last one loses it, except after a cluster
    // ending in य, र or व, where Nepali speaks it (पत्र patra, वाक्य vakya).
    expect(transliterate('न')).toBe('na');
    expect(transliterate('नन')).toBe('nan');
    expect(transliterate('पत्र')).toBe('patra');
    expect(transliterate('स्मार्ट')).toBe('smart');
    // Medial: dropped between a vowel and a consonant that is spoken with one (प in ल्यापटप), kept
    // before a consonant that has none (ट in ल्यापटप, ब in इयरबड).
    expect(transliterate('पटप')).toBe('patap');
  });

  it('reads the anusvara as m before a lip consonant and n elsewhere; the visarga as h', () => {
    expect(transliterate('कंपनी')).toBe('kampani');
    expect(transliterate('संख्या')).toBe('sankhya');
    expect(transliterate('दुःख')).toBe('duhkh');
  });

  it('reads nukta letters, precomposed or not, as the sounds loanwords use them for', () => {
    expect(transliterate('फ़ोन')).toBe('fon');
    expect(transliterate('\u095eोन')).toBe('fon');
    expect(transliterate('ज़ीरो')).toBe('ziro');
    expect(transliterate('ड़')).toBe('ra');
  });

  it('reads the candra vowels of English loanwords (ऑ, ॅ) as o and e', () => {
    expect(transliterate('ऑफिस')).toBe('ophis');
    expect(transliterate('बॅग')).toBe('beg');
  });

  it('writes Devanagari digits as digits and leaves Latin text and spaces alone', () => {
    expect(transliterate('१०००० mAh')).toBe('10000 mAh');
    expect(transliterate('पावर बैंक')).toBe('pavar baink');
    expect(transliterate('Samsung फोन 5G')).toBe('Samsung phon 5G');
    expect(transliterate('मोबाइल।')).toBe('mobail ');
  });

  it('writes the postpositions and plural Nepali joins to a word apart (मोबाइलको, ल्यापटपहरू)', () => {
    expect(transliterate('मोबाइलको मूल्य')).toBe('mobail ko mulya');
    expect(transliterate('ल्यापटपहरू')).toBe('lyaptap haru');
    expect(transliterate('फोनहरूको')).toBe('phon haru ko');
    expect(transliterate('फोनमा')).toBe('phon ma');
    // Not after a single syllable: पोको (Poco) is a name.
    expect(transliterate('पोको')).toBe('poko');
    expect(transliterate('को')).toBe('ko');
  });

  it('ignores the zero-width joiners some keyboards put inside a word', () => {
    expect(transliterate('चार्\u200dजर')).toBe('charjar');
    expect(transliterate('ल्\u200cयापटप')).toBe('lyaptap');
  });

  it('only ever writes letters a–z, digits, spaces and what was not Devanagari', () => {
    const devanagari = fc.string({ unit: fc.integer({ min: 0x0900, max: 0x097f }).map((c) => String.fromCharCode(c)) });
    fc.assert(
      fc.property(devanagari, (text) => {
        expect(transliterate(text)).toMatch(/^[a-z0-9 ]*$/);
      }),
      { numRuns: 2000 },
    );
  });

  it('knows Devanagari when it sees it', () => {
    expect(hasDevanagari('फोन')).toBe(true);
    expect(hasDevanagari('phone')).toBe(false);
  });
});

describe('search folding reads Devanagari', () => {
  it('folds a Devanagari query to the words the index holds', () => {
    expect(words('सामसुङ मोबाइल')).toEqual(['samsung', 'mobail']);
    expect(termOf('पावर बैंक')).toBe('pavarbaink');
    expect(foldText('फोन')).toBe('phon');
  });
});

describe('phoneticKey (loose romanised spellings)', () => {
  it.each([
    // Romanised Nepali meets the English word.
    ['mobail', 'mobile'],
    ['leptop', 'laptop'],
    ['lyaptap', 'laptop'],
    ['charjar', 'charger'],
    ['phon', 'phone'],
    ['fone', 'phone'],
    ['iyarbad', 'earbud'],
    ['iyarphon', 'earphone'],
    ['hedphon', 'headphone'],
    ['spikar', 'speaker'],
    ['smartvach', 'smartwatch'],
    ['kampyutar', 'computer'],
    ['aiphon', 'iphone'],
    ['pavarbaink', 'powerbank'],
    ['kebal', 'cable'],
  ])('%s ~ %s', (typed, word) => {
    expect(phoneticKey(typed)).not.toBeNull();
    expect(phoneticKey(typed)).toBe(phoneticKey(word));
  });

  it.each([
    // Different words stay apart.
    ['watch', 'wash'],
    ['boat', 'bat'],
    ['mobile', 'marble'],
    ['laptop', 'lollipop'],
    ['speaker', 'sticker'],
    ['phone', 'funny'],
    ['charger', 'changer'],
    ['power', 'paper'],
  ])('%s ≁ %s', (a, b) => {
    expect(phoneticKey(a)).not.toBe(phoneticKey(b));
  });

  it('has no key for short words, words with digits or non-letters', () => {
    expect(phoneticKey('fon')).toBeNull();
    expect(phoneticKey('air')).toBeNull();
    expect(phoneticKey('s24u')).toBeNull();
    expect(phoneticKey('5g')).toBeNull();
    expect(phoneticKey('')).toBeNull();
  });

  it('is a key of consonants with one vowel mark per vowel group, and costs one pass', () => {
    expect(phoneticKey('mobile')).toBe('mabal');
    expect(phoneticKey('laptop')).toBe('laptap');
    expect(phoneticKey('charger')).toBe('carjar');
    const word = fc.stringMatching(/^[a-z]{4,20}$/);
    fc.assert(
      fc.property(word, (w) => {
        const key = phoneticKey(w);
        // Never longer than the word, and never the same letter twice in a row.
        if (key !== null) {
          expect(key.length).toBeLessThanOrEqual(w.length);
          expect(key).not.toMatch(/(.)\1/);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
