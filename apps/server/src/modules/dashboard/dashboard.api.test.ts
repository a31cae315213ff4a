import { randomBytes } from 'node:crypto';
import {
  rupeesToPaisa,
  type Dashboard,
  type PaymentGateway,
  type PaymentStatus,
  type OrderStatus,
} from '@pasal/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { orderItems, orders, products, questions, users } from '../../db/schema.js';
import { createCustomer, createProduct, type FixtureProduct } from '../../../test/helpers/orders.js';

// The dashboard's figures on the real database, from known orders: which orders are sales, the
// shop day in Nepal (midnight there is 18:15 UTC the day before), the waiting counts the order desk
// filters by, low stock, top sellers and the inbox.

let ctx: TestContext;
let customerId: number;
let headers: Record<'staff' | 'admin' | 'customer', { authorization: string }>;
const product: Record<'fewLeft' | 'soldOut' | 'plenty' | 'lastFive' | 'draftLow', FixtureProduct> = {} as never;

// 17:45 in Kathmandu on 10 March 2026.
const NOW = Date.parse('2026-03-10T12:00:00Z');
const TODAY_STARTS = '2026-03-09T18:15:00Z';
const SECOND_BEFORE_TODAY = '2026-03-09T18:14:59Z';
const SIX_DAYS_AGO_STARTS = '2026-03-03T18:15:00Z'; // 4 March in Nepal: the first day of the 7
const TWENTY_NINE_DAYS_AGO_STARTS = '2026-02-08T18:15:00Z'; // 9 February in Nepal: the first of the 30

interface OrderFixture {
  at: string;
  gateway: PaymentGateway;
  status: OrderStatus;
  payment: PaymentStatus;
  rupees: number;
  /** A coupon's discount: the goods came to rupees + discount, the order asked `rupees`. */
  discount?: number;
  lines?: { product: FixtureProduct; quantity: number; rupees: number }[];
}

async function placeOrder(fixture: OrderFixture): Promise<void> {
  const [row] = await ctx.database.db
    .insert(orders)
    .values({
      transactionId: `PSL-T-${randomBytes(5).toString('hex')}`,
      userId: customerId,
      status: fixture.status,
      paymentStatus: fixture.payment,
      paymentGateway: fixture.gateway,
      subtotalPaisa: rupeesToPaisa(fixture.rupees + (fixture.discount ?? 0)),
      discountPaisa: rupeesToPaisa(fixture.discount ?? 0),
      deliveryChargePaisa: 0,
      grandTotalPaisa: rupeesToPaisa(fixture.rupees),
      country: 'Nepal',
      province: 'Bagmati Province',
      city: 'Kathmandu',
      detailsAddress: 'Lambagar',
      phoneNumber: '9841234567',
      createdAt: new Date(fixture.at),
    })
    .returning({ id: orders.id });
  for (const line of fixture.lines ?? []) {
    await ctx.database.db.insert(orderItems).values({
      orderId: row!.id,
      productId: line.product.id,
      productName: line.product.name,
      unitPricePaisa: rupeesToPaisa(line.rupees / line.quantity),
      quantity: line.quantity,
      lineTotalPaisa: rupeesToPaisa(line.rupees),
    });
  }
}

async function roleHeaders(role: 'staff' | 'admin' | 'customer') {
  const [row] = await ctx.database.db
    .insert(users)
    .values({
      email: `${role}-${randomBytes(4).toString('hex')}@example.com`,
      firstName: 'Ram',
      lastName: 'Thapa',
      role,
    })
    .returning({ id: users.id });
  return { authorization: `Bearer ${await ctx.app.services.accessTokens.sign({ userId: row!.id, role })}` };
}

const dashboard = async (who: { authorization: string } = headers.staff) => {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/dashboard/', headers: who });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: Dashboard }).data;
};

beforeAll(async () => {
  ctx = await createTestApp();
  ctx.clock.set(NOW);
  customerId = (await createCustomer(ctx)).id;
  headers = {
    staff: await roleHeaders('staff'),
    admin: await roleHeaders('admin'),
    customer: await roleHeaders('customer'),
  };

  // Only this file's products are active, so the low-stock figures are exact.
  await ctx.database.db.update(products).set({ status: 'archived', isActive: false });
  product.fewLeft = await createProduct(ctx, { price: 1000, stock: 3 });
  product.soldOut = await createProduct(ctx, { price: 100, stock: 0 });
  product.plenty = await createProduct(ctx, { price: 50, stock: 500 });
  product.lastFive = await createProduct(ctx, { price: 20, stock: 5 });
  product.draftLow = await createProduct(ctx, { price: 20, stock: 1, active: false });

  const { fewLeft, soldOut, plenty } = product;
  const sales: OrderFixture[] = [
    // Today in Nepal.
    {
      at: TODAY_STARTS,
      gateway: 'Esewa',
      status: 'Processing',
      payment: 'paid',
      rupees: 1000.55,
      lines: [{ product: fewLeft, quantity: 2, rupees: 1000.55 }],
    },
    {
      at: '2026-03-10T11:00:00Z',
      gateway: 'Khalti',
      status: 'Pending',
      payment: 'paid',
      rupees: 10,
      lines: [{ product: soldOut, quantity: 1, rupees: 10 }],
    },
    {
      at: '2026-03-10T01:00:00Z',
      gateway: 'COD',
      status: 'Delivered',
      payment: 'paid',
      rupees: 500,
      lines: [{ product: soldOut, quantity: 1, rupees: 490 }],
    },
    {
      at: '2026-03-10T02:00:00Z',
      gateway: 'COD',
      status: 'Pending',
      payment: 'unpaid',
      // Rs 1,250 of goods less a Rs 1,000 coupon: first by units or by list price, last by net revenue.
      rupees: 250,
      discount: 1000,
      lines: [{ product: plenty, quantity: 5, rupees: 1250 }],
    },
    // Yesterday in Nepal, by one second: only in the 7 and 30 days.
    { at: SECOND_BEFORE_TODAY, gateway: 'Esewa', status: 'Delivered', payment: 'paid', rupees: 2000 },
    // The first of the 7 days, and the second before it (then only in the 30).
    { at: SIX_DAYS_AGO_STARTS, gateway: 'COD', status: 'Shipped', payment: 'unpaid', rupees: 300 },
    { at: '2026-03-03T18:14:59Z', gateway: 'COD', status: 'Delivered', payment: 'paid', rupees: 100 },
    // The first of the 30 days, and the second before it (in none).
    { at: TWENTY_NINE_DAYS_AGO_STARTS, gateway: 'Khalti', status: 'Delivered', payment: 'paid', rupees: 50 },
    {
      at: '2026-02-08T18:14:59Z',
      gateway: 'Esewa',
      status: 'Delivered',
      payment: 'paid',
      rupees: 70,
      lines: [{ product: plenty, quantity: 100, rupees: 70 }],
    },
  ];
  const notSales: OrderFixture[] = [
    // Still at the gateway: not a sale, not waiting for staff either.
    {
      at: '2026-03-10T03:00:00Z',
      gateway: 'Khalti',
      status: 'Pending',
      payment: 'unpaid',
      rupees: 999,
      lines: [{ product: plenty, quantity: 50, rupees: 999 }],
    },
    // Cancelled cash on delivery, a failed payment, a refund: none is a sale.
    {
      at: '2026-03-10T03:00:00Z',
      gateway: 'COD',
      status: 'Cancelled',
      payment: 'unpaid',
      rupees: 777,
      lines: [{ product: fewLeft, quantity: 100, rupees: 777 }],
    },
    { at: '2026-03-10T03:00:00Z', gateway: 'Esewa', status: 'Cancelled', payment: 'failed', rupees: 888 },
    { at: '2026-03-10T03:00:00Z', gateway: 'Esewa', status: 'Cancelled', payment: 'refunded', rupees: 333 },
    // A store pickup waiting for its customer since before the 30 days: waits to be handed over.
    { at: '2026-01-20T05:00:00Z', gateway: 'Esewa', status: 'Ready for pickup', payment: 'paid', rupees: 60 },
    // Cancelled with the money taken: waits for its refund.
    { at: '2026-03-10T03:00:00Z', gateway: 'Khalti', status: 'Cancelled', payment: 'paid', rupees: 444 },
  ];
  for (const fixture of [...sales, ...notSales]) await placeOrder(fixture);

  await ctx.database.db.delete(questions);
  for (const answer of [null, null, 'Yes, it does']) {
    await ctx.database.db
      .insert(questions)
      .values({ productId: fewLeft.id, userId: customerId, question: 'Does it charge fast?', answer });
  }
});
afterAll(async () => {
  await ctx.close();
});

describe('who may read the dashboard', () => {
  it('401 without a token, 403 for a customer, the figures for staff and admins', async () => {
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/dashboard/' });
    expect(anonymous.statusCode).toBe(401);
    const customer = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/admin/dashboard/',
      headers: headers.customer,
    });
    expect(customer.statusCode).toBe(403);
    expect((await dashboard(headers.staff)).today).toBe('2026-03-10');
    expect((await dashboard(headers.admin)).today).toBe('2026-03-10');
  });
});

describe('sales', () => {
  it('counts paid online, cash on delivery delivered and outstanding per shop day in Nepal', async () => {
    const { periods, time_zone } = await dashboard();
    expect(time_zone).toBe('Asia/Kathmandu');
    expect(periods.today).toEqual({
      paid_online: { count: 2, amount: 1010.55 },
      cod_delivered: { count: 1, amount: 500 },
      cod_outstanding: { count: 1, amount: 250 },
      revenue: 1510.55,
      orders: 4,
    });
    expect(periods.last_7_days).toEqual({
      paid_online: { count: 3, amount: 3010.55 },
      cod_delivered: { count: 1, amount: 500 },
      cod_outstanding: { count: 2, amount: 550 },
      revenue: 3510.55,
      orders: 6,
    });
    expect(periods.last_30_days).toEqual({
      paid_online: { count: 4, amount: 3060.55 },
      cod_delivered: { count: 2, amount: 600 },
      cod_outstanding: { count: 2, amount: 550 },
      revenue: 3660.55,
      orders: 8,
    });
  });

  it('gives the chart every one of the last 30 shop days, oldest first', async () => {
    const { daily } = await dashboard();
    expect(daily).toHaveLength(30);
    expect(daily[0]).toEqual({ date: '2026-02-09', revenue: 50, cod_outstanding: 0, orders: 1 });
    expect(daily.at(-1)).toEqual({ date: '2026-03-10', revenue: 1510.55, cod_outstanding: 250, orders: 4 });
    expect(daily.at(-2)).toEqual({ date: '2026-03-09', revenue: 2000, cod_outstanding: 0, orders: 1 });
    expect(daily.find((day) => day.date === '2026-03-04')).toEqual({
      date: '2026-03-04',
      revenue: 0,
      cod_outstanding: 300,
      orders: 1,
    });
    expect(daily.find((day) => day.date === '2026-03-03')).toEqual({
      date: '2026-03-03',
      revenue: 100,
      cod_outstanding: 0,
      orders: 1,
    });
    expect(daily.find((day) => day.date === '2026-02-20')).toEqual({
      date: '2026-02-20',
      revenue: 0,
      cod_outstanding: 0,
      orders: 0,
    });
  });

  it('moves to the next day at midnight in Nepal, not in UTC', async () => {
    ctx.clock.set(Date.parse(TODAY_STARTS) - 1000);
    try {
      const before = await dashboard();
      expect(before.today).toBe('2026-03-09');
      expect(before.periods.today.orders).toBe(1);
      expect(before.periods.today.revenue).toBe(2000);
      expect(before.daily.at(-1)?.date).toBe('2026-03-09');
    } finally {
      ctx.clock.set(NOW);
    }
  });

  it('ranks the top sellers by net revenue (after discounts) in the 30 days’ sales, leaving out cancelled and unpaid orders', async () => {
    const { top_sellers } = await dashboard();
    expect(top_sellers).toEqual([
      { product_id: product.fewLeft.id, name: product.fewLeft.name, units: 2, amount: 1000.55 },
      { product_id: product.soldOut.id, name: product.soldOut.name, units: 2, amount: 500 },
      { product_id: product.plenty.id, name: product.plenty.name, units: 5, amount: 250 },
    ]);
  });
});

describe('work waiting', () => {
  it('counts the orders per next step with the order desk filter that lists them', async () => {
    const { waiting, awaiting_payment } = await dashboard();
    expect(waiting).toEqual([
      { step: 'process', count: 2, status: 'Pending', payment_status: null },
      { step: 'ship', count: 1, status: 'Processing', payment_status: null },
      { step: 'deliver', count: 1, status: 'Shipped', payment_status: null },
      { step: 'collect', count: 1, status: 'Ready for pickup', payment_status: null },
      { step: 'refund', count: 1, status: 'Cancelled', payment_status: 'paid' },
    ]);
    expect(awaiting_payment).toBe(1);
  });

  it('lists active products at or below the low-stock threshold, fewest first', async () => {
    const { low_stock } = await dashboard();
    expect(low_stock).toEqual({
      threshold: 5,
      low: 2,
      out: 1,
      colors_sold_out: 0,
      products: [
        {
          id: product.soldOut.id,
          name: product.soldOut.name,
          slug: expect.any(String),
          stock: 0,
          threshold: 5,
          sold_out_colors: [],
        },
        {
          id: product.fewLeft.id,
          name: product.fewLeft.name,
          slug: expect.any(String),
          stock: 3,
          threshold: 5,
          sold_out_colors: [],
        },
        {
          id: product.lastFive.id,
          name: product.lastFive.name,
          slug: expect.any(String),
          stock: 5,
          threshold: 5,
          sold_out_colors: [],
        },
      ],
    });
  });

  it('counts unanswered questions and unread messages', async () => {
    await ctx.database.db.execute(sql`DELETE FROM contact_messages`);
    await ctx.database.db.execute(sql`
      INSERT INTO contact_messages (name, email, subject, message, status) VALUES
        ('Sita', 'sita@example.com', 'Hello', 'Is the shop open?', 'unread'),
        ('Hari', 'hari@example.com', 'Hello', 'Where is my order?', 'read'),
        ('Gita', 'gita@example.com', 'Hello', 'Do you deliver?', 'unread'),
        ('Spam', 'spam@example.com', 'Offer', 'Buy now', 'spam')`);
    const { inbox } = await dashboard();
    expect(inbox).toEqual({ unanswered_questions: 2, unread_messages: 2 });
  });
});
