import newsletterMailEnglish from '@pasal/contract/catalogues/en/newsletter-mail.json' with { type: 'json' };
import newsletterMailNepali from '@pasal/contract/catalogues/ne/newsletter-mail.json' with { type: 'json' };
import { catalogueWords } from '../../lib/catalogue-words.js';

// The newsletter's welcome e-mail's words (issue #31), from the contract's catalogue
// (packages/contract/src/i18n/catalogues/<locale>/newsletter-mail.json).

export const newsletterMailWords = catalogueWords<keyof typeof newsletterMailEnglish>({
  en: newsletterMailEnglish,
  ne: newsletterMailNepali,
});
