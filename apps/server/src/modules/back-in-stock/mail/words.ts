import backInStockMailEnglish from '@pasal/contract/catalogues/en/back-in-stock.json' with { type: 'json' };
import backInStockMailNepali from '@pasal/contract/catalogues/ne/back-in-stock.json' with { type: 'json' };
import { catalogueWords } from '../../../lib/catalogue-words.js';

// The back-in-stock e-mails' and unsubscribe page's words (issue #31), from the contract's catalogue
// (packages/contract/src/i18n/catalogues/<locale>/back-in-stock.json).

export const backInStockWords = catalogueWords<keyof typeof backInStockMailEnglish>({
  en: backInStockMailEnglish,
  ne: backInStockMailNepali,
});
