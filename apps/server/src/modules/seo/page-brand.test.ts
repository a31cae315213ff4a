import { describe, expect, it } from 'vitest';
import { brandHtml } from './page-brand.js';

const page = `<head><meta name="application-name" content="Pasal" /><title>Pasal — Electronics Store in Nepal</title></head>
<body><span data-shop-name class="logo">Pasal</span><p>Pasal sells phones</p></body>`;

describe('brandHtml', () => {
  it('names the shell logo whatever line breaks the formatter put in its tags', () => {
    const folded = '<span data-shop-name class="truncate"\n  >Pasal</span\n>';
    expect(brandHtml(folded, 'Himal Gadgets')).toBe('<span data-shop-name class="truncate"\n  >Himal Gadgets</span\n>');
  });

  it("leaves the demo's page exactly as it is", () => {
    expect(brandHtml(page, 'Pasal')).toBe(page);
  });

  it('names the shop in the title, the shell logo and application-name only, escaped, with no $ patterns expanded', () => {
    const html = brandHtml(page, `Ram's <Shop> & "Co" $1 $&`);
    const safe = 'Ram&#39;s &lt;Shop&gt; &amp; &quot;Co&quot; $1 $&amp;';
    expect(html).toBe(
      `<head><meta name="application-name" content="${safe}" /><title>${safe} — Electronics Store in Nepal</title></head>
<body><span data-shop-name class="logo">${safe}</span><p>Pasal sells phones</p></body>`,
    );
  });
});
