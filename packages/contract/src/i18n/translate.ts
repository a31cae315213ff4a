// Shows a shared message (a validation message, an API error the server answered in English) in
// the page's language. The server and the schemas speak English, the specification's words; a
// Nepali page passes what it shows through translateMessage. Unknown texts (a message added
// without Nepali, a product name) come back unchanged: English is always a safe answer.
// The Nepali table (40 KB) is not imported here: the browser loads it with the Nepali catalogue
// and hands it over (setMessageTable), so English pages never download it.

import { fillRefusal } from '../refusals/fill-refusal.js';

export type MessageLocale = 'en' | 'ne';

/** A language's shared messages: fixed texts by their English, and parameterised templates. */
export interface MessageTable {
  messages: Readonly<Record<string, string>>;
  templates: readonly { en: string; ne: string }[];
}

let table: MessageTable = { messages: {}, templates: [] };

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
  compiled = null;
}

const DEVANAGARI_DIGITS = '०१२३४५६७८९';
const PLACEHOLDER = /\{(\w+)\}/g;

interface CompiledTemplate {
  pattern: RegExp;
  names: string[];
  ne: string;
}

let compiled: CompiledTemplate[] | null = null;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** '{label} is required' → /^(.+?) is required$/ with names ['label']; built once, on first use. */
function templates(): CompiledTemplate[] {
  compiled ??= table.templates.map(({ en, ne }) => {
    const names: string[] = [];
    const source = en
      .split(PLACEHOLDER)
      .map((part, index) => {
        if (index % 2 === 0) return escapeRegExp(part);
        names.push(part);
        return '(.+?)';
      })
      .join('');
    return { pattern: new RegExp(`^${source}$`), names, ne };
  });
  return compiled;
}

/** A value put into Nepali text: a number is written in Devanagari digits (५०), words stay. */
function nepaliValue(value: string): string {
  const translated = table.messages[value];
  if (translated) return translated;
  return /^[\d,.]+$/.test(value) ? value.replace(/[0-9]/g, (digit) => DEVANAGARI_DIGITS[Number(digit)]!) : value;
}

/**
 * The Nepali of a known shared message ('Email is required' → 'इमेल आवश्यक छ', also the
 * parameterised ones: 'Ward must be between 1 and 9'); the text unchanged for English or an
 * unknown message.
 */
export function translateMessage(english: string, locale: MessageLocale): string {
  if (locale === 'en' || !english) return english;
  const exact = table.messages[english];
  if (exact) return exact;
  for (const { pattern, names, ne } of templates()) {
    const match = pattern.exec(english);
    if (!match) continue;
    const values = new Map(names.map((name, index) => [name, match[index + 1] ?? '']));
    return ne.replace(PLACEHOLDER, (_, name: string) => nepaliValue(values.get(name) ?? ''));
  }
  return english;
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
