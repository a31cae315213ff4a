import {
  bulkDiscountedPricePaisa,
  lineTotalPaisa,
  paisaToRupees,
  rupeesToPaisa,
  unitPriceFor,
  MAX_ORDER_LINE_QUANTITY,
  type OrderLineInput,
} from '@pasal/contract';
import { sql } from 'drizzle-orm';
import { preparedRows } from '../../db/prepared.js';
import type { DbOrTx } from '../../db/connection.js';
import { fieldRefusal, refuse, RefusalError, type FieldRefusal } from '../../lib/refusal.js';

// Prices cart lines from the database with the shared cart rules (packages/contract cart-pricing):
// the browser's figures are never used (docs/rules/checkout-and-payments.md#pricing).

export interface PricedLine {
  productId: number;
  colorId: number | null;
  productName: string;
  productSlug: string;
  colorName: string | null;
  /** The colour's Nepali name, or null when staff entered none (issue #30). */
  colorNameNe: string | null;
  image: string | null;
  quantity: number;
  unitPricePaisa: number;
  lineTotalPaisa: number;
  deliveryPricePaisa: number;
}

/** What pricing needs to know of a product, as one row. */
export interface ProductForPricing {
  id: number;
  name: string;
  slug: string;
  discount_price_paisa: number;
  delivery_price_paisa: number;
  total_quantity: number;
  is_active: boolean;
  image: string | null;
  colors: { id: number; color_name: string; color_name_ne: string | null; quantity: number }[];
  bulk_discounts: { min_quantity: number; discount_percentage: number }[];
}

/** One line per product and colour: the same item twice is one line with both quantities. */
function mergeLines(
  lines: readonly OrderLineInput[],
): { productId: number; colorId: number | null; quantity: number }[] {
  const merged = new Map<string, { productId: number; colorId: number | null; quantity: number }>();
  for (const line of lines) {
    const colorId = line.color_id ?? null;
    const key = `${line.product_id}:${colorId ?? 0}`;
    const existing = merged.get(key);
    if (existing) existing.quantity += line.quantity;
    else merged.set(key, { productId: line.product_id, colorId, quantity: line.quantity });
  }
  return [...merged.values()];
}

/**
 * Where the products' facts come from: the database, with stock as it is now, or the order pricing
 * cache (pricing-cache.ts), whose stock figures may be old.
 */
export interface PricingSource {
  load(db: DbOrTx, ids: number[]): Promise<Map<number, ProductForPricing>>;
  /** False: the stock pre-check is skipped and the atomic reservation alone decides. */
  readonly stockIsCurrent: boolean;
}

export async function loadProductsForPricing(db: DbOrTx, ids: number[]): Promise<Map<number, ProductForPricing>> {
  const rows = await preparedRows<ProductForPricing>(
    db,
    sql`
    SELECT p.id, p.name, p.slug, p.discount_price_paisa, p.delivery_price_paisa, p.total_quantity, p.is_active,
      (SELECT i.url FROM product_images i WHERE i.product_id = p.id ORDER BY i.position, i.id LIMIT 1) AS image,
      coalesce((SELECT json_agg(json_build_object('id', k.id, 'color_name', k.color_name,
                'color_name_ne', nullif(k.color_name_ne, ''), 'quantity', k.quantity)
                ORDER BY k.position, k.id) FROM product_colors k WHERE k.product_id = p.id), '[]'::json) AS colors,
      coalesce((SELECT json_agg(json_build_object('min_quantity', d.min_quantity, 'discount_percentage', d.discount_percentage)
                ORDER BY d.position, d.id) FROM product_bulk_discounts d WHERE d.product_id = p.id), '[]'::json) AS bulk_discounts
    FROM products p WHERE p.id = ANY(${sql.param(ids)}::integer[])`,
  );
  return new Map(rows.map((row) => [row.id, row]));
}

export const pricesFromDatabase: PricingSource = { load: loadProductsForPricing, stockIsCurrent: true };

/**
 * Prices the lines at the source's prices (the highest bulk tier met, `unitPriceFor`) and checks that each is for
 * sale, in the chosen colour, in the quantity wanted. Throws 409 with a message for the shopper
 * otherwise. Stock is checked here for a clear message when the source's stock is current; the
 * atomic reservation is the real guard.
 */
export async function priceLines(
  db: DbOrTx,
  input: readonly OrderLineInput[],
  source: PricingSource = pricesFromDatabase,
): Promise<PricedLine[]> {
  const lines = mergeLines(input);
  const products = await source.load(db, [...new Set(lines.map((line) => line.productId))]);
  const errors: Record<string, FieldRefusal> = {};
  const priced: PricedLine[] = [];
  lines.forEach((line, index) => {
    const product = products.get(line.productId);
    if (!product || !product.is_active) {
      errors[`lines.${index}`] = product
        ? fieldRefusal('product_unavailable', { product: product.name })
        : fieldRefusal('cart_product_unavailable');
      return;
    }
    if (line.quantity > MAX_ORDER_LINE_QUANTITY) {
      errors[`lines.${index}`] = fieldRefusal('line_quantity_limit', {
        max: MAX_ORDER_LINE_QUANTITY,
        product: product.name,
      });
      return;
    }
    let colorName: string | null = null;
    let colorNameNe: string | null = null;
    let available = product.total_quantity;
    if (line.colorId !== null) {
      const color = product.colors.find((candidate) => candidate.id === line.colorId);
      if (!color) {
        errors[`lines.${index}`] = fieldRefusal('colour_unavailable', { product: product.name });
        return;
      }
      colorName = color.color_name;
      // A cached entry from before this field (pricing-cache.ts) has none: undefined is null.
      colorNameNe = color.color_name_ne ?? null;
      available = Math.min(color.quantity, product.total_quantity);
    } else if (product.colors.length > 0) {
      errors[`lines.${index}`] = fieldRefusal('choose_colour', { product: product.name });
      return;
    }
    if (source.stockIsCurrent && available < line.quantity) {
      const what = colorName ? `${product.name} (${colorName})` : product.name;
      errors[`lines.${index}`] =
        available <= 0
          ? fieldRefusal('out_of_stock', { product: what })
          : fieldRefusal('only_left', { left: available, product: what });
      return;
    }
    const item = {
      discount_price: paisaToRupees(product.discount_price_paisa),
      bulk_discounts: product.bulk_discounts.map((tier) => ({
        min_quantity: tier.min_quantity,
        discounted_price: paisaToRupees(
          bulkDiscountedPricePaisa(product.discount_price_paisa, Number(tier.discount_percentage)),
        ),
      })),
    };
    priced.push({
      productId: product.id,
      colorId: line.colorId,
      productName: product.name,
      productSlug: product.slug,
      colorName,
      colorNameNe,
      image: product.image,
      quantity: line.quantity,
      unitPricePaisa: rupeesToPaisa(unitPriceFor(item, line.quantity)),
      lineTotalPaisa: lineTotalPaisa(item, line.quantity),
      deliveryPricePaisa: product.delivery_price_paisa,
    });
  });
  // The answer's own code and words are its first line's.
  const first = Object.values(errors)[0];
  if (first !== undefined) throw new RefusalError(first.code, first.params, errors);
  if (priced.length === 0) throw refuse('cart_empty');
  return priced;
}

export function linesSubtotalPaisa(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + line.lineTotalPaisa, 0);
}
