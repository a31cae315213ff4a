import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OrderQuote, PlacedOrder, Product } from '@pasal/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccessTokens } from '../src/lib/access-token.js';
import { NEWSLETTER_RATE_LIMITS } from '../src/modules/newsletter/routes.js';
import { VALLEY_ADDRESS } from './helpers/orders.js';

// Issue 22, "several processes": two real server processes (`node --import tsx main.ts`, as
// deployed) on one PostgreSQL database (and one Redis when TEST_REDIS_URL is set), each with its
// own data directory and port. Shows, with assertions that fail if the claim is false, what
// docs/deployment.md promises of several processes: catalogue changes reach the other process,
// rate limits are shared, queued mail goes out once, an expired order is expired once, and a
// kill -9 of one process under checkout load loses no acknowledged order and oversells nothing.
// The PostgreSQL server is the suite's (embedded, or TEST_DATABASE_URL in CI); this file copies
// the migrated, seeded template into a scratch database of its own and drops it afterwards.

const root = fileURLToPath(new URL('../../..', import.meta.url));
const redisUrl = process.env.TEST_REDIS_URL;
const JWT_SECRET = `two-processes-${randomBytes(24).toString('hex')}`;
const METRICS_TOKEN = randomBytes(16).toString('hex');
const tokens = createAccessTokens(JWT_SECRET);

const scratch = mkdtempSync(join(tmpdir(), 'pasal-twoproc-'));
chmodSync(scratch, 0o755);
const databaseName = `pasal_twoproc_${process.pid}_${randomBytes(4).toString('hex')}`;
let databaseUrl = '';
let db: pg.Pool;

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Shop {
  name: 'A' | 'B';
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
  /** Keep-alive connections of the load test, like a load balancer's to its backends. */
  agent: Agent;
}

const shops: Shop[] = [];

async function startShop(name: 'A' | 'B'): Promise<Shop> {
  const port = await freePort();
  const dataDir = join(scratch, name);
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET,
      REDIS_URL: redisUrl ?? '',
      // Requests carry X-Forwarded-For, so each case has client addresses (rate-limit keys) of its own.
      TRUST_PROXY: 'loopback',
      METRICS_TOKEN,
      // No SMTP: every e-mail sent is a file in DATA_DIR/outbox (lib/mailer.ts).
      SMTP_URL: '',
      PUBLIC_URL: '',
      PAYMENT_SIMULATORS: 'on',
      ESEWA_SECRET: '',
      KHALTI_SECRET_KEY: '',
      CATALOG_CACHE: 'on',
      SEED_DEMO: 'off',
      SERVE_WEB: 'off',
      // A few customers place every order here: the cash-on-delivery hold limits would stop them.
      COD_MAX_OPEN_ORDERS: '1000',
      COD_MAX_UNITS_PER_PRODUCT: '1000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const shop: Shop = {
    name,
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    child,
    exited,
    output: () => output,
    agent: new Agent({ keepAlive: true, maxSockets: 64 }),
  };
  shops.push(shop);
  return shop;
}

async function waitReady(shop: Shop): Promise<void> {
  let gone = false;
  void shop.exited.then(() => (gone = true));
  for (let i = 0; i < 900; i++) {
    if (gone) throw new Error(`process ${shop.name} exited before it was ready:\n${shop.output()}`);
    try {
      if ((await fetch(`${shop.url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`process ${shop.name} did not become ready:\n${shop.output()}`);
}

interface Answer<T> {
  status: number;
  body: T;
}

async function api<T>(
  shop: Shop,
  path: string,
  options: { method?: string; userId?: number; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.userId !== undefined) headers.authorization = `Bearer ${await tokenFor(options.userId)}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${shop.url}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

const signed = new Map<number, Promise<string>>();
function tokenFor(userId: number): Promise<string> {
  let token = signed.get(userId);
  if (!token) signed.set(userId, (token = tokens.sign({ userId, role: 'customer', emailVerified: true })));
  return token;
}

async function createUsers(count: number, label: string): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO users (email, first_name, last_name, phone)
     SELECT $1 || '-' || n || '@example.com', 'Sita', 'Sharma', '9841234567' FROM generate_series(1, $2) n
     RETURNING id`,
    [`${label}-${randomBytes(4).toString('hex')}`, count],
  );
  return rows.rows.map((row) => row.id);
}

interface Fixture {
  id: number;
  slug: string;
  colorIds: number[];
}

/** A product with known price and stock (colours each with `stock`, or `stock` on the product). */
async function createProduct(label: string, stock: number, colours = 0): Promise<Fixture> {
  const suffix = randomBytes(4).toString('hex');
  const slug = `${label}-${suffix}`;
  const product = await db.query<{ id: number }>(
    `INSERT INTO products (name, slug, category_id, price_paisa, discount_price_paisa, delivery_price_paisa,
       total_quantity, is_active)
     VALUES ($1, $2, (SELECT id FROM categories ORDER BY id LIMIT 1), 260000, 250000, 15000, $3, true) RETURNING id`,
    [`Two Process ${label} ${suffix}`, slug, colours > 0 ? stock * colours : stock],
  );
  const id = product.rows[0]!.id;
  const colorIds: number[] = [];
  for (let position = 0; position < colours; position++) {
    const colour = await db.query<{ id: number }>(
      `INSERT INTO product_colors (product_id, color_name, hex_code, quantity, position)
       VALUES ($1, $2, '#000000', $3, $4) RETURNING id`,
      [id, `Shade ${position + 1}`, stock, position],
    );
    colorIds.push(colour.rows[0]!.id);
  }
  return { id, slug, colorIds };
}

interface Line {
  product_id: number;
  color_id?: number;
  quantity: number;
}

function orderBody(lines: Line[], quote: OrderQuote, gateway: 'COD' | 'Esewa' = 'COD') {
  return {
    first_name: 'Sita',
    last_name: 'Sharma',
    email: 'sita@example.com',
    ...VALLEY_ADDRESS,
    phone_number: '9841234567',
    payment_gateway: gateway,
    subtotal: quote.subtotal,
    delivery_charge: quote.delivery_charge,
    tax_percentage: quote.tax_percentage,
    tax_amount: quote.tax_amount,
    discount: quote.discount,
    grand_total: quote.grand_total,
    currency: 'Npr',
    lines,
  };
}

async function quote(shop: Shop, userId: number, lines: Line[]): Promise<OrderQuote> {
  const answer = await api<{ data: OrderQuote }>(shop, '/api/v1/orders/quote/', {
    method: 'POST',
    userId,
    body: { lines, district_id: 27 },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

async function placeOrder(shop: Shop, userId: number, lines: Line[], gateway: 'COD' | 'Esewa' = 'COD') {
  const figures = await quote(shop, userId, lines);
  const answer = await api<{ data: PlacedOrder }>(shop, '/api/v1/orders/', {
    method: 'POST',
    userId,
    body: orderBody(lines, figures, gateway),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.order;
}

async function productOn(shop: Shop, slug: string): Promise<Product> {
  const answer = await api<{ data: Product }>(shop, `/api/v1/products/${slug}/`);
  expect(answer.status).toBe(200);
  return answer.body.data;
}

/** Polls `check` until it holds; answers the milliseconds it took, or Infinity after `limitMs`. */
async function msUntil(check: () => Promise<boolean>, limitMs = 3000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if (await check()) return performance.now() - started;
    await sleep(20);
  }
  return Number.POSITIVE_INFINITY;
}

async function cacheHits(shop: Shop): Promise<number> {
  const response = await fetch(`${shop.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const line = (await response.text())
    .split('\n')
    .find((l) => l.startsWith('pasal_catalog_cache_lookups_total{result="hit"'));
  return Number(line?.split(' ').pop() ?? 0);
}

let A: Shop;
let B: Shop;
/** Fixtures made before the processes start (so neither has cached anything about them). */
let catalogueProduct: Fixture;
let expiryProduct: Fixture;
let scarce: Fixture;
let plenty: Fixture;
let plentyColours: Fixture;
let shoppers: number[];
let customers: number[];

beforeAll(async () => {
  const serverUrl = inject('pgServerUrl');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${databaseName}" TEMPLATE "${inject('templateDatabase')}"`);
  await admin.end();
  databaseUrl = withDatabase(serverUrl, databaseName);
  db = new pg.Pool({ connectionString: databaseUrl, max: 4 });

  catalogueProduct = await createProduct('catalogue', 50);
  expiryProduct = await createProduct('expiry', 20, 2);
  scarce = await createProduct('scarce', 6, 2);
  plenty = await createProduct('plenty', 100_000);
  plentyColours = await createProduct('plenty-colours', 50_000, 2);
  shoppers = await createUsers(50, 'shopper');
  customers = await createUsers(10, 'customer');

  // The template is migrated and seeded: both may start at once (docs/deployment.md: one process
  // applies new migrations first, the rest after).
  [A, B] = await Promise.all([startShop('A'), startShop('B')]);
  await Promise.all([waitReady(A), waitReady(B)]);
}, 120_000);

afterAll(async () => {
  for (const shop of shops) {
    shop.agent.destroy();
    if (shop.child.exitCode === null && shop.child.signalCode === null) shop.child.kill('SIGTERM');
  }
  await Promise.race([Promise.all(shops.map((shop) => shop.exited)), sleep(10_000)]);
  for (const shop of shops)
    if (shop.child.exitCode === null && shop.child.signalCode === null) shop.child.kill('SIGKILL');
  await db?.end();
  const admin = new pg.Client({ connectionString: inject('pgServerUrl') });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
  await admin.end();
  rmSync(scratch, { recursive: true, force: true });
}, 60_000);

describe('two server processes on one database', () => {
  it('serves a catalogue change made through the other process (or by SQL + NOTIFY) within a second', async () => {
    // A shop that has run for a while has rebuilt its search index before (the JIT has compiled
    // that path): one catalogue change first, so the figures below are not a cold start's.
    await db.query('NOTIFY pasal_catalog_changed');
    await Promise.all([A, B].map((shop) => api(shop, '/api/v1/products/?name=phone')));
    const slug = catalogueProduct.slug;
    const word = `zephyr${randomBytes(3).toString('hex')}`;
    const search = `/api/v1/products/?name=${word}`;
    // B answers from its cache: the second read of each is a hit, so without an invalidation B
    // would go on serving what it holds now.
    const before = await productOn(B, slug);
    expect(before).toMatchObject({ total_ratings: 0, total_quantity: 50 });
    expect((await api<{ count: number }>(B, search)).body.count).toBe(0);
    const hits = await cacheHits(B);
    await productOn(B, slug);
    await api(B, search);
    expect(await cacheHits(B)).toBe(hits + 2);

    // A stock move: an order placed on A (announced with a NOTIFY after ANNOUNCE_DELAY_MS).
    await placeOrder(A, customers[0]!, [{ product_id: catalogueProduct.id, quantity: 2 }]);
    const stockMs = await msUntil(async () => (await productOn(B, slug)).total_quantity === 48);
    // A rating: a review posted on A.
    const review = await api(A, '/api/v1/reviews/', {
      method: 'POST',
      userId: customers[0]!,
      body: { product: catalogueProduct.id, rating: 4, review_text: 'Works well on both processes.' },
    });
    expect(review.status).toBe(201);
    const ratingMs = await msUntil(async () => (await productOn(B, slug)).total_ratings === 1);
    // A rename made in SQL, announced the way the app announces catalogue changes (cache.ts).
    await db.query(`UPDATE products SET name = name || ' ' || $1, updated_at = now() WHERE id = $2`, [
      word,
      catalogueProduct.id,
    ]);
    await db.query('NOTIFY pasal_catalog_changed');
    const searchMs = await msUntil(async () => {
      const found = await api<{ count: number; data: { id: number }[] }>(B, search);
      return found.body.count === 1 && found.body.data[0]?.id === catalogueProduct.id;
    });
    console.log(
      `two processes: seen on the other within ${[stockMs, ratingMs, searchMs].map(Math.round).join(' / ')} ms (stock / rating / SQL rename)`,
    );
    expect(stockMs, 'stock moved by an order on A, seen on B').toBeLessThan(1000);
    expect(ratingMs, 'rating changed by a review on A, seen on B').toBeLessThan(1000);
    expect(searchMs, 'product renamed in SQL + NOTIFY, found on B').toBeLessThan(1000);
    // And A, which heard the same NOTIFY.
    expect((await api<{ count: number }>(A, search)).body.count).toBe(1);
  });

  it.skipIf(!redisUrl)('shares rate limits through Redis (skipped without TEST_REDIS_URL)', async () => {
    const address = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0]! % 250)}`;
    const email = `twoproc.${randomBytes(6).toString('hex')}@example.com`;
    const subscribe = (shop: Shop) =>
      api<{ message: string }>(shop, '/api/v1/newsletter/subscribe/', {
        method: 'POST',
        body: { email },
        headers: { 'x-forwarded-for': address },
      });
    // Newsletter sign-up: 5 per address and e-mail (docs/rate-limits.md). Neither process sees more
    // than 3 of the first 5, so only a shared count refuses the sixth, on either process.
    const { max } = NEWSLETTER_RATE_LIMITS.perAddressAndEmail;
    expect(max).toBe(5);
    for (const shop of [A, B, A, B, A]) expect((await subscribe(shop)).status).toBe(200);
    const refusedOnB = await subscribe(B);
    expect(refusedOnB.status).toBe(429);
    expect(refusedOnB.body.message).toMatch(/try again/i);
    expect((await subscribe(A)).status).toBe(429);
  });

  it('sends each queued e-mail exactly once while both processes drain the queue', async () => {
    const count = 600;
    const tag = randomBytes(3).toString('hex');
    await db.query(
      `INSERT INTO mail_outbox (message, next_attempt_at, created_at)
       SELECT jsonb_build_object('to', 'twoproc-' || $1 || '-' || n || '@example.com',
         'subject', 'Queued e-mail ' || n, 'text', 'One of many.'), now(), now()
       FROM generate_series(1, $2) n`,
      [tag, count],
    );
    // An order queues its e-mails and kicks its process's sender, which takes whatever is due:
    // one order on each process at the same moment sets both to work on the same queue.
    await Promise.all([
      placeOrder(A, customers[1]!, [{ product_id: plenty.id, quantity: 1 }]),
      placeOrder(B, customers[2]!, [{ product_id: plenty.id, quantity: 1 }]),
    ]);
    const drainedMs = await msUntil(
      async () =>
        (await db.query(`SELECT 1 FROM mail_outbox WHERE message->>'to' LIKE $1 LIMIT 1`, [`twoproc-${tag}-%`]))
          .rowCount === 0,
      25_000,
    );
    expect(drainedMs).toBeLessThan(25_000);

    const sentBy = (shop: Shop) => {
      const pattern = new RegExp(`twoproc-${tag}-(\\d+)@example\\.com`);
      const outbox = join(shop.dataDir, 'outbox');
      return (existsSync(outbox) ? readdirSync(outbox) : []).flatMap((file) => {
        const match = pattern.exec(file);
        return match ? [Number(match[1])] : [];
      });
    };
    const [byA, byB] = [sentBy(A), sentBy(B)];
    const times = new Map<number, number>();
    for (const n of [...byA, ...byB]) times.set(n, (times.get(n) ?? 0) + 1);
    expect(times.size).toBe(count);
    expect([...times.values()].filter((n) => n !== 1)).toEqual([]);
    console.log(`two processes: ${count} queued e-mails sent once each, ${byA.length} by A and ${byB.length} by B`);
    // Both took part: the exactly-once above held with two senders claiming from one queue.
    expect(byA.length).toBeGreaterThan(0);
    expect(byB.length).toBeGreaterThan(0);
  });

  it('expires each overdue unpaid order once, with both processes expiring at the same moment', async () => {
    const colours = expiryProduct.colorIds;
    const stock = async () =>
      (
        await db.query<{ product: number; c1: number; c2: number }>(
          `SELECT p.total_quantity AS product,
             (SELECT quantity FROM product_colors WHERE id = $2) AS c1,
             (SELECT quantity FROM product_colors WHERE id = $3) AS c2
           FROM products p WHERE p.id = $1`,
          [expiryProduct.id, colours[0], colours[1]],
        )
      ).rows[0];
    const before = await stock();
    const placed: { transactionId: string; userId: number }[] = [];
    for (let i = 0; i < 6; i++) {
      const userId = customers[3 + (i % 6)]!;
      const order = await placeOrder(
        i % 2 === 0 ? A : B,
        userId,
        [{ product_id: expiryProduct.id, color_id: colours[i % 2]!, quantity: 1 + (i % 2) }],
        'Esewa',
      );
      expect(order).toMatchObject({ payment_status: 'unpaid', order_status: 'Pending' });
      placed.push({ transactionId: order.transaction_id, userId });
    }
    // 3 orders × 1 unit of colour 1, 3 × 2 units of colour 2.
    expect(await stock()).toEqual({ product: before!.product - 9, c1: before!.c1 - 3, c2: before!.c2 - 6 });

    // Their payment windows end (in SQL rather than waiting PAYMENT_WINDOW_MINUTES); then both
    // processes expire them at once: reading an order or the list expires what is overdue in it.
    const ids = placed.map((order) => order.transactionId);
    await db.query(
      `UPDATE orders SET payment_expires_at = now() - interval '1 minute' WHERE transaction_id = ANY($1::text[])`,
      [ids],
    );
    const reads = placed.flatMap(({ transactionId, userId }) =>
      [A, B, A, B].map((shop, i) =>
        i < 2
          ? api(shop, `/api/v1/orders/${transactionId}/`, { userId })
          : api(shop, '/api/v1/orders/?group=payment_not_completed', { userId }),
      ),
    );
    for (const answer of await Promise.all(reads)) expect(answer.status).toBe(200);

    const orders = await db.query<{ transaction_id: string; status: string; payment_status: string }>(
      `SELECT transaction_id, status, payment_status FROM orders WHERE transaction_id = ANY($1::text[])`,
      [ids],
    );
    expect(orders.rows.map(({ status, payment_status }) => `${status}/${payment_status}`)).toEqual(
      ids.map(() => 'Cancelled/failed'),
    );
    // Stock came back once: exactly what the orders took.
    expect(await stock()).toEqual(before);
    // One cancellation and one payment change in each order's history, one expired payment record.
    const events = await db.query<{ transaction_id: string; kind: string; to_value: string; n: number }>(
      `SELECT o.transaction_id, e.kind, e.to_value, count(*)::int AS n FROM order_events e
       JOIN orders o ON o.id = e.order_id
       WHERE o.transaction_id = ANY($1::text[]) AND e.to_value IN ('Cancelled', 'failed')
       GROUP BY 1, 2, 3`,
      [ids],
    );
    expect(events.rows.filter((row) => row.n !== 1)).toEqual([]);
    expect(events.rows).toHaveLength(ids.length * 2);
    const records = await db.query<{ status: string; n: number }>(
      `SELECT p.status, count(*)::int AS n FROM payments p JOIN orders o ON o.id = p.order_id
       WHERE o.transaction_id = ANY($1::text[]) GROUP BY 1`,
      [ids],
    );
    expect(records.rows).toEqual([{ status: 'expired', n: ids.length }]);
  });

  it('loses no acknowledged order and oversells nothing when one process is killed (-9) under checkout load', async () => {
    // Carts of 1–3 lines over five stock rows; two of them (the scarce product's colours, 6 units
    // each) sell out within the first orders, so the last units are fought over by both processes.
    const choices: Line[] = [
      { product_id: scarce.id, color_id: scarce.colorIds[0]!, quantity: 1 },
      { product_id: scarce.id, color_id: scarce.colorIds[1]!, quantity: 1 },
      { product_id: plenty.id, quantity: 1 },
      { product_id: plentyColours.id, color_id: plentyColours.colorIds[0]!, quantity: 1 },
      { product_id: plentyColours.id, color_id: plentyColours.colorIds[1]!, quantity: 1 },
    ];
    const carts: { lines: Line[]; body: string }[] = [];
    for (let mask = 1; mask < 1 << choices.length; mask++) {
      const picked = choices.filter((_, k) => (mask >> k) & 1);
      if (picked.length > 3) continue;
      // One unit of a scarce colour per cart, so its last unit always finds a taker.
      const lines = picked.map((line) =>
        line.product_id === scarce.id ? line : { ...line, quantity: 1 + (mask % 3) },
      );
      carts.push({ lines, body: JSON.stringify(orderBody(lines, await quote(B, shoppers[0]!, lines))) });
    }
    const stockKeys = (lines: { product_id: number; color_id?: number | null }[]) =>
      lines.flatMap((line) => [`p${line.product_id}`, ...(line.color_id ? [`c${line.color_id}`] : [])]);
    const productIds = [scarce.id, plenty.id, plentyColours.id];
    const snapshot = async () => {
      const stock = new Map<string, number>();
      const rows = await db.query<{ key: string; n: number }>(
        `SELECT 'p' || id AS key, total_quantity AS n FROM products WHERE id = ANY($1::int[])
         UNION ALL SELECT 'c' || id, quantity FROM product_colors WHERE product_id = ANY($1::int[])`,
        [productIds],
      );
      for (const row of rows.rows) stock.set(row.key, row.n);
      const units = new Map<string, number>();
      const sold = await db.query<{ product_id: number; color_id: number | null; n: number }>(
        `SELECT oi.product_id, oi.color_id, sum(oi.quantity)::int AS n FROM order_items oi
         JOIN orders o ON o.id = oi.order_id
         WHERE o.status <> 'Cancelled' AND oi.product_id = ANY($1::int[]) GROUP BY 1, 2`,
        [productIds],
      );
      for (const row of sold.rows) for (const key of stockKeys([row])) units.set(key, (units.get(key) ?? 0) + row.n);
      return { stock, units };
    };
    const before = await snapshot();

    const post = (shop: Shop, userId: number, body: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        void tokenFor(userId).then((token) => {
          const request = httpRequest(
            `${shop.url}/api/v1/orders/`,
            {
              method: 'POST',
              agent: shop.agent,
              headers: {
                'content-type': 'application/json',
                'content-length': Buffer.byteLength(body),
                authorization: `Bearer ${token}`,
              },
            },
            (response) => {
              let text = '';
              response.setEncoding('utf8');
              response.on('data', (chunk: string) => (text += chunk));
              response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
              response.on('error', reject);
            },
          );
          request.on('error', reject);
          request.end(body);
        }, reject);
      });

    const acknowledged: { transactionId: string; lines: Line[]; via: 'A' | 'B'; afterKill: boolean }[] = [];
    const refused = new Map<string, number>();
    const connectionErrors = { A: 0, B: 0 };
    let killedAt: number | null = null;
    let stop = false;
    const started = performance.now();
    const shopper = async (userId: number, index: number) => {
      for (let n = index; !stop; n++) {
        // Alternating, as a balancer without health checks would: half the requests go to A.
        const shop = n % 2 === 0 ? A : B;
        const cart = carts[(n * 7 + index) % carts.length]!;
        const afterKill = killedAt !== null;
        try {
          const answer = await post(shop, userId, cart.body);
          if (answer.status >= 200 && answer.status < 300) {
            const placed = JSON.parse(answer.body) as { data: PlacedOrder };
            acknowledged.push({
              transactionId: placed.data.order.transaction_id,
              lines: cart.lines,
              via: shop.name,
              afterKill,
            });
          } else {
            const key = `${answer.status} ${answer.body}`;
            refused.set(key, (refused.get(key) ?? 0) + 1);
          }
        } catch {
          // The killed process: refused connections, or a request it had not answered when it died.
          connectionErrors[shop.name] += 1;
          await sleep(5);
        }
      }
    };
    const load = Promise.all(shoppers.map((userId, index) => shopper(userId, index)));
    // Kill A once it has answered orders and the load has run a moment; go on until B has
    // answered orders after the kill.
    while (performance.now() - started < 20_000) {
      const elapsed = performance.now() - started;
      if (killedAt === null && elapsed > 1000 && acknowledged.filter((o) => o.via === 'A').length >= 10) {
        A.child.kill('SIGKILL');
        killedAt = elapsed;
      }
      if (
        killedAt !== null &&
        elapsed - killedAt > 1500 &&
        acknowledged.filter((o) => o.via === 'B' && o.afterKill).length >= 10
      )
        break;
      await sleep(20);
    }
    stop = true;
    await load;
    expect(killedAt).not.toBeNull();
    expect(await A.exited).toBeNull(); // killed by the signal, no exit code
    expect(A.child.signalCode).toBe('SIGKILL');

    const viaA = acknowledged.filter((o) => o.via === 'A');
    const viaBAfterKill = acknowledged.filter((o) => o.via === 'B' && o.afterKill);
    expect(viaA.length).toBeGreaterThanOrEqual(10);
    expect(viaBAfterKill.length).toBeGreaterThanOrEqual(10);
    expect(connectionErrors.A).toBeGreaterThan(0);
    expect(connectionErrors.B).toBe(0);
    // Refusals are only for stock (the scarce product sold out).
    expect([...refused.keys()].filter((key) => !/^409 .*(out of stock|Only \d+ left)/.test(key))).toEqual([]);

    // Every acknowledged order is in the database, with the lines it was acknowledged for.
    const stored = await db.query<{ transaction_id: string; lines: string }>(
      `SELECT o.transaction_id,
         string_agg(oi.product_id || ':' || coalesce(oi.color_id, 0) || ':' || oi.quantity, ','
           ORDER BY oi.product_id, oi.color_id) AS lines
       FROM orders o JOIN order_items oi ON oi.order_id = o.id
       WHERE o.transaction_id = ANY($1::text[]) GROUP BY 1`,
      [acknowledged.map((o) => o.transactionId)],
    );
    const storedLines = new Map(stored.rows.map((row) => [row.transaction_id, row.lines]));
    const expectedLines = (lines: Line[]) =>
      [...lines]
        .sort((a, b) => a.product_id - b.product_id || (a.color_id ?? 0) - (b.color_id ?? 0))
        .map((line) => `${line.product_id}:${line.color_id ?? 0}:${line.quantity}`)
        .join(',');
    expect(acknowledged.filter((o) => storedLines.get(o.transactionId) !== expectedLines(o.lines))).toEqual([]);

    // Stock: never below zero; what left each row is exactly what the stored orders hold (orders A
    // committed but could not answer count too); at least what the shoppers were told they bought.
    const after = await snapshot();
    const told = new Map<string, number>();
    for (const order of acknowledged)
      for (const line of order.lines)
        for (const key of stockKeys([line])) told.set(key, (told.get(key) ?? 0) + line.quantity);
    const mismatches: string[] = [];
    for (const [key, was] of before.stock) {
      const now = after.stock.get(key)!;
      const inOrders = (after.units.get(key) ?? 0) - (before.units.get(key) ?? 0);
      if (now < 0 || was - now !== inOrders || inOrders < (told.get(key) ?? 0))
        mismatches.push(
          `${key}: before ${was}, after ${now}, in orders ${inOrders}, acknowledged ${told.get(key) ?? 0}`,
        );
    }
    expect(mismatches).toEqual([]);
    const sums = await db.query<{ id: number }>(
      `SELECT p.id FROM products p JOIN product_colors k ON k.product_id = p.id WHERE p.id = ANY($1::int[])
       GROUP BY p.id HAVING p.total_quantity <> sum(k.quantity)`,
      [productIds],
    );
    expect(sums.rows).toEqual([]);
    // The scarce colours sold out: their last units were contended, and no unit was sold twice.
    expect(scarce.colorIds.map((id) => after.stock.get(`c${id}`))).toEqual([0, 0]);
    console.log(
      `two processes: ${acknowledged.length} orders acknowledged (${viaA.length} by A, killed at ${Math.round(killedAt!)} ms; ` +
        `${viaBAfterKill.length} by B after), ${connectionErrors.A} requests failed on the dead process, ` +
        `${[...refused.values()].reduce((sum, n) => sum + n, 0)} refused for stock`,
    );
  }, 45_000);
});
