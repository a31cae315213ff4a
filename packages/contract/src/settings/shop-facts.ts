// What every storefront page may word from the shop's settings, without zod (the footer is on
// every page; the schemas of GET /shop/ live in shop-settings.ts and contact.ts).

import { groupThousands, isWritableAmount, PAISA_PER_RUPEE } from '../shared/money.js';

/** GET /api/v1/shop/: the seller's public details and the delivery and payment facts. */
export const SHOP_INFO_PATH = '/api/v1/shop/';

/** The address of a shop nobody has saved settings for yet. */
export const SHOP_ADDRESS = 'Lambagar, Tarkeshwor, Kathmandu, Nepal 44600';
/** The demo address on Nepali pages (issue #30). */
export const SHOP_ADDRESS_NE = 'लम्बगर, तारकेश्वर, काठमाडौँ, नेपाल ४४६००';

/**
 * Rs. 10,000 as the storefront writes a threshold: grouped by thousands, paisa only when there are
 * any and without a trailing zero (4,999.5), as `toLocaleString('en-US')` wrote it. Written out:
 * the footer is on every page, and a browser loads its number data the first time a page formats
 * a number (40–90 ms on a phone).
 */
export function formatThreshold(rupees: number): string {
  if (!isWritableAmount(rupees)) return `NPR ${rupees}`;
  const paisa = Math.round(Math.abs(rupees) * PAISA_PER_RUPEE);
  const rest = paisa % PAISA_PER_RUPEE;
  const fraction = rest === 0 ? '' : `.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
  return `NPR ${rupees < 0 ? '-' : ''}${groupThousands(Math.floor(paisa / PAISA_PER_RUPEE))}${fraction}`;
}
