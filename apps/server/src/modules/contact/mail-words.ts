import contactMailEnglish from '@pasal/contract/catalogues/en/contact-mail.json' with { type: 'json' };
import contactMailNepali from '@pasal/contract/catalogues/ne/contact-mail.json' with { type: 'json' };
import { catalogueWords } from '../../lib/catalogue-words.js';

// The words the shop puts around a staff reply (issue #31), from the contract's catalogue
// (packages/contract/src/i18n/catalogues/<locale>/contact-mail.json).

export const contactMailWords = catalogueWords<keyof typeof contactMailEnglish>({
  en: contactMailEnglish,
  ne: contactMailNepali,
});
