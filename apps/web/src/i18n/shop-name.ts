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

// The shop's short name and logo (issue #32), written by the server into every page beside the name:
// <meta name="apple-mobile-web-app-title"> (the name on a phone's home screen, and the header on a
// phone) and <meta name="shop-logo" data-width> (the header picture, 32 px high).

export interface ShopMark {
  src: string;
  /** Width at 32 px high. */
  width: number;
}

let look: { shortName?: string; logo: ShopMark | null } | undefined;

function readLook(): NonNullable<typeof look> {
  if (look) return look;
  if (typeof document === 'undefined') return { logo: null };
  const short = document.querySelector<HTMLMetaElement>('meta[name="apple-mobile-web-app-title"]')?.content.trim();
  const mark = document.querySelector<HTMLMetaElement>('meta[name="shop-logo"]');
  const width = Number(mark?.dataset.width);
  look = {
    shortName: short || undefined,
    logo: mark?.content && width > 0 ? { src: mark.content, width } : null,
  };
  return look;
}

/** The name where space is short (the header on a phone): the short name, or the shop's name. */
export function shopShortName(): string {
  return readLook().shortName ?? shopName();
}

/** The uploaded logo, or null for the standard mark. */
export function shopLogo(): ShopMark | null {
  return readLook().logo;
}

/** Sets the short name and logo for what is drawn from now on (the server's render, tests). */
export function setShopLook(next: { shortName?: string; logo: ShopMark | null } | undefined): void {
  look = next && { shortName: next.shortName?.trim() || undefined, logo: next.logo };
}
