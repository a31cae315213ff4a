/**
 * Words shoppers in Nepal type for what the catalogue calls something else. Reviewed data, not
 * code: add a line when the search log (or a shopper) shows a miss. Every term is folded the way
 * the search folds text (lower case, plurals off, spaces removed, Devanagari in Latin letters:
 * transliterate.ts), so 'power bank', 'powerbank' and 'Power Banks' are one term, and 'फोन' is
 * 'phon'. Staff add lines of their own on /staff/search-words (the search_synonyms table); they
 * join these when the index is built.
 *
 * - `equivalents`: each line is a set of words that mean the same thing; typing any of them finds
 *   products described with any other. A synonym match ranks just below the word itself.
 * - `broader`: a word that covers several kinds of product ("earphone" is earbuds and neckbands
 *   alike); one-way, so "neckband" does not find earbuds.
 * - `stopwords`: words that say nothing about the product ("price in nepal", "best", "buy"); left
 *   out of the search unless the query has nothing else.
 */
export const equivalents: readonly (readonly string[])[] = [
  [
    'mobile',
    'phone',
    'smartphone',
    'smart phone',
    'cell phone',
    'cellphone',
    'mobile phone',
    'handset',
    'android phone',
    'फोन',
    'मोबाइल',
    'मोबाइल फोन',
    'स्मार्टफोन',
    'स्मार्ट फोन',
  ],
  ['laptop', 'notebook', 'computer', 'pc', 'ल्यापटप', 'कम्प्युटर'],
  ['earbud', 'ear bud', 'tws', 'true wireless', 'airpod', 'air pod', 'earpod', 'buds', 'in ear', 'इयरबड', 'एयरपड'],
  ['neckband', 'neck band', 'neckbands', 'नेकब्यान्ड'],
  [
    'smartwatch',
    'smart watch',
    'watch',
    'wristwatch',
    'fitness band',
    'smart band',
    'fitness tracker',
    'घडी',
    'स्मार्टवाच',
    'स्मार्ट वाच',
    'स्मार्ट घडी',
  ],
  ['power bank', 'powerbank', 'battery pack', 'portable charger', 'पावर बैंक', 'पावर ब्याङ्क'],
  [
    'speaker',
    'bluetooth speaker',
    'wireless speaker',
    'portable speaker',
    'sound box',
    'soundbox',
    'स्पिकर',
    'साउन्ड बक्स',
  ],
  ['charger', 'adapter', 'adaptor', 'wall charger', 'चार्जर'],
  ['macbook', 'mac book'],
  ['iphone', 'i phone', 'आइफोन'],
  ['ipad', 'i pad', 'tablet', 'ट्याब्लेट', 'ट्याब'],
  ['anc', 'noise cancelling', 'noise cancellation', 'noise canceling'],
  ['gaming', 'game', 'gamer', 'गेमिङ'],
  ['oneplus', 'one plus', '1plus', '1+'],
  ['boat', 'bo at', 'बोट'],
  ['realme', 'real me'],
  ['ram', 'memory'],
  ['5g', '5 g'],
];

export const broader: Readonly<Record<string, readonly string[]>> = {
  earphone: ['earbud', 'neckband', 'earphone'],
  headphone: ['earbud', 'neckband', 'headphone'],
  headset: ['earbud', 'neckband', 'headset'],
  handsfree: ['earbud', 'neckband'],
  'wireless earphone': ['earbud', 'neckband'],
  'bluetooth earphone': ['earbud', 'neckband'],
  airpods: ['earbud'],
  audio: ['earbud', 'neckband', 'speaker'],
  'smart phone': ['smartphone'],
  'gaming laptop': ['laptop'],
  // The same broad words in Nepali.
  इयरफोन: ['earbud', 'neckband', 'earphone'],
  हेडफोन: ['earbud', 'neckband', 'headphone'],
  हेडसेट: ['earbud', 'neckband', 'headset'],
};

export const stopwords: readonly string[] = [
  'a',
  'an',
  'and',
  'the',
  'for',
  'with',
  'of',
  'in',
  'on',
  'to',
  'under',
  'below',
  'best',
  'new',
  'latest',
  'buy',
  'price',
  'prices',
  'cheap',
  'nepal',
  'online',
  'original',
  'rs',
  'npr',
  // Nepali: price, cost, cheap, good, new, rupees, and the postpositions and plural that
  // transliterate.ts writes apart ("मोबाइलको मूल्य" = "mobail ko mulya").
  'मूल्य',
  'दाम',
  'सस्तो',
  'राम्रो',
  'नयाँ',
  'रु',
  'को',
  'का',
  'की',
  'मा',
  'लाई',
  'हरू',
];
