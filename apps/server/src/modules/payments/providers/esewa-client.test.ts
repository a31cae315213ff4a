import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { setTimeout as delay } from 'node:timers/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import { checkEsewaStatus } from './esewa-client.js';
import { buildEsewaFormFields, decodeEsewaCallback } from './esewa-signature.js';
import { esewaSimulator, EsewaSimulatorStore } from './esewa-simulator.js';
import { PaymentProviderError } from './errors.js';
import { esewaOutcome } from './types.js';

// Real HTTP: the simulator listens on 127.0.0.1 and the client talks to it with fetch.

const SECRET = '8gBm/:&EnhH.1/q';
const PRODUCT_CODE = 'EPAYTEST';
const PREFIX = '/_sim/esewa';

let app: FastifyInstance;
let origin: string;
let statusUrl: string;
const store = new EsewaSimulatorStore();

beforeAll(async () => {
  app = Fastify();
  await app.register(esewaSimulator, { prefix: PREFIX, secret: SECRET, productCode: PRODUCT_CODE, store });
  // Misbehaving "providers" for the error paths.
  app.get('/slow/', async () => {
    await delay(1000);
    return {};
  });
  app.get('/html/', async (_request, reply) => reply.type('text/html').send('<h1>Bad gateway</h1>'));
  app.get('/broken/', async (_request, reply) => reply.code(502).type('text/html').send('<h1>Bad gateway</h1>'));
  app.get('/odd/', async () => ({ hello: 'world' }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  origin = `http://127.0.0.1:${address.port}`;
  statusUrl = `${origin}${PREFIX}/api/epay/transaction/status/`;
});

afterAll(async () => {
  await app.close();
});

/** Does what the shopper's browser does: post the form, then press Pay or Cancel. */
async function payThroughSimulator(
  transactionUuid: string,
  button: 'pay' | 'cancel',
): Promise<{ totalAmount: string; location: string }> {
  const fields = buildEsewaFormFields({
    amountPaisa: 250000,
    taxPaisa: 32500,
    serviceChargePaisa: 0,
    deliveryChargePaisa: 15000,
    transactionUuid,
    productCode: PRODUCT_CODE,
    secret: SECRET,
    successUrl: 'https://shop.example/esewa/success',
    failureUrl: 'https://shop.example/esewa/failure',
  });
  const page = await fetch(`${origin}${PREFIX}/api/epay/main/v2/form`, {
    method: 'POST',
    body: new URLSearchParams({ ...fields }),
  });
  expect(page.status).toBe(200);
  const session = /name="session" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
  const pressed = await fetch(`${origin}${PREFIX}/${button}`, {
    method: 'POST',
    body: new URLSearchParams({ session }),
    redirect: 'manual',
  });
  expect(pressed.status).toBe(302);
  return { totalAmount: fields.total_amount, location: pressed.headers.get('location') ?? '' };
}

describe('checkEsewaStatus against the simulator', () => {
  it('confirms a paid transaction: COMPLETE with the callback reference', async () => {
    const { totalAmount, location } = await payThroughSimulator('ord-100-a1', 'pay');
    expect(totalAmount).toBe('2975');
    const callback = decodeEsewaCallback(new URL(location).searchParams.get('data') ?? '', SECRET);
    expect(callback.ok).toBe(true);
    if (!callback.ok) return;

    const result = await checkEsewaStatus({
      statusUrl,
      productCode: PRODUCT_CODE,
      totalAmount,
      transactionUuid: 'ord-100-a1',
    });
    expect(result).toEqual({
      status: 'COMPLETE',
      ref_id: callback.payload.transaction_code,
      product_code: PRODUCT_CODE,
      transaction_uuid: 'ord-100-a1',
      total_amount: 2975,
      total_amount_paisa: 297500,
    });
  });

  it('reports NOT_FOUND for a cancelled, an unknown and a wrong-amount transaction', async () => {
    await payThroughSimulator('ord-101-a1', 'cancel');
    const query = { statusUrl, productCode: PRODUCT_CODE };
    expect(await checkEsewaStatus({ ...query, totalAmount: '2975', transactionUuid: 'ord-101-a1' })).toMatchObject({
      status: 'NOT_FOUND',
      ref_id: null,
    });
    expect(await checkEsewaStatus({ ...query, totalAmount: '2975', transactionUuid: 'ord-unknown' })).toMatchObject({
      status: 'NOT_FOUND',
    });
    await payThroughSimulator('ord-102-a1', 'pay');
    expect(await checkEsewaStatus({ ...query, totalAmount: '2974', transactionUuid: 'ord-102-a1' })).toMatchObject({
      status: 'NOT_FOUND',
      total_amount_paisa: 297400,
    });
  });

  it('passes refund and ambiguous states through', async () => {
    await payThroughSimulator('ord-103-a1', 'pay');
    store.setStatus(PRODUCT_CODE, 'ord-103-a1', 'PARTIAL_REFUND');
    const result = await checkEsewaStatus({
      statusUrl,
      productCode: PRODUCT_CODE,
      totalAmount: '2975',
      transactionUuid: 'ord-103-a1',
    });
    expect(result.status).toBe('PARTIAL_REFUND');
    expect(result.ref_id).toMatch(/^[0-9A-Z]{7}$/);
  });

  it('throws kind "unavailable" on the documented outage body', async () => {
    store.unavailable = true;
    try {
      const failure = checkEsewaStatus({
        statusUrl,
        productCode: PRODUCT_CODE,
        totalAmount: '1',
        transactionUuid: 'x',
      });
      await expect(failure).rejects.toMatchObject({
        name: 'PaymentProviderError',
        provider: 'esewa',
        kind: 'unavailable',
        httpStatus: 503,
        message: 'eSewa: Service is currently unavailable',
      });
    } finally {
      store.unavailable = false;
    }
  });

  it('throws kind "timeout" when eSewa is too slow', async () => {
    const started = Date.now();
    const failure = checkEsewaStatus({
      statusUrl: `${origin}/slow/`,
      productCode: PRODUCT_CODE,
      totalAmount: '1',
      transactionUuid: 'x',
      timeoutMs: 100,
    });
    await expect(failure).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(failure).rejects.toMatchObject({ kind: 'timeout' });
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('throws kind "network" when nothing listens', async () => {
    const closed = Fastify();
    await closed.listen({ host: '127.0.0.1', port: 0 });
    const address = closed.server.address();
    await closed.close();
    if (address === null || typeof address === 'string') throw new Error('no TCP address');
    const failure = checkEsewaStatus({
      statusUrl: `http://127.0.0.1:${address.port}/status/`,
      productCode: PRODUCT_CODE,
      totalAmount: '1',
      transactionUuid: 'x',
    });
    await expect(failure).rejects.toMatchObject({ kind: 'network', httpStatus: undefined });
  });

  it('throws on answers that are not the documented shape', async () => {
    const base = { productCode: PRODUCT_CODE, totalAmount: '1', transactionUuid: 'x' };
    await expect(checkEsewaStatus({ ...base, statusUrl: `${origin}/html/` })).rejects.toMatchObject({
      kind: 'invalid_response',
      httpStatus: 200,
    });
    await expect(checkEsewaStatus({ ...base, statusUrl: `${origin}/broken/` })).rejects.toMatchObject({
      kind: 'http',
      httpStatus: 502,
    });
    await expect(checkEsewaStatus({ ...base, statusUrl: `${origin}/odd/` })).rejects.toMatchObject({
      kind: 'invalid_response',
    });
  });

  it('refuses an answer about another transaction or with an unknown status', async () => {
    const answer =
      (body: unknown): typeof fetch =>
      async () =>
        new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    const base = { statusUrl, productCode: PRODUCT_CODE, totalAmount: '100', transactionUuid: 'ord-1' };
    const other = {
      product_code: PRODUCT_CODE,
      transaction_uuid: 'ord-2',
      total_amount: 100.0,
      status: 'COMPLETE',
      ref_id: 'R',
    };
    await expect(checkEsewaStatus({ ...base, fetchImpl: answer(other) })).rejects.toMatchObject({
      kind: 'invalid_response',
    });
    const strange = { ...other, transaction_uuid: 'ord-1', status: 'DONE' };
    await expect(checkEsewaStatus({ ...base, fetchImpl: answer(strange) })).rejects.toMatchObject({
      kind: 'invalid_response',
    });
  });

  it('sends a GET with the three documented query parameters', async () => {
    let seen: URL | undefined;
    let method: string | undefined;
    const spy: typeof fetch = async (input, init) => {
      seen = new URL(input instanceof Request ? input.url : input);
      method = init?.method;
      return Response.json({
        product_code: 'EPAYTEST',
        transaction_uuid: '123',
        total_amount: 100.0,
        status: 'PENDING',
        ref_id: null,
      });
    };
    const result = await checkEsewaStatus({
      statusUrl: 'https://rc.esewa.com.np/api/epay/transaction/status/',
      productCode: 'EPAYTEST',
      totalAmount: '100',
      transactionUuid: '123',
      fetchImpl: spy,
    });
    expect(method).toBe('GET');
    expect(seen?.toString()).toBe(
      'https://rc.esewa.com.np/api/epay/transaction/status/?product_code=EPAYTEST&total_amount=100&transaction_uuid=123',
    );
    expect(result).toMatchObject({ status: 'PENDING', ref_id: null, total_amount_paisa: 10000 });
  });
});

describe('esewaOutcome', () => {
  it('keeps a partly refunded payment paid; only a full refund is refunded', () => {
    expect(esewaOutcome('PARTIAL_REFUND')).toBe('paid');
    expect(esewaOutcome('FULL_REFUND')).toBe('refunded');
    expect(esewaOutcome('COMPLETE')).toBe('paid');
    expect(esewaOutcome('AMBIGUOUS')).toBe('pending');
  });
});
