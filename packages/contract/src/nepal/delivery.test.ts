import { describe, expect, it } from 'vitest';
import { shippingPaisa } from '../cart/cart-pricing.js';
import {
  DEFAULT_DELIVERY_CONFIG,
  DELIVERY_CONFIG_MESSAGES as C,
  type DeliveryConfig,
  deliveryConfigSchema,
  deliveryQuote,
  deliveryWindow,
  promisedDelivery,
  zoneFor,
} from './delivery.js';
import { districtByName } from './geography.js';

const district = (name: string) => districtByName(name)?.id ?? 0;
const zones = DEFAULT_DELIVERY_CONFIG.zones;
const threshold = 1_000_000; // Rs 10,000
// Friday 27 November 2026, 10:00 in Kathmandu.
const fridayMorning = new Date('2026-11-27T04:15:00Z');

const quote = (overrides: Partial<Parameters<typeof deliveryQuote>[0]> = {}) =>
  deliveryQuote({
    destination: { kind: 'address', districtId: district('Kathmandu') },
    subtotalPaisa: 500_000,
    freeDeliveryThresholdPaisa: threshold,
    config: DEFAULT_DELIVERY_CONFIG,
    now: fridayMorning,
    ...overrides,
  });

describe('zoneFor', () => {
  it('puts the three valley districts in the valley zone and every other district outside', () => {
    for (const name of ['Kathmandu', 'Lalitpur', 'Bhaktapur']) expect(zoneFor(district(name), zones).id).toBe('valley');
    for (const name of ['Kaski', 'Kavrepalanchok', 'Kailali'])
      expect(zoneFor(district(name), zones).id).toBe('outside');
  });

  it('needs a zone for the rest', () => {
    expect(() => zoneFor(38, [zones[0] as (typeof zones)[number]])).toThrow(RangeError);
  });
});

describe('deliveryQuote', () => {
  it("charges the zone's price below the threshold and promises its latest day", () => {
    expect(quote()).toEqual({
      kind: 'address',
      zoneId: 'valley',
      zoneName: 'Inside Kathmandu Valley',
      chargePaisa: 10_000,
      freeDelivery: false,
      earliest: '2026-11-27',
      expectedBy: '2026-11-29', // Friday + 1 business day: Saturday is skipped
    });
    expect(quote({ destination: { kind: 'address', districtId: district('Kaski') } })).toMatchObject({
      zoneId: 'outside',
      chargePaisa: 25_000,
      earliest: '2026-11-30',
      expectedBy: '2026-12-06',
    });
  });

  // docs/rules/checkout-and-payments.md#delivery-charge
  it('delivers free at or above the threshold, like the cart', () => {
    expect(quote({ subtotalPaisa: threshold })).toMatchObject({ chargePaisa: 0, freeDelivery: true });
    expect(quote({ subtotalPaisa: threshold - 1 })).toMatchObject({ chargePaisa: 10_000, freeDelivery: false });
    // The same threshold rule as shippingPaisa in cart-pricing.ts.
    expect(shippingPaisa([10_000], threshold, threshold)).toBe(0);
    expect(shippingPaisa([10_000], threshold - 1, threshold)).toBe(10_000);
  });

  it('charges nothing for an empty cart', () => {
    expect(quote({ subtotalPaisa: 0 }).chargePaisa).toBe(0);
  });

  it('lets the shopper pick up at the shop for nothing', () => {
    expect(quote({ destination: { kind: 'pickup' }, subtotalPaisa: 100 })).toEqual({
      kind: 'pickup',
      zoneId: null,
      zoneName: null,
      chargePaisa: 0,
      freeDelivery: false,
      earliest: '2026-11-29',
      expectedBy: '2026-11-29',
    });
  });

  it("counts from the order's day in Nepal, not in UTC", () => {
    // 00:05 on Friday 27 November in Kathmandu is still Thursday in UTC: counted from Thursday
    // the promise would be Friday; from Friday it is Sunday (Saturday is off).
    const fridayJustAfterMidnight = new Date('2026-11-26T18:20:00Z');
    expect(quote({ now: fridayJustAfterMidnight })).toMatchObject({
      earliest: '2026-11-27',
      expectedBy: '2026-11-29',
    });
  });

  it("skips the shop's listed holidays", () => {
    const config: DeliveryConfig = { ...DEFAULT_DELIVERY_CONFIG, holidays: ['2026-11-29'] };
    expect(quote({ config }).expectedBy).toBe('2026-11-30');
  });
});

describe('deliveryConfigSchema', () => {
  it('accepts the default configuration', () => {
    expect(deliveryConfigSchema.parse(DEFAULT_DELIVERY_CONFIG)).toEqual(DEFAULT_DELIVERY_CONFIG);
  });

  const messages = (config: unknown) => {
    const result = deliveryConfigSchema.safeParse(config);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };
  const [valley, outside] = zones as [(typeof zones)[number], (typeof zones)[number]];

  it('needs exactly one zone for the rest', () => {
    expect(messages({ ...DEFAULT_DELIVERY_CONFIG, zones: [valley] })).toEqual([C.oneRestZone]);
    expect(messages({ ...DEFAULT_DELIVERY_CONFIG, zones: [valley, outside, { ...outside, id: 'far' }] })).toEqual([
      C.oneRestZone,
    ]);
  });

  it('puts a district in one zone only, and only real districts', () => {
    const eastern = { ...valley, id: 'east', districtIds: [27, 99] };
    expect(messages({ ...DEFAULT_DELIVERY_CONFIG, zones: [valley, eastern, outside] })).toEqual([
      C.districtTwice('Kathmandu'),
      C.unknownDistrict(99),
    ]);
  });

  it('refuses a repeated zone id, a backwards time range and a malformed holiday', () => {
    expect(messages({ ...DEFAULT_DELIVERY_CONFIG, zones: [valley, { ...outside, id: 'valley' }] })).toEqual([
      C.zoneIdTwice('valley'),
    ]);
    expect(
      messages({ ...DEFAULT_DELIVERY_CONFIG, zones: [{ ...valley, businessDays: { min: 3, max: 1 } }, outside] }),
    ).toEqual([C.daysOrder]);
    expect(messages({ ...DEFAULT_DELIVERY_CONFIG, holidays: ['2026-13-01'] })).toEqual([C.holidayInvalid]);
  });
});

describe("deliveryQuote with the products' own charges (issue #20, docs/decisions.md)", () => {
  it("lets a product's higher charge win over the zone's, and the zone's over a lower one", () => {
    expect(quote({ productChargesPaisa: [0, 50_000] })).toMatchObject({ zoneId: 'valley', chargePaisa: 50_000 });
    expect(quote({ productChargesPaisa: [5_000, 0] })).toMatchObject({ chargePaisa: 10_000 });
    const outside = { kind: 'address' as const, districtId: district('Kaski') };
    expect(quote({ destination: outside, productChargesPaisa: [20_000] })).toMatchObject({ chargePaisa: 25_000 });
  });

  it('still delivers free from the threshold and charges nothing for pickup', () => {
    expect(quote({ productChargesPaisa: [50_000], subtotalPaisa: threshold })).toMatchObject({
      chargePaisa: 0,
      freeDelivery: true,
    });
    expect(quote({ destination: { kind: 'pickup' }, productChargesPaisa: [50_000] })).toMatchObject({
      kind: 'pickup',
      chargePaisa: 0,
      zoneName: null,
      expectedBy: '2026-11-29',
    });
  });
});

// Issue #30: the one rule for the days an order is expected, and what an order says it promised.
describe('deliveryWindow', () => {
  const valley = { min: 0, max: 1 };
  const outside = { min: 2, max: 7 };

  it("counts business days after the order's day on Nepal's calendar", () => {
    expect(deliveryWindow(fridayMorning, valley)).toEqual({ earliest: '2026-11-27', latest: '2026-11-29' });
    expect(deliveryWindow(fridayMorning, outside)).toEqual({ earliest: '2026-11-30', latest: '2026-12-06' });
  });

  it('starts the day at midnight in Kathmandu (UTC+05:45), not in UTC', () => {
    // 23:59 on Friday in Kathmandu, then 00:01 on Saturday (the weekly holiday).
    expect(deliveryWindow(new Date('2026-11-27T18:14:00Z'), valley)).toEqual({
      earliest: '2026-11-27',
      latest: '2026-11-29',
    });
    expect(deliveryWindow(new Date('2026-11-27T18:16:00Z'), valley)).toEqual({
      earliest: '2026-11-29',
      latest: '2026-11-30',
    });
  });

  it("is one day for a zone whose earliest and latest are the same, and skips the shop's holidays", () => {
    expect(deliveryWindow(fridayMorning, { min: 1, max: 1 }, ['2026-11-29'])).toEqual({
      earliest: '2026-11-30',
      latest: '2026-11-30',
    });
  });

  it('is what the quote promises', () => {
    const quoted = quote({ destination: { kind: 'address', districtId: district('Kaski') } });
    expect(deliveryWindow(fridayMorning, outside)).toEqual({ earliest: quoted.earliest, latest: quoted.expectedBy });
  });
});

describe('promisedDelivery', () => {
  it('a range from the earliest to the expected day, or one day when they are the same', () => {
    expect(promisedDelivery({ earliest: '2026-11-30', expected_by: '2026-12-06' })).toEqual({
      from: '2026-11-30',
      to: '2026-12-06',
    });
    expect(promisedDelivery({ earliest: '2026-11-29', expected_by: '2026-11-29' })).toEqual({
      from: '2026-11-29',
      to: '2026-11-29',
    });
  });

  it('one day when only the expected day was kept; nothing for an order from before delivery zones', () => {
    expect(promisedDelivery({ earliest: null, expected_by: '2026-12-02' })).toEqual({
      from: '2026-12-02',
      to: '2026-12-02',
    });
    expect(promisedDelivery({ earliest: null, expected_by: null })).toBeNull();
    expect(promisedDelivery({ earliest: 'soon', expected_by: '2026-12-02' })).toEqual({
      from: '2026-12-02',
      to: '2026-12-02',
    });
  });
});
