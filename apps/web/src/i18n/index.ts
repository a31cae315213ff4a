// Translation for the storefront and the account pages (issue #20), on Lingui's core: messages
// are ICU MessageFormat in catalogues/<locale>/<area>.json, compiled to Lingui's form when the app
// is built (vite.config.ts), so the browser carries no message parser. The language does not
// change while a page is open (switching reloads the page from the server, which renders it in
// the new language), so components read the one active catalogue through t() without a provider.
import { i18n, type Messages } from '@lingui/core';
import { setMessageTable, type MessageTable } from '@pasal/contract';
import { DEFAULT_LOCALE, type Locale } from './locales';
import type { MessageId } from './shape';

export * from './locales';
export type { MessageId } from './shape';

export type MessageValues = Record<string, string | number | undefined>;

/** The active language's text for a message: t('cart.empty'), t('cart.count', { count: 2 }). */
export function t(id: MessageId, values?: MessageValues): string {
  return i18n._(id, values);
}

/** The language the page is in. */
export function activeLocale(): Locale {
  return (i18n.locale as Locale | undefined) || DEFAULT_LOCALE;
}

/** Turns { cart: { empty: '…' } } into { 'cart.empty': '…' }, the ids t() looks up. */
function flattenCatalogue(catalogue: Record<string, Record<string, unknown>>): Messages {
  const messages: Messages = {};
  for (const [area, entries] of Object.entries(catalogue))
    for (const [key, message] of Object.entries(entries)) messages[`${area}.${key}`] = message as Messages[string];
  return messages;
}

/**
 * What Intl formats numbers with (plural '#', {n, number}). Browsers without Nepali locale data
 * (Debian's Chromium among them) would write 3 where the server wrote ३: the Devanagari
 * numbering system and Indian grouping, asked for explicitly, exist in every ICU.
 */
const INTL_LOCALES: Record<Locale, string[]> = { en: ['en'], ne: ['ne-u-nu-deva', 'en-IN-u-nu-deva'] };

/** Makes `locale` the active language with its (already loaded) catalogue. */
export function activateLocale(locale: Locale, catalogue: Record<string, Record<string, unknown>>): void {
  i18n.load(locale, flattenCatalogue(catalogue));
  i18n.activate(locale, INTL_LOCALES[locale]);
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

/** Loads a language's catalogue (its own chunk: a page carries only the language it is in). */
export async function loadLocale(locale: Locale): Promise<void> {
  if (locale === 'ne') {
    const { ne, sharedMessages } = await import('./catalogues/ne');
    activateLanguage('ne', ne, sharedMessages);
  } else activateLanguage('en', (await import('./catalogues/en')).en);
}
