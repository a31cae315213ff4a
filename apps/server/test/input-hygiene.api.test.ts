import { INVALID_TEXT_CHARACTERS } from '@pasal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, type Customer } from './helpers/orders.js';
import { createTestApp, type TestContext } from './test-app.js';

// NUL and lone surrogates anywhere in a request: a 400 naming the field, never a 500 from PostgreSQL.

let ctx: TestContext;
let customer: Customer;
beforeAll(async () => {
  ctx = await createTestApp();
  customer = await createCustomer(ctx);
});
afterAll(() => ctx.close());

const refused = (field: string) => ({
  message: `Invalid ${field}: ${INVALID_TEXT_CHARACTERS}`,
  errors: { [field]: INVALID_TEXT_CHARACTERS },
  code: 'invalid_field',
  params: { field, problem: INVALID_TEXT_CHARACTERS },
});

describe('text with NUL or a lone surrogate', () => {
  it('is refused in an order body (notes, names), with the field path', async () => {
    for (const [payload, field] of [
      [{ notes: 'Ring the bell\u0000' }, 'notes'],
      [{ shipping: { full_name: 'Sita \uD800' } }, 'shipping.full_name'],
      [{ items: [{ product_id: 1, quantity: 1, color: 'Blue\uDC00' }] }, 'items.0.color'],
    ] as const) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/orders/',
        headers: customer.headers,
        payload,
      });
      expect(response.statusCode, field).toBe(400);
      expect(response.json(), field).toEqual(refused(field));
    }
  });

  it('is refused in a coupon code and in sign-in and sign-up fields', async () => {
    const coupon = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/coupons/validate/',
      headers: customer.headers,
      payload: { code: 'SAVE\u000010' },
    });
    expect(coupon.statusCode).toBe(400);
    expect(coupon.json()).toEqual(refused('code'));

    // A lone surrogate as JSON sends it: an escape that JSON.parse turns into one UTF-16 unit.
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"sita@example.com","password":"pass\\ud83d"}',
    });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual(refused('password'));

    const signup = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/register/',
      payload: { first_name: '\u0000', last_name: 'Sharma', email: 'x@example.com', password: 'Secret123!' },
    });
    expect(signup.statusCode).toBe(400);
    expect(signup.json()).toEqual(refused('first_name'));
  });

  it('is refused in a property name, reported on the object holding it', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/contact/',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":"Sita","bad\\u0000key":1}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused('body'));
  });

  it('is refused in the query string', async () => {
    for (const url of [
      '/api/v1/products/?name=%00',
      '/api/v1/products/suggest/?q=ab%00',
      '/api/v1/reviews/?product_slug=%00',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ message: string }>().message, url).toMatch(/^Invalid (name|q|product_slug): /);
    }
  });

  it('is refused in path parameters: an order number, a product slug, a page path', async () => {
    const order = await ctx.app.inject({ method: 'GET', url: '/api/v1/orders/ORD%00123/', headers: customer.headers });
    expect(order.statusCode).toBe(400);
    expect(order.json()).toEqual(refused('transaction_id'));
    const product = await ctx.app.inject({ method: 'GET', url: '/api/v1/products/phone%00/' });
    expect(product.statusCode).toBe(400);
    expect(product.json()).toEqual(refused('idOrSlug'));
    const page = await ctx.app.inject({ method: 'GET', url: '/no%00where' });
    expect(page.statusCode).toBe(400);
    expect(page.json()).toEqual(refused('path'));
  });

  it('answers a path or query that is not UTF-8 (a lone surrogate %ED%A0%80) with a 400, not a 500', async () => {
    for (const url of [
      '/api/v1/orders/%ED%A0%80/',
      '/products/%ED%A0%80',
      '/%ED%A0%80',
      '/sitemap.xml/%',
      '/uploads/%ED%A0%80.png',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: customer.headers });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({
        message: 'Invalid path: is not a valid address',
        errors: { path: 'is not a valid address' },
      });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
    // In the query string such an escape is left as it was sent (text, not a surrogate).
    for (const url of ['/api/v1/products/?name=%ED%A0%80', '/sitemap.xml?x=%ED%A0%80', '/robots.txt?x=%00']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });

  it('lets ordinary text in any script, emoji included, through', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/products/?name=${encodeURIComponent('फोन 📱')}`,
    });
    expect(response.statusCode).toBe(200);
  });
});
