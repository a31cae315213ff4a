// The cash-on-delivery orders the checkout and rush benchmarks place: random carts of 1–3 lines and
// their request bodies, with totals computed by the shared pricing rules as the checkout page shows
// them.
import {
  orderTotalsPaisa,
  paisaToRupees,
  rupeesToPaisa,
  shippingPaisa,
  subtotalPaisa,
  type Product,
} from '@pasal/contract';

export interface OrderPricing {
  products: Product[];
  freeDeliveryThresholdPaisa: number;
  taxPercentage: number;
}

export interface Line {
  product_id: number;
  color_id: number | null;
  quantity: number;
}

export function payloadFor(lines: Line[], work: OrderPricing) {
  const priced = lines.map((line) => ({
    ...work.products.find((product) => product.id === line.product_id)!,
    quantity: line.quantity,
  }));
  const subtotal = subtotalPaisa(priced);
  const totals = orderTotalsPaisa({
    subtotal,
    delivery: shippingPaisa(
      priced.map((product) => rupeesToPaisa(product.delivery_price)),
      subtotal,
      work.freeDeliveryThresholdPaisa,
    ),
    discount: 0,
    taxPercentage: work.taxPercentage,
  });
  return {
    first_name: 'Bench',
    last_name: 'Shopper',
    email: 'bench@example.com',
    // Inside the valley (zone Rs 100; the bench's products charge at least that themselves).
    delivery_method: 'delivery',
    province_id: 3,
    district_id: 27,
    local_level_id: 307,
    ward: 26,
    tole: 'Lambagar',
    landmark: 'Temple',
    postal_code: '44600',
    phone_number: '9841234567',
    payment_gateway: 'COD',
    subtotal: paisaToRupees(totals.subtotal),
    delivery_charge: paisaToRupees(totals.delivery),
    discount: 0,
    tax_amount: paisaToRupees(totals.tax),
    grand_total: paisaToRupees(totals.grandTotal),
    currency: 'Npr',
    lines,
  };
}

export function randomLines(products: Product[]): Line[] {
  const count = 1 + Math.floor(Math.random() * 3);
  const chosen = new Map<string, Line>();
  for (let i = 0; i < count; i++) {
    const product = products[Math.floor(Math.random() * products.length)]!;
    const color = product.colors.length > 0 ? product.colors[Math.floor(Math.random() * product.colors.length)]! : null;
    const line = { product_id: product.id, color_id: color?.id ?? null, quantity: 1 + Math.floor(Math.random() * 3) };
    chosen.set(`${line.product_id}:${line.color_id ?? 0}`, line);
  }
  return [...chosen.values()];
}
