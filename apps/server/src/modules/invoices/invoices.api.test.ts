import {
  amountInWordsEn,
  bsToAd,
  daysInBsMonth,
  paisaToRupees,
  rupeesToPaisa,
  startOfNepalDay,
  type Invoice,
} from '@pasal/contract';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { orders, users } from '../../db/schema.js';
import { markPaid } from '../orders/index.js';
import {
  authHeaders,
  createCustomer,
  createProduct,
  type Customer,
  type FixtureProduct,
} from '../../../test/helpers/orders.js';
import { invoices } from './schema.js';
import { issueInvoiceIfDue } from './service.js';

// Tax invoices on the real database: numbers without gaps per Nepali fiscal year, issued in the
// transaction that makes the order paid or delivered, once, and shown to the order's owner only.

let ctx: TestContext;
let shopper: Customer;
let other: Customer;
let staff: Customer;
let radio: FixtureProduct; // Rs 2,500

beforeAll(async () => {
  ctx = await createTestApp();
  shopper = await createCustomer(ctx, 'Hari');
  other = await createCustomer(ctx, 'Gita');
  staff = await createCustomer(ctx, 'Ram');
  await ctx.database.db.update(users).set({ role: 'staff' }).where(eq(users.id, staff.id));
  radio = await createProduct(ctx, { price: 2500, deliveryPrice: 100, stock: 500 });
});

afterAll(async () => {
  await ctx.close();
});

async function refreshTokens() {
  shopper.headers = await authHeaders(ctx, shopper.id);
  other.headers = await authHeaders(ctx, other.id);
  staff.headers = {
    authorization: `Bearer ${await ctx.app.services.accessTokens.sign({ userId: staff.id, role: 'staff' })}`,
  };
}

beforeEach(refreshTokens);

/**
 * An order as checkout writes it: one radio, delivered for Rs 100, unpaid. Written straight to the
 * tables so these tests follow numbering, not the checkout form (its own tests cover placing).
 */
async function place(
  gateway: 'COD' | 'Esewa',
  customer: Customer = shopper,
): Promise<{ order: { transaction_id: string }; figures: { grand_total: number; delivery_charge: number } }> {
  const transactionId = `inv-${randomBytes(6).toString('hex')}`;
  const result = await ctx.database.db.execute<{ id: number }>(sql`
    INSERT INTO orders (transaction_id, user_id, payment_gateway, subtotal_paisa, delivery_charge_paisa,
      grand_total_paisa, first_name, last_name, email, country, province, city, details_address, phone_number)
    VALUES (${transactionId}, ${customer.id}, ${gateway}, 250000, 10000, 260000, 'Sita', 'Sharma',
      'sita@example.com', 'Nepal', 'Bagmati Province', 'Kathmandu', 'Lambagar, Tarkeshwor', '9841234567')
    RETURNING id`);
  const orderId = result.rows[0]?.id;
  await ctx.database.db.execute(sql`
    INSERT INTO order_items (order_id, product_id, product_name, unit_price_paisa, quantity, line_total_paisa)
    VALUES (${orderId}, ${radio.id}, ${radio.name}, 250000, 1, 250000)`);
  return { order: { transaction_id: transactionId }, figures: { grand_total: 2600, delivery_charge: 100 } };
}

async function rowOf(transactionId: string) {
  const [row] = await ctx.database.db.select().from(orders).where(eq(orders.transactionId, transactionId));
  if (!row) throw new Error('no order');
  return row;
}

/** The same path a verified eSewa/Khalti callback takes. */
async function pay(transactionId: string): Promise<boolean> {
  const row = await rowOf(transactionId);
  return markPaid(ctx.app.services, row, { reference: `REF${row.id}`, detail: { status: 'COMPLETE' } });
}

function getInvoice(transactionId: string, headers?: { authorization: string }) {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/v1/orders/${transactionId}/invoice/`,
    ...(headers ? { headers } : {}),
  });
}

async function invoiceOf(transactionId: string): Promise<Invoice> {
  const response = await getInvoice(transactionId, shopper.headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Invoice }>().data;
}

function move(transactionId: string, status: string) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/admin/orders/${transactionId}/status/`,
    headers: staff.headers,
    payload: status === 'Shipped' ? { status, courier: 'pathao', tracking_number: 'PTH-1' } : { status },
  });
}

/** Noon in Kathmandu on a BS day. */
function middayOf(bs: { year: number; month: number; day: number }): number {
  return startOfNepalDay(bsToAd(bs)).getTime() + 12 * 3600_000;
}

describe('issuing', () => {
  it('an online payment issues the invoice in its transaction, once, with the VAT broken out', async () => {
    const { order, figures } = await place('Esewa');
    expect(await pay(order.transaction_id)).toBe(true);
    const [issued] = await ctx.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, (await rowOf(order.transaction_id)).id));
    expect(issued).toBeDefined();
    // A replayed callback changes nothing and issues nothing.
    expect(await pay(order.transaction_id)).toBe(false);
    const invoice = await invoiceOf(order.transaction_id);
    expect(invoice.invoice_number).toBe(issued?.invoiceNumber);
    // VAT-inclusive prices: the VAT is 13/113 of the total, rounded once (2600 → 299.12).
    const vat = Math.round((rupeesToPaisa(figures.grand_total) * 13) / 113);
    expect(invoice).toMatchObject({
      transaction_id: order.transaction_id,
      payment_method: 'Esewa',
      vat_mode: 'inclusive',
      vat_percent: 13,
      total: figures.grand_total,
      vat_amount: paisaToRupees(vat),
      taxable_amount: paisaToRupees(rupeesToPaisa(figures.grand_total) - vat),
      subtotal: 2500,
      delivery_charge: figures.delivery_charge,
      total_in_words: amountInWordsEn(rupeesToPaisa(figures.grand_total)),
      buyer: { name: 'Sita Sharma', pan: null },
      seller: { legal_name: ctx.config.SHOP_LEGAL_NAME, pan: ctx.config.SHOP_PAN },
    });
    expect(invoice.lines).toEqual([{ description: radio.name, quantity: 1, rate: 2500, amount: 2500 }]);
    expect(invoice.invoice_number).toMatch(/^\d{4}\/\d{2}-\d{6}$/);
    await vi.waitFor(() => {
      const confirmation = ctx.mail.find((mail) => mail.subject.includes(`${order.transaction_id} is confirmed`));
      expect(confirmation?.text).toContain(`http://shop.test/profile/orders/${order.transaction_id}/invoice`);
    });
    const count = await ctx.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM invoices WHERE order_id = ${issued?.orderId}`,
    );
    expect(count.rows[0]?.n).toBe(1);
  });

  it('cash on delivery: no bill until staff mark it delivered; then one, the same on every request', async () => {
    const { order } = await place('COD');
    const early = await getInvoice(order.transaction_id, shopper.headers);
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toBe('The bill is issued once the order is paid or delivered');
    expect(early.json<{ code: string }>().code).toBe('bill_not_issued_yet');
    for (const status of ['Processing', 'Shipped']) {
      const moved = await move(order.transaction_id, status);
      expect(moved.statusCode, moved.body).toBe(200);
    }
    expect((await getInvoice(order.transaction_id, shopper.headers)).statusCode).toBe(409);
    expect((await move(order.transaction_id, 'Delivered')).statusCode).toBe(200);
    const first = await invoiceOf(order.transaction_id);
    const again = await invoiceOf(order.transaction_id);
    expect(again.invoice_number).toBe(first.invoice_number);
    expect(first.payment_method).toBe('COD');
    // The delivered e-mail links the bill and dates the order in BS beside AD.
    const link = `http://shop.test/profile/orders/${order.transaction_id}/invoice`;
    await vi.waitFor(() => {
      const delivered = ctx.mail.find((mail) => mail.subject.includes(`${order.transaction_id} has been delivered`));
      expect(delivered?.text).toContain(`Your bill (tax invoice): ${link}`);
      expect(delivered?.text).toMatch(/Order date: \d{1,2} [A-Z][a-z]+ 20\d\d BS \(\d{1,2} [A-Z][a-z]{2} 20\d\d\)/);
    });
  });

  it('an order paid before invoices existed gets its invoice on the first request', async () => {
    const { order } = await place('Esewa');
    // Paid without the hook, as the rows of an older shop are.
    await ctx.database.db
      .update(orders)
      .set({ paymentStatus: 'paid', paidAt: new Date() })
      .where(eq(orders.transactionId, order.transaction_id));
    // The buyer's PAN, given at checkout, is on the bill.
    await ctx.database.db.execute(
      sql`UPDATE orders SET buyer_pan = '302345678' WHERE transaction_id = ${order.transaction_id}`,
    );
    const invoice = await invoiceOf(order.transaction_id);
    expect(invoice.sequence).toBeGreaterThan(0);
    expect(invoice.buyer.pan).toBe('302345678');
  });
});

// Issue #34: each bill keeps who issued it, by name as issued; the system issues nobody's.
describe('who issued the bill', () => {
  it('staff marking a cash order delivered are named on it, as they were named then; a payment names nobody', async () => {
    const { order } = await place('COD');
    for (const status of ['Processing', 'Shipped', 'Delivered']) {
      const moved = await move(order.transaction_id, status);
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const issued = await invoiceOf(order.transaction_id);
    expect(issued.issued_by).toBe('Ram Sharma');
    const [row] = await ctx.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, (await rowOf(order.transaction_id)).id));
    expect(row).toMatchObject({ issuedBy: staff.id, issuedByName: 'Ram Sharma' });
    // Renamed later: the bill, a snapshot, keeps the name it was issued under.
    await ctx.database.db.update(users).set({ lastName: 'Thapa' }).where(eq(users.id, staff.id));
    try {
      expect((await invoiceOf(order.transaction_id)).issued_by).toBe('Ram Sharma');
    } finally {
      await ctx.database.db.update(users).set({ lastName: 'Sharma' }).where(eq(users.id, staff.id));
    }

    const paid = await place('Esewa');
    expect(await pay(paid.order.transaction_id)).toBe(true);
    expect((await invoiceOf(paid.order.transaction_id)).issued_by).toBeNull();
  });

  it("staff opening an older order's bill issue it under their name; its owner opening it names nobody", async () => {
    const byStaff = await place('Esewa');
    const byOwner = await place('Esewa');
    await ctx.database.db
      .update(orders)
      .set({ paymentStatus: 'paid', paidAt: new Date() })
      .where(sql`${orders.transactionId} IN (${byStaff.order.transaction_id}, ${byOwner.order.transaction_id})`);
    const response = await getInvoice(byStaff.order.transaction_id, staff.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: Invoice }>().data.issued_by).toBe('Ram Sharma');
    expect((await invoiceOf(byStaff.order.transaction_id)).issued_by).toBe('Ram Sharma');
    expect((await invoiceOf(byOwner.order.transaction_id)).issued_by).toBeNull();
  });

  it("a bill issued before names were kept (0042 to 0053) shows its issuer's name; an older one nobody", async () => {
    const named = await place('COD');
    const older = await place('COD');
    await ctx.database.db
      .update(orders)
      .set({ status: 'Delivered' })
      .where(sql`${orders.transactionId} IN (${named.order.transaction_id}, ${older.order.transaction_id})`);
    // Rows as those migrations left them: an issuer id without a name, and neither.
    for (const [index, transactionId, issuedBy] of [
      [1, named.order.transaction_id, staff.id],
      [2, older.order.transaction_id, null],
    ] as const) {
      await ctx.database.db.insert(invoices).values({
        orderId: (await rowOf(transactionId)).id,
        fiscalYear: '2000/01',
        sequence: index,
        invoiceNumber: `2000/01-00000${index}`,
        issuedAt: new Date('1943-06-01T06:00:00Z'),
        seller: {
          name: 'Pasal',
          legal_name: 'Pasal Pvt. Ltd.',
          address: 'Kathmandu',
          pan: '600000001',
          registration_no: '1',
          phone: '01-4000000',
          email: 'shop@example.com',
        },
        buyer: { name: 'Sita Sharma', pan: null, address: 'Kathmandu', phone: '9841234567', email: 'sita@example.com' },
        lines: [{ description: radio.name, quantity: 1, rate_paisa: 250000, amount_paisa: 250000 }],
        vatMode: 'inclusive',
        vatPercent: 13,
        subtotalPaisa: 250000,
        deliveryChargePaisa: 10000,
        discountPaisa: 0,
        taxablePaisa: 230088,
        vatPaisa: 29912,
        totalPaisa: 260000,
        issuedBy,
      });
    }
    expect((await invoiceOf(named.order.transaction_id)).issued_by).toBe('Ram Sharma');
    expect((await invoiceOf(older.order.transaction_id)).issued_by).toBeNull();
  });
});

// Issue #30: the buyer's address on the bill is the account's billing address (the address book's
// Nepal address, saved on the Billing Address page), else the whole address the order went to.
describe("the buyer's address on the bill", () => {
  /** A Nepal-address order (Kathmandu Metropolitan City ward 26), paid by eSewa. */
  async function paidNepalOrder(customer: Customer, deliveryMethod: 'delivery' | 'pickup'): Promise<string> {
    const { order } = await place('Esewa', customer);
    if (deliveryMethod === 'delivery') {
      await ctx.database.db.execute(sql`
        UPDATE orders SET delivery_method = 'delivery', province_id = 3, district_id = 27, district = 'Kathmandu',
          local_level_id = 307, ward = 26, city = 'Kathmandu Metropolitan City', postal_code = '44600',
          monument = 'Near the temple'
        WHERE transaction_id = ${order.transaction_id}`);
    } else {
      await ctx.database.db.execute(sql`
        UPDATE orders SET delivery_method = 'pickup', province = '', city = '', details_address = '', monument = ''
        WHERE transaction_id = ${order.transaction_id}`);
    }
    expect(await pay(order.transaction_id)).toBe(true);
    return order.transaction_id;
  }

  it('a saved billing address: the server keeps it as sent, and the bill shows it', async () => {
    const buyer = await createCustomer(ctx, 'Asha');
    const saved = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/auth/profile/',
      headers: buyer.headers,
      payload: {
        billing: {
          province_id: 4,
          district_id: 38,
          local_level_id: 414,
          ward: 6,
          tole: 'Lakeside, Baidam',
          landmark: 'Opposite the boat station',
          postal_code: '',
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const profile = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/profile/', headers: buyer.headers });
    expect(profile.json<{ data: { billing: unknown } }>().data.billing).toMatchObject({
      province_id: 4,
      district_id: 38,
      local_level_id: 414,
      ward: 6,
      tole: 'Lakeside, Baidam',
      landmark: 'Opposite the boat station',
      postal_code: '',
    });

    for (const method of ['delivery', 'pickup'] as const) {
      const transactionId = await paidNepalOrder(buyer, method);
      const response = await getInvoice(transactionId, buyer.headers);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<{ data: Invoice }>().data.buyer.address).toBe(
        'Lakeside, Baidam, Pokhara Metropolitan City-6, Kaski, Gandaki Province',
      );
    }
  });

  it('no billing address: the whole delivery address (ward and district too, no landmark); pickup: none', async () => {
    const buyer = await createCustomer(ctx, 'Bishnu');
    const delivered = await getInvoice(await paidNepalOrder(buyer, 'delivery'), buyer.headers);
    expect(delivered.json<{ data: Invoice }>().data.buyer.address).toBe(
      'Lambagar, Tarkeshwor, Kathmandu Metropolitan City-26, Kathmandu, Bagmati Province 44600',
    );
    const pickedUp = await getInvoice(await paidNepalOrder(buyer, 'pickup'), buyer.headers);
    expect(pickedUp.json<{ data: Invoice }>().data.buyer.address).toBe('');
  });
});

describe('numbering', () => {
  it('20 concurrent payments take 20 consecutive numbers, without gaps or repeats', async () => {
    const placed = [];
    for (let index = 0; index < 20; index += 1) placed.push(await place('Esewa'));
    const before = await ctx.database.db.execute<{ max: number | null }>(
      sql`SELECT max(sequence) AS max FROM invoices`,
    );
    const results = await Promise.all(placed.map(({ order }) => pay(order.transaction_id)));
    expect(results.every(Boolean)).toBe(true);
    const ids = await Promise.all(placed.map(async ({ order }) => (await rowOf(order.transaction_id)).id));
    const rows = await ctx.database.db.execute<{ sequence: number; fiscal_year: string }>(
      sql`SELECT sequence, fiscal_year FROM invoices WHERE order_id IN ${sql.raw(`(${ids.join(',')})`)} ORDER BY sequence`,
    );
    expect(rows.rows).toHaveLength(20);
    expect(new Set(rows.rows.map((row) => row.fiscal_year)).size).toBe(1);
    const first = (before.rows[0]?.max ?? 0) + 1;
    expect(rows.rows.map((row) => row.sequence)).toEqual(Array.from({ length: 20 }, (_, index) => first + index));
  });

  it('a rolled-back transaction does not burn a number', async () => {
    const { order } = await place('Esewa');
    const row = await rowOf(order.transaction_id);
    let taken = '';
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await tx.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, row.id));
        const invoice = await issueInvoiceIfDue(tx, ctx.app.services, row.id, new Date(ctx.clock.now()));
        taken = invoice?.invoiceNumber ?? '';
        throw new Error('the payment transaction failed after the number was taken');
      }),
    ).rejects.toThrow('after the number was taken');
    expect(taken).not.toBe('');
    expect(await ctx.database.db.select().from(invoices).where(eq(invoices.orderId, row.id))).toEqual([]);
    expect(await pay(order.transaction_id)).toBe(true);
    expect((await invoiceOf(order.transaction_id)).invoice_number).toBe(taken);
  });

  it('31 Asar and 1 Shrawan fall in different fiscal years, each numbered from 1', async () => {
    const lastOfAsar = { year: 2081, month: 3, day: daysInBsMonth(2081, 3) };
    const firstOfShrawan = { year: 2081, month: 4, day: 1 };
    const before = await place('Esewa');
    const after = await place('Esewa');
    const saved = ctx.clock.now();
    try {
      ctx.clock.set(middayOf(lastOfAsar));
      expect(await pay(before.order.transaction_id)).toBe(true);
      ctx.clock.set(middayOf(firstOfShrawan));
      expect(await pay(after.order.transaction_id)).toBe(true);
    } finally {
      ctx.clock.set(saved);
    }
    await refreshTokens();
    const a = await invoiceOf(before.order.transaction_id);
    const b = await invoiceOf(after.order.transaction_id);
    expect(a).toMatchObject({ fiscal_year: '2080/81', sequence: 1, invoice_number: '2080/81-000001' });
    expect(b).toMatchObject({ fiscal_year: '2081/82', sequence: 1, invoice_number: '2081/82-000001' });
    // 1 Shrawan 2081 is 16 July 2024.
    expect(new Date(b.issued_at).toISOString().slice(0, 10)).toBe('2024-07-16');
  });
});

describe('access', () => {
  it("the owner and staff see the bill; anyone else's order is not found; no token is 401", async () => {
    const { order } = await place('Esewa');
    await pay(order.transaction_id);
    expect((await getInvoice(order.transaction_id, shopper.headers)).statusCode).toBe(200);
    const stranger = await getInvoice(order.transaction_id, other.headers);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json<{ message: string }>().message).toBe('Order not found');
    expect(stranger.json<{ code: string }>().code).toBe('order_not_found');
    expect((await getInvoice('no-such-order', shopper.headers)).statusCode).toBe(404);
    expect((await getInvoice(order.transaction_id, staff.headers)).statusCode).toBe(200);
    expect((await getInvoice(order.transaction_id)).statusCode).toBe(401);
  });

  it('is documented in /api/docs', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json<{ paths: Record<string, unknown> }>().paths)).toContain(
      '/api/v1/orders/{transaction_id}/invoice/',
    );
  });
});
