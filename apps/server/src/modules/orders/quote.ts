import {
  deliveryChargeWithStandardPaisa,
  deliveryQuote,
  districtById,
  type DeliveryDestination,
  type DeliveryQuote,
  ORDER_CURRENCY,
  orderTotalsPaisa,
  paisaToRupees,
  rupeesToPaisa,
  type OrderLineInput,
  type OrderQuote,
  type OrderTotalsPaisa,
  type ShopSettings,
} from '@pasal/contract';
import type { Config } from '../../config.js';
import type { DbOrTx } from '../../db/connection.js';
import { fieldRefusal, refuse } from '../../lib/refusal.js';
import { shopSettingsFor } from '../settings/index.js';
import { evaluateCoupon, type AppliedCoupon } from './coupons.js';
import { linesSubtotalPaisa, priceLines, pricesFromDatabase, type PricedLine, type PricingSource } from './pricing.js';

// What an order costs: its lines at today's prices, the coupon, the delivery zone's charge and dates,
// tax and the total. The quote route shows it; placing an order prices with it (placement/price.ts).

export interface Quote {
  lines: PricedLine[];
  totals: OrderTotalsPaisa;
  coupon: AppliedCoupon | null;
  taxPercentage: number;
  /** Rupees: the shop settings' threshold this quote was priced with. */
  freeDeliveryThreshold: number;
  /** The zone's charge and dates for the destination asked about; null when none was named. */
  delivery: DeliveryQuote | null;
  /** The district delivered to (null for pickup or no destination). */
  districtId: number | null;
}

/** The quote's destination from the request: pickup, a district, or none (the cart before an address). */
export function destinationOf(input: {
  delivery_method?: 'delivery' | 'pickup' | undefined;
  district_id?: number | null | undefined;
}): DeliveryDestination | null {
  if (input.delivery_method === 'pickup') return { kind: 'pickup' };
  if (input.district_id === undefined || input.district_id === null) return null;
  if (!districtById(input.district_id)) {
    throw refuse('district_required', undefined, { fields: { district_id: fieldRefusal('district_required') } });
  }
  return { kind: 'address', districtId: input.district_id };
}

/**
 * The delivery charge of goods worth `subtotalPaisa` to `destination`, with the shop's settings:
 * with a destination the zone's charge replaces the standard charge, a product's own higher charge
 * still winning (docs/decisions.md, issue #20); without one, the cart's estimate.
 */
export function deliveryChargeOf(
  settings: Pick<ShopSettings, 'free_delivery_threshold' | 'standard_delivery_charge' | 'delivery'>,
  input: { destination: DeliveryDestination | null; subtotalPaisa: number; productChargesPaisa: number[]; now: number },
): { delivery: DeliveryQuote | null; chargePaisa: number } {
  const freeDeliveryThresholdPaisa = rupeesToPaisa(settings.free_delivery_threshold);
  const delivery = input.destination
    ? deliveryQuote({
        destination: input.destination,
        subtotalPaisa: input.subtotalPaisa,
        freeDeliveryThresholdPaisa,
        config: settings.delivery,
        now: new Date(input.now),
        productChargesPaisa: input.productChargesPaisa,
      })
    : null;
  const chargePaisa =
    delivery?.chargePaisa ??
    deliveryChargeWithStandardPaisa(input.productChargesPaisa, input.subtotalPaisa, {
      freeDeliveryThresholdPaisa,
      standardDeliveryChargePaisa: rupeesToPaisa(settings.standard_delivery_charge),
    });
  return { delivery, chargePaisa };
}

export async function buildQuote(
  db: DbOrTx,
  config: Config,
  input: {
    lines: readonly OrderLineInput[];
    couponCode?: string | null;
    userId: number;
    now: number;
    /** Where it goes: the zone sets the charge (issue #20). None: the estimate without a zone. */
    destination?: DeliveryDestination | null;
    /** The database unless told otherwise: a quote shows the shopper today's stock. */
    pricing?: PricingSource;
  },
): Promise<Quote> {
  const lines = await priceLines(db, input.lines, input.pricing ?? pricesFromDatabase);
  // Threshold and standard delivery charge as the admin set them (shop settings; env by default).
  const settings = await shopSettingsFor(db, config);
  const subtotal = linesSubtotalPaisa(lines);
  const coupon = input.couponCode
    ? await evaluateCoupon(db, {
        code: input.couponCode,
        userId: input.userId,
        subtotalPaisa: subtotal,
        now: input.now,
      })
    : null;
  const destination = input.destination ?? null;
  const { delivery, chargePaisa } = deliveryChargeOf(settings, {
    destination,
    subtotalPaisa: subtotal,
    productChargesPaisa: lines.map((line) => line.deliveryPricePaisa),
    now: input.now,
  });
  const totals = orderTotalsPaisa({
    subtotal,
    delivery: chargePaisa,
    discount: coupon?.discountPaisa ?? 0,
    taxPercentage: config.TAX_PERCENTAGE,
  });
  return {
    lines,
    totals,
    coupon,
    taxPercentage: config.TAX_PERCENTAGE,
    freeDeliveryThreshold: settings.free_delivery_threshold,
    delivery,
    districtId: destination?.kind === 'address' ? destination.districtId : null,
  };
}

// The config parameter stays for the callers (orders/routes.ts); the threshold now comes with the quote.
export function quoteToApi(quote: Quote, _config?: Config): OrderQuote {
  return {
    lines: quote.lines.map((line) => ({
      product_id: line.productId,
      color_id: line.colorId,
      product_name: line.productName,
      color_name: line.colorName,
      quantity: line.quantity,
      unit_price: paisaToRupees(line.unitPricePaisa),
      line_total: paisaToRupees(line.lineTotalPaisa),
      delivery_price: paisaToRupees(line.deliveryPricePaisa),
    })),
    subtotal: paisaToRupees(quote.totals.subtotal),
    delivery_charge: paisaToRupees(quote.totals.delivery),
    tax_percentage: quote.taxPercentage,
    tax_amount: paisaToRupees(quote.totals.tax),
    discount: paisaToRupees(quote.totals.discount),
    coupon_code: quote.coupon?.code ?? null,
    grand_total: paisaToRupees(quote.totals.grandTotal),
    currency: ORDER_CURRENCY,
    free_delivery_threshold: quote.freeDeliveryThreshold,
    delivery: quote.delivery
      ? {
          method: quote.delivery.kind === 'pickup' ? 'pickup' : 'delivery',
          district_id: quote.districtId,
          zone_id: quote.delivery.zoneId,
          zone_name: quote.delivery.zoneName,
          charge: paisaToRupees(quote.delivery.chargePaisa),
          free_delivery: quote.delivery.freeDelivery,
          earliest: quote.delivery.earliest,
          expected_by: quote.delivery.expectedBy,
          pickup_ready: quote.delivery.kind === 'pickup' ? quote.delivery.expectedBy : null,
        }
      : null,
  };
}
