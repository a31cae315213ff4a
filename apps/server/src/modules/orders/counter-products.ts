import { bulkDiscountedPricePaisa, paisaToRupees, type CounterProduct, type CounterProductList } from '@pasal/contract';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { DbOrTx } from '../../db/connection.js';
import { containsPattern } from '../../lib/like-pattern.js';

// The counter's "scan or search" (issue #36). A barcode scanner types the code on the box and
// Enter: the product's barcode (set in the editor), else its SKU-like slug or its id, matched
// exactly first so a scan adds the product at once; otherwise the words match names and codes.
// Products on sale only: the sale is priced from the same rows (orders/pricing.ts), which refuses
// anything else.

const MAX_RESULTS = 10;

interface Row extends Record<string, unknown> {
  id: number;
  name: string;
  slug: string;
  discount_price_paisa: number;
  total_quantity: number;
  colors: { id: number; name: string; stock: number }[];
  tiers: { min_quantity: number; discount_percentage: number }[];
  exact: boolean;
}

function toProduct(row: Row): CounterProduct {
  return {
    product_id: row.id,
    name: row.name,
    sku: row.slug,
    discount_price: paisaToRupees(row.discount_price_paisa),
    bulk_discounts: row.tiers.map((tier) => ({
      min_quantity: tier.min_quantity,
      discounted_price: paisaToRupees(
        bulkDiscountedPricePaisa(row.discount_price_paisa, Number(tier.discount_percentage)),
      ),
    })),
    stock: row.total_quantity,
    colors: row.colors,
  };
}

export async function searchCounterProducts(db: DbOrTx, config: Config, q: string): Promise<CounterProductList> {
  const code = q.toLowerCase();
  const barcode = q.trim().toUpperCase();
  const id = /^\d{1,9}$/.test(q) ? Number(q) : null;
  const pattern = containsPattern(q);
  const result = await db.execute<Row>(sql`
    SELECT p.id, p.name, p.slug, p.discount_price_paisa, p.total_quantity,
      (p.barcode = ${barcode} OR lower(p.slug) = ${code} OR p.id = ${id}::integer) AS exact,
      coalesce((SELECT json_agg(json_build_object('id', k.id, 'name', k.color_name, 'stock', k.quantity)
                ORDER BY k.position, k.id) FROM product_colors k WHERE k.product_id = p.id), '[]'::json) AS colors,
      coalesce((SELECT json_agg(json_build_object('min_quantity', d.min_quantity, 'discount_percentage', d.discount_percentage)
                ORDER BY d.position, d.id) FROM product_bulk_discounts d WHERE d.product_id = p.id), '[]'::json) AS tiers
    FROM products p
    WHERE p.is_active AND (p.barcode = ${barcode} OR lower(p.slug) = ${code} OR p.id = ${id}::integer
      OR p.name ILIKE ${pattern} OR p.slug ILIKE ${pattern})
    ORDER BY exact DESC, p.total_quantity > 0 DESC, p.name, p.id
    LIMIT ${MAX_RESULTS}`);
  const rows = result.rows;
  return {
    data: rows.map(toProduct),
    exact: rows[0]?.exact === true,
    tax_percentage: config.TAX_PERCENTAGE,
  };
}
