import {
  adToBs,
  DEFAULT_DELIVERY_CONFIG,
  formatBs,
  type Order,
  type OrderQuote,
  type PlacedOrder,
  type ShopSettingsInput,
  type StaffOrder,
  type StaffOrderChanged,
} from '@pasal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { shopSettings, users } from '../../db/schema.js';
import { orders } from './schema.js';
import {
  authHeaders,
  createCustomer,
  createProduct,
  orderPayload,
  OUTSIDE_VALLEY_ADDRESS,
  VALLEY_ADDRESS,
  type Customer,
  type FixtureProduct,
} from '../../../test/helpers/orders.js';

// Issue #20 on the real database: the quote, the order and the e-mails charge and promise what the
// district's delivery zone says (packages/contract nepal/delivery.ts), pickup costs nothing and
// needs no address, the order keeps the Nepali address, and staff mark a pickup order ready.

let ctx: TestContext;
let shopper: Customer;
let staff: Customer;
let admin: { authorization: string };
let adminId: number;
let kettle: FixtureProduct; // Rs 1,500, no delivery charge of its own
let fridge: FixtureProduct; // Rs 3,000, its own Rs 500 delivery charge

// Friday 27 November 2026, 10:00 in Kathmandu (Saturday is the weekly holiday).
const FRIDAY_MORNING = Date.parse('2026-11-27T04:15:00Z');

beforeAll(async () => {
  ctx = await createTestApp({ FREE_DELIVERY_THRESHOLD: '10000', STANDARD_DELIVERY_CHARGE: '0' });
  shopper = await createCustomer(ctx, 'Maya');
  staff = await createCustomer(ctx, 'Ram');
  await ctx.database.db.update(users).set({ role: 'staff' }).where(eq(users.id, staff.id));
  const boss = await createCustomer(ctx, 'Gita');
  await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, boss.id));
  adminId = boss.id;
  kettle = await createProduct(ctx, { price: 1500, deliveryPrice: 0, stock: 500 });
  fridge = await createProduct(ctx, { price: 3000, deliveryPrice: 500, stock: 500 });
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(async () => {
  ctx.clock.set(FRIDAY_MORNING);
  shopper.headers = await authHeaders(ctx, shopper.id);
  staff.headers = {
    authorization: `Bearer ${await ctx.app.services.accessTokens.sign({ userId: staff.id, role: 'staff' })}`,
  };
  admin = { authorization: `Bearer ${await ctx.app.services.accessTokens.sign({ userId: adminId, role: 'admin' })}` };
  // The default zones (valley Rs 100 / outside Rs 250) unless a test saves its own.
  await ctx.database.db.delete(shopSettings);
  await ctx.app.services.catalogCache.invalidate();
});

async function quote(body: Record<string, unknown>) {
  return ctx.app.inject({ method: 'POST', url: '/api/v1/orders/quote/', headers: shopper.headers, payload: body });
}

async function quoted(body: Record<string, unknown>): Promise<OrderQuote> {
  const response = await quote(body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: OrderQuote }>().data;
}

async function placeAt(lines: { product_id: number; quantity: number }[], destination: Record<string, unknown>) {
  const figures = await quoted({
    lines,
    ...(destination.delivery_method === 'pickup'
      ? { delivery_method: 'pickup' }
      : { district_id: destination.district_id }),
  });
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/orders/',
    headers: shopper.headers,
    payload: orderPayload(
      lines,
      {
        subtotal: figures.subtotal,
        delivery_charge: figures.delivery_charge,
        grand_total: figures.grand_total,
      },
      destination.delivery_method === 'pickup' ? { delivery_method: 'pickup', tole: undefined } : destination,
    ),
  });
  return { response, figures };
}

const bs = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return formatBs(adToBs({ year, month, day }));
};

describe('the quote by district', () => {
  const one = [{ product_id: 0, quantity: 1 }];
  beforeEach(() => {
    one[0]!.product_id = kettle.id;
  });

  it('charges Rs 100 inside the valley and Rs 250 outside, with the promised days', async () => {
    const valley = await quoted({ lines: one, district_id: 27 });
    expect(valley.delivery_charge).toBe(100);
    expect(valley.grand_total).toBe(1600);
    expect(valley.delivery).toEqual({
      method: 'delivery',
      district_id: 27,
      zone_id: 'valley',
      zone_name: 'Inside Kathmandu Valley',
      charge: 100,
      free_delivery: false,
      earliest: '2026-11-27',
      expected_by: '2026-11-29',
      pickup_ready: null,
    });
    const outside = await quoted({ lines: one, district_id: 38 });
    expect(outside).toMatchObject({ delivery_charge: 250, grand_total: 1750 });
    expect(outside.delivery).toMatchObject({
      zone_id: 'outside',
      zone_name: 'Outside Kathmandu Valley',
      earliest: '2026-11-30',
      expected_by: '2026-12-06',
    });
  });

  it('charges nothing for pickup and says when it is ready', async () => {
    const pickup = await quoted({ lines: one, delivery_method: 'pickup' });
    expect(pickup.delivery_charge).toBe(0);
    expect(pickup.delivery).toMatchObject({ method: 'pickup', zone_id: null, charge: 0, pickup_ready: '2026-11-29' });
  });

  it('delivers free from the threshold; a product with a higher charge of its own sets it', async () => {
    const big = await quoted({ lines: [{ product_id: kettle.id, quantity: 7 }], district_id: 38 });
    expect(big).toMatchObject({ subtotal: 10500, delivery_charge: 0 });
    expect(big.delivery).toMatchObject({ charge: 0, free_delivery: true });
    const heavy = await quoted({ lines: [{ product_id: fridge.id, quantity: 1 }], district_id: 27 });
    expect(heavy.delivery_charge).toBe(500);
  });

  it('without a destination answers no zone (the cart estimate)', async () => {
    const plain = await quoted({ lines: one });
    expect(plain.delivery).toBeNull();
    expect(plain.delivery_charge).toBe(0);
  });

  it('refuses a district that does not exist with 400', async () => {
    const response = await quote({ lines: one, district_id: 999 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Choose a district' });
  });

  it("uses the zones the admin saved (settings' delivery)", async () => {
    const settings = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/settings/', headers: admin });
    expect(settings.statusCode, settings.body).toBe(200);
    const current = settings.json<{ data: { settings: ShopSettingsInput } }>().data.settings;
    expect(current.delivery).toEqual(DEFAULT_DELIVERY_CONFIG);
    const delivery = {
      ...DEFAULT_DELIVERY_CONFIG,
      zones: [
        { ...DEFAULT_DELIVERY_CONFIG.zones[0]!, chargePaisa: 7_500 },
        { id: 'pokhara', name: 'Pokhara', districtIds: [38], chargePaisa: 15_000, businessDays: { min: 1, max: 3 } },
        DEFAULT_DELIVERY_CONFIG.zones[1]!,
      ],
      holidays: ['2026-11-29'],
    };
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/settings/',
      headers: admin,
      payload: { ...current, delivery },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await quoted({ lines: one, district_id: 27 })).delivery).toMatchObject({
      charge: 75,
      expected_by: '2026-11-30', // Sunday the 29th is a holiday now
    });
    expect((await quoted({ lines: one, district_id: 38 })).delivery).toMatchObject({ zone_id: 'pokhara', charge: 150 });
    // Saving without `delivery` keeps the stored zones.
    const again = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/settings/',
      headers: admin,
      payload: { ...current, delivery: undefined },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((await quoted({ lines: one, district_id: 38 })).delivery?.zone_id).toBe('pokhara');
    // Two zones naming one district are refused with a message.
    const twice = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/settings/',
      headers: admin,
      payload: {
        ...current,
        delivery: { ...delivery, zones: [...delivery.zones, { ...delivery.zones[1]!, id: 'again' }] },
      },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.body).toContain('Kaski is in more than one zone');
  });
});

describe('placing an order with a Nepali address', () => {
  it('stores the address, the zone and the promise; the e-mail shows them with the BS date', async () => {
    const lines = [{ product_id: kettle.id, quantity: 2 }];
    const { response } = await placeAt(lines, { ...OUTSIDE_VALLEY_ADDRESS, landmark: 'Near the lake', buyer_pan: '' });
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json<{ data: PlacedOrder }>().data.order;
    expect(order.delivery_charge).toBe(250);
    expect(order.delivery_method).toBe('delivery');
    expect(order.delivery).toEqual({
      method: 'delivery',
      zone_id: 'outside',
      zone_name: 'Outside Kathmandu Valley',
      earliest: '2026-11-30',
      expected_by: '2026-12-06',
    });
    expect(order.shipping).toMatchObject({
      country: 'Nepal',
      province: 'Gandaki Province',
      province_id: 4,
      district_id: 38,
      district: 'Kaski',
      local_level_id: 414,
      local_level: 'Pokhara Metropolitan City',
      city: 'Pokhara Metropolitan City',
      ward: 6,
      tole: 'Lakeside',
      details_address: 'Lakeside',
      landmark: 'Near the lake',
      postal_code: '',
    });
    expect(order.buyer_pan).toBeNull();
    // Read back from the database the same.
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${order.transaction_id}/`,
      headers: shopper.headers,
    });
    const stored = read.json<{ data: Order }>().data;
    expect(stored.shipping).toEqual(order.shipping);
    expect(stored.delivery).toEqual(order.delivery);
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.transactionId, order.transaction_id));
    expect(row).toMatchObject({ districtId: 38, localLevelId: 414, ward: 6, deliveryZoneId: 'outside' });

    const mails = () => ctx.mail.filter((mail) => mail.text.includes(order.transaction_id));
    await vi.waitFor(() => expect(mails()).toHaveLength(2));
    const confirmation = mails().find((mail) => mail.to === shopper.email);
    expect(confirmation?.text).toContain('Lakeside\nPokhara Metropolitan City-6\nKaski, Gandaki Province\n');
    expect(confirmation?.text).toContain('Landmark: Near the lake');
    expect(confirmation?.text).toContain('Delivery method: Home delivery, Outside Kathmandu Valley (Rs. 250)');
    expect(confirmation?.text).toContain(`Expected by: Sun, 6 Dec 2026 (${bs('2026-12-06')} BS)`);
  });

  it('keeps the buyer PAN for the invoice and charges the valley rate inside the valley', async () => {
    const { response } = await placeAt([{ product_id: kettle.id, quantity: 1 }], {
      ...VALLEY_ADDRESS,
      buyer_pan: '301234567',
    });
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json<{ data: PlacedOrder }>().data.order;
    expect(order).toMatchObject({ delivery_charge: 100, grand_total: 1600, buyer_pan: '301234567' });
  });

  it('refuses a total priced for another zone (409), as any changed price', async () => {
    const lines = [{ product_id: kettle.id, quantity: 1 }];
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/orders/',
      headers: shopper.headers,
      payload: orderPayload(lines, { subtotal: 1500, delivery_charge: 100, grand_total: 1600 }, OUTSIDE_VALLEY_ADDRESS),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      errors: { delivery_charge: 'Prices have changed, please review your cart' },
    });
  });

  it('takes a pickup order without an address and free of delivery', async () => {
    const lines = [{ product_id: fridge.id, quantity: 1 }];
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/orders/',
      headers: shopper.headers,
      payload: {
        first_name: 'Sita',
        last_name: 'Sharma',
        email: 'sita@example.com',
        phone_number: '9841234567',
        delivery_method: 'pickup',
        payment_gateway: 'COD',
        subtotal: 3000,
        delivery_charge: 0,
        grand_total: 3000,
        lines,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json<{ data: PlacedOrder }>().data.order;
    expect(order).toMatchObject({ delivery_method: 'pickup', delivery_charge: 0 });
    expect(order.delivery).toMatchObject({ method: 'pickup', zone_id: null, expected_by: '2026-11-29' });
    expect(order.shipping).toMatchObject({
      province_id: null,
      district_id: null,
      tole: '',
      phone_number: '9841234567',
    });
  });

  it('needs the address for a home delivery', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/orders/',
      headers: shopper.headers,
      payload: orderPayload(
        [{ product_id: kettle.id, quantity: 1 }],
        {
          subtotal: 1500,
          delivery_charge: 100,
          grand_total: 1600,
        },
        { province_id: undefined, district_id: undefined, local_level_id: undefined, ward: undefined, tole: undefined },
      ),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string> }>().errors).toMatchObject({
      province_id: 'Choose a province',
      tole: 'Street / tole is required',
    });
  });
});

// Issue #30: every order says where it goes (or where to collect it) and when, and the order's
// first e-mail says so too.
describe('where and when an order arrives', () => {
  it("counts the promise from the order's day in Nepal: an order just after midnight on Saturday counts from Sunday", async () => {
    // 00:01 on Saturday 28 November 2026 in Kathmandu (still Friday in UTC).
    ctx.clock.set(Date.parse('2026-11-27T18:16:00Z'));
    shopper.headers = await authHeaders(ctx, shopper.id);
    const { response } = await placeAt([{ product_id: kettle.id, quantity: 1 }], VALLEY_ADDRESS);
    expect(response.statusCode, response.body).toBe(201);
    const placed = response.json<{ data: PlacedOrder }>().data.order;
    // Inside the valley: the same (business) day or the next one, Sunday or Monday.
    expect(placed.delivery).toMatchObject({ zone_id: 'valley', earliest: '2026-11-29', expected_by: '2026-11-30' });

    // The shopper's list says the same, with the address it goes to.
    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/orders/', headers: shopper.headers });
    const listed = list.json<{ data: Order[] }>().data.find((order) => order.transaction_id === placed.transaction_id);
    expect(listed?.delivery).toEqual(placed.delivery);
    expect(listed?.shipping).toMatchObject({
      district: 'Kathmandu',
      ward: VALLEY_ADDRESS.ward,
      tole: VALLEY_ADDRESS.tole,
    });

    const confirmation = () =>
      ctx.mail.find(
        (mail) => mail.to === shopper.email && mail.subject.includes(`${placed.transaction_id} is confirmed`),
      );
    await vi.waitFor(() => expect(confirmation()).toBeDefined());
    expect(confirmation()?.text).toContain(
      `Inside Kathmandu Valley: we deliver between Sun, 29 Nov 2026 (${bs('2026-11-29')} BS) and Mon, 30 Nov 2026 (${bs('2026-11-30')} BS).`,
    );
  });

  it("a pickup order's confirmation says where to collect it, when the shop is open and from which day", async () => {
    const { response } = await placeAt([{ product_id: kettle.id, quantity: 1 }], { delivery_method: 'pickup' });
    expect(response.statusCode, response.body).toBe(201);
    const placed = response.json<{ data: PlacedOrder }>().data.order;
    expect(placed.delivery).toMatchObject({ method: 'pickup', earliest: '2026-11-29', expected_by: '2026-11-29' });

    const confirmation = () =>
      ctx.mail.find(
        (mail) => mail.to === shopper.email && mail.subject.includes(`${placed.transaction_id} is confirmed`),
      );
    await vi.waitFor(() => expect(confirmation()).toBeDefined());
    const { config } = ctx.app.services;
    expect(confirmation()?.text).toContain(`Pick up at: ${config.SHOP_NAME}, ${config.SHOP_ADDRESS}`);
    expect(confirmation()?.text).toContain(`Opening hours: ${config.SHOP_OPENING_HOURS}`);
    expect(confirmation()?.text).toContain(`Ready for pickup from: Sun, 29 Nov 2026 (${bs('2026-11-29')} BS)`);
  });
});

describe('ready for pickup', () => {
  async function move(transactionId: string, status: string) {
    return ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/orders/${transactionId}/status/`,
      headers: staff.headers,
      payload: { status },
    });
  }

  it('staff mark a pickup order ready; the customer is e-mailed where and when to collect it', async () => {
    const { response } = await placeAt([{ product_id: kettle.id, quantity: 1 }], { delivery_method: 'pickup' });
    expect(response.statusCode, response.body).toBe(201);
    const { transaction_id } = response.json<{ data: PlacedOrder }>().data.order;
    expect((await move(transaction_id, 'Processing')).statusCode).toBe(200);
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/admin/orders/${transaction_id}/`,
      headers: staff.headers,
    });
    expect(detail.json<{ data: StaffOrder }>().data.allowed_moves).toEqual(['Ready for pickup', 'Cancelled']);
    const shipped = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/orders/${transaction_id}/status/`,
      headers: staff.headers,
      payload: { status: 'Shipped', courier: 'pathao', tracking_number: 'PTH-1' },
    });
    expect(shipped.statusCode).toBe(409);
    const ready = await move(transaction_id, 'Ready for pickup');
    expect(ready.statusCode, ready.body).toBe(200);
    const changed = ready.json<StaffOrderChanged>();
    expect(changed.message).toBe(`Order ${transaction_id} is now Ready for pickup`);
    expect(changed.data.order_status).toBe('Ready for pickup');
    expect(changed.data.allowed_moves).toEqual(['Delivered', 'Cancelled']);
    expect(changed.data.timeline.map((entry) => entry.step)).toEqual(['placed', 'processing', 'ready_for_pickup']);

    const mail = () => ctx.mail.find((message) => message.subject.includes(`${transaction_id} is ready for pickup`));
    await vi.waitFor(() => expect(mail()).toBeDefined());
    const { config } = ctx.app.services;
    expect(mail()?.to).toBe(shopper.email);
    expect(mail()?.text).toContain(`Pick up at: ${config.SHOP_NAME}, ${config.SHOP_ADDRESS}`);
    expect(mail()?.text).toContain(`Opening hours: ${config.SHOP_OPENING_HOURS}`);
    expect(mail()?.text).toContain('Please bring Rs. 1,500: you pay when you pick it up.');

    // Handed over at the counter: Delivered, and the cash is collected.
    const delivered = await move(transaction_id, 'Delivered');
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json<StaffOrderChanged>().data.payment_status).toBe('paid');
  });

  it('is refused for a home delivery', async () => {
    const { response } = await placeAt([{ product_id: kettle.id, quantity: 1 }], VALLEY_ADDRESS);
    const { transaction_id } = response.json<{ data: PlacedOrder }>().data.order;
    await move(transaction_id, 'Processing');
    const refused = await move(transaction_id, 'Ready for pickup');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'Only a store-pickup order can be Ready for pickup' });
  });
});
