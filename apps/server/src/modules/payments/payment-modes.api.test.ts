import type { CheckoutOptions, PlacedOrder } from '@pasal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { orders } from '../../db/schema.js';
import { createCustomer, createProduct, orderPayload, stockOf } from '../../../test/helpers/orders.js';

// Payment modes (modes.ts): the simulators exist only in demo mode; elsewhere a gateway without
// credentials is not offered, cannot be ordered with, and its simulator routes do not exist.

const SIM = '/api/v1/payments/simulator';

/** Every route either simulator serves, as the browser or the server's client would call it. */
const SIMULATOR_REQUESTS = [
  { method: 'POST', url: `${SIM}/esewa/api/epay/main/v2/form` },
  {
    method: 'GET',
    url: `${SIM}/esewa/api/epay/transaction/status/?product_code=EPAYTEST&total_amount=100&transaction_uuid=x`,
  },
  { method: 'POST', url: `${SIM}/esewa/pay` },
  { method: 'POST', url: `${SIM}/esewa/cancel` },
  { method: 'POST', url: `${SIM}/khalti/api/v2/epayment/initiate/` },
  { method: 'POST', url: `${SIM}/khalti/api/v2/epayment/lookup/` },
  { method: 'GET', url: `${SIM}/khalti/pay?pidx=abc` },
  { method: 'POST', url: `${SIM}/khalti/pay` },
] as const;

async function checkoutOptions(ctx: TestContext): Promise<CheckoutOptions> {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/payments/checkout/' });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: CheckoutOptions }>().data;
}

describe('a production-like shop without credentials (PUBLIC_URL https://shop.example.com)', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    // PAYMENT_SIMULATORS unset: the default rule decides (test-app.ts turns it on otherwise).
    ctx = await createTestApp({ PUBLIC_URL: 'https://shop.example.com', PAYMENT_SIMULATORS: '' });
  });

  afterAll(async () => {
    await ctx.close();
  });

  it('offers cash on delivery only and is not a demo shop', async () => {
    const options = await checkoutOptions(ctx);
    expect(options.gateways).toEqual([{ value: 'COD', label: 'Cash on Delivery', simulated: false }]);
    expect(options.demo_mode).toBe(false);
    expect(ctx.config).toMatchObject({ esewaMode: 'off', khaltiMode: 'off' });
  });

  it('has no simulator routes: every simulator path is 404', async () => {
    for (const request of SIMULATOR_REQUESTS) {
      const response = await ctx.app.inject({
        method: request.method,
        url: request.url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: request.method === 'POST' ? 'session=x&pidx=y' : undefined,
      });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
    }
  });

  it('refuses an order that asks for eSewa or Khalti with a 422 and takes no stock; COD works', async () => {
    const buyer = await createCustomer(ctx, 'Ram');
    const item = await createProduct(ctx, { price: 2000, deliveryPrice: 100, stock: 5 });
    const lines = [{ product_id: item.id, quantity: 2 }];
    const figures = { subtotal: 4000, delivery_charge: 100, grand_total: 4100 };
    for (const [gateway, label] of [
      ['Esewa', 'eSewa'],
      ['Khalti', 'Khalti'],
    ] as const) {
      const refused = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/orders/',
        headers: buyer.headers,
        payload: orderPayload(lines, figures, { payment_gateway: gateway }),
      });
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json()).toMatchObject({
        message: `${label} is not available in this shop; please choose another payment method`,
        errors: { payment_gateway: 'Please choose another payment method' },
      });
    }
    expect(await stockOf(ctx, item.id)).toBe(5);
    expect(await ctx.database.db.select().from(orders).where(eq(orders.userId, buyer.id))).toHaveLength(0);

    const cod = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/orders/',
      headers: buyer.headers,
      payload: orderPayload(lines, figures, { payment_gateway: 'COD' }),
    });
    expect(cod.statusCode, cod.body).toBe(201);
    expect(cod.json<{ data: PlacedOrder }>().data.order).toMatchObject({ payment_gateway: 'COD' });
    expect(await stockOf(ctx, item.id)).toBe(3);
  });
});

describe('other modes', () => {
  it('demo mode by default on a loopback PUBLIC_URL: every gateway offered, simulated, with the notice flag', async () => {
    const ctx = await createTestApp({ PUBLIC_URL: 'http://localhost:3000', PAYMENT_SIMULATORS: '' });
    try {
      const options = await checkoutOptions(ctx);
      expect(options.gateways).toEqual([
        { value: 'Esewa', label: 'eSewa', simulated: true },
        { value: 'Khalti', label: 'Khalti', simulated: true },
        { value: 'COD', label: 'Cash on Delivery', simulated: false },
      ]);
      expect(options.demo_mode).toBe(true);
      const status = await ctx.app.inject({ method: 'GET', url: SIMULATOR_REQUESTS[1].url });
      expect(status.statusCode).toBe(200);
      expect(status.json()).toMatchObject({ status: 'NOT_FOUND' });
    } finally {
      await ctx.close();
    }
  });

  it('PAYMENT_SIMULATORS=off turns the simulators off even on localhost', async () => {
    const ctx = await createTestApp({ PUBLIC_URL: 'http://127.0.0.1:3000', PAYMENT_SIMULATORS: 'off' });
    try {
      const options = await checkoutOptions(ctx);
      expect(options.gateways.map((gateway) => gateway.value)).toEqual(['COD']);
      expect(options.demo_mode).toBe(false);
    } finally {
      await ctx.close();
    }
  });

  it('a gateway with credentials is live on a real domain, while the other one stays off', async () => {
    const ctx = await createTestApp({
      PUBLIC_URL: 'https://shop.example.com',
      PAYMENT_SIMULATORS: '',
      ESEWA_PRODUCT_CODE: 'EPAYTEST',
      ESEWA_SECRET: '8gBm/:&EnhH.1/q',
    });
    try {
      const options = await checkoutOptions(ctx);
      expect(options.gateways).toEqual([
        { value: 'Esewa', label: 'eSewa', simulated: false },
        { value: 'COD', label: 'Cash on Delivery', simulated: false },
      ]);
      expect(options.demo_mode).toBe(false);
      const simulator = await ctx.app.inject({ method: 'POST', url: `${SIM}/esewa/api/epay/main/v2/form` });
      expect(simulator.statusCode).toBe(404);
    } finally {
      await ctx.close();
    }
  });
});
