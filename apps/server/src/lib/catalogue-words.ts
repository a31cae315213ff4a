import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import {
  formatMessage,
  numberingFor,
  type CompiledMessage,
  type Locale,
  type MessageValues,
  type Numbering,
} from '@pasal/contract';

// Words for what the server writes to a customer (SMS, e-mails and the unsubscribe page, issue #31), from a
// message catalogue: ICU MessageFormat in JSON, one file per area and language, as the web's
// catalogues are, filled in by the same formatMessage. Compiled once, when the module loads; a
// message that does not parse stops the server at start, not at the first customer it would reach.

/** The languages' number writing, as the web's t() has it (Devanagari digits for Nepali counts). */
const NUMBERING: Record<Locale, Numbering> = {
  en: numberingFor(['en']),
  ne: numberingFor(['ne-u-nu-deva', 'en-IN-u-nu-deva']),
};

/** One area's messages in each language: the English file decides which ids exist. */
export type Catalogue<Ids extends string> = Record<Locale, Record<Ids, string>>;

/** The names a compiled message fills in, in its branches too. */
function namesIn(message: CompiledMessage, into = new Set<string>()): Set<string> {
  for (const token of message) {
    if (typeof token === 'string') continue;
    into.add(token[0]);
    if (token[2] && typeof token[2] === 'object')
      for (const branch of Object.values(token[2])) if (Array.isArray(branch)) namesIn(branch as CompiledMessage, into);
  }
  return into;
}

// A value a message names but the caller left out is dropped from the text without a word. Outside
// production that is an error, so the tests that write every e-mail find it; in production the
// e-mail still goes (a cash-on-delivery order's confirmation is written while the order is placed).
const REFUSE_MISSING_VALUES = process.env.NODE_ENV !== 'production';

/** A function that words a message of `catalogue` in a language, with the values it names filled in. */
export function catalogueWords<Ids extends string>(
  catalogue: Catalogue<Ids>,
): (locale: Locale, id: Ids, values?: MessageValues) => string {
  const compiled = {} as Record<Locale, Record<Ids, { message: CompiledMessage; names: string[] }>>;
  for (const locale of Object.keys(catalogue) as Locale[]) {
    const messages = {} as Record<Ids, { message: CompiledMessage; names: string[] }>;
    for (const [id, text] of Object.entries(catalogue[locale]) as [Ids, string][]) {
      const message = compileMessageOrThrow(text);
      messages[id] = { message, names: [...namesIn(message)] };
    }
    compiled[locale] = messages;
  }
  return (locale, id, values = {}) => {
    const { message, names } = compiled[locale][id];
    if (REFUSE_MISSING_VALUES) {
      const missing = names.filter((name) => values[name] === undefined);
      if (missing.length > 0) throw new Error(`Message ${locale} ${id} needs ${missing.join(', ')}`);
    }
    return formatMessage(message, values, NUMBERING[locale]);
  };
}
