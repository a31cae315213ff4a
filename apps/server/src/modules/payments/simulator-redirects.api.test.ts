import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { buildEsewaFormFields } from './providers/esewa-signature.js';
import {
  ESEWA_SIMULATOR_PREFIX,
  ESEWA_TEST_PRODUCT_CODE,
  ESEWA_TEST_SECRET,
  KHALTI_SIMULATOR_PREFIX,
  KHALTI_SIMULATOR_SECRET,
} from './registry.js';

// The demo payment pages send the shopper on to the address the payment request named. A pay link
// made with another site's address would turn the shop into an open redirect (issue #29), so the
// simulators accept only addresses on the shop's own origin (PUBLIC_URL, http://shop.test here).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ PAYMENT_SIMULATORS: 'on' });
});
afterAll(async () => {
  await ctx.close();
});

function esewaForm(successUrl: string, failureUrl: string) {
  const fields = buildEsewaFormFields({
    amountPaisa: 100_000,
    taxPaisa: 0,
    serviceChargePaisa: 0,
    deliveryChargePaisa: 0,
    transactionUuid: `redirect-${Date.now()}-${Math.floor(Math.random() * 1e6)}`,
    productCode: ESEWA_TEST_PRODUCT_CODE,
    secret: ESEWA_TEST_SECRET,
    successUrl,
    failureUrl,
  });
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1${ESEWA_SIMULATOR_PREFIX}/api/epay/main/v2/form`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...fields }).toString(),
  });
}

function khaltiInitiate(returnUrl: string) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1${KHALTI_SIMULATOR_PREFIX}/api/v2/epayment/initiate/`,
    headers: { authorization: `Key ${KHALTI_SIMULATOR_SECRET}` },
    payload: {
      return_url: returnUrl,
      website_url: 'http://shop.test/',
      amount: 100_000,
      purchase_order_id: `redirect-${Date.now()}`,
      purchase_order_name: 'Order',
    },
  });
}

describe('the payment simulators redirect only to the shop', () => {
  it('eSewa: refuses success and failure URLs on another origin with 400', async () => {
    const own = await esewaForm('http://shop.test/payment-success', 'http://shop.test/payment-failure');
    expect(own.statusCode).toBe(200);
    const evilSuccess = await esewaForm('https://evil.example/steal', 'http://shop.test/payment-failure');
    expect(evilSuccess.statusCode).toBe(400);
    expect(evilSuccess.body).toContain('success_url must be on http://shop.test');
    const evilFailure = await esewaForm('http://shop.test/payment-success', 'http://shop.test.evil.example/');
    expect(evilFailure.statusCode).toBe(400);
    expect(evilFailure.body).toContain('failure_url must be on http://shop.test');
  });

  it('Khalti: refuses a return_url on another origin with 400', async () => {
    expect((await khaltiInitiate('http://shop.test/payment-success')).statusCode).toBe(200);
    const evil = await khaltiInitiate('https://evil.example/payment-success');
    expect(evil.statusCode).toBe(400);
    expect(evil.json()).toMatchObject({ return_url: ['Enter a URL on http://shop.test.'] });
  });

  it('reads the shop address per payment (the e2e harness sets PUBLIC_URL once the server listens)', async () => {
    const before = ctx.app.services.config.PUBLIC_URL;
    ctx.app.services.config.PUBLIC_URL = 'http://127.0.0.1:4321';
    try {
      const own = await esewaForm('http://127.0.0.1:4321/payment-success', 'http://127.0.0.1:4321/payment-failure');
      expect(own.statusCode).toBe(200);
      expect((await khaltiInitiate('http://127.0.0.1:4321/payment-success')).statusCode).toBe(200);
      expect((await khaltiInitiate('http://shop.test/payment-success')).statusCode).toBe(400);
    } finally {
      ctx.app.services.config.PUBLIC_URL = before;
    }
  });
});
