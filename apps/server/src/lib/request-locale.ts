import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALE_HEADER, type Locale } from '@pasal/contract';
import type { FastifyRequest } from 'fastify';

// The language of the page an API call came from (issue #30), for what is sent about it later: an
// account's e-mails, an order's, a back-in-stock request's. The app names it on every call
// (X-Pasal-Locale, api/http.ts); a client that does not falls back to the shopper's remembered
// choice (the pasal_lang cookie the pages set), else English. Pages read ?lang= instead
// (seo/page-locale.ts): an API address never carries one.

const HEADER = LOCALE_HEADER.toLowerCase();

export function requestLocale(request: FastifyRequest): Locale {
  const named = request.headers[HEADER];
  if (isLocale(named)) return named;
  const remembered = request.cookies?.[LOCALE_COOKIE];
  return isLocale(remembered) ? remembered : DEFAULT_LOCALE;
}
