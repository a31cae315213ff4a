// The shop's name, which any message may say as {shop} (t() fills it in) and the page's title,
// logo and sign-in panel show. The server writes it into every page as
// <meta name="application-name"> (seo module, from the saved settings); like the language, it does
// not change while a page is open. The server's own render sets it from the settings it read.

/** The name of a shop whose owner has saved none: the demo's. */
export const DEFAULT_SHOP_NAME = 'Pasal';

let current: string | undefined;

/** The shop's name for this page. */
export function shopName(): string {
  if (current === undefined && typeof document !== 'undefined') {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="application-name"]');
    current = meta?.content.trim() || undefined;
  }
  return current ?? DEFAULT_SHOP_NAME;
}

/** Sets the name for what is drawn from now on (the server's render, tests). */
export function setShopName(name: string | undefined): void {
  current = name?.trim() || undefined;
}
