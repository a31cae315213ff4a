import {
  clampQuantity,
  maxQuantity,
  subtotal,
  unitPriceFor,
  type BulkDiscount,
  type CartLineInput,
  type Product,
  type ProductColor,
  type ProductImage,
  type ServerCartLine,
} from '@pasal/contract';

/**
 * One cart line as the browser keeps it (docs/rules/cart.md#cart-lines): the product's data at the
 * time it was added or last refreshed, the quantity, and the unit price at that quantity
 * (`cart_amount`). A line is one product in one colour: the same phone in black and in white is two
 * lines.
 */
export interface CartLine {
  /** The product's id. */
  id: number;
  name: string;
  slug: string;
  images: ProductImage[];
  /** List price (struck through when higher than the unit price). */
  price: number;
  discount_price: number;
  cart_quantity: number;
  /** The current unit price: `discount_price` or the bulk tier's price at `cart_quantity`. */
  cart_amount: number;
  delivery_price: number;
  /** As the product lists them; the highest tier met prices the line (cart-pricing `unitPriceFor`). */
  bulk_discounts: BulkDiscount[];
  /** The product's stock. */
  total_quantity: number;
  /** The chosen colour; its `quantity` is that colour's stock. */
  selectedColor: ProductColor | null;
  /** Why this line cannot be bought now (no longer sold, out of stock); null when it can. */
  unavailable: string | null;
  /** What changed when the line was last refreshed (price, stock), until the shopper dismisses it. */
  notice: LineNotice | null;
}

/**
 * What a refresh changed, as figures rather than a sentence: the cart is kept in the browser and
 * the page words it in whichever language it is shown in (cart-line-item.tsx).
 */
export interface LineNotice {
  /** The quantity was lowered to the stock left (`to`). */
  lowered?: { from: number; to: number };
  /** The unit price changed, in rupees. */
  price?: { from: number; to: number };
}

export type LineKey = string;

const lineKey = (productId: number, colorId: number | null | undefined): LineKey => `${productId}:${colorId ?? 0}`;

export const keyOf = (line: Pick<CartLine, 'id' | 'selectedColor'>): LineKey =>
  lineKey(line.id, line.selectedColor?.id ?? null);

/**
 * The most of this line that may be bought: the colour's stock, else the product's
 * (docs/rules/cart.md#quantity-limits).
 */
export const lineMax = (line: Pick<CartLine, 'total_quantity' | 'selectedColor'>): number =>
  maxQuantity(line, line.selectedColor);

export function lineFromProduct(product: Product, quantity: number, color: ProductColor | null): CartLine {
  const line: CartLine = {
    id: product.id,
    name: product.name,
    slug: product.slug,
    images: product.images.slice(0, 1),
    price: product.price,
    discount_price: product.discount_price,
    cart_quantity: 1,
    cart_amount: product.discount_price,
    delivery_price: product.delivery_price,
    bulk_discounts: product.bulk_discounts,
    total_quantity: product.total_quantity,
    selectedColor: color,
    unavailable: null,
    notice: null,
  };
  return withQuantity(line, quantity);
}

/**
 * The line at a new quantity (kept within 1 … stock) with its unit price recalculated
 * (docs/rules/cart.md#adding-to-the-cart).
 */
export function withQuantity(line: CartLine, quantity: number): CartLine {
  const cart_quantity = clampQuantity(quantity, lineMax(line)) || Math.max(1, Math.floor(quantity) || 1);
  return { ...line, cart_quantity, cart_amount: unitPriceFor(line, cart_quantity), notice: null };
}

/** Lines that can be bought now. */
export const purchasable = (lines: readonly CartLine[]): CartLine[] => lines.filter((line) => !line.unavailable);

/** Σ unit price × quantity over the lines that can be bought (in rupees, summed in paisa). */
export function cartSubtotal(lines: readonly CartLine[]): number {
  return subtotal(
    purchasable(lines).map((line) => ({
      discount_price: line.discount_price,
      bulk_discounts: line.bulk_discounts,
      quantity: line.cart_quantity,
    })),
  );
}

/** What the server stores for a line. */
export const toLineInput = (line: CartLine): CartLineInput => ({
  product_id: line.id,
  color_id: line.selectedColor?.id ?? null,
  quantity: line.cart_quantity,
});

export const NO_LONGER_SOLD = 'This product is no longer available';
export const COLOUR_GONE = 'This colour is no longer available';
export const OUT_OF_STOCK = 'Out of stock';

/**
 * A stale line brought up to date with the product's current data (spec: stale carts). Price,
 * bulk rules and stock are taken over; a quantity above the stock is lowered; a changed price or a
 * lowered quantity leaves a notice; a line that cannot be bought is marked with the reason.
 */
export function refreshLine(line: CartLine, product: Product | undefined): CartLine {
  if (!product || !product.is_active) return { ...line, unavailable: NO_LONGER_SOLD };
  let color: ProductColor | null = null;
  if (line.selectedColor) {
    color = product.colors.find((candidate) => candidate.id === line.selectedColor?.id) ?? null;
    if (!color) return { ...line, unavailable: COLOUR_GONE };
  }
  const updated: CartLine = {
    ...line,
    name: product.name,
    slug: product.slug,
    images: product.images.length > 0 ? product.images.slice(0, 1) : line.images,
    price: product.price,
    discount_price: product.discount_price,
    delivery_price: product.delivery_price,
    bulk_discounts: product.bulk_discounts,
    total_quantity: product.total_quantity,
    selectedColor: color,
    unavailable: null,
  };
  const max = lineMax(updated);
  if (max < 1) return { ...updated, cart_amount: unitPriceFor(updated, line.cart_quantity), unavailable: OUT_OF_STOCK };

  const notice: LineNotice = {};
  const quantity = Math.min(line.cart_quantity, max);
  if (quantity < line.cart_quantity) notice.lowered = { from: line.cart_quantity, to: quantity };
  const before = unitPriceFor(line, quantity);
  const now = unitPriceFor(updated, quantity);
  if (before !== now) notice.price = { from: before, to: now };
  return {
    ...updated,
    cart_quantity: quantity,
    cart_amount: now,
    notice: notice.lowered || notice.price ? notice : line.notice,
  };
}

/** Whether a refresh changed anything the shopper should be told about or the store should save. */
export function sameLine(a: CartLine, b: CartLine): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A line from the server's copy of a signed-in shopper's cart. */
export function lineFromServer(serverLine: ServerCartLine): CartLine {
  const color = serverLine.color_id
    ? (serverLine.product.colors.find((candidate) => candidate.id === serverLine.color_id) ?? null)
    : null;
  const line = lineFromProduct(serverLine.product, serverLine.quantity, color);
  const refreshed = refreshLine({ ...line, cart_quantity: serverLine.quantity }, serverLine.product);
  return { ...refreshed, notice: null };
}
