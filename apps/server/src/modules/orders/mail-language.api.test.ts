import type { OrderQuote, PlacedOrder, StaffOrder } from '@pasal/contract';
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
import { expectNepaliMail } from '../../../test/helpers/nepali-mail.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { orders, users } from '../../db/schema.js';
import { markPaid } from './index.js';

// An order remembers the language it was placed in (issue #30): every e-mail to the customer about
// it — confirmation, shipped, delivered, cancelled, refunded — is written in that language, whatever
// the account's language is or becomes. The shop's own copy stays English.

let ctx: TestContext;
let shopper: Customer;
let staff: { authorization: string };
let phone: FixtureProduct;

const NEPALI_PAGE = { 'x-pasal-locale': 'ne' };

beforeAll(async () => {
  ctx = await createTestApp();
  shopper = await createCustomer(ctx, 'Sita');
  const clerk = await createCustomer(ctx, 'Ram');
  await ctx.database.db.update(users).set({ role: 'staff' }).where(eq(users.id, clerk.id));
  staff = { authorization: `Bearer ${await ctx.app.services.accessTokens.sign({ userId: clerk.id, role: 'staff' })}` };
  phone = await createProduct(ctx, { price: 21_499, deliveryPrice: 100, stock: 100 });
});
afterAll(async () => {
  await ctx.close();
});

async function place(gateway: 'COD' | 'Esewa', headers: Record<string, string> = {}): Promise<string> {
  shopper.headers = await authHeaders(ctx, shopper.id);
  const lines = [{ product_id: phone.id, quantity: 2 }];
  const quoted = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/orders/quote/',
    headers: shopper.headers,
    payload: { lines, coupon_code: null },
  });
  expect(quoted.statusCode, quoted.body).toBe(200);
  const placed = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/orders/',
    headers: { ...shopper.headers, ...headers },
    payload: orderPayload(lines, quoted.json<{ data: OrderQuote }>().data, { payment_gateway: gateway }),
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json<{ data: PlacedOrder }>().data.order.transaction_id;
}

async function localeOfOrder(id: string): Promise<string | undefined> {
  const [row] = await ctx.database.db
    .select({ locale: orders.locale })
    .from(orders)
    .where(eq(orders.transactionId, id));
  return row?.locale;
}

const allowed = (id: string) => [
  'Pasal',
  'Sita',
  'Sharma',
  phone.name,
  id,
  'Lambagar, Tarkeshwor',
  'Near the temple',
  'Pathao',
  'PTH-100200',
];
const figures = (id: string) => [id, phone.name, 'PTH-100200'];

function staffMove(id: string, status: string) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/admin/orders/${id}/status/`,
    headers: staff,
    payload:
      status === 'Shipped'
        ? { status, courier: 'pathao', tracking_number: 'PTH-100200' }
        : status === 'Cancelled'
          ? { status, reason: 'ग्राहकले फोनमा भन्नुभयो' }
          : { status },
  });
}

describe('a cash-on-delivery order placed on a Nepali page', () => {
  it('is confirmed in Nepali, remembers its language, and the shop’s copy stays English', async () => {
    const id = await place('COD', NEPALI_PAGE);
    expect(await localeOfOrder(id)).toBe('ne');
    const [confirmation] = await mailSentTo(ctx, shopper.email, new RegExp(`अर्डर ${id} पक्का भयो`));
    expect(confirmation!.subject).toBe(`Pasal: तपाईंको अर्डर ${id} पक्का भयो`);
    expect(confirmation!.text).toContain('× २, दर रु. २१,४९९ = रु. ४२,९९८');
    expectNepaliMail(confirmation!, allowed(id), { figures: figures(id) });

    const shopCopy = ctx.mail.find((mail) => mail.subject.startsWith(`New order ${id} `));
    expect(shopCopy?.text).toContain('Items:');
    expect(shopCopy?.text).toContain('Ship to:');
  });

  it('is shipped and delivered in Nepali, even after the account switched to English', async () => {
    const id = await place('COD', NEPALI_PAGE);
    await ctx.database.db.update(users).set({ locale: 'en' }).where(eq(users.id, shopper.id));
    for (const status of ['Processing', 'Shipped', 'Delivered'])
      expect((await staffMove(id, status)).statusCode).toBe(200);
    const [shipped] = await mailSentTo(ctx, shopper.email, new RegExp(`अर्डर ${id} बाटोमा छ`));
    expect(shipped!.text).toContain('कुरियर: Pathao\nट्र्याकिङ नम्बर: PTH-100200');
    expectNepaliMail(shipped!, allowed(id), { figures: figures(id) });
    const [delivered] = await mailSentTo(ctx, shopper.email, new RegExp(`अर्डर ${id} डेलिभर भयो`));
    expect(delivered!.text).toContain(`/profile/orders/${id}/invoice?lang=ne`);
    expectNepaliMail(delivered!, allowed(id), { figures: figures(id) });
  });

  it('is cancelled in Nepali', async () => {
    const id = await place('COD', NEPALI_PAGE);
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${id}/cancel/`,
      headers: await authHeaders(ctx, shopper.id),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [mail] = await mailSentTo(ctx, shopper.email, new RegExp(`अर्डर ${id} रद्द भयो`));
    expect(mail!.text).toContain('तपाईंबाट कुनै रकम लिइएको छैन।');
    expectNepaliMail(mail!, allowed(id), { figures: figures(id) });
  });
});

describe('an online order placed on a Nepali page', () => {
  it('is confirmed in Nepali when its payment is, and its refund is told in Nepali', async () => {
    const id = await place('Esewa', NEPALI_PAGE);
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.transactionId, id));
    expect(await markPaid(ctx.app.services, row!, { reference: 'REF-1', detail: { status: 'COMPLETE' } })).toBe(true);
    const [confirmation] = await mailSentTo(ctx, shopper.email, new RegExp(`अर्डर ${id} पक्का भयो`));
    expect(confirmation!.text).toContain('भुक्तानी: eSewa — भुक्तानी भयो।');
    expectNepaliMail(confirmation!, [...allowed(id), 'eSewa'], { figures: figures(id) });

    expect((await staffMove(id, 'Cancelled')).statusCode).toBe(200);
    const [cancelled] = await mailSentTo(ctx, shopper.email, new RegExp(`अर्डर ${id} रद्द भयो`));
    expect(cancelled!.text).toContain('कारण: ग्राहकले फोनमा भन्नुभयो');
    expect(cancelled!.text).toContain('हामी त्यो रकम तपाईंलाई फिर्ता गर्नेछौं।');
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/v1/admin/orders/${id}/`, headers: staff });
    const left = detail.json<{ data: StaffOrder }>().data.refundable!;
    const refunded = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/orders/${id}/refund/`,
      headers: staff,
      payload: {
        lines: left.lines.map((line) => ({ line_id: line.line_id, quantity: line.refundable_quantity })),
        delivery: left.delivery_refundable,
        reason: 'Customer changed their mind',
        provider_reference: 'R-123',
      },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const [refund] = await mailSentTo(ctx, shopper.email, new RegExp(`अर्डर ${id} को रकम फिर्ता`));
    expect(refund!.text).toContain('तपाईंको eSewa खातामा फिर्ता गरेका छौं।');
    expectNepaliMail(refund!, [...allowed(id), 'eSewa'], { figures: figures(id) });
  });
});

describe('an order placed on an English page', () => {
  it('stays English, even for an account whose language is Nepali', async () => {
    await ctx.database.db.update(users).set({ locale: 'ne' }).where(eq(users.id, shopper.id));
    const id = await place('COD');
    expect(await localeOfOrder(id)).toBe('en');
    const [confirmation] = await mailSentTo(ctx, shopper.email, new RegExp(`order ${id} is confirmed`));
    expect(confirmation!.subject).toBe(`Pasal: your order ${id} is confirmed`);
    expect(confirmation!.text).toContain('× 2 @ Rs. 21,499 = Rs. 42,998');
  });

  it('takes the language of the shopper’s cookie when the call does not name it', async () => {
    const id = await place('COD', { cookie: 'pasal_lang=ne' });
    expect(await localeOfOrder(id)).toBe('ne');
  });
});
