import orderMailEnglish from '@pasal/contract/catalogues/en/order-mail.json' with { type: 'json' };
import orderMailNepali from '@pasal/contract/catalogues/ne/order-mail.json' with { type: 'json' };
import { catalogueWords } from '../../../lib/catalogue-words.js';

// The order e-mails' words (issue #31), from the contract's catalogue
// (packages/contract/src/i18n/catalogues/<locale>/order-mail.json).

export const orderMailWords = catalogueWords<keyof typeof orderMailEnglish>({
  en: orderMailEnglish,
  ne: orderMailNepali,
});
