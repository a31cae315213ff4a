import type { CreditNote, Invoice, Order, OrderQuote, PlacedOrder, StaffOrder } from '@pasal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  createCustomer,
  createProduct,
  orderPayload,
  type Customer,
  type FixtureProduct,
} from '../../../test/helpers/orders.js';
import { mailSentTo } from '../../../test/helpers/mail.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { productColors, users } from '../../db/schema.js';

// An order line keeps the colour's Nepali name as it was when the order was placed (issue #30):
// the order's answer and Your Orders carry it, the Nepali e-mails and the new bill's Nepali line
// use it, and a colour renamed later does not change an order already placed.

let ctx: TestContext;
let shopper: Customer;
let staff: { authorization: string };
let buds: FixtureProduct;

const NEPALI_PAGE = { 'x-pasal-locale': 'ne' };

beforeAll(async () => {
  ctx = await createTestApp();
  shopper = await createCustomer(ctx, 'Sita');
  const clerk = await createCustomer(ctx, 'Ram');
  await ctx.database.db.update(users).set({ role: 'staff' }).where(eq(users.id, clerk.id));
  staff = { authorization: `Bearer ${await ctx.app.services.accessTokens.sign({ userId: clerk.id, role: 'staff' })}` };
  buds = await createProduct(ctx, {
    price: 2_000,
    deliveryPrice: 100,
    colors: [
      { name: 'Jet Black', nameNe: 'कालो', quantity: 20 },
      { name: 'Teal', quantity: 20 },
    ],
  });
});
afterAll(async () => {
  await ctx.close();
});

const lines = () => [
  { product_id: buds.id, color_id: buds.colorIds[0], quantity: 1 },
  { product_id: buds.id, color_id: buds.colorIds[1], quantity: 1 },
];

async function placeInNepali(): Promise<Order> {
  shopper.headers = await authHeaders(ctx, shopper.id);
  const quoted = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/orders/quote/',
    headers: shopper.headers,
    payload: { lines: lines(), coupon_code: null },
  });
  expect(quoted.statusCode, quoted.body).toBe(200);
  const placed = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/orders/',
    headers: { ...shopper.headers, ...NEPALI_PAGE },
    payload: orderPayload(lines(), quoted.json<{ data: OrderQuote }>().data),
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json<{ data: PlacedOrder }>().data.order;
}

const colours = (order: Order) => order.items.map((item) => [item.color_name, item.color_name_ne]);

describe('an order line’s Nepali colour', () => {
  it('is kept at placement, answered, listed, and used by the Nepali confirmation', async () => {
    const placed = await placeInNepali();
    expect(colours(placed)).toEqual([
      ['Jet Black', 'कालो'],
      ['Teal', null],
    ]);

    // Staff rename the colour afterwards: the order keeps what it was sold as.
    await ctx.database.db
      .update(productColors)
      .set({ colorNameNe: 'गाढा कालो' })
      .where(eq(productColors.id, buds.colorIds[0]!));
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/v1/orders/', headers: shopper.headers });
    expect(listed.statusCode, listed.body).toBe(200);
    const order = listed.json<{ data: Order[] }>().data.find((row) => row.transaction_id === placed.transaction_id);
    expect(colours(order!)).toEqual([
      ['Jet Black', 'कालो'],
      ['Teal', null],
    ]);

    const [confirmation] = await mailSentTo(ctx, shopper.email, new RegExp(`अर्डर ${placed.transaction_id} पक्का भयो`));
    expect(confirmation!.text).toContain(`- ${buds.name} (कालो) × १`);
    // No Nepali name: the English one, as entered.
    expect(confirmation!.text).toContain(`- ${buds.name} (Teal) × १`);
    expect(confirmation!.text).not.toContain('Jet Black');
    // The shop's own copy stays English.
    const shopCopy = ctx.mail.find((mail) => mail.subject.startsWith(`New order ${placed.transaction_id} `));
    expect(shopCopy?.text).toContain(`- ${buds.name} (Jet Black) × 1`);
  });

  it('gives a new bill a Nepali line beside the English one', async () => {
    const placed = await placeInNepali();
    // The bill is made from the order line, whatever the catalogue says by then.
    const kept = placed.items[0]!.color_name_ne;
    expect(kept).toMatch(/कालो/);
    for (const status of ['Processing', 'Shipped', 'Delivered']) {
      const moved = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/admin/orders/${placed.transaction_id}/status/`,
        headers: staff,
        payload: status === 'Shipped' ? { status, courier: 'pathao', tracking_number: 'PTH-1' } : { status },
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const bill = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${placed.transaction_id}/invoice/`,
      headers: shopper.headers,
    });
    expect(bill.statusCode, bill.body).toBe(200);
    const billed = bill.json<{ data: Invoice }>().data.lines;
    expect(billed[0]).toMatchObject({
      description: `${buds.name} (Jet Black)`,
      description_ne: `${buds.name} (${kept})`,
    });
    // Reads the same in both languages: no Nepali line of its own.
    expect(billed[1]).toEqual({ description: `${buds.name} (Teal)`, quantity: 1, rate: 2000, amount: 2000 });

    const [delivered] = await mailSentTo(ctx, shopper.email, new RegExp(`अर्डर ${placed.transaction_id} डेलिभर भयो`));
    expect(delivered!.text).toContain(`- ${buds.name} (${kept}) × १`);
  });

  it("gives a credit note the bill's Nepali line", async () => {
    const placed = await placeInNepali();
    for (const status of ['Processing', 'Shipped', 'Delivered']) {
      await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/admin/orders/${placed.transaction_id}/status/`,
        headers: staff,
        payload: status === 'Shipped' ? { status, courier: 'pathao', tracking_number: 'PTH-2' } : { status },
      });
    }
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/admin/orders/${placed.transaction_id}/`,
      headers: staff,
    });
    const refundable = detail.json<{ data: StaffOrder }>().data.refundable!.lines;
    const refunded = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/orders/${placed.transaction_id}/refund/`,
      headers: staff,
      payload: {
        lines: refundable.map((line) => ({ line_id: line.line_id, quantity: 1 })),
        reason: 'Returned unopened',
        paid_to: 'Sita, cash at the counter',
      },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const notes = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${placed.transaction_id}/credit-notes/`,
      headers: shopper.headers,
    });
    expect(notes.statusCode, notes.body).toBe(200);
    const [note] = notes.json<{ data: CreditNote[] }>().data;
    expect(note!.lines.map((line) => [line.description, line.description_ne])).toEqual([
      [`${buds.name} (Jet Black)`, `${buds.name} (${placed.items[0]!.color_name_ne})`],
      // No Nepali name: the English line serves both pages.
      [`${buds.name} (Teal)`, undefined],
    ]);
  });
});
