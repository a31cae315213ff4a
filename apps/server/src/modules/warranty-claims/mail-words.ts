import warrantyMailEnglish from '@pasal/contract/catalogues/en/warranty-mail.json' with { type: 'json' };
import warrantyMailNepali from '@pasal/contract/catalogues/ne/warranty-mail.json' with { type: 'json' };
import { catalogueWords } from '../../lib/catalogue-words.js';

// A warranty claim's e-mails' words (issue #31), from the contract's catalogue
// (packages/contract/src/i18n/catalogues/<locale>/warranty-mail.json).

export const warrantyMailWords = catalogueWords<keyof typeof warrantyMailEnglish>({
  en: warrantyMailEnglish,
  ne: warrantyMailNepali,
});
