import { nepalDateOf, toIsoDate } from '../nepal/nepal-time.js';
import { INVALID_TEXT_CHARACTERS } from '../shared/text-hygiene.js';

// The rules of the words around every storefront page (issue #32) that the shop's first script
// needs: the default links, which links are allowed, when the announcement bar shows and how a
// closed one stays closed. Kept apart from their zod schemas (storefront-navigation.ts) so the
// entry script of every page does not carry zod.

export const NAVIGATION_LIMITS = {
  announcement: 160,
  label: 40,
  href: 300,
  /** Links per list: what fits the desktop header's row and a footer column. */
  links: 8,
} as const;

export const NAVIGATION_MESSAGES = {
  announcementRequired: 'Write the announcement, or switch the bar off',
  announcementTooLong: `Must be at most ${NAVIGATION_LIMITS.announcement} characters`,
  dateInvalid: 'Enter a date as YYYY-MM-DD',
  endBeforeStart: 'The last day must be on or after the first day',
  labelRequired: 'Give the link a label',
  labelTooLong: `Must be at most ${NAVIGATION_LIMITS.label} characters`,
  linkInvalid:
    'Enter a path on this shop starting with / (for example /products) or a full address starting with https://',
  tooManyLinks: `At most ${NAVIGATION_LIMITS.links} links`,
  textInvalid: `Text ${INVALID_TEXT_CHARACTERS}`,
} as const;

/**
 * Where a link may lead: a path on this shop ("/products?category=Mobiles", not "//host", which a
 * browser reads as another site) or an https address. Anything else — javascript:, data:, http:,
 * a relative path — is refused, so a link the owner pastes cannot run script or downgrade.
 */
export function isShopLink(href: string): boolean {
  if (href.length === 0 || href.length > NAVIGATION_LIMITS.href || /[\s\\]/.test(href)) return false;
  if (href.startsWith('/')) return !href.startsWith('//');
  return /^https:\/\/[^/?#@]+\.[^/?#@]+([/?#]\S*)?$/i.test(href);
}

/** True for a path on this shop (drawn as an in-app link); false for an address elsewhere. */
export const isShopPath = (href: string) => href.startsWith('/') && !href.startsWith('//');

/** One menu or footer link: its label in English and, optionally, Nepali (blank: the English). */
export interface ShopNavLink {
  label: string;
  label_ne: string;
  href: string;
}

/** The header menu and the footer's two columns of links. */
export interface Navigation {
  header: ShopNavLink[];
  footer_help: ShopNavLink[];
  footer_policies: ShopNavLink[];
}

/**
 * The specification's links (docs/rules/content.md#header-and-navigation, #footer) with the
 * catalogue's words. The footer's Shipping and Returns open the FAQ on that section: written as
 * /faq?category=…, which the footer draws as the FAQ list link it always was.
 */
export const DEFAULT_NAVIGATION: Readonly<Navigation> = {
  header: [
    { label: 'Home', label_ne: 'गृहपृष्ठ', href: '/' },
    { label: 'Products', label_ne: 'सामानहरू', href: '/products' },
    { label: 'About', label_ne: 'हाम्रोबारे', href: '/about' },
    { label: 'Contact', label_ne: 'सम्पर्क', href: '/contact' },
    { label: 'FAQ', label_ne: 'प्रश्नोत्तर', href: '/faq' },
    { label: 'Blogs', label_ne: 'ब्लग', href: '/blogs' },
    { label: 'Services', label_ne: 'सेवाहरू', href: '/services' },
  ],
  footer_help: [
    { label: 'FAQ', label_ne: 'प्रश्नोत्तर', href: '/faq' },
    { label: 'Shipping', label_ne: 'डेलिभरी', href: '/faq?category=Shipping' },
    { label: 'Returns', label_ne: 'सामान फिर्ता', href: '/faq?category=Returns' },
    { label: 'Contact', label_ne: 'सम्पर्क', href: '/contact' },
    { label: 'Track your order', label_ne: 'अर्डर ट्र्याक गर्नुहोस्', href: '/track' },
    { label: 'Services', label_ne: 'सेवाहरू', href: '/services' },
  ],
  footer_policies: [
    { label: 'Warranty', label_ne: 'वारेन्टी', href: '/warranty' },
    { label: 'Privacy Policy', label_ne: 'गोपनीयता नीति', href: '/privacy-policy' },
    { label: 'Terms & Conditions', label_ne: 'नियम र सर्तहरू', href: '/terms-and-conditions' },
    { label: 'Sitemap', label_ne: 'साइटम्याप', href: '/sitemap' },
  ],
};

/**
 * Whether the bar shows at `now`: switched on, with text, and today in Nepal between its first and
 * last day (both included; ISO dates compare as text).
 */
export function announcementShowing(
  announcement: { text: string; starts_on: string; ends_on: string; enabled?: boolean },
  now: Date,
): boolean {
  if (announcement.enabled === false || announcement.text === '') return false;
  const today = toIsoDate(nepalDateOf(now));
  if (announcement.starts_on !== '' && today < announcement.starts_on) return false;
  if (announcement.ends_on !== '' && today > announcement.ends_on) return false;
  return true;
}

/** Where the browser remembers the bar a shopper closed: the key of its text. */
export const ANNOUNCEMENT_DISMISSED_KEY = 'pasal-announcement-dismissed';
/** Set on <html> before the first paint when the server's bar was closed before (no shift). */
export const ANNOUNCEMENT_HIDDEN_ATTRIBUTE = 'data-announcement-hidden';

/**
 * A short key of the bar's words (FNV-1a, hex): a new announcement shows again to a shopper who
 * closed the last one; the same one stays closed.
 */
export function announcementKey(announcement: { text: string; text_ne: string }): string {
  let hash = 0x81_1c_9d_c5;
  for (const char of `${announcement.text}\n${announcement.text_ne}`) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01_00_01_93) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * The inline script the server's first screen puts right after the bar: when this browser closed
 * this bar before, it hides it before the page paints, so the page does not jump when the app
 * takes over. One fixed text, allowed by its hash in the Content-Security-Policy.
 */
export const ANNOUNCEMENT_SCRIPT = `try{var b=document.currentScript.previousElementSibling;if(b&&localStorage.getItem(${JSON.stringify(ANNOUNCEMENT_DISMISSED_KEY)})===b.getAttribute("data-announcement"))document.documentElement.setAttribute(${JSON.stringify(ANNOUNCEMENT_HIDDEN_ATTRIBUTE)},"")}catch(e){}`;
