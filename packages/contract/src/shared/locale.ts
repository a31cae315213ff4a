// The shop's languages (issue #20). English is the specification's; Nepali (नेपाली) is what most
// of the shop's customers read. The server picks one per request (?lang=, then the cookie) and
// writes it into <html lang>; the app reads it from there, so the first screen and the app agree.

export const LOCALES = ['en', 'ne'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie that remembers a shopper's choice (a year; read by the server on every page). */
export const LOCALE_COOKIE = 'pasal_lang';
/** The query parameter of a page's address in another language (its hreflang alternate). */
export const LOCALE_PARAM = 'lang';
/**
 * The page's language on every API call the app makes (issue #30): an account made, an order
 * placed or a request sent from a Nepali page gets its e-mails in Nepali. Without it the server
 * reads the cookie, then English.
 */
export const LOCALE_HEADER = 'X-Pasal-Locale';

export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', ne: 'नेपाली' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * A text staff entered, in `locale` (issue #30): the Nepali version on a Nepali page when there is
 * one, else the English. Blank counts as none, so a half-filled form never shows an empty label.
 */
export function inLanguage(locale: Locale, english: string, nepali: string | null | undefined): string {
  return locale === 'ne' && nepali && nepali.trim() !== '' ? nepali : english;
}
