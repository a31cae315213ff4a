import billMailEnglish from '@pasal/contract/catalogues/en/bill-mail.json' with { type: 'json' };
import billMailNepali from '@pasal/contract/catalogues/ne/bill-mail.json' with { type: 'json' };
import { catalogueWords } from '../../lib/catalogue-words.js';

// The lines an order's e-mails give the bill (issue #31), from the contract's catalogue
// (packages/contract/src/i18n/catalogues/<locale>/bill-mail.json).

export const billMailWords = catalogueWords<keyof typeof billMailEnglish>({
  en: billMailEnglish,
  ne: billMailNepali,
});
