import {
  DRAFT_ORDER_MESSAGES,
  type DraftCustomer,
  type DraftOrder,
  type PayLinkView,
  type PlacedOrder,
  type SentPayLink,
} from '@pasal/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailSentTo } from '../../../../test/helpers/mail.js';
import {
  authHeaders,
  createCustomer,
  createProduct,
  stockOf,
  VALLEY_ADDRESS,
  type Customer,
  type FixtureProduct,
} from '../../../../test/helpers/orders.js';
import { createTestApp, type TestContext } from '../../../../test/test-app.js';
import { orders, users } from '../../../db/schema.js';
import { PAY_LINK_RATE_LIMITS } from './routes.js';

// Orders taken by staff (issue #36) on the real database: a draft takes no stock; confirming it as
// cash on delivery places it as checkout would and takes the stock atomically, once, also when two
// confirmations race or two drafts race for the last units; a payment link shows the order without
// signing in, places it when the customer pays with Khalti (the simulator), comes back to the link's
// page and is confirmed there; an unknown, cancelled or paid link says so.

let ctx: TestContext;
let clerk: Customer;
let shopper: Customer;
let staff: Record<string, string>;
let speaker: FixtureProduct; // Rs 2,500

const SIM = '/api/v1/payments/simulator';

beforeAll(async () => {
  ctx = await createTestApp();
  clerk = await createCustomer(ctx, 'Ram');
  shopper = await createCustomer(ctx, 'Maya');
  await ctx.database.db.update(users).set({ role: 'staff' }).where(eq(users.id, clerk.id));
  speaker = await createProduct(ctx, { price: 2500, deliveryPrice: 100, stock: 50 });
});

afterAll(async () => {
  await ctx.close();
});

beforeEach(async () => {
  staff = { authorization: `Bearer ${await ctx.app.services.accessTokens.sign({ userId: clerk.id, role: 'staff' })}` };
  shopper.headers = await authHeaders(ctx, shopper.id);
});

function draftBody(customerId: number, productId: number, quantity: number, extra: object = {}) {
  return {
    customer_id: customerId,
    first_name: 'Maya',
    last_name: 'Gurung',
    phone_number: '9841234567',
    ...VALLEY_ADDRESS,
    lines: [{ product_id: productId, quantity }],
    source: 'viber',
    staff_note: 'Asked on Viber at 10 am',
    ...extra,
  };
}

async function createDraft(customerId: number, productId: number, quantity: number): Promise<DraftOrder> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/admin/draft-orders/',
    headers: staff,
    payload: draftBody(customerId, productId, quantity),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: DraftOrder }>().data;
}

const confirm = (id: number) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/admin/draft-orders/${id}/confirm/`, headers: staff });

async function sendLink(id: number): Promise<SentPayLink> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/admin/draft-orders/${id}/send-link/`,
    headers: staff,
    payload: { sms: true, email: true },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: SentPayLink }>().data;
}

const tokenOf = (url: string) => decodeURIComponent(new URL(url).pathname.split('/').pop()!);

async function view(token: string): Promise<PayLinkView> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/pay-links/${token}/` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: PayLinkView }>().data;
}

describe('draft orders', () => {
  it('are for staff only', async () => {
    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/draft-orders/', headers: shopper.headers });
    expect(list.statusCode).toBe(403);
    const create = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/draft-orders/',
      headers: shopper.headers,
      payload: draftBody(shopper.id, speaker.id, 1),
    });
    expect(create.statusCode).toBe(403);
  });

  it('adds a customer without a password, and refuses an e-mail that has an account', async () => {
    const email = `phone-customer-${Date.now()}@example.com`;
    const payload = { first_name: 'Bina', last_name: 'Rai', email, phone: '9812345678' };
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/draft-orders/customers/',
      headers: staff,
      payload,
    });
    expect(added.statusCode, added.body).toBe(201);
    const customer = added.json<{ data: DraftCustomer }>().data;
    expect(customer).toMatchObject({ name: 'Bina Rai', email, phone: '9812345678' });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, customer.id));
    expect(row?.passwordHash).toBeNull();
    expect(row?.role).toBe('customer');
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/draft-orders/customers/',
      headers: staff,
      payload: { ...payload, email: email.toUpperCase() },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'draft_customer_exists' });
  });

  it('holds no stock as a draft; confirmed as cash on delivery it becomes one order and takes the stock', async () => {
    const product = await createProduct(ctx, { price: 1200, deliveryPrice: 100, stock: 10 });
    const draft = await createDraft(shopper.id, product.id, 3);
    expect(draft).toMatchObject({ state: 'open', source: 'viber', transaction_id: null });
    expect(draft.lines).toEqual([
      expect.objectContaining({ product_id: product.id, quantity: 3, product_name: product.name }),
    ]);
    expect(await stockOf(ctx, product.id)).toBe(10);

    const listed = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/draft-orders/', headers: staff });
    expect(listed.json<{ data: DraftOrder[] }>().data.map((row) => row.id)).toContain(draft.id);

    const confirmed = await confirm(draft.id);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const placed = confirmed.json<{ data: DraftOrder }>().data;
    expect(placed).toMatchObject({ state: 'ordered', payment_gateway: 'COD', order_status: 'Pending' });
    expect(await stockOf(ctx, product.id)).toBe(7);
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.transactionId, placed.transaction_id!));
    expect(order).toMatchObject({ userId: shopper.id, paymentGateway: 'COD', subtotalPaisa: 360_000 });

    // Once only: a second confirmation, a change and a cancel are all refused, and take nothing.
    const twice = await confirm(draft.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'draft_not_open' });
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/draft-orders/${draft.id}/`,
      headers: staff,
      payload: draftBody(shopper.id, product.id, 1),
    });
    expect(changed.statusCode).toBe(409);
    expect(await stockOf(ctx, product.id)).toBe(7);
    const mails = await mailSentTo(ctx, shopper.email, new RegExp(placed.transaction_id!));
    expect(mails.length).toBeGreaterThan(0);
    // The order desk says who took it and how it came in.
    const desk = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/admin/orders/${placed.transaction_id}/`,
      headers: staff,
    });
    expect(desk.json<{ data: { taken_as_draft: unknown } }>().data.taken_as_draft).toEqual({
      draft_id: draft.id,
      source: 'viber',
      taken_by: 'Ram Sharma',
      staff_note: 'Asked on Viber at 10 am',
    });
  });

  it('two confirmations of one draft at the same moment place one order', async () => {
    const product = await createProduct(ctx, { price: 900, deliveryPrice: 100, stock: 10 });
    const draft = await createDraft(shopper.id, product.id, 2);
    const answers = await Promise.all([confirm(draft.id), confirm(draft.id), confirm(draft.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await stockOf(ctx, product.id)).toBe(8);
    const placed = await ctx.database.db.execute<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM order_items WHERE product_id = ${product.id}`,
    );
    expect(placed.rows[0]?.count).toBe(1);
  });

  it('drafts racing for the last units: each unit sold once, the rest refused with the units left', async () => {
    const product = await createProduct(ctx, { price: 700, deliveryPrice: 100, stock: 5 });
    const drafts = await Promise.all(Array.from({ length: 6 }, () => createDraft(shopper.id, product.id, 2)));
    const answers = await Promise.all(drafts.map((draft) => confirm(draft.id)));
    const placed = answers.filter((answer) => answer.statusCode === 200);
    expect(placed).toHaveLength(2);
    for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json<{ message: string }>().message).toMatch(/^Only 1 left of/);
    }
    expect(await stockOf(ctx, product.id)).toBe(1);
    // A refused draft stays a draft, to change or send again.
    const open = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/admin/draft-orders/${drafts.find((_, index) => answers[index]!.statusCode !== 200)!.id}/`,
      headers: staff,
    });
    expect(open.json<{ data: DraftOrder }>().data.state).toBe('open');
  });

  it("offers the customer's address book to staff only", async () => {
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/account/addresses',
      headers: shopper.headers,
      payload: {
        label: 'Office',
        full_name: 'Maya Gurung',
        phone: '9801234567',
        province_id: 4,
        district_id: 38,
        local_level_id: 414,
        ward: 6,
        tole: 'Lakeside',
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const url = `/api/v1/admin/draft-orders/customers/${shopper.id}/addresses/`;
    const book = await ctx.app.inject({ method: 'GET', url, headers: staff });
    expect(book.statusCode, book.body).toBe(200);
    expect(book.json<{ data: unknown[] }>().data).toEqual([
      expect.objectContaining({ label: 'Office', district_id: 38, local_level_id: 414, ward: 6, tole: 'Lakeside' }),
    ]);
    expect((await ctx.app.inject({ method: 'GET', url, headers: shopper.headers })).statusCode).toBe(403);
    const nobody = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/admin/draft-orders/customers/999999/addresses/',
      headers: staff,
    });
    expect(nobody.json()).toMatchObject({ code: 'draft_customer_not_found' });
  });

  it('a cancelled draft cannot be confirmed', async () => {
    const draft = await createDraft(shopper.id, speaker.id, 1);
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/draft-orders/${draft.id}/cancel/`,
      headers: staff,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<{ data: DraftOrder }>().data.state).toBe('cancelled');
    expect((await confirm(draft.id)).statusCode).toBe(409);
  });
});

describe('the payment link', () => {
  it("refuses a provider the link does not take at the choice, in the words the link's page shows", async () => {
    const pay = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/pay-links/${'t'.repeat(32)}/pay/`,
      payload: { payment_gateway: 'COD' },
    });
    expect(pay.statusCode, pay.body).toBe(400);
    expect(pay.json<{ errors: Record<string, string> }>().errors).toEqual({
      payment_gateway: DRAFT_ORDER_MESSAGES.gatewayRequired,
    });
  });

  it('is paid with Khalti without signing in: the order is placed at Pay, confirmed on return, and paid once', async () => {
    const product = await createProduct(ctx, { price: 3000, deliveryPrice: 100, stock: 4 });
    const draft = await createDraft(shopper.id, product.id, 2);
    const sent = await sendLink(draft.id);
    expect(sent.email).toBe(true);
    expect(sent.url).toMatch(/\/pay\/[A-Za-z0-9_-]{32}$/);
    const [mail] = await mailSentTo(ctx, shopper.email, /payment link/);
    expect(mail?.text).toContain(sent.url);
    const token = tokenOf(sent.url);

    const before = await view(token);
    expect(before).toMatchObject({
      state: 'payable',
      subtotal: 6000,
      customer_first_name: 'Maya',
      transaction_id: null,
    });
    expect(before.grand_total).toBe(before.subtotal + before.delivery_charge);
    expect(before.gateways).toEqual(expect.arrayContaining(['Esewa', 'Khalti']));
    expect(await stockOf(ctx, product.id)).toBe(4);

    const pay = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/pay-links/${token}/pay/`,
      payload: { payment_gateway: 'Khalti' },
    });
    expect(pay.statusCode, pay.body).toBe(200);
    const placed = pay.json<{ data: PlacedOrder }>().data;
    expect(placed.payment).toMatchObject({ gateway: 'Khalti' });
    expect(await stockOf(ctx, product.id)).toBe(2);
    expect((await view(token)).state).toBe('awaiting_payment');

    const pidx = (placed.payment as { pidx: string }).pidx;
    const back = await ctx.app.inject({
      method: 'POST',
      url: `${SIM}/khalti/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ pidx }).toString(),
    });
    expect(back.statusCode, back.body).toBe(302);
    const returned = new URL(String(back.headers.location));
    // Back to the link's own page, which confirms without a session.
    expect(returned.pathname).toBe(`/pay/${token}`);
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/pay-links/${token}/confirm/`,
      payload: { pidx: returned.searchParams.get('pidx'), status: returned.searchParams.get('status') },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<{ data: { outcome: string } }>().data.outcome).toBe('paid');
    expect(await view(token)).toMatchObject({ state: 'paid', payment_status: 'paid', grand_total: before.grand_total });

    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/pay-links/${token}/pay/`,
      payload: { payment_gateway: 'Khalti' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'pay_link_paid' });
    expect(await stockOf(ctx, product.id)).toBe(2);
    // Staff see the draft as ordered, and cannot confirm it as cash on delivery now.
    expect((await confirm(draft.id)).statusCode).toBe(409);
  });

  it("an unknown link, a replaced link and a cancelled draft's link open nothing", async () => {
    const unknown = await ctx.app.inject({ method: 'GET', url: `/api/v1/pay-links/${'x'.repeat(32)}/` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'pay_link_not_found' });

    const draft = await createDraft(shopper.id, speaker.id, 1);
    const first = tokenOf((await sendLink(draft.id)).url);
    const second = tokenOf((await sendLink(draft.id)).url);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/pay-links/${first}/` })).statusCode).toBe(404);
    expect((await view(second)).state).toBe('payable');
    await ctx.app.inject({ method: 'POST', url: `/api/v1/admin/draft-orders/${draft.id}/cancel/`, headers: staff });
    const pay = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/pay-links/${second}/pay/`,
      payload: { payment_gateway: 'Esewa' },
    });
    expect(pay.statusCode).toBe(404);
  });

  it(`starts at most ${PAY_LINK_RATE_LIMITS.payPerLink.max} payments from one link in 15 minutes, then answers 429`, async () => {
    const draft = await createDraft(shopper.id, speaker.id, 1);
    const token = tokenOf((await sendLink(draft.id)).url);
    const pay = (remoteAddress: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/pay-links/${token}/pay/`,
        remoteAddress,
        payload: { payment_gateway: 'Esewa' },
      });
    const firstPayAt = Date.now();
    for (let attempt = 0; attempt < PAY_LINK_RATE_LIMITS.payPerLink.max; attempt++)
      expect((await pay(`198.51.100.${attempt + 1}`)).statusCode).toBe(200);
    // Counted per link, from whatever address.
    const refused = await pay('198.51.100.200');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'wait_minutes', params: { count: 15 } });
    // The window's 900 s run from the first payment: on a busy machine the starts above take seconds.
    const waitedSeconds = Math.ceil((Date.now() - firstPayAt) / 1000);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(900);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(900 - waitedSeconds);
    // The page still opens: only starting payments is limited per link.
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/v1/pay-links/${token}/`, remoteAddress: '198.51.100.201' }))
        .statusCode,
    ).toBe(200);
  });

  it(`answers one address at most ${PAY_LINK_RATE_LIMITS.perAddress.max} link requests an hour; other addresses go on`, async () => {
    const draft = await createDraft(shopper.id, speaker.id, 1);
    const token = tokenOf((await sendLink(draft.id)).url);
    const open = (remoteAddress: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/v1/pay-links/${token}/`, remoteAddress });
    for (let attempt = 0; attempt < PAY_LINK_RATE_LIMITS.perAddress.max; attempt++)
      expect((await open('203.0.113.77')).statusCode).toBe(200);
    const refused = await open('203.0.113.77');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'wait_one_hour' });
    const confirmRefused = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/pay-links/${token}/confirm/`,
      remoteAddress: '203.0.113.77',
      payload: { pidx: 'x', status: 'Completed' },
    });
    expect(confirmRefused.statusCode).toBe(429);
    expect((await open('203.0.113.78')).statusCode).toBe(200);
  });

  it('staff confirming the draft as cash on delivery closes its link', async () => {
    const draft = await createDraft(shopper.id, speaker.id, 1);
    const token = tokenOf((await sendLink(draft.id)).url);
    expect((await confirm(draft.id)).statusCode).toBe(200);
    expect((await view(token)).state).toBe('closed');
    const pay = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/pay-links/${token}/pay/`,
      payload: { payment_gateway: 'Khalti' },
    });
    expect(pay.statusCode).toBe(409);
    expect(pay.json()).toMatchObject({ code: 'pay_link_closed' });
  });

  it('sends the link by SMS only to a customer signed up with a mobile number alone', async () => {
    const [phoneOnly] = await ctx.database.db
      .insert(users)
      .values({ email: '', firstName: 'Sunita', lastName: 'Rai', phone: '9812345670', phoneVerifiedAt: new Date() })
      .returning({ id: users.id });
    const draft = await createDraft(phoneOnly!.id, speaker.id, 1);
    const mailBefore = ctx.mail.length;
    const sent = await sendLink(draft.id);
    expect(sent).toMatchObject({ sms: true, email: false });
    await ctx.app.services.mailOutbox.drain();
    expect(ctx.mail.slice(mailBefore).filter((mail) => mail.to === '')).toEqual([]);
    const { rows } = await ctx.database.db.execute<{ text: string }>(
      sql`SELECT text FROM sms_outbox WHERE to_number = '9841234567' ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0]?.text).toContain(sent.url);
  });
});
