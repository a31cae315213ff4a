// `npm run bench:dashboard`: the back office's dashboard (GET /api/v1/admin/dashboard/) on a shop
// with BENCH_ORDERS orders (100,000 by default) placed over the last 90 days. Starts its own
// embedded PostgreSQL in a scratch folder (or uses an empty database at BENCH_DATABASE_URL), seeds
// the demo catalogue, then writes the orders with SQL: a realistic mix of cash on delivery (55%),
// eSewa and Khalti; old orders mostly delivered, some cancelled (failed, refunded, or waiting for
// a refund); the last five days spread over Pending, Processing, Shipped, Ready for pickup (to be
// collected at the shop) and Delivered; one to three lines each, popular products more often.
// After VACUUM ANALYZE (what autovacuum does on a live shop) it times BENCH_CALLS (500) dashboard
// answers through the app's HTTP handling (app.inject: routing, auth, the six queries,
// serialization and response validation), one at a time, and then four at a time. Goal: p99 ≤
// 100 ms at 100,000 orders.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { connectDatabase, runMigrations } from '../../apps/server/src/db/connection.js';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded.js';
import { seedDemoCatalog } from '../../apps/server/src/db/seed/index.js';
import { users } from '../../apps/server/src/modules/auth/schema.js';
import { freePort, summary } from './timing.js';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const CALLS = Number(process.env.BENCH_CALLS ?? 500);
const CUSTOMERS = 5_000;
const GOAL_P99_MS = 100;

const scratch = mkdtempSync(join(tmpdir(), 'pasal-bench-dashboard-'));
chmodSync(scratch, 0o755);
const external = process.env.BENCH_DATABASE_URL;
const embedded = external
  ? undefined
  : await startEmbeddedPostgres({ dataDir: join(scratch, 'db'), port: await freePort(), log: () => undefined });
const url = external ?? embedded!.url;
try {
  const database = connectDatabase(url);
  const db = database.db;
  await runMigrations(db);
  await seedDemoCatalog(db, { dataDir: join(scratch, 'media'), log: () => undefined });

  const seedStart = performance.now();
  console.log(`Seeding ${CUSTOMERS} customers and ${ORDERS.toLocaleString('en-US')} orders over 90 days…`);
  await db.execute(sql`
    INSERT INTO users (email, first_name, last_name, phone)
    SELECT 'bench-' || g || '@example.com', 'Bench', 'Customer ' || g, '98' || lpad(g::text, 8, '0')
    FROM generate_series(1, ${CUSTOMERS}::int) g`);
  await db.execute(sql`
    WITH customers AS (SELECT array_agg(id ORDER BY id) AS ids FROM users WHERE email LIKE 'bench-%'),
    base AS (
      SELECT g, random() AS r1, random() AS r2, random() AS r3,
             now() - random() * interval '90 days' AS at,
             (1 + floor(random() * ${CUSTOMERS}::int))::int AS customer,
             (500 + floor(random() * 150000))::int * 100 AS total
      FROM generate_series(1, ${ORDERS}::int) g
    ),
    kinds AS (
      SELECT *,
             CASE WHEN r1 < 0.55 THEN 'COD' WHEN r1 < 0.80 THEN 'Esewa' ELSE 'Khalti' END AS gateway,
             CASE WHEN at < now() - interval '5 days' THEN
                    CASE WHEN r2 < 0.82 THEN 'Delivered' WHEN r2 < 0.95 THEN 'Cancelled' ELSE 'Shipped' END
                  ELSE
                    CASE WHEN r2 < 0.20 THEN 'Pending' WHEN r2 < 0.40 THEN 'Processing' WHEN r2 < 0.55 THEN 'Shipped'
                         WHEN r2 < 0.60 THEN 'Ready for pickup' WHEN r2 < 0.90 THEN 'Delivered' ELSE 'Cancelled' END
             END AS status
      FROM base
    ),
    paid AS (
      SELECT *,
             CASE WHEN gateway = 'COD' THEN CASE WHEN status = 'Delivered' THEN 'paid' ELSE 'unpaid' END
                  WHEN status = 'Cancelled' THEN CASE WHEN r3 < 0.6 THEN 'failed' WHEN r3 < 0.95 THEN 'refunded' ELSE 'paid' END
                  WHEN status = 'Pending' THEN CASE WHEN r3 < 0.7 THEN 'paid' ELSE 'unpaid' END
                  ELSE 'paid' END AS payment_status
      FROM kinds
    )
    INSERT INTO orders (transaction_id, user_id, status, payment_status, payment_gateway, subtotal_paisa,
                        delivery_charge_paisa, grand_total_paisa, first_name, last_name, email, country, province,
                        city, details_address, phone_number, paid_at, created_at, updated_at, delivery_method)
    SELECT 'PSL-BENCH-' || g, customers.ids[customer], status, payment_status, gateway, total, 0, total,
           'Bench', 'Customer', 'bench@example.com', 'Nepal', 'Bagmati Province', 'Kathmandu', 'Lambagar',
           '9841234567', CASE WHEN payment_status IN ('paid', 'refunded') THEN at + interval '1 hour' END, at, at,
           CASE WHEN status = 'Ready for pickup' THEN 'pickup' ELSE 'delivery' END
    FROM paid, customers
    -- Written in time order, as a shop writes them: ids grow with created_at.
    ORDER BY at`);
  await db.execute(sql`
    WITH catalogue AS (SELECT array_agg(id ORDER BY id) AS ids, count(*)::int AS n FROM products)
    INSERT INTO order_items (order_id, product_id, product_name, unit_price_paisa, quantity, line_total_paisa)
    SELECT o.id, p.id, p.name, o.grand_total_paisa / lines / quantity, quantity, o.grand_total_paisa / lines
    FROM orders o
    CROSS JOIN catalogue
    CROSS JOIN LATERAL (SELECT 1 + (o.id % 3 = 0)::int + (o.id % 7 = 0)::int AS lines) AS l
    CROSS JOIN LATERAL generate_series(1, l.lines) AS k
    -- Squaring a uniform number favours the first products: a few best sellers, a long tail.
    CROSS JOIN LATERAL (SELECT catalogue.ids[1 + floor(power(random(), 2) * catalogue.n)::int] AS product_id,
                               1 + floor(random() * random() * 3)::int AS quantity, k) AS pick
    JOIN products p ON p.id = pick.product_id
    WHERE o.transaction_id LIKE 'PSL-BENCH-%'`);
  await db.execute(sql`
    INSERT INTO questions (product_id, user_id, question, answer, created_at)
    SELECT p.id, (SELECT min(id) FROM users WHERE email LIKE 'bench-%'), 'Does it come with a charger?',
           CASE WHEN g % 5 = 0 THEN NULL ELSE 'Yes' END, now() - g * interval '1 hour'
    FROM generate_series(1, 2000) g CROSS JOIN LATERAL (SELECT id FROM products ORDER BY id OFFSET g % 50 LIMIT 1) p`);
  await db.execute(sql`
    INSERT INTO contact_messages (name, email, subject, message)
    SELECT 'Bench ' || g, 'bench@example.com', 'Hello', 'Where is my order?' FROM generate_series(1, 1000) g`);
  // What autovacuum does on a live shop: statistics, and the visibility map index-only scans need.
  await db.execute(sql`VACUUM ANALYZE`);
  const counts = await db.execute<{ orders: number; lines: number }>(
    sql`SELECT (SELECT count(*) FROM orders)::int AS orders, (SELECT count(*) FROM order_items)::int AS lines`,
  );
  console.log(
    `Seeded ${counts.rows[0]!.orders.toLocaleString('en-US')} orders, ${counts.rows[0]!.lines.toLocaleString('en-US')} order lines in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
  );

  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: join(scratch, 'data'),
    DATABASE_URL: url,
    PUBLIC_URL: 'http://localhost:3000',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    SERVE_WEB: 'off',
    SEED_DEMO: 'off',
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  try {
    const [staff] = await db
      .insert(users)
      .values({ email: 'bench-staff@pasal.test', firstName: 'Bench', lastName: 'Staff', role: 'staff' })
      .returning({ id: users.id });
    const headers = {
      authorization: `Bearer ${await app.services.accessTokens.sign({ userId: staff!.id, role: 'staff' })}`,
    };
    const call = async () => {
      const start = performance.now();
      const response = await app.inject({ method: 'GET', url: '/api/v1/admin/dashboard/', headers });
      const ms = performance.now() - start;
      if (response.statusCode !== 200) throw new Error(`dashboard answered ${response.statusCode}: ${response.body}`);
      return { ms, body: response.json() as { data: Record<string, unknown> } };
    };

    for (let i = 0; i < 20; i++) await call(); // warm-up: JIT, connection pool, caches
    const sequential: number[] = [];
    let last: { data: Record<string, unknown> } | undefined;
    for (let i = 0; i < CALLS; i++) {
      const { ms, body } = await call();
      sequential.push(ms);
      last = body;
    }
    const concurrent: number[] = [];
    for (let i = 0; i < CALLS / 4; i++) {
      const batch = await Promise.all([call(), call(), call(), call()]);
      concurrent.push(...batch.map((result) => result.ms));
    }

    const data = last!.data as {
      periods: { last_30_days: { orders: number; revenue: number } };
      waiting: { step: string; count: number }[];
    };
    console.log(
      `\nDashboard, ${counts.rows[0]!.orders.toLocaleString('en-US')} orders, Node ${process.version}, PostgreSQL ${external ? 'at BENCH_DATABASE_URL' : 'embedded'}`,
    );
    console.log(
      `last 30 days: ${data.periods.last_30_days.orders.toLocaleString('en-US')} sales, Rs. ${data.periods.last_30_days.revenue.toLocaleString('en-IN')} received; waiting: ${data.waiting.map((w) => `${w.step} ${w.count}`).join(', ')}\n`,
    );
    const p99 = summary('one at a time', sequential);
    summary('four at a time', concurrent);
    console.log(
      `\np99 one at a time ${p99.toFixed(1)} ms, goal ≤ ${GOAL_P99_MS} ms: ${p99 <= GOAL_P99_MS ? 'met' : 'NOT met'}`,
    );
    console.log('Figures from a machine shared with other work are indicative only.');
  } finally {
    await app.close();
    await database.close();
  }
} finally {
  await embedded?.stop();
  rmSync(scratch, { recursive: true, force: true });
}
