/** The desktop navigation and the mobile menu's PAGES section (spec §2 Shared layout). */
export const navLinks = [
  { to: '/', label: 'Home' },
  { to: '/products', label: 'Products' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
  { to: '/faq', label: 'FAQ' },
  { to: '/blogs', label: 'Blogs' },
  { to: '/services', label: 'Services' },
] as const;
