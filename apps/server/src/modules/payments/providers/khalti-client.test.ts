import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { setTimeout as delay } from 'node:timers/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import { KhaltiApiError, PaymentProviderError } from './errors.js';
import { khaltiInitiate, khaltiLookup, type KhaltiInitiateInput } from './khalti-client.js';
import { khaltiSimulator } from './khalti-simulator.js';
import { khaltiOutcome } from './types.js';

// Real HTTP: the simulator listens on 127.0.0.1 and the client talks to it with fetch.

const SECRET_KEY = 'live_secret_key_simulated_0001';
const PREFIX = '/_sim/khalti';

let app: FastifyInstance;
let origin: string;
let baseUrl: string;
let clock = Date.UTC(2025, 5, 1, 4, 0, 0);

beforeAll(async () => {
  app = Fastify();
  await app.register(khaltiSimulator, {
    prefix: PREFIX,
    secretKey: SECRET_KEY,
    // The port is unknown until listen(); the tests swap this origin for the real one.
    publicBaseUrl: 'http://simulator.invalid',
    now: () => clock,
  });
  app.post('/slow/epayment/lookup/', async () => {
    await delay(1000);
    return {};
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  origin = `http://127.0.0.1:${address.port}`;
  baseUrl = `${origin}${PREFIX}/api/v2`;
});

afterAll(async () => {
  await app.close();
});

function initiateInput(overrides: Partial<KhaltiInitiateInput> = {}): KhaltiInitiateInput {
  return {
    baseUrl,
    secretKey: SECRET_KEY,
    amountPaisa: 150000,
    purchaseOrderId: 'ord-200',
    purchaseOrderName: 'Order ord-200',
    returnUrl: 'https://shop.example/payments/khalti/return',
    websiteUrl: 'https://shop.example/',
    customerInfo: { name: 'Ram Thapa', email: 'ram@example.com', phone: '9800000002' },
    ...overrides,
  };
}

/** Does what the shopper's browser does: open payment_url, then press Pay or Cancel. */
async function pressButton(paymentUrl: string, button: 'pay' | 'cancel'): Promise<URL> {
  const url = new URL(paymentUrl);
  expect(url.origin).toBe('http://simulator.invalid');
  const page = await fetch(`${origin}${url.pathname}${url.search}`);
  expect(page.status).toBe(200);
  const pidx = /name="pidx" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
  const pressed = await fetch(`${origin}${PREFIX}/${button}`, {
    method: 'POST',
    body: new URLSearchParams({ pidx }),
    redirect: 'manual',
  });
  expect(pressed.status).toBe(302);
  return new URL(pressed.headers.get('location') ?? '');
}

describe('Khalti client against the simulator', () => {
  it('initiates, pays and looks up a Completed payment', async () => {
    const started = await khaltiInitiate(initiateInput());
    expect(started.pidx).toMatch(/^[0-9A-Za-z]{22}$/);
    expect(started.payment_url).toBe(`http://simulator.invalid${PREFIX}/pay?pidx=${started.pidx}`);
    expect(started.expires_in).toBe(1800);
    expect(started.expires_at).toMatch(/\+05:45$/);

    const back = await pressButton(started.payment_url, 'pay');
    expect(back.searchParams.get('status')).toBe('Completed');
    expect(back.searchParams.get('pidx')).toBe(started.pidx);

    const result = await khaltiLookup({ baseUrl, secretKey: SECRET_KEY, pidx: started.pidx });
    expect(result).toEqual({
      pidx: started.pidx,
      total_amount: 150000,
      status: 'Completed',
      transaction_id: back.searchParams.get('transaction_id'),
      fee: 0,
      refunded: false,
    });
    expect(khaltiOutcome(result.status)).toBe('paid');
  });

  it('accepts a base URL with a trailing slash', async () => {
    const started = await khaltiInitiate(initiateInput({ baseUrl: `${baseUrl}/` }));
    const result = await khaltiLookup({ baseUrl: `${baseUrl}/`, secretKey: SECRET_KEY, pidx: started.pidx });
    expect(result.status).toBe('Initiated');
    expect(khaltiOutcome(result.status)).toBe('pending');
  });

  it('returns User canceled (HTTP 400 at Khalti) as a result, not an error', async () => {
    const started = await khaltiInitiate(initiateInput({ purchaseOrderId: 'ord-201' }));
    const back = await pressButton(started.payment_url, 'cancel');
    expect(back.searchParams.get('status')).toBe('User canceled');
    const result = await khaltiLookup({ baseUrl, secretKey: SECRET_KEY, pidx: started.pidx });
    expect(result).toMatchObject({ status: 'User canceled', transaction_id: null });
    expect(khaltiOutcome(result.status)).toBe('failed');
  });

  it('returns Expired once the link has lapsed', async () => {
    const started = await khaltiInitiate(initiateInput({ purchaseOrderId: 'ord-202' }));
    clock += 31 * 60 * 1000;
    const result = await khaltiLookup({ baseUrl, secretKey: SECRET_KEY, pidx: started.pidx });
    expect(result.status).toBe('Expired');
    expect(khaltiOutcome(result.status)).toBe('failed');
  });

  it('throws KhaltiApiError with the detail for a wrong key', async () => {
    const failure = khaltiInitiate(initiateInput({ secretKey: 'wrong' }));
    await expect(failure).rejects.toBeInstanceOf(KhaltiApiError);
    await expect(failure).rejects.toMatchObject({
      provider: 'khalti',
      kind: 'http',
      httpStatus: 401,
      detail: 'Invalid token.',
      message: 'Khalti answered HTTP 401: Invalid token.',
    });
    await expect(khaltiLookup({ baseUrl, secretKey: 'wrong', pidx: 'abc' })).rejects.toMatchObject({
      httpStatus: 401,
      detail: 'Invalid token.',
    });
  });

  it('throws KhaltiApiError with field errors for an amount under Rs 10', async () => {
    const failure = khaltiInitiate(initiateInput({ amountPaisa: 999 }));
    await expect(failure).rejects.toMatchObject({
      httpStatus: 400,
      errorKey: 'validation_error',
      fieldErrors: { amount: ['Amount should be greater than Rs. 10, that is 1000 paisa.'] },
    });
  });

  it('throws KhaltiApiError 404 for an unknown pidx', async () => {
    const failure = khaltiLookup({ baseUrl, secretKey: SECRET_KEY, pidx: 'unknownPidx' });
    await expect(failure).rejects.toMatchObject({
      httpStatus: 404,
      detail: 'Not found.',
      errorKey: 'validation_error',
    });
  });

  it('refuses a fractional paisa amount before calling Khalti', async () => {
    await expect(khaltiInitiate(initiateInput({ amountPaisa: 1000.5 }))).rejects.toThrow(RangeError);
  });

  it('throws kind "timeout" when Khalti is too slow', async () => {
    const failure = khaltiLookup({ baseUrl: `${origin}/slow/`, secretKey: SECRET_KEY, pidx: 'x', timeoutMs: 100 });
    await expect(failure).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(failure).rejects.toMatchObject({ kind: 'timeout' });
  });
});

describe('Khalti client wire format', () => {
  it('sends the documented path, headers and body', async () => {
    let captured: { url: string; method: string | undefined; headers: Headers; body: unknown } | undefined;
    const spy: typeof fetch = async (input, init) => {
      captured = {
        url: String(input instanceof Request ? input.url : input),
        method: init?.method,
        headers: new Headers(init?.headers),
        body: JSON.parse(String(init?.body)),
      };
      return Response.json({
        pidx: 'bZQLD9wRVWo4CdESSfuSsB',
        payment_url: 'https://test-pay.khalti.com/?pidx=bZQLD9wRVWo4CdESSfuSsB',
        expires_at: '2023-05-25T16:26:16.471649+05:45',
        expires_in: 1800,
      });
    };
    const result = await khaltiInitiate({
      ...initiateInput(),
      baseUrl: 'https://dev.khalti.com/api/v2/',
      secretKey: '05bf95cc57244045b8df5fad06748dab',
      amountPaisa: 1000,
      amountBreakdown: [{ label: 'Goods', amount: 1000 }],
      fetchImpl: spy,
    });
    expect(result.pidx).toBe('bZQLD9wRVWo4CdESSfuSsB');
    expect(captured?.url).toBe('https://dev.khalti.com/api/v2/epayment/initiate/');
    expect(captured?.method).toBe('POST');
    expect(captured?.headers.get('authorization')).toBe('Key 05bf95cc57244045b8df5fad06748dab');
    expect(captured?.headers.get('content-type')).toBe('application/json');
    expect(captured?.body).toEqual({
      return_url: 'https://shop.example/payments/khalti/return',
      website_url: 'https://shop.example/',
      amount: 1000,
      purchase_order_id: 'ord-200',
      purchase_order_name: 'Order ord-200',
      customer_info: { name: 'Ram Thapa', email: 'ram@example.com', phone: '9800000002' },
      amount_breakdown: [{ label: 'Goods', amount: 1000 }],
    });
  });

  it('normalises the "Partially refunded" spelling and refuses unknown statuses', async () => {
    const answer =
      (status: string): typeof fetch =>
      async () =>
        Response.json({ pidx: 'p1', total_amount: 1000, status, transaction_id: 't1', fee: 30, refunded: true });
    const connection = { baseUrl: 'https://khalti.com/api/v2/', secretKey: 'k', pidx: 'p1' };
    const partly = await khaltiLookup({ ...connection, fetchImpl: answer('Partially refunded') });
    expect(partly).toMatchObject({ status: 'Partially Refunded', fee: 30, refunded: true });
    // Partly refunded is still paid: the order must not become wholly refunded.
    expect(khaltiOutcome(partly.status)).toBe('paid');
    await expect(khaltiLookup({ ...connection, fetchImpl: answer('Teleported') })).rejects.toMatchObject({
      kind: 'invalid_response',
    });
  });

  it('refuses a lookup answer about another pidx', async () => {
    const spy: typeof fetch = async () =>
      Response.json({
        pidx: 'other',
        total_amount: 1000,
        status: 'Completed',
        transaction_id: 't',
        fee: 0,
        refunded: false,
      });
    await expect(
      khaltiLookup({ baseUrl: 'https://khalti.com/api/v2/', secretKey: 'k', pidx: 'mine', fetchImpl: spy }),
    ).rejects.toMatchObject({ kind: 'invalid_response' });
  });
});
