import { describe, it, expect } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildEsewaFormFields, decodeEsewaCallback, esewaSign, type EsewaFormFields } from './esewa-signature.js';
import { esewaSimulator, EsewaSimulatorStore } from './esewa-simulator.js';

const SECRET = '8gBm/:&EnhH.1/q';
const PRODUCT_CODE = 'EPAYTEST';
const PREFIX = '/_sim/esewa';
const SUCCESS_URL = 'https://shop.example/payments/esewa/success?order=ord-42';
const FAILURE_URL = 'https://shop.example/payments/esewa/failure?order=ord-42';

async function buildApp(
  extra: { store?: EsewaSimulatorStore; thousandsSeparatorInCallback?: boolean } = {},
): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(esewaSimulator, { prefix: PREFIX, secret: SECRET, productCode: PRODUCT_CODE, ...extra });
  await app.ready();
  return app;
}

function formFields(overrides: Partial<Parameters<typeof buildEsewaFormFields>[0]> = {}): EsewaFormFields {
  return buildEsewaFormFields({
    amountPaisa: 120000,
    taxPaisa: 15600,
    serviceChargePaisa: 4400,
    deliveryChargePaisa: 10000,
    transactionUuid: 'ord-42-a1',
    productCode: PRODUCT_CODE,
    secret: SECRET,
    successUrl: SUCCESS_URL,
    failureUrl: FAILURE_URL,
    ...overrides,
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

function hiddenSession(html: string): string {
  const match = /name="session" value="([^"]+)"/.exec(html);
  if (match?.[1] === undefined) throw new Error('no session field on the page');
  return match[1];
}

function statusQuery(uuid: string, totalAmount: string, productCode = PRODUCT_CODE): string {
  const query = new URLSearchParams({ product_code: productCode, total_amount: totalAmount, transaction_uuid: uuid });
  return `${PREFIX}/api/epay/transaction/status/?${query.toString()}`;
}

describe('eSewa simulator', () => {
  it('runs form → pay → signed success redirect → status COMPLETE', async () => {
    const app = await buildApp();
    const fields = formFields();

    const page = await postForm(app, `${PREFIX}/api/epay/main/v2/form`, { ...fields });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toMatch(/<html lang="en">/);
    expect(page.body).toMatch(/<title>Pay Rs\. 1,500 to EPAYTEST – eSewa simulator<\/title>/);
    expect(page.body).not.toMatch(/<script/i);
    expect(page.body).toMatch(/<button type="submit" class="pay"[^>]*>Pay Rs\. 1,500<\/button>/);
    expect(page.body).toMatch(/<button type="submit" class="cancel">Cancel payment<\/button>/);
    expect(page.body).toContain(`action="${PREFIX}/pay"`);

    const pending = await app.inject({ method: 'GET', url: statusQuery('ord-42-a1', '1500') });
    expect(pending.json()).toEqual({
      product_code: PRODUCT_CODE,
      transaction_uuid: 'ord-42-a1',
      total_amount: 1500,
      status: 'PENDING',
      ref_id: null,
    });

    const paid = await postForm(app, `${PREFIX}/pay`, { session: hiddenSession(page.body) });
    expect(paid.statusCode).toBe(302);
    const location = new URL(paid.headers.location ?? '');
    expect(`${location.origin}${location.pathname}`).toBe('https://shop.example/payments/esewa/success');
    expect(location.searchParams.get('order')).toBe('ord-42');
    const callback = decodeEsewaCallback(location.searchParams.get('data') ?? '', SECRET);
    expect(callback.ok).toBe(true);
    if (!callback.ok) return;
    expect(callback.payload).toMatchObject({
      status: 'COMPLETE',
      total_amount: '1500.0',
      transaction_uuid: 'ord-42-a1',
      product_code: PRODUCT_CODE,
      signed_field_names: 'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names',
    });
    expect(callback.payload.transaction_code).toMatch(/^[0-9A-Z]{7}$/);
    expect(callback.totalAmountPaisa).toBe(150000);

    const complete = await app.inject({ method: 'GET', url: statusQuery('ord-42-a1', '1500') });
    expect(complete.statusCode).toBe(200);
    // The number is written `1500.0`, as eSewa does.
    expect(complete.body).toContain('"total_amount":1500.0');
    expect(complete.json()).toEqual({
      product_code: PRODUCT_CODE,
      transaction_uuid: 'ord-42-a1',
      total_amount: 1500,
      status: 'COMPLETE',
      ref_id: callback.payload.transaction_code,
    });
    // The status API accepts the amount in the callback's spelling too.
    const again = await app.inject({ method: 'GET', url: statusQuery('ord-42-a1', '1500.0') });
    expect(again.json()).toMatchObject({ status: 'COMPLETE' });

    const replay = await postForm(app, `${PREFIX}/pay`, { session: hiddenSession(page.body) });
    expect(replay.statusCode).toBe(400);
    expect(replay.body).toContain('payment session ended');
    await app.close();
  });

  it('answers NOT_FOUND for an unknown transaction or a wrong amount', async () => {
    const app = await buildApp();
    const page = await postForm(app, `${PREFIX}/api/epay/main/v2/form`, { ...formFields() });
    await postForm(app, `${PREFIX}/pay`, { session: hiddenSession(page.body) });

    const unknown = await app.inject({ method: 'GET', url: statusQuery('ord-nope', '1500') });
    expect(unknown.json()).toMatchObject({ status: 'NOT_FOUND', ref_id: null, transaction_uuid: 'ord-nope' });
    const wrongAmount = await app.inject({ method: 'GET', url: statusQuery('ord-42-a1', '1499') });
    expect(wrongAmount.json()).toMatchObject({ status: 'NOT_FOUND', ref_id: null, total_amount: 1499 });
    const wrongMerchant = await app.inject({ method: 'GET', url: statusQuery('ord-42-a1', '1500', 'OTHER') });
    expect(wrongMerchant.json()).toMatchObject({ status: 'NOT_FOUND' });
    const incomplete = await app.inject({
      method: 'GET',
      url: `${PREFIX}/api/epay/transaction/status/?product_code=X`,
    });
    expect(incomplete.statusCode).toBe(400);
    await app.close();
  });

  it('rejects a bad signature with a 400 HTML page', async () => {
    const app = await buildApp();
    const fields = { ...formFields(), signature: '4Ov7pCI1zIOdwtV2BRMUNjz1upIlT/COTxfLhWvVurE=' };
    const response = await postForm(app, `${PREFIX}/api/epay/main/v2/form`, fields);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toMatch(/<html lang="en">/);
    expect(response.body).toMatch(/<title>eSewa: invalid payment request<\/title>/);
    expect(response.body).toContain('signature is invalid');
    expect(response.body).not.toMatch(/<script/i);
    // Nothing was recorded for the refused attempt.
    const status = await app.inject({ method: 'GET', url: statusQuery('ord-42-a1', '1500') });
    expect(status.json()).toMatchObject({ status: 'NOT_FOUND' });
    await app.close();
  });

  it('rejects a total signed with another secret', async () => {
    const app = await buildApp();
    const response = await postForm(app, `${PREFIX}/api/epay/main/v2/form`, {
      ...formFields({ secret: 'someone-else' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('signature is invalid');
    await app.close();
  });

  it.each([
    ['a missing field', (fields: Record<string, string>) => void delete fields['tax_amount'], 'tax_amount is required'],
    [
      'an empty field',
      (fields: Record<string, string>) => void (fields['failure_url'] = ''),
      'failure_url is required',
    ],
    [
      'parts that do not add up to the total',
      (fields: Record<string, string>) => void (fields['amount'] = '1000'),
      'total_amount must equal',
    ],
    [
      'an unknown merchant',
      (fields: Record<string, string>) => void (fields['product_code'] = 'NOTME'),
      'product_code is not a known merchant',
    ],
    [
      'a uuid with forbidden characters',
      (fields: Record<string, string>) => void (fields['transaction_uuid'] = 'ord_42'),
      'transaction_uuid may contain only letters, digits and hyphens',
    ],
    [
      'a thousands separator',
      (fields: Record<string, string>) => void (fields['amount'] = '1,200'),
      'amount must be a plain rupee amount',
    ],
    [
      'another signed field list',
      (fields: Record<string, string>) =>
        void (fields['signed_field_names'] = 'transaction_uuid,total_amount,product_code'),
      'signed_field_names must start with',
    ],
    [
      'a relative success URL',
      (fields: Record<string, string>) => void (fields['success_url'] = '/success'),
      'success_url must be an absolute http(s) URL',
    ],
  ])('rejects %s', async (_label, mutate, message) => {
    const app = await buildApp();
    const fields: Record<string, string> = { ...formFields() };
    mutate(fields);
    const response = await postForm(app, `${PREFIX}/api/epay/main/v2/form`, fields);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(message);
    await app.close();
  });

  it('accepts two-decimal amounts and writes them like eSewa in the callback', async () => {
    const app = await buildApp();
    const fields = formFields({
      transactionUuid: 'ORD-2025-0001',
      amountPaisa: 100000,
      taxPaisa: 13050,
      serviceChargePaisa: 0,
      deliveryChargePaisa: 0,
    });
    expect(fields.signature).toBe('reqjLmUnfdWOsCXo8NVg8bhCBqLahWDzvjViQwawg+s=');
    const page = await postForm(app, `${PREFIX}/api/epay/main/v2/form`, { ...fields });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Rs. 1,130.50');
    const paid = await postForm(app, `${PREFIX}/pay`, { session: hiddenSession(page.body) });
    const data = new URL(paid.headers.location ?? '').searchParams.get('data') ?? '';
    const callback = decodeEsewaCallback(data, SECRET);
    expect(callback).toMatchObject({ ok: true, payload: { total_amount: '1130.5' }, totalAmountPaisa: 113050 });
    const status = await app.inject({ method: 'GET', url: statusQuery('ORD-2025-0001', '1130.50') });
    expect(status.json()).toMatchObject({ status: 'COMPLETE', total_amount: 1130.5 });
    await app.close();
  });

  it('can write the callback amount with thousands commas, still correctly signed', async () => {
    const app = await buildApp({ thousandsSeparatorInCallback: true });
    const fields = formFields({ amountPaisa: 270000, taxPaisa: 0, serviceChargePaisa: 0, deliveryChargePaisa: 0 });
    const page = await postForm(app, `${PREFIX}/api/epay/main/v2/form`, { ...fields });
    const paid = await postForm(app, `${PREFIX}/pay`, { session: hiddenSession(page.body) });
    const data = new URL(paid.headers.location ?? '').searchParams.get('data') ?? '';
    expect(decodeEsewaCallback(data, SECRET)).toMatchObject({
      ok: true,
      payload: { total_amount: '2,700.0' },
      totalAmountPaisa: 270000,
    });
    await app.close();
  });

  it('cancels to the failure URL without data, and the attempt can be retried', async () => {
    const app = await buildApp();
    const first = await postForm(app, `${PREFIX}/api/epay/main/v2/form`, { ...formFields() });
    const cancelled = await postForm(app, `${PREFIX}/cancel`, { session: hiddenSession(first.body) });
    expect(cancelled.statusCode).toBe(302);
    expect(cancelled.headers.location).toBe(FAILURE_URL);
    const status = await app.inject({ method: 'GET', url: statusQuery('ord-42-a1', '1500') });
    expect(status.json()).toMatchObject({ status: 'NOT_FOUND', ref_id: null });
    // The cancelled session cannot be paid afterwards.
    const late = await postForm(app, `${PREFIX}/pay`, { session: hiddenSession(first.body) });
    expect(late.statusCode).toBe(400);

    const retry = await postForm(app, `${PREFIX}/api/epay/main/v2/form`, { ...formFields() });
    expect(retry.statusCode).toBe(200);
    const paid = await postForm(app, `${PREFIX}/pay`, { session: hiddenSession(retry.body) });
    expect(paid.statusCode).toBe(302);

    // Once paid, the uuid cannot be used for another payment.
    const reuse = await postForm(app, `${PREFIX}/api/epay/main/v2/form`, { ...formFields() });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.body).toContain('transaction_uuid has already been used');
    await app.close();
  });

  it('only lets the latest attempt for a uuid be paid', async () => {
    const app = await buildApp();
    const first = await postForm(app, `${PREFIX}/api/epay/main/v2/form`, { ...formFields() });
    const second = await postForm(app, `${PREFIX}/api/epay/main/v2/form`, { ...formFields() });
    expect((await postForm(app, `${PREFIX}/pay`, { session: hiddenSession(first.body) })).statusCode).toBe(400);
    expect((await postForm(app, `${PREFIX}/pay`, { session: hiddenSession(second.body) })).statusCode).toBe(302);
    await app.close();
  });

  it('reports forced statuses and the documented outage body', async () => {
    const store = new EsewaSimulatorStore();
    const app = await buildApp({ store });
    const page = await postForm(app, `${PREFIX}/api/epay/main/v2/form`, { ...formFields() });
    expect(page.statusCode).toBe(200);

    store.setStatus(PRODUCT_CODE, 'ord-42-a1', 'AMBIGUOUS');
    const ambiguous = await app.inject({ method: 'GET', url: statusQuery('ord-42-a1', '1500') });
    expect(ambiguous.json()).toMatchObject({ status: 'AMBIGUOUS', ref_id: expect.stringMatching(/^[0-9A-Z]{7}$/) });

    store.unavailable = true;
    const down = await app.inject({ method: 'GET', url: statusQuery('ord-42-a1', '1500') });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ code: 0, error_message: 'Service is currently unavailable' });
    await app.close();
  });

  it('refuses a JSON body and keeps its form parser to itself', async () => {
    const app = Fastify();
    await app.register(esewaSimulator, { prefix: PREFIX, secret: SECRET, productCode: PRODUCT_CODE });
    app.post('/outside', async () => ({ reached: true }));
    await app.ready();

    const json = await app.inject({
      method: 'POST',
      url: `${PREFIX}/api/epay/main/v2/form`,
      payload: { ...formFields() },
    });
    expect(json.statusCode).toBe(415);
    const outside = await postForm(app, '/outside', { a: '1' });
    expect(outside.statusCode).toBe(415);
    await app.close();
  });

  it('signs its callback with exactly the six documented fields', async () => {
    const app = await buildApp();
    const page = await postForm(app, `${PREFIX}/api/epay/main/v2/form`, { ...formFields() });
    const paid = await postForm(app, `${PREFIX}/pay`, { session: hiddenSession(page.body) });
    const data = new URL(paid.headers.location ?? '').searchParams.get('data') ?? '';
    const json = JSON.parse(Buffer.from(data, 'base64').toString('utf8')) as Record<string, string>;
    expect(Object.keys(json)).toEqual([
      'transaction_code',
      'status',
      'total_amount',
      'transaction_uuid',
      'product_code',
      'signed_field_names',
      'signature',
    ]);
    const message =
      `transaction_code=${json['transaction_code']},status=COMPLETE,total_amount=1500.0,transaction_uuid=ord-42-a1,` +
      `product_code=EPAYTEST,signed_field_names=${json['signed_field_names']}`;
    expect(json['signature']).toBe(esewaSign(message, SECRET));
    await app.close();
  });
});
