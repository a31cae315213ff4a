import type { Order, PlacedOrder } from '@pasal/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { createCustomer, createProduct, orderPayload, type Customer } from '../../../test/helpers/orders.js';
import { ORDER_CONFIRMATION_TEMPLATE } from './mail-templates.js';

// A cash-on-delivery order's e-mails are queued as templates and written when sent. A row queued
// by the version before an upgrade (its order without a field added since) must still be sent; a
// row that lacks what an e-mail needs is kept with its error, not sent half-written.

let ctx: TestContext;
let shopper: Customer;
let order: Order;

beforeAll(async () => {
  ctx = await createTestApp();
  shopper = await createCustomer(ctx, 'Maya');
  const product = await createProduct(ctx, { price: 1500, deliveryPrice: 100, stock: 5 });
  const placed = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/orders/',
    headers: shopper.headers,
    payload: orderPayload([{ product_id: product.id, quantity: 1 }], {
      subtotal: 1500,
      delivery_charge: 100,
      grand_total: 1600,
    }),
  });
  expect(placed.statusCode, placed.body).toBe(201);
  order = placed.json<{ data: PlacedOrder }>().data.order;
  await ctx.app.services.mailOutbox.drain();
});
afterAll(async () => {
  await ctx.close();
});

async function queue(params: unknown): Promise<void> {
  const row = { template: ORDER_CONFIRMATION_TEMPLATE, to: shopper.email, params };
  await ctx.database.db.execute(
    sql`INSERT INTO mail_outbox (message, next_attempt_at) VALUES (${JSON.stringify(row)}::jsonb, ${new Date(ctx.clock.now())})`,
  );
  await ctx.app.services.mailOutbox.drain();
}

describe('order e-mail templates', () => {
  it("writes a queued order whose JSON lacks fields added since, as it writes today's", async () => {
    const { buyer_pan: _pan, notes: _notes, ...older } = order as Order & Record<string, unknown>;
    const before = ctx.mail.length;
    await queue({ order: older, shopName: 'Pasal', shopEmail: 'hello@pasal.example', publicUrl: 'http://shop.test' });
    const sent = ctx.mail.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: shopper.email,
      subject: `Pasal: your order ${order.transaction_id} is confirmed`,
    });
    expect(sent[0]?.text).toContain(`We have received your order ${order.transaction_id}.`);
  });

  it('keeps a row whose order lacks what the e-mail needs, with its error', async () => {
    const { transaction_id: _id, ...broken } = order;
    const before = ctx.mail.length;
    await queue({ order: broken, shopName: 'Pasal', shopEmail: 'hello@pasal.example', publicUrl: 'http://shop.test' });
    expect(ctx.mail.length).toBe(before);
    const kept = await ctx.database.db.execute<{ attempts: number; last_error: string }>(
      sql`SELECT attempts, last_error FROM mail_outbox WHERE message->>'template' = ${ORDER_CONFIRMATION_TEMPLATE}`,
    );
    expect(kept.rows).toHaveLength(1);
    expect(kept.rows[0]?.attempts).toBe(1);
    expect(kept.rows[0]?.last_error).toContain('transaction_id');
  });
});
