import { describe, expect, it } from 'vitest';
import { localeAddress, localizeHtml, withoutLocaleParam } from './page-locale.js';

const page = `<!doctype html>
<html lang="en">
  <head>
    <link data-server-head rel="canonical" href="https://shop.np/products/phone" />
  </head>
  <body></body>
</html>`;
const assets = {
  catalogue: { en: '/assets/en-1.js', ne: '/assets/ne-2.js' },
  devanagariStylesheet: '/assets/devanagari-font-3.css',
  devanagariFont: '/assets/noto-sans-devanagari-devanagari-400-normal-4.woff2',
};

describe('localizeHtml', () => {
  it('makes an English page English: its catalogue preloaded, alternates, no Devanagari font', () => {
    const html = localizeHtml(page, 'en', '/products/phone', 'https://shop.np/', assets);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('rel="modulepreload" crossorigin href="/assets/en-1.js"');
    expect(html).not.toContain('ne-2.js');
    expect(html).not.toContain('devanagari');
    expect(html).toContain('rel="canonical" href="https://shop.np/products/phone"');
    expect(html).toContain('hreflang="ne" href="https://shop.np/products/phone?lang=ne"');
  });

  it('makes a Nepali page Nepali: lang, its catalogue, the font preloaded and linked, its own canonical', () => {
    const html = localizeHtml(page, 'ne', '/products/phone', 'https://shop.np', assets);
    expect(html).toContain('<html lang="ne">');
    expect(html).toContain('href="/assets/ne-2.js"');
    expect(html).not.toContain('en-1.js');
    expect(html).toContain('rel="preload" as="font" type="font/woff2" crossorigin href="/assets/noto-sans');
    expect(html).toContain('rel="stylesheet" href="/assets/devanagari-font-3.css"');
    expect(html).toContain('rel="canonical" href="https://shop.np/products/phone?lang=ne"');
    expect(html.indexOf('hreflang')).toBeLessThan(html.indexOf('</head>'));
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
