// The paths and words of 'Notify me when back in stock' (back-in-stock.ts holds its schemas), in
// a module without zod: the product page shows them, and its script does without zod.

/** POST (subscribe), GET and DELETE (a signed-in shopper's own) for one product. */
export const backInStockPath = (productId: number) => `/api/v1/products/${productId}/back-in-stock/`;

export const BACK_IN_STOCK_PATHS = {
  product: backInStockPath,
  /** GET: the confirmation e-mail's link, a page with one button; POST: that button. The token is base64url: no encoding. */
  unsubscribe: (token: string) => `/api/v1/back-in-stock/unsubscribe/${token}/`,
} as const;

export const BACK_IN_STOCK_MESSAGES = {
  /** The answer to a subscription (a repeat gets the same words: nobody learns who else asked). */
  subscribed: "We'll e-mail you when this item is back in stock!",
  cancelled: 'You will no longer get an e-mail when this item is back in stock.',
  productInStock: 'This item is in stock: you can add it to your cart now.',
  unknownColour: 'Choose a colour of this product',
  /** The failure toast (docs/rules/catalogue.md#back-in-stock). */
  failure: 'Something went wrong',
  buttonLabel: 'Notify me when back in stock',
  visitorButtonLabel: 'Notify me',
  alreadySubscribed: "You're on the list: we'll e-mail you when it's back.",
} as const;
