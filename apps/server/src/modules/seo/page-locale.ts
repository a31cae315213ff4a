import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALE_PARAM, LOCALES, type Locale } from '@pasal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BuildManifest } from './route-chunks.js';

// The language of a page (issue #20): `?lang=` when the address names one (the language switch and
// the hreflang alternates), else the shopper's remembered choice (cookie), else English. The page
// comes from the server already in that language (<html lang>, the first screen's words, the
// Devanagari font for Nepali), so a shopper never sees it flash from English.

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface PageLocale {
  locale: Locale;
  /** The address asked for this language itself (?lang=): the choice is remembered. */
  chosen: boolean;
}

export function pageLocale(request: FastifyRequest): PageLocale {
  const asked = (request.query as Record<string, unknown> | undefined)?.[LOCALE_PARAM];
  if (isLocale(asked)) return { locale: asked, chosen: true };
  const remembered = request.cookies?.[LOCALE_COOKIE];
  return { locale: isLocale(remembered) ? remembered : DEFAULT_LOCALE, chosen: false };
}

/**
 * Remembers a language the shopper chose, for a year, on every page of the shop. `secure` (the
 * shop runs on https): the cookie is never sent, nor set by a forged answer, over plain http.
 */
export function rememberLocale(reply: FastifyReply, { locale, chosen }: PageLocale, secure: boolean): void {
  if (!chosen) return;
  void reply.setCookie(LOCALE_COOKIE, locale, {
    path: '/',
    maxAge: YEAR_SECONDS,
    sameSite: 'lax',
    httpOnly: false,
    secure,
  });
}

/** A page's address in a language: English without ?lang=, another with it. */
export function localeAddress(publicUrl: string, path: string, locale: Locale): string {
  const base = publicUrl.replace(/\/+$/, '');
  return locale === DEFAULT_LOCALE
    ? `${base}${path}`
    : `${base}${path}${path.includes('?') ? '&' : '?'}${LOCALE_PARAM}=${locale}`;
}

/** <link rel="alternate" hreflang> for every language of the page, and x-default (English). */
function hreflangTags(publicUrl: string, path: string): string {
  const tags = LOCALES.map(
    (locale) =>
      `<link data-server-head rel="alternate" hreflang="${locale}" href="${escapeAttribute(localeAddress(publicUrl, path, locale))}" />`,
  );
  tags.push(
    `<link data-server-head rel="alternate" hreflang="x-default" href="${escapeAttribute(localeAddress(publicUrl, path, DEFAULT_LOCALE))}" />`,
  );
  return tags.join('\n    ');
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * What a Nepali page loads beyond index.html, found in the web build. Not the Nepali of the
 * contract's shared messages: the app fetches that itself (apps/web/src/main.tsx), after a page the
 * server drew has started, so it is not part of what a phone must load first (issue #37).
 */
export interface LocaleAssets {
  /** Nepali only: the Devanagari font's stylesheet, its text (written into the page) and its fonts. */
  devanagariStylesheet?: string;
  devanagariCss?: string;
  devanagariFonts?: string[];
}

export function localeAssets(manifest: BuildManifest, webDir: string): LocaleAssets {
  const stylesheet = manifest['src/i18n/devanagari-font.css']?.file;
  let css: string | undefined;
  try {
    css = stylesheet && !stylesheet.includes('..') ? readFileSync(join(webDir, stylesheet), 'utf8') : undefined;
  } catch {
    css = undefined;
  }
  return {
    devanagariStylesheet: stylesheet ? `/${stylesheet}` : undefined,
    devanagariCss: css?.replace(/<\/style/gi, '<\\/style'),
    // Every weight the stylesheet names: headings and buttons are semibold.
    devanagariFonts: css
      ? [...css.matchAll(/url\((\/assets\/[\w.-]+\.woff2)\)/g)].map((match) => match[1]!)
      : undefined,
  };
}

/**
 * index.html (or a page made from it) in `locale`: <html lang>, the hreflang alternates of `path`,
 * and for Nepali the Devanagari font (its rules in the
 * page, its files preloaded). For Nepali the canonical address is the Nepali one (each language is
 * its own page to search engines).
 */
export function localizeHtml(
  html: string,
  locale: Locale,
  path: string,
  publicUrl: string,
  assets: LocaleAssets,
): string {
  const head: string[] = [hreflangTags(publicUrl, path)];
  if (locale === 'ne') {
    // Both weights from the start, so the first layout has them (on anything but a slow network) and
    // text does not move when a font arrives.
    for (const font of assets.devanagariFonts ?? [])
      head.push(`<link data-server-head rel="preload" as="font" type="font/woff2" crossorigin href="${font}" />`);
    // Its rules are written into the page, as the app's stylesheet is (first-screen.ts
    // inlineStylesheets): the first paint waits for no request. The disabled link is never fetched;
    // it tells the app's chunk loader that the stylesheet is on the page. Neither is a tag the app
    // replaces once it runs (components/page-meta.tsx): the page keeps its font.
    if (assets.devanagariStylesheet && assets.devanagariCss)
      head.push(
        `<style>${assets.devanagariCss}</style><link data-server-head rel="stylesheet" href="${assets.devanagariStylesheet}" disabled />`,
      );
    else if (assets.devanagariStylesheet)
      head.push(`<link data-server-head rel="stylesheet" href="${assets.devanagariStylesheet}" />`);
  }
  let localized = html.replace(/<html lang="[^"]*"/i, `<html lang="${locale}"`);
  if (locale !== DEFAULT_LOCALE)
    localized = localized.replace(
      /(<link\b[^>]*\brel="canonical"[^>]*\bhref=")([^"]*)(")/i,
      (_, before: string, href: string, after: string) =>
        `${before}${href}${href.includes('?') ? '&amp;' : '?'}${LOCALE_PARAM}=${locale}${after}`,
    );
  // A replacer function: the alternates carry the requested path, whose `$&` a replacement string would expand.
  return localized.replace(/<\/head>/i, (end) => `  ${head.join('\n    ')}\n  ${end}`);
}

/** A request's path and query without ?lang= (the page's own address, whatever its language). */
export function withoutLocaleParam(url: string): string {
  const [path = '/', query = ''] = url.split('?', 2);
  const params = new URLSearchParams(query);
  params.delete(LOCALE_PARAM);
  const rest = params.toString();
  return rest ? `${path}?${rest}` : path;
}

/** localeAssets of the web build in `webDir`, reading its manifest (none: no hints, pages still work). */
export function readLocaleAssets(webDir: string): LocaleAssets {
  const manifestPath = join(webDir, '.vite', 'manifest.json');
  const manifest = existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as BuildManifest) : {};
  return localeAssets(manifest, webDir);
}
