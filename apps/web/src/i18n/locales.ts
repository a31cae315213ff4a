// The shop's languages live in the contract: the server chooses the page's language with them.
export { DEFAULT_LOCALE, isLocale, LOCALE_PARAM, type Locale } from '@pasal/contract';
