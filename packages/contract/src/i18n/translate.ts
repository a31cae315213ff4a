// Shows a shared message (a validation message, an API error the server answered in English) in
// the page's language. The server and the schemas speak English, the specification's words; a
// Nepali page passes what it shows through translateMessage. Unknown texts (a message added
// without Nepali, a product name) come back unchanged: English is always a safe answer.
// No pattern matching: a text is found as it is, or it is a refusal code with parameters.
// The Nepali table (40 KB) is not imported here: the browser loads it with the Nepali catalogue
// and hands it over (setMessageTable), so English pages never download it.

import { toDevanagariDigits } from '../nepal/numerals.js';
import { fillRefusal } from '../refusals/fill-refusal.js';

export type MessageLocale = 'en' | 'ne';

/** A language's shared messages: English text → its words. */
export type MessageTable = Readonly<Record<string, string>>;

let table: MessageTable = {};

// The words of each refusal code (refusals/refusal-texts-ne.ts). Apart from the table: a browser
// fetches them only when a refusal with a code arrives on a Nepali page (the web's api/http.ts).
let refusalTexts: Readonly<Record<string, string>> = {};

/** Makes `texts` the words wordRefusal reads. */
export function setRefusalTexts(texts: Readonly<Record<string, string>>): void {
  refusalTexts = texts;
}

/** Makes `nepali` the table translateMessage reads (once the Nepali catalogue has loaded). */
export function setMessageTable(nepali: MessageTable): void {
  table = nepali;
}

/** A value put into Nepali text: a number is written in Devanagari digits (५०), words stay. */
function nepaliValue(value: string): string {
  const translated = table[value];
  if (translated) return translated;
  return /^[\d,.]+$/.test(value) ? toDevanagariDigits(value) : value;
}

/**
 * The Nepali of a known shared message ('Email is required' → 'इमेल आवश्यक छ'); the text unchanged
 * for English or an unknown message. Exact texts only: a message with parameters is a refusal code
 * (wordRefusal) or has an entry per value it is built with (i18n/messages-ne.ts).
 */
export function translateMessage(english: string, locale: MessageLocale): string {
  if (locale === 'en' || !english) return english;
  return table[english] ?? english;
}

/**
 * A refusal's words in `locale` from its code and parameters (issue #31); null for English (the
 * server's words are already English) and for a code this table does not know (a newer server),
 * where the caller keeps what the server said.
 */
export function wordRefusal(
  code: unknown,
  params: Readonly<Record<string, string | number>> | undefined,
  locale: MessageLocale,
): string | null {
  if (locale === 'en' || typeof code !== 'string' || !Object.hasOwn(refusalTexts, code)) return null;
  return fillRefusal(refusalTexts[code]!, params, (value) => nepaliValue(String(value)));
}

/** Whether a message has a Nepali version in the table in use (for tests). */
export function hasNepali(english: string): boolean {
  return translateMessage(english, 'ne') !== english;
}
