import customerMailEnglish from '@pasal/contract/catalogues/en/customer-mail.json' with { type: 'json' };
import customerMailNepali from '@pasal/contract/catalogues/ne/customer-mail.json' with { type: 'json' };
import type { Locale } from '@pasal/contract';
import { catalogueWords } from './catalogue-words.js';

// Words every e-mail to a customer shares (issue #31), from the contract's catalogue
// (packages/contract/src/i18n/catalogues/<locale>/customer-mail.json): the greeting, where to
// follow an order, a reason given.

export const customerMailWords = catalogueWords<keyof typeof customerMailEnglish>({
  en: customerMailEnglish,
  ne: customerMailNepali,
});

/** 'Namaste Sita,' / 'नमस्ते Sita जी,' (the respectful form), or 'Namaste,' / 'नमस्ते,' without a name. */
export function greeting(firstName: string, locale: Locale): string {
  const name = firstName.trim();
  return name ? customerMailWords(locale, 'greeting', { name }) : customerMailWords(locale, 'greetingNoName');
}
