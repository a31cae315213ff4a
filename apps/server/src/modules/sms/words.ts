import smsEnglish from '@pasal/contract/catalogues/en/sms.json' with { type: 'json' };
import smsNepali from '@pasal/contract/catalogues/ne/sms.json' with { type: 'json' };
import { catalogueWords } from '../../lib/catalogue-words.js';

// Every text message the shop sends, worded from the contract's SMS catalogue
// (packages/contract/src/i18n/catalogues/<locale>/sms.json): order updates, payment links, codes.

export type SmsWordId = keyof typeof smsEnglish;

/** An SMS's words in the customer's language: smsWords('ne', 'orderPlaced', { shop, id }). */
export const smsWords = catalogueWords<SmsWordId>({ en: smsEnglish, ne: smsNepali });
