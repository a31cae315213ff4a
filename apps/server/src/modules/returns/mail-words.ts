import returnsMailEnglish from '@pasal/contract/catalogues/en/returns-mail.json' with { type: 'json' };
import returnsMailNepali from '@pasal/contract/catalogues/ne/returns-mail.json' with { type: 'json' };
import { catalogueWords } from '../../lib/catalogue-words.js';

// A return's e-mails' words (issue #31), from the contract's catalogue
// (packages/contract/src/i18n/catalogues/<locale>/returns-mail.json).

export const returnsMailWords = catalogueWords<keyof typeof returnsMailEnglish>({
  en: returnsMailEnglish,
  ne: returnsMailNepali,
});
