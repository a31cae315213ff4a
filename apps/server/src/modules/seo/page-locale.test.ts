import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localeAddress, localeAssets, localizeHtml, withoutLocaleParam } from './page-locale.js';

const page = `<!doctype html>
<html lang="en">
  <head>
    <link data-server-head rel="canonical" href="https://shop.np/products/phone" />
  </head>
  <body></body>
</html>`;
const fontRules =
  '@font-face{font-weight:400;src:url(/assets/noto-sans-devanagari-devanagari-400-normal-4.woff2)format("woff2")}' +
  '@font-face{font-weight:600 700;src:url(/assets/noto-sans-devanagari-devanagari-600-normal-5.woff2)format("woff2")}';
const assets = {
  devanagariStylesheet: '/assets/devanagari-font-3.css',
  devanagariCss: fontRules,
  devanagariFonts: [
    '/assets/noto-sans-devanagari-devanagari-400-normal-4.woff2',
    '/assets/noto-sans-devanagari-devanagari-600-normal-5.woff2',
  ],
};

describe('localizeHtml', () => {
  it('makes an English page English: alternates, no Devanagari font, no script added', () => {
    const html = localizeHtml(page, 'en', '/products/phone', 'https://shop.np/', assets);
    expect(html).toContain('<html lang="en">');
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('devanagari');
    expect(html).toContain('rel="canonical" href="https://shop.np/products/phone"');
    expect(html).toContain('hreflang="ne" href="https://shop.np/products/phone?lang=ne"');
  });

  it('writes a requested path with `$&` or `$1` in it as it is, not as a replacement pattern', () => {
    const html = localizeHtml(page, 'en', '/products?q=$&x$1', 'https://shop.np/', assets);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html).toContain('?q=$&amp;x$1');
  });

  it('makes a Nepali page Nepali: lang, the font in the page and both weights preloaded, its own canonical', () => {
    const html = localizeHtml(page, 'ne', '/products/phone', 'https://shop.np', assets);
    expect(html).toContain('<html lang="ne">');
    // The Nepali of the shared messages is the app's to fetch once the page has started (issue #37).
    expect(html).not.toContain('modulepreload');
    for (const weight of [400, 600])
      expect(html).toContain(
        `rel="preload" as="font" type="font/woff2" crossorigin href="/assets/noto-sans-devanagari-devanagari-${weight}-normal-`,
      );
    // The rules in the page (no request before the first paint); the link, never fetched, tells the
    // app's chunk loader the stylesheet is there.
    expect(html).toContain(`<style>${fontRules}</style>`);
    expect(html).toContain('rel="stylesheet" href="/assets/devanagari-font-3.css" disabled');
    expect(html).toContain('rel="canonical" href="https://shop.np/products/phone?lang=ne"');
    expect(html.indexOf('hreflang')).toBeLessThan(html.indexOf('</head>'));
  });
});

describe('localeAssets', () => {
  it('finds the font stylesheet, its rules and every font it names', () => {
    const webDir = mkdtempSync(join(tmpdir(), 'pasal-locale-assets-'));
    try {
      mkdirSync(join(webDir, 'assets'));
      writeFileSync(join(webDir, 'assets', 'devanagari-font-3.css'), fontRules);
      const found = localeAssets(
        {
          'src/i18n/catalogues/ne/shared.ts': { file: 'assets/shared-2.js' },
          'src/i18n/devanagari-font.css': { file: 'assets/devanagari-font-3.css' },
        },
        webDir,
      );
      expect(found).toEqual(assets);
    } finally {
      rmSync(webDir, { recursive: true, force: true });
    }
  });
});

describe('addresses', () => {
  it('adds ?lang= for Nepali only, after any query the page has', () => {
    expect(localeAddress('https://shop.np', '/faq', 'en')).toBe('https://shop.np/faq');
    expect(localeAddress('https://shop.np', '/faq', 'ne')).toBe('https://shop.np/faq?lang=ne');
    expect(localeAddress('https://shop.np', '/products?page=2', 'ne')).toBe('https://shop.np/products?page=2&lang=ne');
  });

  it('drops ?lang= from a request, keeping the rest', () => {
    expect(withoutLocaleParam('/products?lang=ne')).toBe('/products');
    expect(withoutLocaleParam('/products?category=Laptops&lang=ne&page=2')).toBe('/products?category=Laptops&page=2');
    expect(withoutLocaleParam('/faq')).toBe('/faq');
  });
});
