import { brandPaletteCss, type ShopLogo } from '@pasal/contract';

// The shop's own name and look in the app's page (index.html): its name in the title, in the logo
// of the shell shown while the scripts load, and in <meta name="application-name">, which the app
// reads to name the shop in every title and message (apps/web/src/i18n/shop-name.ts); its short
// name, logo (header picture, favicon, home-screen icon) and brand colour (issue #32) the same way.
// A shop whose owner has set none of them keeps the demo's page exactly.

const DEMO_NAME = 'Pasal';

/** What a page shows of the shop (settings module, currentShopLook). */
export interface PageBrand {
  name: string;
  /** Blank: none set. */
  shortName: string;
  /** #rrggbb, or blank for the demo's colours. */
  brandColor: string;
  logo: ShopLogo | null;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Puts `tags` at the end of <head>. Replacer functions: no `$&` in a name is ever expanded. */
const intoHead = (html: string, tags: string) => html.replace(/<\/head>/, () => `${tags}\n  </head>`);

/** `html` (index.html or a page made from it) named and drawn for the shop `brand`. */
export function brandHtml(html: string, brand: PageBrand): string {
  let page = html;
  if (brand.name !== DEMO_NAME) {
    const safe = escapeHtml(brand.name);
    const around = (_: string, before: string, after: string) => `${before}${safe}${after}`;
    page = page
      .replace(/(<meta name="application-name" content=")[^"]*(")/, around)
      .replace(/(<title>)Pasal( — [^<]*<\/title>)/, around)
      .replace(/(<span data-shop-name[^>]*>)[^<]*(<\/span\s*>)/, around);
  }
  if (brand.shortName) {
    // iOS names a home-screen icon by this; the app reads it for the header on a phone.
    page = intoHead(page, `    <meta name="apple-mobile-web-app-title" content="${escapeHtml(brand.shortName)}" />`);
  }
  if (brand.logo) {
    const { logo } = brand;
    page = page.replace(
      /<link rel="icon" href="\/favicon\.svg"[^>]*>/,
      () =>
        `<link rel="icon" href="${logo.favicon}" type="image/png" sizes="32x32" />\n    <link rel="apple-touch-icon" href="${logo.apple_touch_icon}" />`,
    );
    page = intoHead(page, `    <meta name="shop-logo" content="${logo.src}" data-width="${logo.width}" />`);
    // The shell's mark (the first 32×32 drawing in the page) becomes the logo, at the size the app draws it.
    page = page.replace(
      /<svg viewBox="0 0 32 32"[^>]*>[\s\S]*?<\/svg>/,
      () => `<img src="${logo.src}" width="${logo.width}" height="32" alt="" class="h-8 w-auto shrink-0" />`,
    );
  }
  if (brand.brandColor) {
    const colour = brand.brandColor;
    page = page.replace(
      /(<meta name="theme-color" content=")[^"]*(")/,
      (_, before: string, after: string) => `${before}${colour}${after}`,
    );
    // Unlayered, so it wins over the theme's layered defaults wherever it stands in the page.
    page = intoHead(page, `    <style id="shop-colours">${brandPaletteCss(colour)}</style>`);
  }
  return page;
}
