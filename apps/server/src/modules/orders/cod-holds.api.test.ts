import {
  COD_HOLD_MESSAGES,
  refusalInEnglish,
  tooManyCodOrders,
  tooManyCodUnits,
  type CodHoldRefusal,
  type OrderQuote,
  type PlacedOrder,
} from '@pasal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { shopSettings, users } from '../../db/schema.js';
import {
  authHeaders,
  createCustomer,
  createProduct,
  orderPayload,
  stockOf,
  type Customer,
} from '../../../test/helpers/orders.js';

/** The English words the answer carries for a hold refusal. */
const codWords = (refusal: CodHoldRefusal) =>
  refusalInEnglish(refusal.code, 'params' in refusal ? (refusal.params as never) : undefined);

// Issue #29: cash on delivery holds stock for days at no cost to the orderer; one new account
// reserved all 250 units of a product in three orders. An account's open unpaid COD orders are
// capped (shop settings, defaults 3 orders and 5 units of one product), refused at placement with
// what to do, under a per-account lock so orders placed at once cannot pass together.

let ctx: TestContext;

beforeAll(async () => {
  // The shop's defaults (test-app raises them for the other test files' busy customers).
  ctx = await createTestApp({ COD_MAX_OPEN_ORDERS: '3', COD_MAX_UNITS_PER_PRODUCT: '5' });
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(async () => {
  await ctx.database.db.delete(shopSettings);
  await ctx.app.services.catalogCache.invalidate();
});

type Line = { product_id: number; color_id?: number; quantity: number };

async function orderRequest(customer: Customer, lines: Line[], gateway: 'COD' | 'Khalti' = 'COD') {
  customer.headers = await authHeaders(ctx, customer.id);
  const quoted = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/orders/quote/',
    headers: customer.headers,
    payload: { lines, district_id: 27 },
  });
  expect(quoted.statusCode, quoted.body).toBe(200);
  const figures = quoted.json<{ data: OrderQuote }>().data;
  return {
    method: 'POST' as const,
    url: '/api/v1/orders/',
    headers: customer.headers,
    payload: orderPayload(lines, figures, { payment_gateway: gateway }),
  };
}

async function place(customer: Customer, lines: Line[], gateway?: 'COD' | 'Khalti') {
  return ctx.app.inject(await orderRequest(customer, lines, gateway));
}

async function cancel(customer: Customer, transactionId: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/orders/${transactionId}/cancel/`,
    headers: customer.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
}

const idOf = (response: { json<T>(): T }) => response.json<{ data: PlacedOrder }>().data.order.transaction_id;

describe('cash-on-delivery limits at placement', () => {
  it('the hoarder of issue #29: a new account cannot take 250 units by cash on delivery', async () => {
    const product = await createProduct(ctx, { price: 500, deliveryPrice: 100, stock: 250 });
    const hoarder = await createCustomer(ctx, 'Hari');
    const refused = await place(hoarder, [{ product_id: product.id, quantity: 100 }]);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json<{ message: string }>().message).toBe(codWords(tooManyCodUnits(product.name, 5, 0)));
    expect(await stockOf(ctx, product.id)).toBe(250);
  });

  it('counts units of one product across the open orders, and open orders, then says what to do', async () => {
    const [kettle, fan, lamp, radio] = await Promise.all(
      [1, 2, 3, 4].map(() => createProduct(ctx, { price: 500, deliveryPrice: 100, stock: 100 })),
    );
    const shopper = await createCustomer(ctx, 'Sita');
    const first = await place(shopper, [{ product_id: kettle!.id, quantity: 3 }]);
    expect(first.statusCode, first.body).toBe(201);
    // 3 held + 3 more > 5: refused with what is held and what to do.
    const tooMany = await place(shopper, [{ product_id: kettle!.id, quantity: 3 }]);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toEqual({
      message: codWords(tooManyCodUnits(kettle!.name, 5, 3)),
      errors: { payment_gateway: codWords(tooManyCodUnits(kettle!.name, 5, 3)) },
      code: 'cod_units_held',
      params: { name: kettle!.name, max: 5, held: 3 },
      fields: { payment_gateway: { code: 'cod_units_held', params: { name: kettle!.name, max: 5, held: 3 } } },
    });
    expect(tooMany.json<{ message: string }>().message).toContain('pay with eSewa or Khalti');
    expect((await place(shopper, [{ product_id: kettle!.id, quantity: 2 }])).statusCode).toBe(201);
    expect((await place(shopper, [{ product_id: fan!.id, quantity: 1 }])).statusCode).toBe(201);
    // A fourth open order is refused, whatever it holds.
    const fourth = await place(shopper, [{ product_id: lamp!.id, quantity: 1 }]);
    expect(fourth.statusCode).toBe(422);
    expect(fourth.json<{ message: string }>().message).toBe(codWords(tooManyCodOrders(3)));
    // Paying online is not limited: an unpaid online order gives its stock back after its window.
    expect((await place(shopper, [{ product_id: lamp!.id, quantity: 1 }], 'Khalti')).statusCode).toBe(201);
    // A cancelled order holds nothing: cash on delivery is open again.
    await cancel(shopper, idOf(first));
    expect((await place(shopper, [{ product_id: radio!.id, quantity: 1 }])).statusCode).toBe(201);
    // Another account is not affected by this one's holds.
    const other = await createCustomer(ctx, 'Gita');
    expect((await place(other, [{ product_id: kettle!.id, quantity: 5 }])).statusCode).toBe(201);
  });

  it('counts one product in two colours as one product, in the order and across the open orders', async () => {
    const phone = await createProduct(ctx, {
      price: 500,
      colors: [
        { name: 'Black', quantity: 50 },
        { name: 'Blue', quantity: 50 },
      ],
    });
    const [black, blue] = phone.colorIds as [number, number];
    const shopper = await createCustomer(ctx, 'Kamala');
    // 3 black + 3 blue is 6 units of one product: more than 5.
    const mixed = await place(shopper, [
      { product_id: phone.id, color_id: black, quantity: 3 },
      { product_id: phone.id, color_id: blue, quantity: 3 },
    ]);
    expect(mixed.statusCode, mixed.body).toBe(422);
    expect(mixed.json<{ message: string }>().message).toBe(codWords(tooManyCodUnits(phone.name, 5, 0)));
    const held = await place(shopper, [
      { product_id: phone.id, color_id: black, quantity: 2 },
      { product_id: phone.id, color_id: blue, quantity: 2 },
    ]);
    expect(held.statusCode, held.body).toBe(201);
    // 4 held, in two colours: 2 more of either colour is too many, 1 fits.
    const more = await place(shopper, [{ product_id: phone.id, color_id: blue, quantity: 2 }]);
    expect(more.json<{ message: string }>().message).toBe(codWords(tooManyCodUnits(phone.name, 5, 4)));
    expect((await place(shopper, [{ product_id: phone.id, color_id: black, quantity: 1 }])).statusCode).toBe(201);
  });

  it('orders placed at the same moment cannot pass the limits together', async () => {
    const products = await Promise.all(
      [1, 2, 3, 4, 5].map(() => createProduct(ctx, { price: 500, deliveryPrice: 100, stock: 100 })),
    );
    const shopper = await createCustomer(ctx, 'Ramesh');
    // Five orders of different products (no shared stock row to queue on): three may stand.
    const requests = await Promise.all(
      products.map((product) => orderRequest(shopper, [{ product_id: product.id, quantity: 1 }])),
    );
    const answers = await Promise.all(requests.map((request) => ctx.app.inject(request)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 201, 422, 422]);

    // Four orders of 2 units of one product: 5 units may be held, so two stand.
    const shared = await createProduct(ctx, { price: 500, deliveryPrice: 100, stock: 100 });
    const buyer = await createCustomer(ctx, 'Bishnu');
    const same = await Promise.all(
      [1, 2, 3, 4].map(() => orderRequest(buyer, [{ product_id: shared.id, quantity: 2 }])),
    );
    const sameAnswers = await Promise.all(same.map((request) => ctx.app.inject(request)));
    expect(sameAnswers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 422, 422]);
    expect(await stockOf(ctx, shared.id)).toBe(96);
  });

  it('follows the limits an admin saves on /staff/settings', async () => {
    const admin = await createCustomer(ctx, 'Admin');
    await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    const adminHeaders = {
      authorization: `Bearer ${await ctx.app.services.accessTokens.sign({ userId: admin.id, role: 'admin' })}`,
    };
    const current = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/settings/', headers: adminHeaders });
    const settings = current.json<{ data: { settings: Record<string, unknown> } }>().data.settings;
    expect(settings).toMatchObject({ cod_max_open_orders: 3, cod_max_units_per_product: 5 });
    const invalid = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/settings/',
      headers: adminHeaders,
      payload: { ...settings, cod_max_open_orders: 0, cod_max_units_per_product: 2.5 },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json<{ errors: Record<string, string> }>().errors).toMatchObject({
      cod_max_open_orders: COD_HOLD_MESSAGES.limitInvalid,
      cod_max_units_per_product: COD_HOLD_MESSAGES.limitInvalid,
    });
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/settings/',
      headers: adminHeaders,
      payload: { ...settings, cod_max_open_orders: 1, cod_max_units_per_product: 10 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const product = await createProduct(ctx, { price: 500, deliveryPrice: 100, stock: 100 });
    const shopper = await createCustomer(ctx, 'Kamala');
    expect((await place(shopper, [{ product_id: product.id, quantity: 10 }])).statusCode).toBe(201);
    const second = await place(shopper, [{ product_id: product.id, quantity: 1 }]);
    expect(second.json<{ message: string }>().message).toBe(codWords(tooManyCodOrders(1)));
  });
});
