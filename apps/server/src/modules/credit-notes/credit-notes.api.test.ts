import {
  type CreditNote,
  type Invoice,
  type SalesRegister,
  type StaffOrder,
  type StaffOrderChanged,
} from '@pasal/contract';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { creditNotes, orderRefunds, orders, users } from '../../db/schema.js';
import { markPaid } from '../orders/index.js';
import {
  authHeaders,
  createCustomer,
  createProduct,
  type Customer,
  type FixtureProduct,
} from '../../../test/helpers/orders.js';

// Refunds with amounts and lines, and the credit notes they issue, on the real database: a partial
// refund of a delivered eSewa order credits the right VAT, credit notes issued at the same moment
// take consecutive numbers, refunds never add up to more than was paid (also when recorded at once),
// and a cancellation after billing credits the whole bill.

let ctx: TestContext;
let shopper: Customer;
let other: Customer;
let staff: Customer;
let phone: FixtureProduct; // Rs 45,000
let cover: FixtureProduct; // Rs 1,130

const PAID_PAISA = 4_741_000; // 45,000 + 2 × 1,130 + 150 delivery
const BILL_VAT_PAISA = 545_425; // 47,410 × 13/113 = 5,454.25

beforeAll(async () => {
  ctx = await createTestApp();
  shopper = await createCustomer(ctx, 'Hari');
  other = await createCustomer(ctx, 'Gita');
  staff = await createCustomer(ctx, 'Ram');
  await ctx.database.db.update(users).set({ role: 'staff' }).where(eq(users.id, staff.id));
  phone = await createProduct(ctx, { price: 45_000, stock: 100 });
  cover = await createProduct(ctx, { price: 1_130, stock: 100 });
});

afterAll(async () => {
  await ctx.close();
});

beforeEach(async () => {
  shopper.headers = await authHeaders(ctx, shopper.id);
  other.headers = await authHeaders(ctx, other.id);
  staff.headers = {
    authorization: `Bearer ${await ctx.app.services.accessTokens.sign({ userId: staff.id, role: 'staff' })}`,
  };
});

/**
 * A phone and two covers, delivered for Rs 150, written straight to the tables (checkout has its
 * own tests): what matters here is what happens after the sale.
 */
async function place(gateway: 'COD' | 'Esewa'): Promise<string> {
  const transactionId = `cn-${randomBytes(6).toString('hex')}`;
  const result = await ctx.database.db.execute<{ id: number }>(sql`
    INSERT INTO orders (transaction_id, user_id, payment_gateway, subtotal_paisa, delivery_charge_paisa,
      grand_total_paisa, first_name, last_name, email, country, province, city, details_address, phone_number)
    VALUES (${transactionId}, ${shopper.id}, ${gateway}, 4726000, 15000, ${PAID_PAISA}, 'Sita', 'Sharma',
      'sita@example.com', 'Nepal', 'Bagmati Province', 'Kathmandu', 'Lambagar, Tarkeshwor', '9841234567')
    RETURNING id`);
  const orderId = result.rows[0]?.id;
  await ctx.database.db.execute(sql`
    INSERT INTO order_items (order_id, product_id, product_name, unit_price_paisa, quantity, line_total_paisa)
    VALUES (${orderId}, ${phone.id}, ${phone.name}, 4500000, 1, 4500000),
      (${orderId}, ${cover.id}, ${cover.name}, 113000, 2, 226000)`);
  return transactionId;
}

async function rowOf(transactionId: string) {
  const [row] = await ctx.database.db.select().from(orders).where(eq(orders.transactionId, transactionId));
  if (!row) throw new Error('no order');
  return row;
}

function move(transactionId: string, status: string) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/admin/orders/${transactionId}/status/`,
    headers: staff.headers,
    payload:
      status === 'Shipped'
        ? { status, courier: 'pathao', tracking_number: 'PTH-1' }
        : status === 'Cancelled'
          ? { status, reason: 'The customer asked to cancel' }
          : { status },
  });
}

/** Paid through eSewa (the path a verified callback takes), which issues the bill. */
async function paidEsewa(): Promise<string> {
  const id = await place('Esewa');
  const row = await rowOf(id);
  expect(await markPaid(ctx.app.services, row, { reference: `REF${row.id}`, detail: { status: 'COMPLETE' } })).toBe(
    true,
  );
  return id;
}

async function delivered(gateway: 'COD' | 'Esewa'): Promise<string> {
  const id = gateway === 'Esewa' ? await paidEsewa() : await place('COD');
  for (const step of ['Processing', 'Shipped', 'Delivered']) {
    const response = await move(id, step);
    expect(response.statusCode, response.body).toBe(200);
  }
  return id;
}

async function detail(transactionId: string): Promise<StaffOrder> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/admin/orders/${transactionId}/`,
    headers: staff.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: StaffOrder }>().data;
}

function refund(transactionId: string, payload: object) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/admin/orders/${transactionId}/refund/`,
    headers: staff.headers,
    payload,
  });
}

/** The refund body for units of the phone (line 0) and covers (line 1), with a reference. */
async function unitsOf(
  transactionId: string,
  units: { phone?: number; covers?: number; delivery?: boolean },
  fields: object = {},
) {
  const lines = (await detail(transactionId)).refundable?.lines ?? [];
  const picks = [
    { line: lines[0], quantity: units.phone ?? 0 },
    { line: lines[1], quantity: units.covers ?? 0 },
  ];
  return {
    lines: picks
      .filter((pick) => pick.line && pick.quantity > 0)
      .map((pick) => ({ line_id: pick.line!.line_id, quantity: pick.quantity })),
    delivery: units.delivery ?? false,
    reason: 'Returned within 7 days',
    provider_reference: 'ESW-RF-1',
    ...fields,
  };
}

async function creditNotesOf(transactionId: string, headers = shopper.headers) {
  return ctx.app.inject({ method: 'GET', url: `/api/v1/orders/${transactionId}/credit-notes/`, headers });
}

async function billOf(transactionId: string): Promise<Invoice> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/orders/${transactionId}/invoice/`,
    headers: shopper.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Invoice }>().data;
}

const MAIL_WAIT = { timeout: 5000 };

describe('a partial refund of a delivered eSewa order', () => {
  it('records one cover refunded and issues one credit note with its VAT; the bill stays as issued', async () => {
    const id = await delivered('Esewa');
    const billBefore = await billOf(id);
    const response = await refund(id, await unitsOf(id, { covers: 1 }));
    expect(response.statusCode, response.body).toBe(200);
    const order = response.json<StaffOrderChanged>().data;
    // Part of the money went back: the payment stays paid, and the rest may still be refunded.
    expect(order.payment_status).toBe('paid');
    expect(order.order_status).toBe('Delivered');
    expect(order.refundable).toMatchObject({ paid: 47_410, refunded: 1_130, max_amount: 46_280 });
    expect(order.refundable?.lines.map((line) => line.refundable_quantity)).toEqual([1, 1]);
    expect(order.refunds).toEqual([
      expect.objectContaining({ amount: 1_130, provider_reference: 'ESW-RF-1', delivery: 0 }),
    ]);
    expect(order.credit_notes).toHaveLength(1);
    expect(order.refunds[0]!.credit_note_number).toBe(order.credit_notes[0]!.credit_note_number);
    expect(order.history.at(-1)).toMatchObject({ kind: 'payment', from: 'paid', to: 'partially_refunded' });

    const notes = await creditNotesOf(id);
    expect(notes.statusCode, notes.body).toBe(200);
    const [note, ...more] = notes.json<{ data: CreditNote[] }>().data;
    expect(more).toEqual([]);
    expect(note).toMatchObject({
      kind: 'refund',
      invoice_number: billBefore.invoice_number,
      transaction_id: id,
      vat_mode: 'inclusive',
      vat_percent: 13,
      lines: [{ description: cover.name, quantity: 1, amount: 1_130, vat_amount: 130 }],
      taxable_amount: 1_000,
      vat_amount: 130,
      total: 1_130,
      total_in_words: 'Rupees One Thousand One Hundred Thirty Only',
      total_in_words_ne: 'एक हजार एक सय तिस रुपैयाँ मात्र',
      reason: 'Returned within 7 days',
    });
    expect(note!.credit_note_number).toMatch(/^CN \d{4}\/\d{2}-\d{6}$/);
    expect(note!.credit_note_number).toBe(`CN ${note!.fiscal_year}-${String(note!.sequence).padStart(6, '0')}`);
    expect(note!.seller).toEqual(billBefore.seller);
    expect(await billOf(id)).toEqual(billBefore);

    await vi.waitFor(() => {
      const mail = ctx.mail.filter((sent) => sent.subject.includes(`refund for order ${id}`));
      expect(mail).toHaveLength(1);
      expect(mail[0]!.to).toBe(shopper.email);
      expect(mail[0]!.text).toContain('We have refunded Rs. 1,130');
      expect(mail[0]!.text).toContain(note!.credit_note_number);
    }, MAIL_WAIT);
  });

  it('lists the credit note in the sales register as a return: its amounts negative, the VAT summary net of it', async () => {
    const id = await delivered('Esewa');
    const bill = await billOf(id);
    expect((await refund(id, await unitsOf(id, { covers: 1 }))).statusCode).toBe(200);
    const [note] = (await creditNotesOf(id)).json<{ data: CreditNote[] }>().data;
    const admin = await createCustomer(ctx, 'Sita');
    await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    const headers = {
      authorization: `Bearer ${await ctx.app.services.accessTokens.sign({ userId: admin.id, role: 'admin' })}`,
    };
    const answer = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/admin/accounts/sales-register/?fiscal_year=${encodeURIComponent(note!.fiscal_year)}`,
      headers,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const register = answer.json<SalesRegister>();
    const billRow = register.data.find((row) => row.number === bill.invoice_number);
    const noteRow = register.data.find((row) => row.number === note!.credit_note_number);
    expect(billRow).toMatchObject({ kind: 'bill', taxable_amount: bill.taxable_amount, vat: bill.vat_amount });
    expect(noteRow).toMatchObject({ kind: 'credit_note', taxable_amount: -1_000, vat: -130, bill_total: -1_130 });
    // Bills come first, then the credit notes.
    expect(register.data.findIndex((row) => row.kind === 'credit_note')).toBeGreaterThan(
      register.data.findLastIndex((row) => row.kind === 'bill'),
    );
    const returns = register.vat_summary.reduce((sum, month) => sum + month.returns_vat, 0);
    const output = register.vat_summary.reduce((sum, month) => sum + month.output_vat, 0);
    const net = register.vat_summary.reduce((sum, month) => sum + month.net_vat, 0);
    expect(returns).toBeGreaterThanOrEqual(130);
    expect(net).toBeCloseTo(output - returns, 2);
    expect(register.period_totals.vat).toBeCloseTo(output - returns, 2);
  });

  it('refunds the rest to the last paisa, with the VAT left on the bill, and then the payment is refunded', async () => {
    const id = await delivered('Esewa');
    expect((await refund(id, await unitsOf(id, { covers: 1 }))).statusCode).toBe(200);
    const rest = await refund(
      id,
      await unitsOf(id, { phone: 1, covers: 1, delivery: true }, { provider_reference: 'ESW-RF-2' }),
    );
    expect(rest.statusCode, rest.body).toBe(200);
    const order = rest.json<StaffOrderChanged>().data;
    expect(order.payment_status).toBe('refunded');
    expect(order.refundable).toBeNull();
    expect(order.can_refund).toBe(false);
    expect(order.refunds.map((line) => line.amount)).toEqual([1_130, 46_280]);
    const notes = (await creditNotesOf(id)).json<{ data: CreditNote[] }>().data;
    expect(notes.map((note) => note.total)).toEqual([1_130, 46_280]);
    // Together the credit notes take back the whole bill, VAT to the paisa.
    const vatPaisa = notes.reduce((sum, note) => sum + Math.round(note.vat_amount * 100), 0);
    expect(vatPaisa).toBe(BILL_VAT_PAISA);
    expect(notes[1]!.lines.map((line) => line.description)).toEqual([phone.name, cover.name, 'Delivery charge']);
  });

  it('shows the credit notes to the order owner and staff only', async () => {
    const id = await delivered('Esewa');
    expect((await refund(id, await unitsOf(id, { delivery: true }))).statusCode).toBe(200);
    expect((await creditNotesOf(id, staff.headers)).json<{ data: CreditNote[] }>().data).toHaveLength(1);
    const stranger = await creditNotesOf(id, other.headers);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ code: 'order_not_found', message: 'Order not found' });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/orders/${id}/credit-notes/` })).statusCode).toBe(401);
  });
});

describe('credit note numbers', () => {
  it('two credit notes issued at the same moment take consecutive numbers, without a gap', async () => {
    const first = await delivered('Esewa');
    const second = await delivered('Esewa');
    const bodies = await Promise.all([unitsOf(first, { covers: 1 }), unitsOf(second, { covers: 2 })]);
    const answers = await Promise.all([refund(first, bodies[0]), refund(second, bodies[1])]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const rows = await ctx.database.db.execute<{ sequence: number; fiscal_year: string; number: string }>(sql`
      SELECT cn.sequence, cn.fiscal_year, cn.number FROM credit_notes cn JOIN orders o ON o.id = cn.order_id
      WHERE o.transaction_id IN (${first}, ${second}) ORDER BY cn.sequence`);
    expect(rows.rows).toHaveLength(2);
    const [a, b] = rows.rows;
    expect(b!.sequence).toBe(a!.sequence + 1);
    // Nothing else was numbered between them: the counter ends where the second one is.
    const counter = await ctx.database.db.execute<{ last_sequence: number }>(
      sql`SELECT last_sequence FROM credit_note_counters WHERE fiscal_year = ${b!.fiscal_year}`,
    );
    expect(counter.rows[0]?.last_sequence).toBe(b!.sequence);
    const all = await ctx.database.db.select({ sequence: creditNotes.sequence }).from(creditNotes);
    const sequences = all.map((row) => row.sequence).sort((x, y) => x - y);
    expect(sequences).toEqual(sequences.map((_, index) => index + 1));
  });
});

describe('refunds never add up to more than was paid', () => {
  it('refuses units already refunded and a delivery charge already refunded', async () => {
    const id = await delivered('Esewa');
    expect((await refund(id, await unitsOf(id, { covers: 1, delivery: true }))).statusCode).toBe(200);
    const lines = (await detail(id)).refundable!.lines;
    const tooMany = await refund(id, {
      lines: [{ line_id: lines[1]!.line_id, quantity: 2 }],
      reason: 'Both covers',
      provider_reference: 'ESW-RF-3',
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({
      code: 'refund_too_many_units',
      message: 'More units than are left to refund on an item',
    });
    const deliveryAgain = await refund(id, { delivery: true, reason: 'Again', provider_reference: 'ESW-RF-4' });
    expect(deliveryAgain.statusCode).toBe(409);
    const unknown = await refund(id, {
      lines: [{ line_id: 999_999, quantity: 1 }],
      reason: 'x',
      provider_reference: 'y',
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('under concurrent requests for everything left, one refund is recorded and the other refused', async () => {
    const id = await delivered('Esewa');
    const everything = await unitsOf(id, { phone: 1, covers: 2, delivery: true });
    const answers = await Promise.all([refund(id, everything), refund(id, everything), refund(id, everything)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const row = await rowOf(id);
    const refunds = await ctx.database.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, row.id));
    expect(refunds.map((line) => line.amountPaisa)).toEqual([PAID_PAISA]);
    expect(row.paymentStatus).toBe('refunded');
  });

  it('under concurrent partial refunds that each fit but together would not, the total stays within what was paid', async () => {
    const id = await delivered('Esewa');
    // Each asks for the phone; only one of them can have it.
    const [withCover, withDelivery] = await Promise.all([
      unitsOf(id, { phone: 1, covers: 1 }, { provider_reference: 'A' }),
      unitsOf(id, { phone: 1, delivery: true }, { provider_reference: 'B' }),
    ]);
    const answers = await Promise.all([refund(id, withCover), refund(id, withDelivery)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const row = await rowOf(id);
    const total = await ctx.database.db.execute<{ total: number }>(
      sql`SELECT coalesce(sum(amount_paisa), 0)::int AS total FROM order_refunds WHERE order_id = ${row.id}`,
    );
    expect(total.rows[0]!.total).toBeLessThanOrEqual(PAID_PAISA);
    expect((await detail(id)).credit_notes).toHaveLength(1);
  });
});

describe('a cancellation after billing', () => {
  it('issues a credit note for the whole bill; the refund recorded later issues none', async () => {
    const id = await paidEsewa();
    const bill = await billOf(id);
    const cancelled = await move(id, 'Cancelled');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const notes = (await creditNotesOf(id)).json<{ data: CreditNote[] }>().data;
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      kind: 'cancellation',
      invoice_number: bill.invoice_number,
      total: bill.total,
      vat_amount: bill.vat_amount,
      taxable_amount: bill.taxable_amount,
    });
    expect(notes[0]!.lines.map((line) => [line.description, line.quantity])).toEqual([
      [phone.name, 1],
      [cover.name, 2],
      ['Delivery charge', 1],
    ]);

    const refunded = await refund(id, await unitsOf(id, { phone: 1, covers: 2, delivery: true }));
    expect(refunded.statusCode, refunded.body).toBe(200);
    const order = refunded.json<StaffOrderChanged>().data;
    expect(order.payment_status).toBe('refunded');
    expect(order.refunds[0]).toMatchObject({ amount: 47_410, credit_note_number: null });
    expect(order.credit_notes).toHaveLength(1);
  });

  it('an order cancelled before it was billed has no credit note', async () => {
    const id = await place('COD');
    expect((await move(id, 'Cancelled')).statusCode).toBe(200);
    expect((await creditNotesOf(id)).json<{ data: CreditNote[] }>().data).toEqual([]);
  });
});

describe('cash refunds of a delivered cash-on-delivery order', () => {
  it('are recorded with who paid out and to whom, without a provider reference', async () => {
    const id = await delivered('COD');
    const response = await refund(id, {
      ...(await unitsOf(id, { covers: 2 })),
      provider_reference: '',
      paid_to: 'Sita Sharma, at the counter',
    });
    expect(response.statusCode, response.body).toBe(200);
    const order = response.json<StaffOrderChanged>().data;
    expect(order.refunds).toEqual([
      expect.objectContaining({
        amount: 2_260,
        method: 'COD',
        provider_reference: null,
        paid_to: 'Sita Sharma, at the counter',
        recorded_by: 'Ram Sharma',
      }),
    ]);
    expect(order.credit_notes).toEqual([expect.objectContaining({ kind: 'refund', total: 2_260, vat_amount: 260 })]);
    expect(order.history.at(-1)!.note).toContain('paid out in cash to Sita Sharma, at the counter');
  });
});
