import { z } from 'zod';
import type { Product } from '../catalog/catalog.js';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from './cart-paths.js';

// The signed-in shopper's cart and wishlist on the server (beyond the spec: they follow the
// account to another device). Paths end in '/' like the rest of the API.

const id = z
  .number({ message: 'must be a positive whole number' })
  .int({ message: 'must be a positive whole number' })
  .min(1, { message: 'must be a positive whole number' })
  .max(2_147_483_647, { message: 'is too large' });

/** One cart line as the browser sends it: which product, which colour (or none), how many. */
export const cartLineInputSchema = z.object({
  product_id: id,
  color_id: id.nullable().default(null),
  quantity: z
    .number({ message: 'must be a whole number from 1' })
    .int({ message: 'must be a whole number from 1' })
    .min(1, { message: 'must be a whole number from 1' })
    .max(MAX_LINE_QUANTITY, { message: `must be at most ${MAX_LINE_QUANTITY}` }),
});
export type CartLineInput = z.input<typeof cartLineInputSchema>;

/** PUT api/v1/cart/ (replace the whole cart) and POST api/v1/cart/merge/ (merge into it). */
export const cartBodySchema = z.object({
  items: z.array(cartLineInputSchema).max(MAX_CART_LINES, { message: `must hold at most ${MAX_CART_LINES} lines` }),
});
export type CartBody = z.input<typeof cartBodySchema>;

/**
 * A stored line with the product's current data. `quantity` is already capped by stock (colour
 * stock when a colour is set); `available` is false when the product is no longer sold or out of stock.
 */
export interface ServerCartLine {
  product_id: number;
  color_id: number | null;
  quantity: number;
  available: boolean;
  product: Product;
}

/** GET/PUT api/v1/cart/, POST api/v1/cart/merge/ → { data: ServerCartLine[] } in the order added. */
export interface ServerCartResponse {
  data: ServerCartLine[];
}

/** POST api/v1/wishlist/ */
export const wishlistAddSchema = z.object({ product_id: id });
export type WishlistAdd = z.input<typeof wishlistAddSchema>;

/** POST api/v1/wishlist/merge/ */
export const wishlistMergeSchema = z.object({
  product_ids: z.array(id).max(MAX_CART_LINES, { message: `must hold at most ${MAX_CART_LINES} products` }),
});
export type WishlistMerge = z.input<typeof wishlistMergeSchema>;

/** GET api/v1/wishlist/ and POST api/v1/wishlist/merge/ → saved products, oldest first. */
export interface WishlistResponse {
  data: Product[];
  count: number;
}
