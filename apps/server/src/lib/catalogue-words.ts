import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import {
  formatMessage,
  numberingFor,
  type CompiledMessage,
  type Locale,
  type MessageValues,
  type Numbering,
} from '@pasal/contract';

// Words for what the server writes to a customer (SMS now, e-mails to follow, issue #31), from a
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

/** A function that words a message of `catalogue` in a language, with the values it names filled in. */
export function catalogueWords<Ids extends string>(
  catalogue: Catalogue<Ids>,
): (locale: Locale, id: Ids, values?: MessageValues) => string {
  const compiled = {} as Record<Locale, Record<Ids, CompiledMessage>>;
  for (const locale of Object.keys(catalogue) as Locale[]) {
    const messages = {} as Record<Ids, CompiledMessage>;
    for (const [id, text] of Object.entries(catalogue[locale]) as [Ids, string][]) {
      messages[id] = compileMessageOrThrow(text);
    }
    compiled[locale] = messages;
  }
  return (locale, id, values = {}) => formatMessage(compiled[locale][id], values, NUMBERING[locale]);
}
