import { describe, it, expect } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { khaltiSimulator, KhaltiSimulatorStore } from './khalti-simulator.js';

const SECRET_KEY = 'test_secret_key_0123456789abcdef';
const PUBLIC_BASE_URL = 'http://localhost:3000';
const PREFIX = '/_sim/khalti';
const RETURN_URL = 'https://shop.example/payments/khalti/return?order=ord-7';

interface Clock {
  now: () => number;
  advance: (ms: number) => void;
}

function manualClock(start = Date.UTC(2025, 0, 1, 6, 0, 0)): Clock {
  let current = start;
  return { now: () => current, advance: (ms) => void (current += ms) };
}

async function buildApp(
  extra: { now?: () => number; expiresInSeconds?: number; store?: KhaltiSimulatorStore } = {},
): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(khaltiSimulator, {
    prefix: PREFIX,
    secretKey: SECRET_KEY,
    publicBaseUrl: PUBLIC_BASE_URL,
    ...extra,
  });
  await app.ready();
  return app;
}

const validBody = {
  return_url: RETURN_URL,
  website_url: 'https://shop.example/',
  amount: 1300,
  purchase_order_id: 'ord-7',
  purchase_order_name: 'Order ord-7 (2 items)',
  customer_info: { name: 'Sita Sharma', email: 'sita@example.com', phone: '9800000001' },
};

/** `null` sends no Authorization header at all. */
function initiate(app: FastifyInstance, body: unknown, authorization: string | null = `Key ${SECRET_KEY}`) {
  return app.inject({
    method: 'POST',
    url: `${PREFIX}/api/v2/epayment/initiate/`,
    headers: authorization === null ? {} : { authorization },
    payload: body as Record<string, unknown>,
  });
}

function lookup(app: FastifyInstance, pidx: string, authorization = `Key ${SECRET_KEY}`) {
  return app.inject({
    method: 'POST',
    url: `${PREFIX}/api/v2/epayment/lookup/`,
    headers: { authorization },
    payload: { pidx },
  });
}

function postForm(app: FastifyInstance, url: string, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

async function startPayment(app: FastifyInstance): Promise<{ pidx: string; paymentUrl: URL }> {
  const response = await initiate(app, validBody);
  expect(response.statusCode).toBe(200);
  const body = response.json<{ pidx: string; payment_url: string }>();
  return { pidx: body.pidx, paymentUrl: new URL(body.payment_url) };
}

describe('Khalti simulator', () => {
  it('runs initiate → pay page → pay → return params → lookup Completed', async () => {
    const clock = manualClock();
    const app = await buildApp({ now: clock.now });

    const initiated = await initiate(app, validBody);
    expect(initiated.statusCode).toBe(200);
    const body = initiated.json<{ pidx: string; payment_url: string; expires_at: string; expires_in: number }>();
    expect(body.pidx).toMatch(/^[0-9A-Za-z]{22}$/);
    expect(body.payment_url).toBe(`${PUBLIC_BASE_URL}${PREFIX}/pay?pidx=${body.pidx}`);
    expect(body.expires_in).toBe(1800);
    // 06:30 UTC is 12:15 in Nepal.
    expect(body.expires_at).toBe('2025-01-01T12:15:00.000000+05:45');

    expect((await lookup(app, body.pidx)).json()).toMatchObject({ status: 'Initiated', transaction_id: null });

    const paymentUrl = new URL(body.payment_url);
    const page = await app.inject({ method: 'GET', url: `${paymentUrl.pathname}${paymentUrl.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<html lang="en">/);
    expect(page.body).toMatch(/<title>Pay Rs\. 13 to shop\.example – Khalti simulator<\/title>/);
    expect(page.body).not.toMatch(/<script/i);
    expect(page.body).toContain('Order ord-7 (2 items)');
    expect(page.body).toMatch(/<button type="submit" class="pay"[^>]*>Pay Rs\. 13<\/button>/);
    expect(page.body).toMatch(/<button type="submit" class="cancel">Cancel payment<\/button>/);
    expect(page.body).toContain(`action="${PREFIX}/pay"`);
    expect(page.body).toContain(`action="${PREFIX}/cancel"`);

    // With the wallet open, Khalti reports the payment as Pending.
    expect((await lookup(app, body.pidx)).json()).toMatchObject({ status: 'Pending' });

    const paid = await postForm(app, `${PREFIX}/pay`, { pidx: body.pidx });
    expect(paid.statusCode).toBe(302);
    const location = new URL(paid.headers.location ?? '');
    expect(`${location.origin}${location.pathname}`).toBe('https://shop.example/payments/khalti/return');
    const params = Object.fromEntries(location.searchParams);
    const transactionId = params['transaction_id'] ?? '';
    expect(transactionId).toMatch(/^[0-9A-Za-z]{22}$/);
    expect(params).toEqual({
      order: 'ord-7',
      pidx: body.pidx,
      txnId: transactionId,
      amount: '1300',
      total_amount: '1300',
      status: 'Completed',
      mobile: '98XXXXX904',
      tidx: transactionId,
      purchase_order_id: 'ord-7',
      purchase_order_name: 'Order ord-7 (2 items)',
      transaction_id: transactionId,
    });

    const completed = await lookup(app, body.pidx);
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toEqual({
      pidx: body.pidx,
      total_amount: 1300,
      status: 'Completed',
      transaction_id: transactionId,
      fee: 0,
      refunded: false,
    });

    // A paid link is closed: neither a second payment nor a cancel goes through.
    expect((await postForm(app, `${PREFIX}/pay`, { pidx: body.pidx })).statusCode).toBe(400);
    expect((await postForm(app, `${PREFIX}/cancel`, { pidx: body.pidx })).statusCode).toBe(400);
    // Expiry does not undo a completed payment.
    clock.advance(2 * 60 * 60 * 1000);
    expect((await lookup(app, body.pidx)).json()).toMatchObject({ status: 'Completed' });
    await app.close();
  });

  it('cancels to return_url with status "User canceled" and lookup answers 400', async () => {
    const app = await buildApp();
    const { pidx } = await startPayment(app);
    const cancelled = await postForm(app, `${PREFIX}/cancel`, { pidx });
    expect(cancelled.statusCode).toBe(302);
    const raw = cancelled.headers.location ?? '';
    // The space is percent-encoded, as on Khalti's wire.
    expect(raw).toContain('status=User%20canceled');
    const params = Object.fromEntries(new URL(raw).searchParams);
    expect(params).toMatchObject({
      pidx,
      transaction_id: '',
      tidx: '',
      amount: '1300',
      total_amount: '1300',
      mobile: '',
      status: 'User canceled',
      purchase_order_id: 'ord-7',
      purchase_order_name: 'Order ord-7 (2 items)',
    });

    const result = await lookup(app, pidx);
    expect(result.statusCode).toBe(400);
    expect(result.json()).toMatchObject({ pidx, status: 'User canceled', transaction_id: null, total_amount: 1300 });
    expect((await postForm(app, `${PREFIX}/pay`, { pidx })).statusCode).toBe(400);
    await app.close();
  });

  it('expires an unpaid link after the configured window', async () => {
    const clock = manualClock();
    const app = await buildApp({ now: clock.now });
    const { pidx, paymentUrl } = await startPayment(app);

    clock.advance(30 * 60 * 1000 - 1);
    expect((await lookup(app, pidx)).json()).toMatchObject({ status: 'Initiated' });
    clock.advance(1);
    const expired = await lookup(app, pidx);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ pidx, status: 'Expired', transaction_id: null });

    const page = await app.inject({ method: 'GET', url: `${paymentUrl.pathname}${paymentUrl.search}` });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('This payment link has expired');
    expect((await postForm(app, `${PREFIX}/pay`, { pidx })).statusCode).toBe(400);
    await app.close();
  });

  it('honours a custom link lifetime', async () => {
    const clock = manualClock();
    const app = await buildApp({ now: clock.now, expiresInSeconds: 60 });
    const response = await initiate(app, validBody);
    expect(response.json()).toMatchObject({ expires_in: 60 });
    clock.advance(60_000);
    expect((await lookup(app, response.json<{ pidx: string }>().pidx)).json()).toMatchObject({ status: 'Expired' });
    await app.close();
  });

  it.each([
    ['a wrong key', `Key not-the-key`, 'Invalid token.'],
    ['a lower-case scheme with a wrong key', `key not-the-key`, 'Invalid token.'],
    ['no Key prefix', SECRET_KEY, 'Authentication credentials were not provided.'],
    ['a Bearer token', `Bearer ${SECRET_KEY}`, 'Authentication credentials were not provided.'],
    ['no header', null, 'Authentication credentials were not provided.'],
  ])('answers 401 to %s', async (_label, authorization, detail) => {
    const app = await buildApp();
    const response = await initiate(app, validBody, authorization);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail, status_code: 401 });
    await app.close();
  });

  it('accepts the documented lower-case "key" scheme', async () => {
    const app = await buildApp();
    expect((await initiate(app, validBody, `key ${SECRET_KEY}`)).statusCode).toBe(200);
    await app.close();
  });

  it('protects lookup with the key too', async () => {
    const app = await buildApp();
    const { pidx } = await startPayment(app);
    const response = await lookup(app, pidx, 'Key wrong');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Invalid token.', status_code: 401 });
    await app.close();
  });

  it.each([
    [{ amount: 999 }, { amount: ['Amount should be greater than Rs. 10, that is 1000 paisa.'] }],
    [{ amount: 10.5 }, { amount: ['A valid integer is required.'] }],
    [{ amount: 'ten' }, { amount: ['A valid integer is required.'] }],
    [{ amount: undefined }, { amount: ['This field is required.'] }],
    [{ return_url: '' }, { return_url: ['This field may not be blank.'] }],
    [{ website_url: 'shop.example' }, { website_url: ['Enter a valid URL.'] }],
    [{ purchase_order_id: '' }, { purchase_order_id: ['This field may not be blank.'] }],
    [{ purchase_order_name: undefined }, { purchase_order_name: ['This field is required.'] }],
    [
      {
        amount_breakdown: [
          { label: 'Goods', amount: 1000 },
          { label: 'VAT', amount: 200 },
        ],
      },
      { amount: ['Amount Breakdown mismatch.'] },
    ],
  ])('answers Khalti validation errors for %o', async (override, errors) => {
    const app = await buildApp();
    const response = await initiate(app, { ...validBody, ...override });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ ...errors, error_key: 'validation_error' });
    await app.close();
  });

  it('accepts exactly Rs 10, an amount written as a string, and a matching breakdown', async () => {
    const app = await buildApp();
    expect((await initiate(app, { ...validBody, amount: 1000 })).statusCode).toBe(200);
    expect((await initiate(app, { ...validBody, amount: '1000' })).statusCode).toBe(200);
    const withBreakdown = await initiate(app, {
      ...validBody,
      amount_breakdown: [
        { label: 'Goods', amount: 1150 },
        { label: 'VAT', amount: 150 },
      ],
    });
    expect(withBreakdown.statusCode).toBe(200);
    await app.close();
  });

  it('answers an unknown pidx with 404, on the API and on the pay page', async () => {
    const app = await buildApp();
    const response = await lookup(app, 'doesNotExist');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.', error_key: 'validation_error' });
    const page = await app.inject({ method: 'GET', url: `${PREFIX}/pay?pidx=doesNotExist` });
    expect(page.statusCode).toBe(404);
    expect(page.body).toMatch(/<title>Khalti: payment not found<\/title>/);
    const missing = await app.inject({
      method: 'POST',
      url: `${PREFIX}/api/v2/epayment/lookup/`,
      headers: { authorization: `Key ${SECRET_KEY}` },
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    await app.close();
  });

  it('reports states forced through its store', async () => {
    const store = new KhaltiSimulatorStore();
    const app = await buildApp({ store });
    const { pidx } = await startPayment(app);
    await postForm(app, `${PREFIX}/pay`, { pidx });
    store.setStatus(pidx, 'Refunded');
    const refunded = await lookup(app, pidx);
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json()).toMatchObject({ status: 'Refunded', refunded: true });
    await app.close();
  });

  it('escapes merchant-supplied text on the pay page', async () => {
    const app = await buildApp();
    const response = await initiate(app, { ...validBody, purchase_order_name: '<img src=x onerror=alert(1)>' });
    const paymentUrl = new URL(response.json<{ payment_url: string }>().payment_url);
    const page = await app.inject({ method: 'GET', url: `${paymentUrl.pathname}${paymentUrl.search}` });
    expect(page.body).not.toContain('<img');
    expect(page.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    await app.close();
  });
});
