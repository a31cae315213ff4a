// The wishlist's public face (issue #21): the heart button, the store and its account sync, and the
// summary of a product that browser-stored lists keep.
export { startWishlistSync } from './account-sync';
export { toSummary } from './product-summary';
export { WishlistButton } from './wishlist-button';
export { useWishlist } from './wishlist-store';
