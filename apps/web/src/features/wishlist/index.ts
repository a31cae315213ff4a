// The wishlist's public face (issue #21): the heart button, the store and its account sync, the
// summary of a product that browser-stored lists keep, and the count the account dashboard shows.
export { startWishlistSync } from './account-sync';
export { toSummary } from './product-summary';
export { WishlistButton } from './wishlist-button';
export { useWishlist } from './wishlist-store';
export { useWishlistCount } from './wishlist-count';
