// Paths and limits of the server-side cart and wishlist, apart from their zod schemas so the
// storefront's first load (which syncs the cart) does not pull zod in.

export const CART_PATHS = {
  cart: '/api/v1/cart/',
  cartMerge: '/api/v1/cart/merge/',
  wishlist: '/api/v1/wishlist/',
  wishlistMerge: '/api/v1/wishlist/merge/',
  wishlistItem: (productId: number) => `/api/v1/wishlist/${productId}/`,
} as const;

/** Most distinct lines one cart or wishlist may hold. */
export const MAX_CART_LINES = 100;
/** Most units of one line the server stores (stock caps it further). */
export const MAX_LINE_QUANTITY = 9999;
