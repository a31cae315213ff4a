import { BACK_IN_STOCK_MESSAGES } from '@pasal/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { randomAddress, signedUpAndIn } from '../../../test/helpers/accounts.js';
import { backInStockNotifierOf } from './routes.js';
import { notifyReturnedStock } from './service.js';
import { expectNepaliMail } from '../../../test/helpers/nepali-mail.js';

let ctx: TestContext;

interface Item {
  productId: number;
  name: string;
  slug: string;
  /** Two colours of the product (the first gets sold out in colour tests). */
  colors: { id: number; name: string }[];
}

let plain: Item;
let coloured: Item;

beforeAll(async () => {
  ctx = await createTestApp();
  const pick = async (withColours: boolean, skip: number[]) => {
    const result = await ctx.database.db.execute<{ id: number; name: string; slug: string }>(sql`
      SELECT p.id, p.name, p.slug FROM products p
      WHERE p.is_active AND p.id <> ALL(${sql.param(skip)}::int[])
        AND (SELECT count(*) FROM product_colors c WHERE c.product_id = p.id) ${withColours ? sql`>= 2` : sql`= 0`}
      ORDER BY p.id LIMIT 1`);
    const product = result.rows[0]!;
    const colors = await ctx.database.db.execute<{ id: number; color_name: string }>(
      sql`SELECT id, color_name FROM product_colors WHERE product_id = ${product.id} ORDER BY position, id`,
    );
    return {
      productId: product.id,
      name: product.name,
      slug: product.slug,
      colors: colors.rows.map((row) => ({ id: row.id, name: row.color_name })),
    };
  };
  plain = await pick(false, []);
  coloured = await pick(true, [plain.productId]);
});
afterAll(async () => {
  await ctx?.close();
});

beforeEach(async () => {
  // Every test starts from sold-out items and no subscriptions or queued mail.
  await notifier().idle();
  await ctx.database.db.execute(sql`DELETE FROM back_in_stock_subscriptions`);
  await setStock(plain, 0);
  await setStock(coloured, 0);
  await ctx.app.services.mailOutbox.drain();
  ctx.mail.length = 0;
});

const notifier = () => backInStockNotifierOf(ctx.app.services)!;

/** Stock as a staff edit or a script would set it: SQL, then the announcement. */
async function setStock(item: Item, quantity: number, colorQuantities?: number[]) {
  const db = ctx.database.db;
  if (item.colors.length > 0) {
    const quantities = colorQuantities ?? item.colors.map(() => quantity);
    for (const [index, color] of item.colors.entries()) {
      await db.execute(sql`UPDATE product_colors SET quantity = ${quantities[index] ?? 0} WHERE id = ${color.id}`);
    }
    await db.execute(
      sql`UPDATE products SET total_quantity = ${quantities.reduce((a, b) => a + b, 0)} WHERE id = ${item.productId}`,
    );
  } else {
    await db.execute(sql`UPDATE products SET total_quantity = ${quantity} WHERE id = ${item.productId}`);
  }
}

function post(
  item: Item,
  payload: object,
  options: { token?: string; remoteAddress?: string; headers?: Record<string, string> } = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/products/${item.productId}/back-in-stock/`,
    payload,
    remoteAddress: options.remoteAddress ?? randomAddress(),
    headers: { ...options.headers, ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
  });
}

async function subscriptions() {
  const result = await ctx.database.db.execute<{
    product_id: number;
    color_id: number | null;
    user_id: number | null;
    email: string | null;
    token: string;
  }>(sql`SELECT product_id, color_id, user_id, email, token FROM back_in_stock_subscriptions ORDER BY id`);
  return result.rows;
}

/** Lets the change be heard and acted on, then sends the queue. */
async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 30));
  await notifier().idle();
  await ctx.app.services.mailOutbox.drain();
}

const backInStockMail = (subject: string) => ctx.mail.filter((mail) => mail.subject === subject);

describe('POST /api/v1/products/{id}/back-in-stock/', () => {
  it('subscribes a visitor (e-mail lower-cased) with 201, and a repeat is a harmless 200', async () => {
    const first = await post(plain, { email: '  Sita.Rai@Example.com ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      message: BACK_IN_STOCK_MESSAGES.subscribed,
      data: { product_id: plain.productId, color_id: null, subscribed: true },
    });
    const again = await post(plain, { email: 'sita.rai@example.com' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const rows = await subscriptions();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ product_id: plain.productId, color_id: null, user_id: null });
    expect(rows[0]!.email).toBe('sita.rai@example.com');
    // One confirmation (with the unsubscribe link) for the new subscription, none for the repeat.
    await ctx.app.services.mailOutbox.drain();
    const confirmations = ctx.mail.filter((mail) => mail.to === 'sita.rai@example.com');
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]!.text).toContain(`/api/v1/back-in-stock/unsubscribe/${rows[0]!.token}/`);
  });

  it("subscribes a signed-in shopper at the account's e-mail; GET shows it, DELETE ends it", async () => {
    const { user, session } = await signedUpAndIn(ctx.app);
    const color = coloured.colors[0]!;
    const response = await post(
      coloured,
      { color_id: color.id, email: 'ignored@example.com' },
      { token: session.access },
    );
    expect(response.statusCode).toBe(201);
    const rows = await subscriptions();
    expect(rows).toEqual([
      expect.objectContaining({ product_id: coloured.productId, color_id: color.id, user_id: user.id, email: null }),
    ]);
    expect((await post(coloured, { color_id: color.id }, { token: session.access })).statusCode).toBe(200);

    const url = `/api/v1/products/${coloured.productId}/back-in-stock/`;
    const headers = { authorization: `Bearer ${session.access}` };
    const list = await ctx.app.inject({ method: 'GET', url, headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.subscriptions).toEqual([
      { product_id: coloured.productId, color_id: color.id, created_at: expect.any(String) },
    ]);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);

    const cancelled = await ctx.app.inject({ method: 'DELETE', url: `${url}?color_id=${color.id}`, headers });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().message).toBe(BACK_IN_STOCK_MESSAGES.cancelled);
    expect(await subscriptions()).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url, headers })).json().data.subscriptions).toEqual([]);
  });

  it('asks an account without an e-mail (signed up by mobile) for one, as a visitor gives it', async () => {
    const inserted = await ctx.database.db.execute<{ id: number }>(sql`
      INSERT INTO users (email, first_name, last_name, phone, phone_verified_at)
      VALUES ('', 'Sunita', 'Rai', '9812345671', now()) RETURNING id`);
    const token = await ctx.app.services.accessTokens.sign({ userId: inserted.rows[0]!.id, role: 'customer' });
    const refused = await post(plain, {}, { token });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ email: expect.any(String) });
    expect(await subscriptions()).toEqual([]);

    expect((await post(plain, { email: 'Sunita@Example.com' }, { token })).statusCode).toBe(201);
    expect(await subscriptions()).toEqual([
      expect.objectContaining({ product_id: plain.productId, user_id: null, email: 'sunita@example.com' }),
    ]);
    await ctx.app.services.mailOutbox.drain();
    expect(ctx.mail.filter((mail) => mail.to === 'sunita@example.com')).toHaveLength(1);
    expect(ctx.mail.filter((mail) => mail.to === '')).toEqual([]);
  });

  it('refuses with 409 while the product or the colour is in stock', async () => {
    await setStock(plain, 3);
    const product = await post(plain, { email: 'early@example.com' });
    expect(product.statusCode).toBe(409);
    expect(product.json()).toMatchObject({
      code: 'back_in_stock_product_in_stock',
      message: BACK_IN_STOCK_MESSAGES.productInStock,
    });

    // The second colour is in stock, the first is not: only the first may be asked for.
    await setStock(coloured, 0, [0, 2]);
    const inStock = await post(coloured, { email: 'early@example.com', color_id: coloured.colors[1]!.id });
    expect(inStock.statusCode).toBe(409);
    expect(inStock.json()).toMatchObject({
      code: 'back_in_stock_colour_in_stock',
      message: 'This colour is in stock: you can add it to your cart now.',
    });
    expect((await post(coloured, { email: 'early@example.com', color_id: coloured.colors[0]!.id })).statusCode).toBe(
      201,
    );
    // The product as a whole is not sold out.
    expect((await post(coloured, { email: 'early@example.com' })).statusCode).toBe(409);
    expect(await subscriptions()).toHaveLength(1);
  });

  it.each([
    [{ email: 'not-an-email' }, 'email', 'Invalid email'],
    [{}, 'email', 'Email is required'],
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'a@example.com', color_id: 'blue' }, 'color_id', BACK_IN_STOCK_MESSAGES.unknownColour],
  ])('refuses %j with 400 naming the field', async (payload, field, message) => {
    const response = await post(plain, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
    expect(await subscriptions()).toEqual([]);
  });

  it("refuses another product's colour (400) and an unknown product (404)", async () => {
    const response = await post(plain, { email: 'a@example.com', color_id: coloured.colors[0]!.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.color_id).toBe(BACK_IN_STOCK_MESSAGES.unknownColour);
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/products/99999999/back-in-stock/',
      payload: { email: 'a@example.com' },
      remoteAddress: randomAddress(),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('limits tries per address and e-mail (429 with Retry-After)', async () => {
    const address = randomAddress();
    let last = await post(plain, { email: 'busy@example.com' }, { remoteAddress: address });
    for (let index = 1; index < 20; index += 1) {
      last = await post(plain, { email: 'busy@example.com' }, { remoteAddress: address });
    }
    expect(last.statusCode).toBe(200);
    const blocked = await post(plain, { email: 'busy@example.com' }, { remoteAddress: address });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('is documented in /api/docs', async () => {
    const spec = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>>;
    }>();
    const path = spec.paths['/api/v1/products/{id}/back-in-stock/']!;
    expect(Object.keys(path).sort()).toEqual(['delete', 'get', 'post']);
    expect(path.post!.requestBody).toBeDefined();
    expect(Object.keys(path.post!.responses)).toEqual(expect.arrayContaining(['201', '200', '400', '409', '429']));
  });
});

describe('when stock returns', () => {
  it('e-mails each subscriber once and ends the subscriptions; a later change sends nothing more', async () => {
    const { user, session } = await signedUpAndIn(ctx.app);
    expect((await post(plain, { email: 'visitor@example.com' })).statusCode).toBe(201);
    expect((await post(plain, {}, { token: session.access })).statusCode).toBe(201);
    // A colour subscription of another product stays: that colour is still sold out.
    expect((await post(coloured, { email: 'visitor@example.com', color_id: coloured.colors[0]!.id })).statusCode).toBe(
      201,
    );
    await settle();
    ctx.mail.length = 0;

    await setStock(plain, 5);
    await ctx.app.services.catalogCache.invalidate('catalogue');
    await settle();
    const sent = backInStockMail(`${plain.name} is back in stock`);
    expect(sent.map((mail) => mail.to).sort()).toEqual([user.email, 'visitor@example.com'].sort());
    expect(sent[0]!.text).toContain(`http://shop.test/products/${plain.slug}`);
    expect((await subscriptions()).map((row) => row.product_id)).toEqual([coloured.productId]);

    await setStock(plain, 7);
    await ctx.app.services.catalogCache.invalidate('stock');
    await settle();
    expect(backInStockMail(`${plain.name} is back in stock`)).toHaveLength(2);
  });

  it('tells a colour subscriber when that colour returns, not when another colour does', async () => {
    const [first, second] = coloured.colors;
    expect((await post(coloured, { email: 'colour@example.com', color_id: first!.id })).statusCode).toBe(201);
    await settle();

    await setStock(coloured, 0, [0, 4]);
    await ctx.app.services.catalogCache.invalidate('stock');
    await settle();
    expect(ctx.mail.filter((mail) => mail.subject.endsWith('is back in stock'))).toEqual([]);
    expect(await subscriptions()).toHaveLength(1);

    await setStock(coloured, 0, [2, 4]);
    await ctx.app.services.catalogCache.invalidate('stock');
    await settle();
    expect(backInStockMail(`${coloured.name} (${first!.name}) is back in stock`).map((mail) => mail.to)).toEqual([
      'colour@example.com',
    ]);
    expect(second).toBeDefined();
    expect(await subscriptions()).toEqual([]);
  });

  it('sends once when two processes look at the same moment', async () => {
    const emails = Array.from({ length: 30 }, (_, index) => `many${index}@example.com`);
    for (const email of emails) expect((await post(plain, { email })).statusCode).toBe(201);
    await settle();
    ctx.mail.length = 0;

    await setStock(plain, 1);
    const shop = { shopName: 'Pasal', publicUrl: 'http://shop.test' };
    const counts = await Promise.all(
      Array.from({ length: 4 }, () => notifyReturnedStock(ctx.database.db, new Date(ctx.clock.now()), shop)),
    );
    expect(counts.reduce((a, b) => a + b, 0)).toBe(emails.length);
    await ctx.app.services.mailOutbox.drain();
    const sent = backInStockMail(`${plain.name} is back in stock`).map((mail) => mail.to);
    expect(sent.sort()).toEqual([...emails].sort());
    expect(await subscriptions()).toEqual([]);
  });

  it("the confirmation's unsubscribe link works without signing in (a page, then its button)", async () => {
    expect((await post(plain, { email: 'changed-mind@example.com' })).statusCode).toBe(201);
    const [row] = await subscriptions();
    const url = `/api/v1/back-in-stock/unsubscribe/${row!.token}/`;
    const page = await ctx.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(plain.name);
    expect(page.body).toContain('<form method="post">');
    // Opening the link (a mail scanner does) ends nothing.
    expect(await subscriptions()).toHaveLength(1);

    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const done = await ctx.app.inject({ method: 'POST', url, headers: form, payload: '' });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Done');
    expect(await subscriptions()).toEqual([]);
    // Again, or a made-up token: the same calm answer.
    expect((await ctx.app.inject({ method: 'POST', url, headers: form, payload: '' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url })).body).toContain('Nothing to stop');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/back-in-stock/unsubscribe/x/' })).statusCode).toBe(400);

    await setStock(plain, 2);
    await ctx.app.services.catalogCache.invalidate('catalogue');
    await settle();
    expect(backInStockMail(`${plain.name} is back in stock`)).toEqual([]);
  });
});

describe('in the language of the page the shopper asked on (issue #30)', () => {
  it('confirms and tells a Nepali request in Nepali, and an English one in English', async () => {
    expect((await post(plain, { email: 'gita@example.com' }, { headers: { 'x-pasal-locale': 'ne' } })).statusCode).toBe(
      201,
    );
    expect((await post(plain, { email: 'george@example.com' })).statusCode).toBe(201);
    await settle();
    const [confirmation] = ctx.mail.filter((mail) => mail.to === 'gita@example.com');
    expect(confirmation!.subject).toBe(`Pasal: ${plain.name} फेरि आएपछि हामी तपाईंलाई खबर गर्नेछौं`);
    expect(confirmation!.text).toMatch(/\/api\/v1\/back-in-stock\/unsubscribe\/[\w-]+\/\?lang=ne/);
    expectNepaliMail(confirmation!, ['Pasal', plain.name], { figures: [plain.name] });
    expect(ctx.mail.find((mail) => mail.to === 'george@example.com')?.subject).toBe(
      `Pasal: we'll tell you when ${plain.name} is back`,
    );
    ctx.mail.length = 0;

    await setStock(plain, 3);
    await ctx.app.services.catalogCache.invalidate('stock');
    await settle();
    const [notice] = ctx.mail.filter((mail) => mail.to === 'gita@example.com');
    expect(notice!.subject).toBe(`${plain.name} फेरि स्टकमा आयो`);
    expect(notice!.text).toContain(`http://shop.test/products/${plain.slug}?lang=ne`);
    expectNepaliMail(notice!, ['Pasal', plain.name], { figures: [plain.name] });
    expect(ctx.mail.find((mail) => mail.to === 'george@example.com')?.subject).toBe(`${plain.name} is back in stock`);
  });

  it('opens the unsubscribe page of a Nepali e-mail in Nepali', async () => {
    expect((await post(plain, { email: 'gita@example.com' }, { headers: { 'x-pasal-locale': 'ne' } })).statusCode).toBe(
      201,
    );
    const [row] = await subscriptions();
    const url = `/api/v1/back-in-stock/unsubscribe/${row!.token}/?lang=ne`;
    const page = await ctx.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="ne">');
    expect(page.body).toContain('<button type="submit">यो इमेल रोक्नुहोस्</button>');
    const done = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(done.body).toContain('<h1>भयो</h1>');
    expect(await subscriptions()).toEqual([]);
    // Any other ?lang= is the English page, not an error.
    const other = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/back-in-stock/unsubscribe/${row!.token}/?lang=fr`,
    });
    expect(other.statusCode).toBe(200);
    expect(other.body).toContain('<html lang="en">');
  });
});
