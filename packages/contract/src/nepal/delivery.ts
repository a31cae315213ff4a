// Delivery zones and the delivery quote (issue #20). The shop groups districts into zones, each
// with a charge and a promised time; a shopper's district picks the zone, the free-delivery
// threshold still makes delivery free, and picking up at the shop costs nothing. The checkout's
// quote, the stored order and the e-mails all call deliveryQuote, so they cannot disagree.
import { z } from 'zod';
import { addBusinessDays } from './business-days.js';
import { districtById } from './geography.js';
import { nepalDateOf, parseIsoDate, toIsoDate } from './nepal-time.js';

/** A zone: the districts it covers ('rest' = every district no other zone names), its charge and its promise. */
export interface DeliveryZone {
  id: string;
  name: string;
  districtIds: readonly number[] | 'rest';
  chargePaisa: number;
  /** Business days after the order day by which delivery is promised, earliest and latest. */
  businessDays: { min: number; max: number };
}

export interface DeliveryConfig {
  zones: readonly DeliveryZone[];
  /** Business days after the order day until an order waits at the shop for pickup. */
  pickupReadyBusinessDays: number;
  /** Days the shop and couriers do not work besides Saturdays, 'YYYY-MM-DD' in Nepal. */
  holidays: readonly string[];
}

/** Districts ids of the Kathmandu Valley: Bhaktapur, Kathmandu, Lalitpur (data/districts.ts). */
export const KATHMANDU_VALLEY_DISTRICT_IDS: readonly number[] = [23, 27, 29];

/**
 * A new shop's zones until an admin sets its own. The times are the ones the policy pages promise
 * (valley: same or next business day; elsewhere 2 to 7 business days); the charges are placeholders
 * a shop is expected to change.
 */
export const DEFAULT_DELIVERY_CONFIG: DeliveryConfig = {
  zones: [
    {
      id: 'valley',
      name: 'Inside Kathmandu Valley',
      districtIds: KATHMANDU_VALLEY_DISTRICT_IDS,
      chargePaisa: 10_000,
      businessDays: { min: 0, max: 1 },
    },
    {
      id: 'outside',
      name: 'Outside Kathmandu Valley',
      districtIds: 'rest',
      chargePaisa: 25_000,
      businessDays: { min: 2, max: 7 },
    },
  ],
  pickupReadyBusinessDays: 1,
  holidays: [],
};

export const DELIVERY_CONFIG_MESSAGES = {
  oneRestZone: "Exactly one zone must cover the other districts ('rest')",
  districtTwice: (name: string) => `${name} is in more than one zone`,
  unknownDistrict: (id: number) => `There is no district ${id}`,
  zoneIdTwice: (id: string) => `Zone id ${id} is used twice`,
  daysOrder: 'The earliest day cannot be after the latest',
  holidayInvalid: 'Holidays are dates written YYYY-MM-DD',
} as const;

const C = DELIVERY_CONFIG_MESSAGES;
const days = z.number().int().min(0).max(60);

export const deliveryZoneSchema = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,40}$/),
  name: z.string().trim().min(1).max(80),
  districtIds: z.union([z.array(z.number().int()).min(1), z.literal('rest')]),
  chargePaisa: z.number().int().min(0).max(100_000_000),
  businessDays: z
    .object({ min: days, max: days })
    .refine((range) => range.min <= range.max, { message: C.daysOrder, path: ['min'] }),
});

/** The delivery settings an admin saves: every district in at most one zone, one zone for the rest. */
export const deliveryConfigSchema = z
  .object({
    zones: z.array(deliveryZoneSchema).min(1).max(20),
    pickupReadyBusinessDays: days,
    holidays: z.array(z.iso.date(C.holidayInvalid)).max(100),
  })
  .superRefine((config, context) => {
    if (config.zones.filter((zone) => zone.districtIds === 'rest').length !== 1) {
      context.addIssue({ code: 'custom', path: ['zones'], message: C.oneRestZone });
    }
    const zoneIds = new Set<string>();
    const seen = new Set<number>();
    config.zones.forEach((zone, index) => {
      if (zoneIds.has(zone.id))
        context.addIssue({ code: 'custom', path: ['zones', index, 'id'], message: C.zoneIdTwice(zone.id) });
      zoneIds.add(zone.id);
      if (zone.districtIds === 'rest') return;
      for (const districtId of zone.districtIds) {
        const district = districtById(districtId);
        const path = ['zones', index, 'districtIds'];
        if (!district) context.addIssue({ code: 'custom', path, message: C.unknownDistrict(districtId) });
        else if (seen.has(districtId))
          context.addIssue({ code: 'custom', path, message: C.districtTwice(district.nameEn) });
        seen.add(districtId);
      }
    });
  });

/** The zone delivering to a district: the zone naming it, else the 'rest' zone. */
export function zoneFor(districtId: number, zones: readonly DeliveryZone[]): DeliveryZone {
  const named = zones.find((zone) => zone.districtIds !== 'rest' && zone.districtIds.includes(districtId));
  const zone = named ?? zones.find((candidate) => candidate.districtIds === 'rest');
  if (!zone) throw new RangeError("Delivery zones need a zone for the other districts ('rest')");
  return zone;
}

export type DeliveryDestination = { kind: 'address'; districtId: number } | { kind: 'pickup' };

export interface DeliveryQuoteInput {
  destination: DeliveryDestination;
  subtotalPaisa: number;
  freeDeliveryThresholdPaisa: number;
  config: DeliveryConfig;
  /** When the order is (or would be) placed; its day on Nepal's calendar is day 0. */
  now: Date;
  /**
   * The cart's products' own delivery charges (0 = none of its own), paisa. A product whose own
   * charge is above the zone's (a fridge, a television) sets the charge: the highest wins, as in the
   * cart (docs/rules/checkout-and-payments.md#delivery-charge; docs/decisions.md, issue #20).
   */
  productChargesPaisa?: readonly number[];
}

export interface DeliveryQuote {
  kind: 'address' | 'pickup';
  /** The zone for a delivery; null for pickup. */
  zoneId: string | null;
  zoneName: string | null;
  chargePaisa: number;
  /** True when the zone has a charge and the subtotal reached the free-delivery threshold. */
  freeDelivery: boolean;
  /** Earliest and promised ('expected by') day, 'YYYY-MM-DD' on Nepal's calendar. */
  earliest: string;
  expectedBy: string;
}

/**
 * What delivering (or handing over) an order costs and when it arrives. The charge is the zone's
 * (or a product's own higher charge, `productChargesPaisa`), or 0 for pickup, for an empty cart
 * (subtotal 0, as shippingPaisa) and at/above the free-delivery threshold
 * (docs/rules/checkout-and-payments.md#delivery-charge). Days are business days after the order's
 * day in Nepal.
 */
export function deliveryQuote(input: DeliveryQuoteInput): DeliveryQuote {
  const { destination, subtotalPaisa, freeDeliveryThresholdPaisa, config, now } = input;
  if (destination.kind === 'pickup') {
    const ready = config.pickupReadyBusinessDays;
    const { latest } = deliveryWindow(now, { min: ready, max: ready }, config.holidays);
    return {
      kind: 'pickup',
      zoneId: null,
      zoneName: null,
      chargePaisa: 0,
      freeDelivery: false,
      earliest: latest,
      expectedBy: latest,
    };
  }
  const zone = zoneFor(destination.districtId, config.zones);
  const charge = Math.max(zone.chargePaisa, ...(input.productChargesPaisa ?? []));
  const free = charge > 0 && subtotalPaisa >= freeDeliveryThresholdPaisa;
  const { earliest, latest } = deliveryWindow(now, zone.businessDays, config.holidays);
  return {
    kind: 'address',
    zoneId: zone.id,
    zoneName: zone.name,
    chargePaisa: free || subtotalPaisa <= 0 ? 0 : charge,
    freeDelivery: free,
    earliest,
    expectedBy: latest,
  };
}

/** The first and last day ('YYYY-MM-DD' on Nepal's calendar) a delivery is expected. */
export interface DeliveryWindow {
  earliest: string;
  latest: string;
}

/**
 * The days a zone's promise covers for an order placed at `orderedAt` (issue #30). Day 0 is the
 * order's day on Nepal's calendar (UTC+05:45, whatever the clock's zone), or the first business day
 * after it when the shop is closed that day (a Saturday, one of `holidays`): "the same day or the
 * next business day" for an order placed on a Saturday is Sunday or Monday, not Sunday alone. The
 * promise's earliest and latest business days are counted from day 0. The one rule behind the
 * quote and the stored order, and so every page and e-mail that shows the order's expected days.
 */
export function deliveryWindow(
  orderedAt: Date,
  businessDays: DeliveryZone['businessDays'],
  holidays: Iterable<string> = [],
): DeliveryWindow {
  const closed = new Set(holidays);
  const dayZero = addBusinessDays(nepalDateOf(orderedAt), 0, closed);
  return {
    earliest: toIsoDate(addBusinessDays(dayZero, businessDays.min, closed)),
    latest: toIsoDate(addBusinessDays(dayZero, businessDays.max, closed)),
  };
}

/** An order's promised days as pages and e-mails say them: one day when `from` is `to`. */
export interface PromisedDelivery {
  from: string;
  to: string;
}

/**
 * What an order promised when it was placed (its stored `delivery.earliest` and `expected_by`,
 * from deliveryWindow then; a zone changed since does not move it): from the earliest day to the
 * expected one. An order with only the expected day (pickup, or an earliest day not readable)
 * promises that day; one from before delivery zones promises nothing (null).
 */
export function promisedDelivery(delivery: {
  earliest: string | null;
  expected_by: string | null;
}): PromisedDelivery | null {
  const to = delivery.expected_by;
  if (!to || !parseIsoDate(to)) return null;
  const from = delivery.earliest;
  // ISO dates compare as text.
  return { from: from && parseIsoDate(from) && from <= to ? from : to, to };
}
