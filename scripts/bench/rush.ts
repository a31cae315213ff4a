// `npm run bench:rush`: a festival rush (issue #37). BENCH_SHOPPERS shoppers (2,000) use the shop
// for BENCH_SECONDS (60) against two production server processes on one database, as a shop runs
// one process per core: each opens the home page, a category, a search, a product's page and its
// details, and one visit in four puts its cart on the server and orders it cash on delivery,
// reading for 1–5 s between steps (BENCH_THINK_MS="1000,5000"). Prints page and API p50/p99, orders
// per second and every error, then checks the stock: what the orders took is what left the shelves.
//
// The pages are the server-rendered HTML (a returning phone has the scripts and styles cached); the
// shoppers run in a process of their own on the same machine, so the figures are a floor.
import { execFileSync, fork } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rupeesToPaisa, type Product } from '@pasal/contract';
import { loadConfig } from '../../apps/server/src/config.js';
import { startServer } from '../../apps/server/src/server.js';
import type { RushJob, RushOutcome, StepKind } from './rush-shoppers.js';
import { ask } from './ask-child.js';
import type { SecondServerJob } from './rush-server.js';

const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 2000);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 60);
const THINK_MS = (process.env.BENCH_THINK_MS ?? '1000,5000').split(',').map(Number) as [number, number];
/** Accounts each shopper orders as, in turn: the default hold limit is three open COD orders each. */
const ACCOUNTS_PER_SHOPPER = 3;
const PRODUCT_COUNT = 60;
const STOCK = 1_000_000;
const SEARCHES = ['samsung', 'iphone', 'power bank', 'earbuds', 'laptop', 'charger', 'galaxy s24', 'jbl speaker'];

const root = fileURLToPath(new URL('../..', import.meta.url));

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Forks a bench helper and waits for its first answer to `message`. */
const scratch = mkdtempSync(join(tmpdir(), 'pasal-bench-rush-'));
chmodSync(scratch, 0o755);
const webDist = join(scratch, 'web');
console.log('Building the web app…');
execFileSync('npx', ['vite', 'build', '--outDir', webDist, '--emptyOutDir', '--logLevel', 'warn'], {
  cwd: join(root, 'apps/web'),
  stdio: 'inherit',
});
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: join(scratch, 'data'),
  DATABASE_URL: '',
  WEB_DIST_DIR: webDist,
  LOG_LEVEL: 'warn',
  // Every shopper comes from this machine's one address; a real rush comes from thousands (and
  // behind a reverse proxy the proxy limits each). The per-address ceiling would refuse them.
  MAX_CONNECTIONS_PER_ADDRESS: '0',
  PUBLIC_URL: '',
});
console.log('Starting two production server processes on one fresh embedded database…');
const first = await startServer(config, () => undefined);
const { pool } = first.app.services.database;
const secondProcess = fork(fileURLToPath(new URL('./rush-server.ts', import.meta.url)), {
  execArgv: ['--import', 'tsx'],
});
const job: SecondServerJob = {
  databaseUrl: first.app.services.database.url,
  webDist,
  jwtSecret: first.app.services.config.JWT_SECRET,
};
const second = await ask<{ url: string }>(secondProcess, job);

try {
  const picked = await pool.query<{ id: number; slug: string }>(
    `SELECT id, slug FROM products WHERE is_active ORDER BY id LIMIT $1`,
    [PRODUCT_COUNT],
  );
  const ids = picked.rows.map((row) => row.id);
  await pool.query(`UPDATE product_colors SET quantity = $1 WHERE product_id = ANY($2::int[])`, [STOCK, ids]);
  await pool.query(
    `UPDATE products p SET total_quantity = coalesce((SELECT sum(quantity) FROM product_colors k WHERE k.product_id = p.id), $1)
     WHERE p.id = ANY($2::int[])`,
    [STOCK, ids],
  );
  await first.app.services.catalogCache.invalidate();
  const products: Product[] = [];
  for (const { slug } of picked.rows) {
    const response = await fetch(`${first.url}/api/v1/products/${slug}/`);
    products.push(((await response.json()) as { data: Product }).data);
  }
  const categories = (await pool.query<{ slug: string }>(`SELECT slug FROM categories ORDER BY id`)).rows.map(
    (row) => row.slug,
  );
  /** Units on the shelves of the products the shoppers buy from. */
  const onShelves = async () =>
    Number(
      (
        await pool.query<{ n: string }>(`SELECT sum(total_quantity) AS n FROM products WHERE id = ANY($1::int[])`, [
          ids,
        ])
      ).rows[0]!.n,
    );
  const unitsOrdered = async () =>
    Number(
      (
        await pool.query<{ n: string | null }>(
          `SELECT sum(oi.quantity) AS n FROM order_items oi JOIN orders o ON o.id = oi.order_id WHERE o.status <> 'Cancelled'`,
        )
      ).rows[0]!.n ?? 0,
    );
  const shelvesBefore = await onShelves();
  const orderedBefore = await unitsOrdered();

  const users = await pool.query<{ id: number }>(
    `INSERT INTO users (email, first_name, last_name, phone)
     SELECT 'rush-' || n || '-' || $2::text || '@example.com', 'Rush', 'Shopper', '9841234567'
     FROM generate_series(1, $1::int) AS n RETURNING id`,
    [SHOPPERS * ACCOUNTS_PER_SHOPPER, Date.now()],
  );
  const tokens: string[][] = Array.from({ length: SHOPPERS }, () => []);
  for (const [index, { id }] of users.rows.entries()) {
    tokens[index % SHOPPERS]!.push(
      await first.app.services.accessTokens.sign({ userId: id, role: 'customer', emailVerified: true }),
    );
  }

  console.log(`${SHOPPERS} shoppers on the shop for ${DURATION_S} s, ${THINK_MS[0]}–${THINK_MS[1]} ms between steps…`);
  const rush: RushJob = {
    servers: [first.url, second.url],
    tokens,
    products,
    categories,
    searches: SEARCHES,
    durationMs: DURATION_S * 1000,
    thinkMs: THINK_MS,
    buyShare: 0.25,
    freeDeliveryThresholdPaisa: rupeesToPaisa(config.FREE_DELIVERY_THRESHOLD),
    taxPercentage: config.TAX_PERCENTAGE,
  };
  const shoppers = fork(fileURLToPath(new URL('./rush-shoppers.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
  });
  const outcome = await ask<RushOutcome>(shoppers, rush);
  const load = loadavg()[0]!;

  console.log(
    `\nFestival rush: ${SHOPPERS} shoppers × ${DURATION_S} s on 2 server processes, one database (machine: ${cpus().length} cores, load ${load.toFixed(1)}, Node ${process.version})`,
  );
  const labels: Record<StepKind, string> = { page: 'pages', api: 'API', order: 'orders' };
  for (const kind of ['page', 'api', 'order'] as const) {
    const sorted = [...outcome.latencies[kind]].sort((a, b) => a - b);
    console.log(
      `  ${labels[kind].padEnd(7)} ${String(sorted.length).padStart(7)} answered (${(sorted.length / DURATION_S).toFixed(0)}/s), p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${percentile(sorted, 100).toFixed(1)} ms`,
    );
  }
  console.log(`  orders  ${(outcome.orders / DURATION_S).toFixed(1)} placed a second`);
  const errorCount = outcome.errors.reduce((sum, [, n]) => sum + n, 0);
  console.log(`  errors  ${errorCount}`);
  for (const [what, n] of outcome.errors.sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`    ${n} × ${what}`);
  const taken = shelvesBefore - (await onShelves());
  const ordered = (await unitsOrdered()) - orderedBefore;
  console.log(
    taken === ordered
      ? `  stock   exact: ${taken} units left the shelves, ${ordered} units in orders`
      : `  stock   FAILED: ${taken} units left the shelves, ${ordered} units in orders`,
  );
  process.exitCode = taken === ordered && errorCount === 0 ? 0 : 1;
} finally {
  const stopped = new Promise((resolve) => secondProcess.once('exit', resolve));
  secondProcess.send('stop');
  await stopped;
  await first.stop();
  rmSync(scratch, { recursive: true, force: true });
}
