import {
  UNDO_WINDOW_SECONDS,
  type BillPrinted,
  type Order,
  type OrderQuote,
  type PlacedOrder,
  type StaffOrder,
  type StaffOrderChanged,
} from '@pasal/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { invoicePrints, invoices, orderEvents, orders, users } from '../../db/schema.js';
import { markPaid } from '../orders/index.js';
import {
  authHeaders,
  createCustomer,
  createProduct,
  orderPayload,
  type Customer,
  type FixtureProduct,
} from '../../../test/helpers/orders.js';

// The order desk's paperwork on the real database (issue #33): numbered bill prints, the one-minute
// undo of Processing and Delivered, and the reason a staff cancel must give.

let ctx: TestContext;
let staff: Customer;
let colleague: Customer;
let shopper: Customer;
let radio: FixtureProduct;

async function staffHeaders(userId: number) {
  return { authorization: `Bearer ${await ctx.app.services.accessTokens.sign({ userId, role: 'staff' })}` };
}

beforeAll(async () => {
  ctx = await createTestApp();
  shopper = await createCustomer(ctx, 'Maya');
  staff = await createCustomer(ctx, 'Ram');
  colleague = await createCustomer(ctx, 'Sita');
  for (const member of [staff, colleague]) {
    await ctx.database.db.update(users).set({ role: 'staff' }).where(eq(users.id, member.id));
  }
  radio = await createProduct(ctx, { price: 2000, deliveryPrice: 100, stock: 500 });
});

afterAll(async () => {
  await ctx.close();
});

beforeEach(async () => {
  shopper.headers = await authHeaders(ctx, shopper.id);
  staff.headers = await staffHeaders(staff.id);
  colleague.headers = await staffHeaders(colleague.id);
});

async function place(gateway: 'COD' | 'Esewa' = 'COD'): Promise<string> {
  const lines = [{ product_id: radio.id, quantity: 1 }];
  const quoted = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/orders/quote/',
    headers: shopper.headers,
    payload: { lines, coupon_code: null },
  });
  const figures = quoted.json<{ data: OrderQuote }>().data;
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/orders/',
    headers: shopper.headers,
    payload: orderPayload(lines, figures, { payment_gateway: gateway }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: PlacedOrder }>().data.order.transaction_id;
}

async function rowOf(transactionId: string) {
  const [row] = await ctx.database.db.select().from(orders).where(eq(orders.transactionId, transactionId));
  if (!row) throw new Error('no order');
  return row;
}

async function placePaidOnline(): Promise<string> {
  const id = await place('Esewa');
  const row = await rowOf(id);
  expect(await markPaid(ctx.app.services, row, { reference: `REF${row.id}`, detail: { status: 'COMPLETE' } })).toBe(
    true,
  );
  return id;
}

function move(transactionId: string, payload: object, headers = staff.headers) {
  return ctx.app.inject({ method: 'POST', url: `/api/v1/admin/orders/${transactionId}/status/`, headers, payload });
}

const SHIP = { status: 'Shipped', courier: 'pathao', tracking_number: 'PTH-1' };

function undo(transactionId: string, headers = staff.headers) {
  return ctx.app.inject({ method: 'POST', url: `/api/v1/admin/orders/${transactionId}/undo/`, headers });
}

function printBill(transactionId: string, headers = staff.headers) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/admin/orders/${transactionId}/invoice/prints/`,
    headers,
  });
}

describe('bill prints', () => {
  it('numbers prints: the first is the original, then copies 1, 2, … with who printed and when', async () => {
    const id = await placePaidOnline();
    const first = await printBill(id);
    expect(first.statusCode, first.body).toBe(201);
    const original = first.json<{ data: BillPrinted }>().data;
    expect(original.print).toMatchObject({ copy_number: 0, printed_by: 'Ram Sharma' });
    expect(original.invoice.transaction_id).toBe(id);
    ctx.clock.advance(5000);
    const second = (await printBill(id, colleague.headers)).json<{ data: BillPrinted }>().data;
    expect(second.print.copy_number).toBe(1);
    expect(second.print.printed_by).toContain('Sita');
    expect(new Date(second.print.printed_at).getTime()).toBe(ctx.clock.now());
    expect(second.invoice.invoice_number).toBe(original.invoice.invoice_number);
    expect((await printBill(id)).json<{ data: BillPrinted }>().data.print.copy_number).toBe(2);
  });

  it('two prints at the same moment get different copy numbers', async () => {
    const id = await placePaidOnline();
    const answers = await Promise.all(Array.from({ length: 6 }, () => printBill(id)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
    const numbers = answers.map((answer) => answer.json<{ data: BillPrinted }>().data.print.copy_number);
    expect([...numbers].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('the register is append-only: the database refuses to change or remove a print', async () => {
    const id = await placePaidOnline();
    expect((await printBill(id)).statusCode).toBe(201);
    const [bill] = await ctx.database.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.orderId, (await rowOf(id)).id));
    await expect(
      ctx.database.db.update(invoicePrints).set({ copyNumber: 7 }).where(eq(invoicePrints.invoiceId, bill!.id)),
    ).rejects.toThrow();
    await expect(ctx.database.db.delete(invoicePrints).where(eq(invoicePrints.invoiceId, bill!.id))).rejects.toThrow();
  });

  it('no bill yet is 409, an unknown order 404, a customer 403, no token 401', async () => {
    const id = await place('COD');
    const early = await printBill(id);
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toBe('The bill is issued once the order is paid or delivered');
    expect(early.json<{ code: string }>().code).toBe('bill_not_issued_yet');
    const unknown = await printBill('no-such-order');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ code: string }>().code).toBe('order_not_found');
    expect((await printBill(id, shopper.headers)).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/v1/admin/orders/${id}/invoice/prints/` })).statusCode,
    ).toBe(401);
    const count = await ctx.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM invoice_prints`);
    expect(count.rows[0]?.n).toBeGreaterThan(0);
  });
});

describe('cancelling asks for a reason', () => {
  it('is 400 without a reason, and the reason is kept in the history and e-mailed to the customer', async () => {
    const id = await place('COD');
    for (const payload of [{ status: 'Cancelled' }, { status: 'Cancelled', reason: '   ' }]) {
      const refused = await move(id, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ errors: Record<string, string> }>().errors.reason).toBe(
        'Please give the reason for cancelling',
      );
    }
    expect((await rowOf(id)).status).toBe('Pending');
    const reason = 'The phone is no longer made in this colour';
    const cancelled = await move(id, { status: 'Cancelled', reason });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const order = cancelled.json<StaffOrderChanged>().data;
    expect(order.history.at(-1)).toMatchObject({ to: 'Cancelled', note: reason, actor: 'staff' });
    // The customer reads it on their order too.
    const mine = await ctx.app.inject({ method: 'GET', url: `/api/v1/orders/${id}/`, headers: shopper.headers });
    expect(mine.json<{ data: Order }>().data).toMatchObject({ order_status: 'Cancelled', cancel_reason: reason });
    await vi.waitFor(() => {
      const mail = ctx.mail.find((message) => message.subject.includes(`${id} is cancelled`));
      expect(mail?.text).toContain(`Reason: ${reason}`);
    });
  });
});

describe('undo within a minute', () => {
  it('Processing: undone by its maker within the minute, back to Pending, recorded in the history', async () => {
    const id = await place('COD');
    const moved = (await move(id, { status: 'Processing' })).json<StaffOrderChanged>();
    expect(moved.undoable_for_seconds).toBe(UNDO_WINDOW_SECONDS);
    ctx.clock.advance(30_000);
    // Someone else may not take it back.
    const other = await undo(id, colleague.headers);
    expect(other.statusCode).toBe(409);
    expect(other.json<{ message: string }>().message).toBe('Only the staff member who made this change can undo it');
    expect(other.json<{ code: string }>().code).toBe('undo_not_yours');
    const undone = await undo(id);
    expect(undone.statusCode, undone.body).toBe(200);
    const order = undone.json<StaffOrderChanged>().data;
    expect(order.order_status).toBe('Pending');
    expect(order.allowed_moves).toContain('Processing');
    expect(order.history.at(-1)).toMatchObject({ from: 'Processing', to: 'Pending', actor: 'staff' });
    expect(order.timeline.map((entry) => entry.step)).toEqual(['placed']);
    // Nothing left to undo: an undo is not itself undone.
    const again = await undo(id);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe('There is no change to undo on this order');
    expect(again.json<{ code: string }>().code).toBe('undo_nothing');
  });

  it('is refused after the minute, and the order stays as it was', async () => {
    const id = await place('COD');
    expect((await move(id, { status: 'Processing' })).statusCode).toBe(200);
    ctx.clock.advance(UNDO_WINDOW_SECONDS * 1000 + 1);
    const late = await undo(id);
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toBe(
      'Too late to undo: a change can be undone only within a minute',
    );
    expect((await rowOf(id)).status).toBe('Processing');
  });

  it('two undos at once change the order once', async () => {
    const id = await place('COD');
    expect((await move(id, { status: 'Processing' })).statusCode).toBe(200);
    const answers = await Promise.all([undo(id), undo(id), undo(id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const events = await ctx.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, (await rowOf(id)).id));
    expect(events.filter((event) => event.toValue === 'Pending')).toHaveLength(1);
  });

  it('Delivered of an order paid online: undone back to Shipped; its bill (issued at payment) untouched', async () => {
    const id = await placePaidOnline();
    const billBefore = await ctx.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, (await rowOf(id)).id));
    for (const payload of [{ status: 'Processing' }, SHIP]) expect((await move(id, payload)).statusCode).toBe(200);
    ctx.clock.advance(1000);
    const delivered = (await move(id, { status: 'Delivered' })).json<StaffOrderChanged>();
    expect(delivered.undoable_for_seconds).toBe(UNDO_WINDOW_SECONDS);
    const undone = await undo(id);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json<StaffOrderChanged>().data).toMatchObject({ order_status: 'Shipped', payment_status: 'paid' });
    const billAfter = await ctx.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, (await rowOf(id)).id));
    expect(billAfter).toEqual(billBefore);
    expect(billAfter).toHaveLength(1);
  });

  it('Delivered of a cash-on-delivery order issued the bill: not undoable, the bill and the cash stay', async () => {
    const id = await place('COD');
    for (const payload of [{ status: 'Processing' }, SHIP]) expect((await move(id, payload)).statusCode).toBe(200);
    ctx.clock.advance(1000);
    const delivered = (await move(id, { status: 'Delivered' })).json<StaffOrderChanged>();
    expect(delivered.data.payment_status).toBe('paid');
    expect(delivered.undoable_for_seconds).toBeNull();
    const refused = await undo(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(
      'This delivery issued the bill, and an issued bill is never withdrawn: it cannot be undone',
    );
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'Delivered', paymentStatus: 'paid' });
    expect(await ctx.database.db.select().from(invoices).where(eq(invoices.orderId, row.id))).toHaveLength(1);
  });

  it('Shipped is not undoable (only the moves staff confirm are)', async () => {
    const id = await place('COD');
    expect((await move(id, { status: 'Processing' })).statusCode).toBe(200);
    const shipped = (await move(id, SHIP)).json<StaffOrderChanged>();
    expect(shipped.undoable_for_seconds ?? null).toBeNull();
    expect((await undo(id)).statusCode).toBe(409);
  });

  it('a customer cannot undo (403)', async () => {
    const id = await place('COD');
    expect((await move(id, { status: 'Processing' })).statusCode).toBe(200);
    expect((await undo(id, shopper.headers)).statusCode).toBe(403);
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/v1/admin/orders/${id}/`, headers: staff.headers });
    expect(detail.json<{ data: StaffOrder }>().data.order_status).toBe('Processing');
  });
});
