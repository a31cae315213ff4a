import { groupLakh, groupThousands } from '../shared/money.js';
import { toDevanagariDigits } from '../nepal/numerals.js';

// Fills in a message compiled by @lingui/message-utils (the web's build compiles its catalogues,
// the server compiles the ones it words e-mails and SMS with when it starts): text, {name}
// arguments and {count, plural, …} with '#'. It does what @lingui/core's runtime does with them,
// word for word (the web's format.test.ts compares the two on every message of its catalogues), in
// a fraction of its size: its 1.8 KB were a tenth of what the phone had to download before the
// page answered (issue #21).

/**
 * A message as @lingui/message-utils compiles it: text, and [name, type?, branches?] for what is
 * filled in. Written out here so the contract needs no Lingui: the shapes are the same.
 */
export type CompiledMessage = (string | [name: string, type?: string, format?: unknown])[];

export type MessageValues = Record<string, string | number | undefined>;

/** Plural rules and number format of a language (its Intl locales, English last, as Lingui asks). */
export interface Numbering {
  plural(count: number): Intl.LDMLPluralRule;
  number(count: number): string;
}

export function numberingFor(locales: readonly string[]): Numbering {
  let rules: Intl.PluralRules | undefined;
  let numbers: Intl.NumberFormat | undefined;
  const nepali = locales[0]?.startsWith('ne') ?? false;
  return {
    plural: (count) => (rules ??= new Intl.PluralRules([...locales, 'en'])).select(count),
    number: (count) =>
      wholeCount(count, nepali) ?? (numbers ??= new Intl.NumberFormat([...locales, 'en'])).format(count),
  };
}

/**
 * A whole count as Node's Intl writes it in the language: English grouped by thousands (1,234),
 * Nepali by lakhs in Devanagari digits (१,२३४). Null for anything else, which Intl writes. Not
 * Intl itself: a browser loads its number data the first time a page formats a number (40–90 ms
 * on a phone), and the header's cart label ("Cart, 3 items") counts on every page.
 */
function wholeCount(count: number, nepali: boolean): string | null {
  if (!Number.isSafeInteger(count)) return null;
  const whole = Math.abs(count);
  const grouped = nepali ? groupLakh(whole) : groupThousands(whole);
  const text = `${count < 0 ? '-' : ''}${grouped}`;
  return nepali ? toDevanagariDigits(text) : text;
}

export function formatMessage(
  message: CompiledMessage,
  values: MessageValues,
  numbering: Numbering,
  count?: number,
): string {
  let text = '';
  for (const token of message) {
    if (typeof token === 'string') {
      // '#' stands for the count only directly inside a plural's branch.
      text += token === '#' && count !== undefined ? numbering.number(count) : token;
      continue;
    }
    const [name, type, format] = token;
    const value = values[name];
    if ((type === 'plural' || type === 'select') && format) {
      const { offset = 0, ...branches } = format as Record<string, CompiledMessage | number>;
      const shown = Number(value) - Number(offset);
      const branch =
        branches[String(value)] ??
        (type === 'plural' ? branches[numbering.plural(shown)] : undefined) ??
        branches.other;
      if (Array.isArray(branch))
        text += formatMessage(branch, values, numbering, type === 'plural' ? shown : undefined);
      else if (typeof branch === 'string') text += branch;
    } else if (value !== undefined && value !== null) text += value;
  }
  return text;
}
