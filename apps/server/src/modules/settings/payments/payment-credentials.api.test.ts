import { randomBytes } from 'node:crypto';
import {
  ESEWA_FORM_FIELD_NAMES,
  type CheckoutOptions,
  type EsewaPaymentStart,
  type KhaltiPaymentStart,
  type OrderQuote,
  type PaymentConfirmation,
  type PaymentSettingsResponse,
  type UserRole,
} from '@pasal/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/test-app.js';
import { createCustomer, createProduct, orderPayload, type FixtureProduct } from '../../../../test/helpers/orders.js';
import { paymentCredentials, users } from '../../../db/schema.js';
import { esewaSign } from '../../payments/index.js';

// The shop's own eSewa and Khalti credentials, entered on /staff/settings (issue #32): admins only,
// the secret sealed and never answered back, and the next payment uses them (the built-in
// simulators stand in for eSewa and Khalti: test mode in a demo shop).

const SIM = '/api/v1/payments/simulator';
const ESEWA_UAT_SECRET = '8gBm/:&EnhH.1/q';
const KHALTI_SIMULATOR_KEY = 'pasal_simulator_live_secret_key';

let ctx: TestContext;
let speaker: FixtureProduct;

beforeAll(async () => {
  ctx = await createTestApp({ SETTINGS_KEY: 'a-settings-key-for-these-tests' });
  speaker = await createProduct(ctx, { price: 2500, deliveryPrice: 150, stock: 50 });
});

afterAll(async () => {
  await ctx.database.db.delete(paymentCredentials);
  await ctx.app.services.paymentCredentials.reload();
  await ctx.close();
});

beforeEach(async () => {
  await ctx.database.db.delete(paymentCredentials);
  await ctx.app.services.paymentCredentials.reload();
});

async function person(role: UserRole) {
  const email = `p.${randomBytes(4).toString('hex')}@example.com`;
  const [row] = await ctx.database.db
    .insert(users)
    .values({ email, firstName: 'Gita', lastName: 'Rai', role })
    .returning({ id: users.id });
  return { email, authorization: `Bearer ${await ctx.app.services.accessTokens.sign({ userId: row!.id, role })}` };
}

const call = (
  method: 'GET' | 'PUT' | 'DELETE',
  provider: string,
  headers: Record<string, string>,
  payload?: Record<string, unknown>,
) =>
  ctx.app.inject({
    method,
    url: `/api/v1/admin/settings/payments/${provider}/`,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });

async function placeOnline(gateway: 'Esewa' | 'Khalti') {
  const shopper = await createCustomer(ctx, 'Hari');
  const lines = [{ product_id: speaker.id, quantity: 1 }];
  const quoted = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/orders/quote/',
    headers: shopper.headers,
    payload: { lines },
  });
  const figures = quoted.json<{ data: OrderQuote }>().data;
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/orders/',
    headers: shopper.headers,
    payload: orderPayload(lines, figures, { payment_gateway: gateway }),
  });
  return { shopper, response };
}

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

describe('payment credentials on the settings screen', () => {
  it('are for admins only: staff, accountants and customers get 403', async () => {
    expect((await call('GET', 'esewa', {})).statusCode).toBe(401);
    for (const role of ['staff', 'accountant', 'customer'] as const) {
      const who = await person(role);
      const headers = { authorization: who.authorization };
      expect((await call('GET', 'esewa', headers)).statusCode).toBe(403);
      const put = await call('PUT', 'khalti', headers, { mode: 'test', merchant_code: '', secret: 'abcdefgh1234' });
      expect(put.statusCode).toBe(403);
      expect((await call('DELETE', 'esewa', headers)).statusCode).toBe(403);
    }
    expect(await ctx.database.db.select().from(paymentCredentials)).toEqual([]);
  });

  it('refuses bad input with a message at the field', async () => {
    const admin = await person('admin');
    const headers = { authorization: admin.authorization };
    const unknown = await call('GET', 'paypal', headers);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('Unknown payment provider: use esewa or khalti');

    const noCode = await call('PUT', 'esewa', headers, { mode: 'live', merchant_code: '', secret: 'abcdefgh1234' });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().errors).toEqual({
      merchant_code: 'Enter the product code eSewa gave the shop, for example EPAYTEST',
    });
    expect(noCode.json().code).toBe('payment_merchant_code_required');

    const noSecret = await call('PUT', 'khalti', headers, { mode: 'test', merchant_code: '', secret: '' });
    expect(noSecret.statusCode).toBe(400);
    expect(noSecret.json()).toMatchObject({
      message: 'Enter the secret key',
      errors: { secret: 'Enter the secret key' },
    });
    expect(noSecret.json()).toMatchObject({
      code: 'payment_secret_required',
      fields: { secret: { code: 'payment_secret_required' } },
    });

    const badSecret = await call('PUT', 'khalti', headers, { mode: 'test', merchant_code: '', secret: 'short' });
    expect(badSecret.statusCode).toBe(400);
    expect(badSecret.body).toContain('The secret key is 8 to 200 characters, without spaces');

    const badMode = await call('PUT', 'khalti', headers, {
      mode: 'sandbox',
      merchant_code: '',
      secret: 'abcdefgh1234',
    });
    expect(badMode.statusCode).toBe(400);
    expect(await ctx.database.db.select().from(paymentCredentials)).toEqual([]);
  });

  it('saves the secret sealed, answers only its last 4 characters, and the next eSewa payment uses them', async () => {
    const admin = await person('admin');
    const headers = { authorization: admin.authorization };
    const before = await call('GET', 'esewa', headers);
    expect(before.json()).toEqual({ data: { provider: 'esewa', source: 'simulator', saved: null } });

    const secret = 'shop-own-secret-9876';
    const saved = await call('PUT', 'esewa', headers, { mode: 'test', merchant_code: 'SHOP_HIMAL', secret });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain(secret);
    const body = saved.json<PaymentSettingsResponse>();
    expect(body.message).toBe('eSewa credentials saved: payments use them from now on');
    expect(body.data).toMatchObject({
      provider: 'esewa',
      source: 'settings',
      saved: {
        mode: 'test',
        merchant_code: 'SHOP_HIMAL',
        secret_saved: true,
        secret_last4: '9876',
        updated_by: admin.email,
      },
    });
    const read = await call('GET', 'esewa', headers);
    expect(read.body).not.toContain(secret);
    expect(read.json<PaymentSettingsResponse>().data.saved?.secret_last4).toBe('9876');

    const [row] = await ctx.database.db.select().from(paymentCredentials);
    expect(row!.secretSealed).not.toContain(secret);
    expect(row!.secretSealed).toMatch(/^v1\./);

    // The next payment: the saved product code, signed with the saved secret, no restart.
    const { response } = await placeOnline('Esewa');
    expect(response.statusCode, response.body).toBe(201);
    const payment = response.json<{ data: { payment: EsewaPaymentStart } }>().data.payment;
    expect(payment.product_code).toBe('SHOP_HIMAL');
    expect(payment.signature).toBe(
      esewaSign(
        `total_amount=${payment.total_amount},transaction_uuid=${payment.transaction_uuid},product_code=SHOP_HIMAL`,
        secret,
      ),
    );
    // The simulator stands in for eSewa's test server, which knows only its own UAT merchant.
    const form = new URLSearchParams();
    for (const name of ESEWA_FORM_FIELD_NAMES) form.set(name, payment[name]);
    const page = await ctx.app.inject({
      method: 'POST',
      url: pathOf(payment.payment_url),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('product_code is not a known merchant');
  });

  it('a blank secret keeps the saved one; eSewa test credentials pay through the simulator', async () => {
    const admin = await person('admin');
    const headers = { authorization: admin.authorization };
    await call('PUT', 'esewa', headers, { mode: 'test', merchant_code: 'EPAYTEST', secret: ESEWA_UAT_SECRET });
    const again = await call('PUT', 'esewa', headers, { mode: 'test', merchant_code: 'EPAYTEST', secret: '' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<PaymentSettingsResponse>().data.saved).toMatchObject({
      secret_saved: true,
      secret_last4: '.1/q',
    });

    const { shopper, response } = await placeOnline('Esewa');
    expect(response.statusCode, response.body).toBe(201);
    const { order, payment } = response.json<{
      data: { order: { transaction_id: string }; payment: EsewaPaymentStart };
    }>().data;
    const form = new URLSearchParams();
    for (const name of ESEWA_FORM_FIELD_NAMES) form.set(name, payment[name]);
    const page = await ctx.app.inject({
      method: 'POST',
      url: pathOf(payment.payment_url),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(page.statusCode, page.body).toBe(200);
    const session = /name="session" value="([^"]+)"/.exec(page.body)![1]!;
    const back = await ctx.app.inject({
      method: 'POST',
      url: `${SIM}/esewa/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ session }).toString(),
    });
    const data = new URL(String(back.headers.location)).searchParams.get('data') ?? '';
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${order.transaction_id}/success/`,
      headers: shopper.headers,
      payload: { data },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<{ data: PaymentConfirmation }>().data.outcome).toBe('paid');
  });

  it('Khalti: the initiate call carries the saved key (the simulator refuses a wrong one); removing falls back', async () => {
    const admin = await person('admin');
    const headers = { authorization: admin.authorization };
    await call('PUT', 'khalti', headers, { mode: 'test', merchant_code: '', secret: 'not-the-simulator-key' });
    // Khalti answers 401 to the initiate call: the order is undone and the shopper told to try again.
    const refused = await placeOnline('Khalti');
    expect(refused.response.statusCode).toBe(502);

    await call('PUT', 'khalti', headers, { mode: 'test', merchant_code: '', secret: KHALTI_SIMULATOR_KEY });
    const accepted = await placeOnline('Khalti');
    expect(accepted.response.statusCode, accepted.response.body).toBe(201);
    const payment = accepted.response.json<{ data: { payment: KhaltiPaymentStart } }>().data.payment;
    expect(payment.payment_url).toBe(`http://shop.test${SIM}/khalti/pay?pidx=${payment.pidx}`);

    const pay = await ctx.app.inject({
      method: 'POST',
      url: `${SIM}/khalti/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ pidx: payment.pidx }).toString(),
    });
    expect(pay.statusCode).toBe(302);
    const transactionId = accepted.response.json<{ data: { order: { transaction_id: string } } }>().data.order
      .transaction_id;
    const confirm = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/orders/${transactionId}/success/`,
        headers: accepted.shopper.headers,
        payload: { pidx: payment.pidx, status: 'Completed' },
      });
    // Nothing secret is kept with the order: its verification uses the key saved now. A wrong key
    // saved meanwhile cannot confirm it (nor fail it); the right one again can.
    await call('PUT', 'khalti', headers, { mode: 'test', merchant_code: '', secret: 'not-the-simulator-key' });
    const unverified = await confirm();
    expect(unverified.json<{ data?: PaymentConfirmation }>().data?.outcome).not.toBe('paid');
    expect(unverified.json<{ data?: PaymentConfirmation }>().data?.order.payment_status).not.toBe('failed');
    await call('PUT', 'khalti', headers, { mode: 'test', merchant_code: '', secret: KHALTI_SIMULATOR_KEY });
    const verified = await confirm();
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json<{ data: PaymentConfirmation }>().data.outcome).toBe('paid');

    const removed = await call('DELETE', 'khalti', headers);
    expect(removed.json()).toEqual({
      data: { provider: 'khalti', source: 'simulator', saved: null },
      message: 'Khalti credentials removed: payments use the server’s environment settings, or the built-in simulator',
    });
    // Back to the simulator's own key.
    expect((await placeOnline('Khalti')).response.statusCode).toBe(201);
    expect(await ctx.database.db.select().from(paymentCredentials)).toEqual([]);
  });
});

describe('the credentials a process holds', () => {
  it('are read once and kept: another process’s save is seen after 30 seconds, this process’s at once', async () => {
    const control = ctx.app.services.paymentCredentials;
    expect(await control.current()).toEqual({});
    // Another process of the shop saves (straight into the table, sealed with the same key).
    await ctx.database.db.insert(paymentCredentials).values({
      provider: 'esewa',
      mode: 'live',
      merchantCode: 'OTHER_PROCESS',
      secretSealed: ctx.app.services.mailServer.box().seal('other-process-secret'),
      secretLast4: 'cret',
    });
    expect((await control.current()).Esewa).toBeUndefined();
    ctx.clock.advance(30_001);
    expect((await control.current()).Esewa).toMatchObject({
      mode: 'live',
      merchantCode: 'OTHER_PROCESS',
      secret: 'other-process-secret',
    });
    // This process removes them: gone at once.
    const admin = await person('admin');
    await call('DELETE', 'esewa', { authorization: admin.authorization });
    expect(await control.current()).toEqual({});
  });
});

describe('the Khalti key check', () => {
  it('asks the simulator with the saved key: a wrong key is refused in Khalti’s words, the right one accepted', async () => {
    const admin = await person('admin');
    const headers = { authorization: admin.authorization };
    const check = () =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/admin/settings/payments/khalti/test/', headers });
    const nothing = await check();
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe('No Khalti credentials are saved');

    await call('PUT', 'khalti', headers, { mode: 'test', merchant_code: '', secret: 'not-the-simulator-key' });
    const refused = await check();
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Khalti refused the secret key: Invalid token.');

    await call('PUT', 'khalti', headers, { mode: 'test', merchant_code: '', secret: KHALTI_SIMULATOR_KEY });
    const accepted = await check();
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ message: 'Khalti accepted the secret key' });

    const staff = await person('staff');
    const forbidden = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/settings/payments/khalti/test/',
      headers: { authorization: staff.authorization },
    });
    expect(forbidden.statusCode).toBe(403);
  });
});

describe('live credentials in a shop without simulators', () => {
  it('switch a gateway on without a restart, and removing switches it off again', async () => {
    const shop = await createTestApp({
      PUBLIC_URL: 'https://shop.example.com',
      PAYMENT_SIMULATORS: '',
      SETTINGS_KEY: 'a-settings-key-for-these-tests',
    });
    try {
      const [row] = await shop.database.db
        .insert(users)
        .values({
          email: `live-${randomBytes(3).toString('hex')}@example.com`,
          firstName: 'Hari',
          lastName: 'KC',
          role: 'admin',
        })
        .returning({ id: users.id });
      const authorization = `Bearer ${await shop.app.services.accessTokens.sign({ userId: row!.id, role: 'admin' })}`;
      const gateways = async () =>
        (await shop.app.inject({ method: 'GET', url: '/api/v1/payments/checkout/' }))
          .json<{ data: CheckoutOptions }>()
          .data.gateways.map((gateway) => `${gateway.value}${gateway.simulated ? ' (simulated)' : ''}`);
      expect(await gateways()).toEqual(['COD']);
      const before = await shop.app.inject({
        method: 'GET',
        url: '/api/v1/admin/settings/payments/esewa/',
        headers: { authorization },
      });
      expect(before.json().data.source).toBe('off');

      const saved = await shop.app.inject({
        method: 'PUT',
        url: '/api/v1/admin/settings/payments/esewa/',
        headers: { authorization },
        payload: { mode: 'live', merchant_code: 'NP-ES-HIMAL', secret: 'live-secret-from-esewa' },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(await gateways()).toEqual(['Esewa', 'COD']);

      await shop.app.inject({
        method: 'DELETE',
        url: '/api/v1/admin/settings/payments/esewa/',
        headers: { authorization },
      });
      expect(await gateways()).toEqual(['COD']);
    } finally {
      await shop.database.db.delete(paymentCredentials);
      await shop.close();
    }
  });
});
