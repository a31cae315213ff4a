/**
 * Kinds of product a shopper names in a search ("phone", "power bank", "ipad", "charger"), and the
 * words a category of this shop must have in its name or slug to be that kind. Reviewed data, not
 * code, like synonyms.ts: a search naming a kind is limited to its categories
 * (query-understanding.ts), and a kind this shop has no category for finds only products that
 * say it in their name, so "ipad" in a shop without tablets answers nothing rather than a laptop
 * whose description mentions an iPad.
 *
 * Every word is folded the way the search folds text (termOf: lower case, plurals off, spaces
 * removed, Devanagari in Latin letters). Product names ("airpods", "galaxy buds") are not kinds:
 * they are found by name.
 */
export interface ProductKind {
  /** A stable name for tests and logs. */
  id: string;
  /** What shoppers type for it. Two-word phrases are matched as one ("power bank"). */
  words: readonly string[];
  /** A category is of this kind when one of its name's words (or its slug) is one of these. */
  categoryWords: readonly string[];
}

export const productKinds: readonly ProductKind[] = [
  {
    id: 'smartphone',
    words: [
      'phone',
      'mobile',
      'smartphone',
      'smart phone',
      'cell phone',
      'cellphone',
      'mobile phone',
      'handset',
      'android phone',
      'फोन',
      'मोबाइल',
      'स्मार्टफोन',
    ],
    categoryWords: ['smartphone', 'phone', 'mobile', 'mobilephone'],
  },
  { id: 'laptop', words: ['laptop', 'notebook', 'ल्यापटप'], categoryWords: ['laptop', 'notebook'] },
  {
    id: 'earbuds',
    words: ['earbud', 'ear bud', 'tws', 'true wireless', 'इयरबड'],
    categoryWords: ['earbud', 'tws'],
  },
  {
    // A broad word: whatever goes in or on the ear.
    id: 'earphones',
    words: ['earphone', 'headphone', 'headset', 'handsfree', 'इयरफोन', 'हेडफोन'],
    categoryWords: ['earbud', 'neckband', 'earphone', 'headphone', 'headset', 'tws'],
  },
  { id: 'neckband', words: ['neckband', 'neck band', 'नेकब्यान्ड'], categoryWords: ['neckband'] },
  {
    id: 'speaker',
    words: ['speaker', 'bluetooth speaker', 'soundbox', 'sound box', 'स्पिकर'],
    categoryWords: ['speaker', 'soundbox'],
  },
  {
    id: 'smartwatch',
    words: ['watch', 'smartwatch', 'smart watch', 'wristwatch', 'fitness band', 'smart band', 'घडी', 'स्मार्टवाच'],
    categoryWords: ['smartwatch', 'watch', 'wearable'],
  },
  {
    id: 'power-bank',
    words: ['power bank', 'powerbank', 'battery pack', 'portable charger', 'पावर बैंक'],
    categoryWords: ['powerbank'],
  },
  {
    id: 'tablet',
    words: ['tablet', 'ipad', 'i pad', 'tab', 'ट्याब्लेट', 'ट्याब'],
    categoryWords: ['tablet', 'ipad'],
  },
  {
    id: 'charger',
    words: ['charger', 'adapter', 'adaptor', 'wall charger', 'चार्जर'],
    categoryWords: ['charger', 'adapter', 'adaptor'],
  },
  { id: 'mouse', words: ['mouse', 'mice'], categoryWords: ['mouse', 'mice'] },
  { id: 'keyboard', words: ['keyboard'], categoryWords: ['keyboard'] },
  {
    id: 'case',
    words: ['case', 'cover', 'back cover', 'phone case', 'phone cover', 'mobile cover', 'कभर'],
    categoryWords: ['case', 'cover'],
  },
];
