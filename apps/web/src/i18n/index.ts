// Translation for the storefront and the account pages (issue #20): messages are ICU MessageFormat
// in catalogues/<locale>/<area>.json, compiled to Lingui's form when the app is built
// (vite.config.ts), so the browser carries no message parser; the contract's formatMessage fills
// them in (the server words its e-mails and SMS with it too). The
// language does not change while a page is open (switching reloads the page from the server, which
// renders it in the new language), so components read the one active language through t() without
// a provider. In the browser each module brings the messages it names (addMessages), so a page
// carries only the words its code can show.
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import {
  formatMessage,
  inLanguage,
  numberingFor,
  setMessageTable,
  setRefusalTexts,
  type MessageTable,
  type MessageValues,
  type Numbering,
} from '@pasal/contract';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';
import type { MessageId } from './shape';
import { shopName } from './shop-name';

export * from './locales';
export type { MessageId } from './shape';
export type { MessageValues } from '@pasal/contract';
export { DEFAULT_SHOP_NAME, setShopLook, setShopName, shopLogo, shopName, shopShortName } from './shop-name';
export type { ShopMark } from './shop-name';

type Messages = Record<string, CompiledMessage>;

/**
 * What Intl formats numbers with (plural '#'). Browsers without Nepali locale data (Debian's
 * Chromium among them) would write 3 where the server wrote ३: the Devanagari numbering system and
 * Indian grouping, asked for explicitly, exist in every ICU.
 */
const INTL_LOCALES: Record<Locale, string[]> = { en: ['en'], ne: ['ne-u-nu-deva', 'en-IN-u-nu-deva'] };

const catalogues: Partial<Record<Locale, Messages>> = {};
let active: { locale: Locale; messages: Messages; numbering: Numbering } | undefined;

/**
 * The active language's text for a message: t('cart.empty'), t('cart.count', { count: 2 }). Any
 * message may name the shop as {shop}: its name is filled in (shop-name.ts).
 */
export function t(id: MessageId, values: MessageValues = {}): string {
  const message = active?.messages[id];
  // A message the language lacks shows its id (as Lingui's runtime did).
  return message ? formatMessage(message, { shop: shopName(), ...values }, active!.numbering) : id;
}

/** The language the server wrote into <html lang> (the shopper's choice); English off the page. */
function pageLocale(): Locale {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/** The language the page is in. */
export function activeLocale(): Locale {
  return active?.locale ?? pageLocale();
}

/**
 * A text staff entered, in the page's language (issue #30): its Nepali version on a Nepali page
 * when there is one, else the English. Read at render, like t().
 */
export function localText(english: string, nepali: string | null | undefined): string {
  return inLanguage(activeLocale(), english, nepali);
}

/**
 * `lang="en"` for shop text a Nepali page shows in English because staff entered no Nepali (the
 * fallback of localText): a screen reader then reads it as English. Nothing otherwise.
 */
export function fallbackLang(nepali: string | null | undefined): 'en' | undefined {
  return activeLocale() === 'ne' && !nepali?.trim() ? 'en' : undefined;
}

/** Adds messages to a language's catalogue and makes that language the active one. */
function load(locale: Locale, messages: Messages): void {
  Object.assign((catalogues[locale] ??= {}), messages);
  if (active?.locale !== locale)
    active = { locale, messages: catalogues[locale]!, numbering: numberingFor(INTL_LOCALES[locale]) };
}

/** Turns { cart: { empty: … } } into { 'cart.empty': … }, the ids t() looks up. */
function flattenCatalogue(catalogue: Record<string, Record<string, unknown>>): Messages {
  const messages: Messages = {};
  for (const [area, entries] of Object.entries(catalogue))
    for (const [key, message] of Object.entries(entries)) messages[`${area}.${key}`] = message as CompiledMessage;
  return messages;
}

/** Makes `locale` the active language with its (already loaded) catalogue: the server's render, tests. */
export function activateLocale(locale: Locale, catalogue: Record<string, Record<string, unknown>>): void {
  load(locale, flattenCatalogue(catalogue));
}

/**
 * Makes `locale` active with its catalogue and, for Nepali, the Nepali of the contract's shared
 * messages (validation, API errors), which translateMessage reads.
 */
export function activateLanguage(
  locale: Locale,
  catalogue: Record<string, Record<string, unknown>>,
  sharedMessages?: MessageTable,
): void {
  if (sharedMessages) setMessageTable(sharedMessages);
  activateLocale(locale, catalogue);
}

/**
 * Adds a module's own messages, in the page's language, to the active language. The build puts a
 * call first in every module that names messages, with their text in each language
 * (vite.config.ts, messageWords): the page keeps its own and the language is active from the start.
 */
export function addMessages(words: Partial<Record<Locale, Messages>>): void {
  const locale = pageLocale();
  load(locale, words[locale] ?? {});
}

let sharedMessages: Promise<void> | undefined;
let refusalTexts: Promise<void> | undefined;

/**
 * The Nepali of the refusal codes, which wordRefusal reads: fetched the first time a refusal with a
 * code arrives on a Nepali page, so a page that is never refused never downloads it.
 */
export function loadRefusalTexts(): Promise<void> {
  refusalTexts ??= import('./catalogues/ne/refusals').then((texts) => setRefusalTexts(texts.refusalTexts));
  return refusalTexts;
}

/**
 * On a Nepali page, the Nepali of the contract's shared messages (validation, API errors), which
 * translateMessage reads; English needs nothing. main.tsx says when: after a page the server drew
 * has started, before the app shell draws one.
 */
export function loadSharedMessages(): Promise<void> {
  sharedMessages ??=
    pageLocale() === 'ne'
      ? import('./catalogues/ne/shared').then((shared) => setMessageTable(shared.sharedMessages))
      : Promise.resolve();
  return sharedMessages;
}
