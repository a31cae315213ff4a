import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { AdminSettings, OrderQuote, PlacedOrder, SmsSwitches } from '@pasal/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createCustomer, createProduct, orderPayload } from '../../../test/helpers/orders.js';
import { createTestApp } from '../../../test/test-app.js';
import { users } from '../../db/schema.js';
import { smsParts } from '../sms/index.js';

// Order updates by SMS (issue #36): placed, shipped (courier and tracking number), ready for
// pickup, delivered and cancelled each queue one short text message to the order's phone, in the
// order's language, with the change; the demo shop writes them to DATA_DIR/sms-outbox. Each kind
// can be switched off on the settings screen: then it queues no SMS, and its e-mail still goes.

const PHONE = '9841234567';

type Queued = {
  to_number: string;
  text: string;
  parts: number;
  status: string;
};

async function setUp(env: Record<string, string> = {}) {
  const ctx = await createTestApp(env);
  const shopper = await createCustomer(ctx, 'Sita');
  const clerk = await createCustomer(ctx, 'Ram');
  await ctx.database.db.update(users).set({ role: 'staff' }).where(eq(users.id, clerk.id));
  const staff = {
    authorization: `Bearer ${await ctx.app.services.accessTokens.sign({ userId: clerk.id, role: 'staff' })}`,
  };
  const product = await createProduct(ctx, { price: 1500, deliveryPrice: 100, stock: 100 });

  async function place(locale: 'en' | 'ne', delivery: 'delivery' | 'pickup' = 'delivery'): Promise<string> {
    const headers = { ...(await authHeaders(ctx, shopper.id)), ...(locale === 'ne' ? { 'x-pasal-locale': 'ne' } : {}) };
    const lines = [{ product_id: product.id, quantity: 1 }];
    const pickup = delivery === 'pickup' ? { delivery_method: 'pickup' } : {};
    const quoted = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/orders/quote/',
      headers,
      payload: { lines, coupon_code: null, ...pickup },
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/orders/',
      headers,
      payload: orderPayload(lines, quoted.json<{ data: OrderQuote }>().data, {
        payment_gateway: 'COD',
        ...(delivery === 'pickup' ? { delivery_method: 'pickup', tole: undefined } : {}),
      }),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    return placed.json<{ data: PlacedOrder }>().data.order.transaction_id;
  }

  async function move(id: string, status: string) {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/orders/${id}/status/`,
      headers: staff,
      payload:
        status === 'Shipped'
          ? { status, courier: 'pathao', tracking_number: 'PTH-100200' }
          : status === 'Cancelled'
            ? { status, reason: 'Out of stock' }
            : { status },
    });
    expect(answer.statusCode, answer.body).toBe(200);
  }

  /** The messages about order `id`, oldest first. */
  async function smsAbout(id: string): Promise<Queued[]> {
    const result = await ctx.database.db.execute<Queued>(
      sql`SELECT to_number, text, parts, status FROM sms_outbox WHERE text LIKE ${`%${id}%`} ORDER BY id`,
    );
    return result.rows;
  }

  /** An admin switches order SMS kinds on the settings screen (the other settings kept). */
  async function switchSms(switches: Partial<SmsSwitches>) {
    const [owner] = await ctx.database.db
      .insert(users)
      .values({ email: `owner.${Date.now()}@example.com`, firstName: 'Hari', lastName: 'Owner', role: 'admin' })
      .returning({ id: users.id });
    const admin = {
      authorization: `Bearer ${await ctx.app.services.accessTokens.sign({ userId: owner!.id, role: 'admin' })}`,
    };
    const read = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/settings/', headers: admin });
    const { settings } = read.json<{ data: AdminSettings }>().data;
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/settings/',
      headers: admin,
      payload: { ...settings, sms: { ...settings.sms, ...switches } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return saved.json<{ data: AdminSettings }>().data;
  }

  /** The e-mails sent about order `id` (after the mail queue ran). */
  async function mailAbout(id: string): Promise<string[]> {
    await ctx.app.services.mailOutbox.drain();
    return ctx.mail.filter((message) => message.subject.includes(id)).map((message) => message.subject);
  }

  return { ctx, place, move, smsAbout, switchSms, mailAbout };
}

describe('order updates by SMS in a demo shop', () => {
  let shop: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    shop = await setUp();
  });
  afterAll(async () => {
    await shop.ctx.close();
  });

  it('queues one SMS when a cash-on-delivery order is placed, and writes it to DATA_DIR/sms-outbox', async () => {
    const id = await shop.place('en');
    await shop.ctx.app.services.smsOutbox.drain();
    expect(await shop.smsAbout(id)).toEqual([
      { to_number: PHONE, text: `Pasal: order ${id} received. Thank you!`, parts: 1, status: 'sent' },
    ]);
    const dir = join(shop.ctx.config.DATA_DIR, 'sms-outbox');
    const files = readdirSync(dir).filter((file) => readFileSync(join(dir, file), 'utf8').includes(id));
    expect(files).toHaveLength(1);
    expect(readFileSync(join(dir, files[0]!), 'utf8')).toContain(`To: ${PHONE}\nParts: 1 (gsm7)`);
  });

  it('an English order moved to Shipped queues one SMS with the courier, the tracking number and the tracking page', async () => {
    const id = await shop.place('en');
    await shop.move(id, 'Processing');
    const before = await shop.smsAbout(id);
    await shop.move(id, 'Shipped');
    const after = await shop.smsAbout(id);
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({
      to_number: PHONE,
      text: `Pasal: order ${id} shipped by Pathao, tracking PTH-100200. Track: http://shop.test/track`,
      parts: 1,
    });
  });

  it('a Nepali order moved to Shipped queues one SMS in Nepali, in one Unicode part', async () => {
    const id = await shop.place('ne');
    await shop.move(id, 'Processing');
    await shop.move(id, 'Shipped');
    const sent = await shop.smsAbout(id);
    expect(sent.map((sms) => sms.text)).toEqual([
      `Pasal: अर्डर ${id} प्राप्त भयो। धन्यवाद!`,
      `Pasal: अर्डर ${id} Pathao बाट पठाइयो, ट्र्याकिङ PTH-100200`,
    ]);
    // One Unicode part (70 characters): the tracking page's link would not fit, so it is left out.
    expect(sent.map((sms) => sms.parts)).toEqual([1, 1]);
    expect(smsParts(sent[1]!.text).encoding).toBe('unicode');
  });

  it('delivered and cancelled orders are told in their language', async () => {
    const delivered = await shop.place('ne');
    for (const status of ['Processing', 'Shipped', 'Delivered']) await shop.move(delivered, status);
    expect((await shop.smsAbout(delivered)).at(-1)?.text).toBe(`Pasal: अर्डर ${delivered} डेलिभर भयो। धन्यवाद!`);
    const cancelled = await shop.place('en');
    await shop.move(cancelled, 'Cancelled');
    expect((await shop.smsAbout(cancelled)).map((sms) => sms.text)).toEqual([
      `Pasal: order ${cancelled} received. Thank you!`,
      `Pasal: order ${cancelled} has been cancelled.`,
    ]);
  });
});

describe('ready for pickup by SMS', () => {
  let shop: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    shop = await setUp();
  });
  afterAll(async () => {
    await shop.ctx.close();
  });

  it('a store-pickup order marked Ready for pickup queues one SMS in its language', async () => {
    const english = await shop.place('en', 'pickup');
    await shop.move(english, 'Processing');
    await shop.move(english, 'Ready for pickup');
    expect((await shop.smsAbout(english)).map((sms) => sms.text)).toEqual([
      `Pasal: order ${english} received. Thank you!`,
      `Pasal: order ${english} is ready for pickup at the shop.`,
    ]);
    const nepali = await shop.place('ne', 'pickup');
    await shop.move(nepali, 'Processing');
    await shop.move(nepali, 'Ready for pickup');
    const sent = await shop.smsAbout(nepali);
    expect(sent.at(-1)).toMatchObject({ text: `Pasal: अर्डर ${nepali} पसलबाट लैजान तयार छ।`, parts: 1 });
  });
});

describe('order SMS switched on and off on the settings screen', () => {
  let shop: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    shop = await setUp();
  });
  afterAll(async () => {
    await shop.ctx.close();
  });

  it('says the shop is a demo shop and every kind is on until switched off', async () => {
    const data = await shop.switchSms({});
    expect(data.sms_mode).toBe('demo');
    expect(data.settings.sms).toEqual({
      placed: true,
      shipped: true,
      ready_for_pickup: true,
      delivered: true,
      cancelled: true,
    });
  });

  it('"shipped" off: shipping an order queues its e-mail but no SMS; on again: one SMS', async () => {
    expect((await shop.switchSms({ shipped: false })).settings.sms.shipped).toBe(false);
    const quiet = await shop.place('en');
    await shop.move(quiet, 'Processing');
    await shop.move(quiet, 'Shipped');
    expect((await shop.smsAbout(quiet)).map((sms) => sms.text)).toEqual([`Pasal: order ${quiet} received. Thank you!`]);
    expect(await shop.mailAbout(quiet)).toContain(`Pasal: your order ${quiet} is on its way`);

    expect((await shop.switchSms({ shipped: true })).settings.sms.shipped).toBe(true);
    const told = await shop.place('en');
    await shop.move(told, 'Processing');
    await shop.move(told, 'Shipped');
    const sent = await shop.smsAbout(told);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.text).toMatch(new RegExp(`^Pasal: order ${told} shipped by Pathao, tracking PTH-100200`));
  });

  it('each kind off queues no SMS for its update, the others still go', async () => {
    await shop.switchSms({ placed: false, ready_for_pickup: false, delivered: false, cancelled: false });
    const delivered = await shop.place('en');
    for (const status of ['Processing', 'Shipped', 'Delivered']) await shop.move(delivered, status);
    expect((await shop.smsAbout(delivered)).map((sms) => sms.text)).toEqual([
      expect.stringContaining(`order ${delivered} shipped by Pathao`),
    ]);
    const pickup = await shop.place('en', 'pickup');
    await shop.move(pickup, 'Processing');
    await shop.move(pickup, 'Ready for pickup');
    const cancelled = await shop.place('en');
    await shop.move(cancelled, 'Cancelled');
    expect(await shop.smsAbout(pickup)).toEqual([]);
    expect(await shop.smsAbout(cancelled)).toEqual([]);
    // The e-mails are not switched: each update still sends its own.
    expect(await shop.mailAbout(pickup)).toContain(`Pasal: your order ${pickup} is ready for pickup`);
    expect(await shop.mailAbout(cancelled)).toContain(`Pasal: your order ${cancelled} is cancelled`);
    await shop.switchSms({ placed: true, ready_for_pickup: true, delivered: true, cancelled: true });
  });
});

describe('order updates by SMS in a production shop without SMS credentials', () => {
  it('queues none', async () => {
    const shop = await setUp({ PAYMENT_SIMULATORS: 'off' });
    try {
      expect(shop.ctx.config.smsMode).toBe('off');
      const id = await shop.place('en');
      await shop.move(id, 'Processing');
      await shop.move(id, 'Shipped');
      expect(await shop.smsAbout(id)).toEqual([]);
    } finally {
      await shop.ctx.close();
    }
  });
});

describe('order updates by SMS with Sparrow SMS credentials', () => {
  it('sends them to SPARROW_SMS_URL with the token and sender identity', async () => {
    const received: Record<string, string>[] = [];
    const sparrow = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push(Object.fromEntries(new URLSearchParams(body)));
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ count: 1, response_code: 200, response: '1 mesages has been queued for delivery' }));
      });
    });
    await new Promise<void>((resolve) => sparrow.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(sparrow.address() as AddressInfo).port}/v2/sms/`;
    const shop = await setUp({ SPARROW_SMS_TOKEN: 'shop-token', SPARROW_SMS_FROM: 'PasalShop', SPARROW_SMS_URL: url });
    try {
      expect(shop.ctx.config.smsMode).toBe('live');
      const id = await shop.place('ne');
      await shop.ctx.app.services.smsOutbox.drain();
      expect(received).toEqual([
        { token: 'shop-token', from: 'PasalShop', to: PHONE, text: `Pasal: अर्डर ${id} प्राप्त भयो। धन्यवाद!` },
      ]);
      expect((await shop.smsAbout(id)).map((sms) => sms.status)).toEqual(['sent']);
    } finally {
      await shop.ctx.close();
      sparrow.close();
    }
  });
});
