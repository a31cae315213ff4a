import type { Product } from '@pasal/contract';

/** Product page 'Reviews' tab: average, list, 'Write a review' and its dialog. */
export function ReviewsTab(_props: { product: Product }) {
  return null;
}
