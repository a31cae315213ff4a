import type { ProductSummary } from '@pasal/contract';

/** The heart that adds a product to the wishlist or removes it. */
export function WishlistButton(_props: { product: ProductSummary; className?: string }) {
  return null;
}
