import type { StaffPageSlug } from '@pasal/contract';

/** Each owner-written page's name in the back office and its address on the shop. */
export const PAGE_NAMES: Readonly<Record<StaffPageSlug, { name: string; path: string }>> = {
  about: { name: 'About', path: '/about' },
  warranty: { name: 'Warranty', path: '/warranty' },
  'privacy-policy': { name: 'Privacy Policy', path: '/privacy-policy' },
  'terms-and-conditions': { name: 'Terms & Conditions', path: '/terms-and-conditions' },
  faq: { name: 'FAQ', path: '/faq' },
  services: { name: 'Services', path: '/services' },
};
