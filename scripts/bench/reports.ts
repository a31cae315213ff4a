// `npm run bench:reports`: the sales register (GET /api/v1/admin/accounts/sales-register/ and its
// CSV) on a shop with BENCH_ORDERS billed orders (100,000 by default) spread over fiscal year
// 2082/83. Starts its own embedded PostgreSQL in a scratch folder (or uses an empty database at
// BENCH_DATABASE_URL), writes the orders and their bills with SQL (numbered in the order issued, as
// the invoice counter does), runs VACUUM ANALYZE, then times BENCH_CALLS (50) answers of each kind
// through the app's HTTP handling (app.inject): a BS month's first and last page, the whole fiscal
// year's first page with its twelve-month VAT summary, a month's CSV, and the sales report (a month
// by day and by product, the fiscal year by BS month). Each order has one line of one of 20
// products (4 categories, 5 brands) so the report's groupings have something to group. Goal:
// every p99 under one second at 100,000 orders.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { connectDatabase, runMigrations } from '../../apps/server/src/db/connection.js';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded.js';
import { users } from '../../apps/server/src/modules/auth/schema.js';
import { freePort, summary } from './timing.js';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const CALLS = Number(process.env.BENCH_CALLS ?? 50);
const GOAL_P99_MS = 1000;
// Fiscal year 2082/83: 1 Shrawan 2082 (17 July 2025) to 31 Asar 2083 (16 July 2026), Nepal midnights.
const FIRST_INSTANT = '2025-07-16T18:15:00Z';
const YEAR_SECONDS = 365 * 86_400;

const scratch = mkdtempSync(join(tmpdir(), 'pasal-bench-reports-'));
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

  const seedStart = performance.now();
  console.log(`Seeding ${ORDERS.toLocaleString('en-US')} delivered orders and their bills over fiscal year 2082/83…`);
  const [buyer] = await db
    .insert(users)
    .values({ email: 'bench-buyer@example.com', firstName: 'Bench', lastName: 'Buyer', phone: '9841234567' })
    .returning({ id: users.id });
  await db.execute(sql`
    INSERT INTO orders (transaction_id, user_id, payment_gateway, status, subtotal_paisa, delivery_charge_paisa,
      grand_total_paisa, first_name, last_name, email, country, province, city, details_address, phone_number,
      buyer_pan, created_at)
    SELECT 'PSL-BENCH-' || g, ${buyer!.id}, 'COD', 'Delivered', t, 0, t, 'Bench', 'Buyer ' || g, 'bench@example.com',
           'Nepal', 'Bagmati Province', 'Kathmandu', 'Lambagar', '9841234567',
           CASE WHEN g % 7 = 0 THEN lpad((100000000 + g)::text, 9, '0') END,
           ${FIRST_INSTANT}::timestamptz + (g::float8 / ${ORDERS}::int * ${YEAR_SECONDS}::int) * interval '1 second'
    FROM (SELECT g, (500 + (g * 7919) % 150000) * 100 AS t FROM generate_series(1, ${ORDERS}::int) g) s`);
  // A small catalogue and one line per order, for the sales report's groupings.
  await db.execute(sql`
    INSERT INTO categories (name, slug, image)
    SELECT 'Bench category ' || c, 'bench-category-' || c, '' FROM generate_series(1, 4) c`);
  await db.execute(
    sql`INSERT INTO brands (name, slug) SELECT 'Bench brand ' || b, 'bench-brand-' || b FROM generate_series(1, 5) b`,
  );
  await db.execute(sql`
    INSERT INTO products (name, slug, category_id, brand_id, price_paisa, discount_price_paisa)
    SELECT 'Bench product ' || p, 'bench-product-' || p,
           (SELECT id FROM categories WHERE slug = 'bench-category-' || (1 + p % 4)),
           (SELECT id FROM brands WHERE slug = 'bench-brand-' || (1 + p % 5)), 100000, 100000
    FROM generate_series(1, 20) p`);
  await db.execute(sql`
    INSERT INTO order_items (order_id, product_id, product_name, unit_price_paisa, quantity, line_total_paisa)
    SELECT o.id, p.id, p.name, o.subtotal_paisa, 1, o.subtotal_paisa
    FROM orders o JOIN products p ON p.slug = 'bench-product-' || (1 + o.id % 20)
    WHERE o.transaction_id LIKE 'PSL-BENCH-%'`);
  await db.execute(sql`
    INSERT INTO invoices (order_id, fiscal_year, sequence, invoice_number, issued_at, seller, buyer, lines, vat_mode,
      vat_percent, subtotal_paisa, delivery_charge_paisa, discount_paisa, taxable_paisa, vat_paisa, total_paisa)
    SELECT o.id, '2082/83', row_number() OVER (ORDER BY o.created_at, o.id),
           '2082/83-' || lpad((row_number() OVER (ORDER BY o.created_at, o.id))::text, 6, '0'),
           o.created_at + interval '1 hour',
           '{"name":"Pasal","legal_name":"Pasal","address":"Kathmandu","pan":"600000001","registration_no":"1","phone":"","email":""}',
           jsonb_build_object('name', o.first_name || ' ' || o.last_name, 'pan', o.buyer_pan, 'address', 'Kathmandu',
             'phone', o.phone_number, 'email', o.email),
           '[]', 'inclusive', 13, o.grand_total_paisa, 0, 0,
           o.grand_total_paisa - (o.grand_total_paisa * 26 + 113) / 226, (o.grand_total_paisa * 26 + 113) / 226,
           o.grand_total_paisa
    FROM orders o WHERE o.transaction_id LIKE 'PSL-BENCH-%'`);
  await db.execute(sql`VACUUM ANALYZE`);
  const counts = await db.execute<{ bills: number }>(sql`SELECT count(*)::int AS bills FROM invoices`);
  const bills = counts.rows[0]!.bills;
  console.log(
    `Seeded ${bills.toLocaleString('en-US')} bills in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
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
    const [admin] = await db
      .insert(users)
      .values({ email: 'bench-admin@pasal.test', firstName: 'Bench', lastName: 'Admin', role: 'admin' })
      .returning({ id: users.id });
    const headers = {
      authorization: `Bearer ${await app.services.accessTokens.sign({ userId: admin!.id, role: 'admin' })}`,
    };
    const call = async (url: string) => {
      const start = performance.now();
      const response = await app.inject({ method: 'GET', url, headers });
      const ms = performance.now() - start;
      if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
      return { ms, body: response.body };
    };
    const register = '/api/v1/admin/accounts/sales-register/';
    const month = '?fiscal_year=2082%2F83&month=4';
    const first = JSON.parse((await call(`${register}${month}`)).body) as { count: number; total_pages: number };
    const kinds: [string, string][] = [
      ['month, first page', `${register}${month}`],
      ['month, last page', `${register}${month}&page=${first.total_pages}`],
      ['fiscal year, page 1', `${register}?fiscal_year=2082%2F83`],
      ['month as CSV', `/api/v1/admin/accounts/sales-register.csv${month}`],
      ['month as XLSX', `/api/v1/admin/accounts/sales-register.xlsx${month}`],
      ['report, month by day', `/api/v1/admin/accounts/sales-report/${month}&by=day`],
      ['report, month by item', `/api/v1/admin/accounts/sales-report/${month}&by=product`],
      ['report, year by month', '/api/v1/admin/accounts/sales-report/?fiscal_year=2082%2F83&by=month'],
    ];
    console.log(
      `\nSales register, ${bills.toLocaleString('en-US')} bills (Shrawan 2082: ${first.count.toLocaleString('en-US')}), Node ${process.version}, PostgreSQL ${external ? 'at BENCH_DATABASE_URL' : 'embedded'}\n`,
    );
    let worst = 0;
    for (const [label, url] of kinds) {
      for (let i = 0; i < 5; i++) await call(url); // warm-up: JIT, connection pool, caches
      const samples: number[] = [];
      for (let i = 0; i < CALLS; i++) samples.push((await call(url)).ms);
      worst = Math.max(worst, summary(label, samples));
    }
    console.log(
      `\nworst p99 ${worst.toFixed(1)} ms, goal < ${GOAL_P99_MS} ms: ${worst < GOAL_P99_MS ? 'met' : 'NOT met'}`,
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
