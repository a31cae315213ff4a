// What every storefront page may word from the shop's settings, without zod (the footer is on
// every page; the schemas of GET /shop/ live in shop-settings.ts and contact.ts).

/** GET /api/v1/shop/: the seller's public details and the delivery and payment facts. */
export const SHOP_INFO_PATH = '/api/v1/shop/';

/** The address of a shop nobody has saved settings for yet. */
export const SHOP_ADDRESS = 'Lambagar, Tarkeshwor, Kathmandu, Nepal 44600';
/** The demo address on Nepali pages (issue #30). */
export const SHOP_ADDRESS_NE = 'लम्बगर, तारकेश्वर, काठमाडौँ, नेपाल ४४६००';

/** Rs. 10,000 as the storefront writes a threshold (no paisa when there are none). */
export function formatThreshold(rupees: number): string {
  return `NPR ${rupees.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
}
