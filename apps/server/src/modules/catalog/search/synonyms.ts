/**
 * Words shoppers in Nepal type for what the catalogue calls something else. Reviewed data, not
 * code: add a line when the search log (or a shopper) shows a miss. Every term is folded the way
 * the search folds text (lower case, plurals off, spaces removed), so 'power bank', 'powerbank'
 * and 'Power Banks' are one term.
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
  ],
  ['laptop', 'notebook', 'computer', 'pc'],
  ['earbud', 'ear bud', 'tws', 'true wireless', 'airpod', 'air pod', 'earpod', 'buds', 'in ear'],
  ['neckband', 'neck band', 'neckbands'],
  ['smartwatch', 'smart watch', 'watch', 'wristwatch', 'fitness band', 'smart band', 'fitness tracker'],
  ['power bank', 'powerbank', 'battery pack', 'portable charger'],
  ['speaker', 'bluetooth speaker', 'wireless speaker', 'portable speaker', 'sound box', 'soundbox'],
  ['charger', 'adapter', 'adaptor', 'wall charger'],
  ['macbook', 'mac book'],
  ['iphone', 'i phone'],
  ['ipad', 'i pad', 'tablet'],
  ['anc', 'noise cancelling', 'noise cancellation', 'noise canceling'],
  ['gaming', 'game', 'gamer'],
  ['oneplus', 'one plus', '1plus', '1+'],
  ['boat', 'bo at'],
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
];
