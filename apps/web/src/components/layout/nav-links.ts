import type { MessageId } from '../../i18n';

/**
 * The desktop navigation and the mobile menu's PAGES section
 * (docs/rules/content.md#header-and-navigation). Labels are message ids, read with t() while
 * rendering (the page's language, on the server as in the browser).
 */
export const navLinks = [
  { to: '/', label: 'layout.navHome' },
  { to: '/products', label: 'layout.navProducts' },
  { to: '/about', label: 'layout.navAbout' },
  { to: '/contact', label: 'layout.navContact' },
  { to: '/faq', label: 'layout.navFaq' },
  { to: '/blogs', label: 'layout.navBlogs' },
  { to: '/services', label: 'layout.navServices' },
] as const satisfies readonly { to: string; label: MessageId }[];
