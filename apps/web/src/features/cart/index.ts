// The cart's public face (issue #21): the header's cart button, the cart page's parts, what the
// checkout reads of the cart, and the product page's purchase panel.
export { CartButton } from './cart-button';
export { CartChangesNotice } from './cart-changes-notice';
export { CartLineItem } from './cart-line-item';
export { keyOf, purchasable, toLineInput } from './cart-lines';
export type { CartLine } from './cart-lines';
export { selectHasUnavailable, selectSubtotal, useCart } from './cart-store';
export { useGoToCheckout, CHECKOUT_LOGIN_STATE } from './checkout-navigation';
export { ClearCartButton } from './clear-cart-button';
export { money } from './money';
export { PurchasePanel } from './purchase-panel';
export { useCartRefresh, refreshCart } from './refresh';
export { UnavailableLines } from './unavailable-lines';
