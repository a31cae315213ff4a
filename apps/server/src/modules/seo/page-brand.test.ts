import { describe, expect, it } from 'vitest';
import { brandHtml, type PageBrand } from './page-brand.js';

const named = (name: string): PageBrand => ({ name, shortName: '', brandColor: '', logo: null });

const page = `<head><meta name="application-name" content="Pasal" /><title>Pasal — Electronics Store in Nepal</title></head>
<body><span data-shop-name class="logo">Pasal</span><p>Pasal sells phones</p></body>`;

describe('brandHtml', () => {
  it('names the shell logo whatever line breaks the formatter put in its tags', () => {
    const folded = '<span data-shop-name class="truncate"\n  >Pasal</span\n>';
    expect(brandHtml(folded, named('Himal Gadgets'))).toBe(
      '<span data-shop-name class="truncate"\n  >Himal Gadgets</span\n>',
    );
  });

  it("leaves the demo's page exactly as it is", () => {
    expect(brandHtml(page, named('Pasal'))).toBe(page);
  });

  it('names the shop in the title, the shell logo and application-name only, escaped, with no $ patterns expanded', () => {
    const html = brandHtml(page, named(`Ram's <Shop> & "Co" $1 $&`));
    const safe = 'Ram&#39;s &lt;Shop&gt; &amp; &quot;Co&quot; $1 $&amp;';
    expect(html).toBe(
      `<head><meta name="application-name" content="${safe}" /><title>${safe} — Electronics Store in Nepal</title></head>
<body><span data-shop-name class="logo">${safe}</span><p>Pasal sells phones</p></body>`,
    );
  });

  const shell = `<head><meta name="theme-color" content="#0f172a" /><link rel="icon" href="/favicon.svg" type="image/svg+xml" /></head>
<body><span class="inline-flex"><svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true"><rect width="32" height="32" /></svg><span data-shop-name>Pasal</span></span></body>`;
  const logo = {
    src: '/brand/abc-logo.webp',
    width: 96,
    height: 32 as const,
    favicon: '/brand/abc-icon-32.png',
    apple_touch_icon: '/brand/abc-icon-180.png',
    icons: [],
  };

  it("draws the uploaded logo in the shell and uses its icons; the demo's mark and favicon go", () => {
    const html = brandHtml(shell, { ...named('Pasal'), logo });
    expect(html).toContain('<link rel="icon" href="/brand/abc-icon-32.png" type="image/png" sizes="32x32" />');
    expect(html).toContain('<link rel="apple-touch-icon" href="/brand/abc-icon-180.png" />');
    expect(html).toContain('<meta name="shop-logo" content="/brand/abc-logo.webp" data-width="96" />');
    expect(html).toContain('<img src="/brand/abc-logo.webp" width="96" height="32" alt=""');
    expect(html).not.toContain('<svg');
    expect(html).not.toContain('favicon.svg');
  });

  it("colours the page with the brand colour and names the short name; blank leaves the demo's", () => {
    const html = brandHtml(shell, { ...named('Himal Gadgets'), shortName: 'Himal', brandColor: '#1d4ed8' });
    expect(html).toContain('<meta name="theme-color" content="#1d4ed8" />');
    expect(html).toMatch(/<style id="shop-colours">:root\{[^<]*--color-brand-700:#1d4ed8;[^<]*\}<\/style>\s*<\/head>/);
    expect(html).toContain('<meta name="apple-mobile-web-app-title" content="Himal" />');
    expect(brandHtml(shell, named('Pasal'))).toBe(shell);
  });
});
