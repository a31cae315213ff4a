import questionsMailEnglish from '@pasal/contract/catalogues/en/questions-mail.json' with { type: 'json' };
import questionsMailNepali from '@pasal/contract/catalogues/ne/questions-mail.json' with { type: 'json' };
import { catalogueWords } from '../../lib/catalogue-words.js';

// The answered-question e-mail's words (issue #31), from the contract's catalogue
// (packages/contract/src/i18n/catalogues/<locale>/questions-mail.json).

export const questionsMailWords = catalogueWords<keyof typeof questionsMailEnglish>({
  en: questionsMailEnglish,
  ne: questionsMailNepali,
});
