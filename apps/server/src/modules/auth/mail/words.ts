import accountMailEnglish from '@pasal/contract/catalogues/en/account-mail.json' with { type: 'json' };
import accountMailNepali from '@pasal/contract/catalogues/ne/account-mail.json' with { type: 'json' };
import type { Locale } from '@pasal/contract';
import { catalogueWords } from '../../../lib/catalogue-words.js';

// The account e-mails' words (issue #31), from the contract's catalogue
// (packages/contract/src/i18n/catalogues/<locale>/account-mail.json).

type AccountMailWordId = keyof typeof accountMailEnglish;

export const accountMailWords = catalogueWords<AccountMailWordId>({ en: accountMailEnglish, ne: accountMailNepali });

/** 'Hello Sita,' / 'नमस्ते Sita जी,' (the respectful form), or 'Hello,' / 'नमस्ते,' without a name. */
export function greeting(firstName: string, locale: Locale): string {
  // The English greeting always took the name as given; the Nepali one trims it.
  const name = locale === 'ne' ? firstName.trim() : firstName;
  return name ? accountMailWords(locale, 'greeting', { name }) : accountMailWords(locale, 'greetingNoName');
}
