import type { Product } from '@pasal/contract';

/** The product page's buying controls (colours, bulk table, quantity, Add to Cart, Buy Now). */
export function PurchasePanel(_props: { product: Product }) {
  return null;
}
