// `npm run bench:checkout`: 50 concurrent shoppers placing cash-on-delivery orders for 20 s against
// the production server (startServer: embedded PostgreSQL in a scratch DATA_DIR, PORT 0), then a
// check that the stock arithmetic is exact: for every product and colour, stock before − stock
// after = units in the orders the server accepted = units the shoppers were told they bought.
//
// Each shopper is a closed loop: it places its next order when the last one has answered and it
// has paused for the think time. Two runs by default:
// - no think time: the shop's capacity; every request queues behind the other 49, so latency is
//   mostly waiting (Little's law: 50 in flight / orders per second);
// - one second of think time: 50 shoppers who each check out every second (about 45 orders/s,
//   150,000 an hour), which is far more than a real shop sees and shows the time one order takes.
// Each run starts with a warm-up (all shoppers, BENCH_WARMUP_SECONDS): its orders count for the stock
// check, and its latencies are printed apart from the run's, since they measure a server still
// compiling its code and planning its statements.
// Environment: BENCH_SECONDS (20), BENCH_WARMUP_SECONDS (3), BENCH_SHOPPERS (50), BENCH_PRODUCTS (how
// many products they buy from, 40), BENCH_ACCOUNTS (accounts each shopper orders as in turn, 200),
// BENCH_THINK_MS (comma-separated pauses between one shopper's orders, "0,1000"), BENCH_PROCESSES (1, or
// 2: a second server process on the same database, as a shop runs one per core; the shoppers are
// spread over both, and the CPU per order counts both processes), BENCH_IDEMPOTENCY (1: each order carries an
// Idempotency-Key of its own, as the checkout page sends, claimed by the order's one statement since
// issue #37 (a transaction of five round trips before); 0: none, the path the figures before
// 2026-12-02 measured), BENCH_CPU_PROFILE (a path prefix: writes V8 CPU
// profiles of process 1's server, <prefix>-run.cpuprofile over a run and <prefix>-mail.cpuprofile over
// the e-mails left after it (a later run writes over them), for
// `node --import tsx scripts/bench/cpu-profile-summary.ts <file>`; the profiler adds a little CPU).
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fork } from 'node:child_process';
import { rupeesToPaisa, type Product } from '@pasal/contract';
import { loadConfig } from '../../apps/server/src/config.js';
import { startServer } from '../../apps/server/src/server.js';
import type { ShopperJob, ShopperOutcome } from './checkout-shoppers.js';
import { ask } from './ask-child.js';
import type { SecondServerJob } from './rush-server.js';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 20);
const WARM_UP_S = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 50);
const PRODUCT_COUNT = Number(process.env.BENCH_PRODUCTS ?? 40);
/** Accounts each shopper orders as, in turn; at most 3 open orders each fit the default limits. */
const ACCOUNTS_PER_SHOPPER = Number(process.env.BENCH_ACCOUNTS ?? 200);
/** Pause between a shopper's orders; 0 = a closed loop with no think time. */
const THINK_TIMES_MS = (process.env.BENCH_THINK_MS ?? '0,1000').split(',').map(Number);
const STOCK = 1_000_000;
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 1);
/** The checkout page sends an Idempotency-Key with every order; BENCH_IDEMPOTENCY=0 leaves it out. */
const IDEMPOTENCY_KEYS = process.env.BENCH_IDEMPOTENCY !== '0';
const CPU_PROFILE = process.env.BENCH_CPU_PROFILE;
if (PROCESSES !== 1 && PROCESSES !== 2) throw new Error('BENCH_PROCESSES is 1 or 2');

/** CPU seconds a child process has used so far (user + system, from /proc). */
function childCpuSeconds(pid: number | undefined): number {
  if (pid === undefined) return 0;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in USER_HZ ticks
}

/** CPU seconds used so far by the embedded PostgreSQL (postmaster and its backends), from /proc. */
function postgresCpuSeconds(dataDir: string): number {
  const ticks = 100; // USER_HZ on Linux
  let postmaster: number | null = null;
  const stats = new Map<number, { ppid: number; cpu: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime + stime, plus cutime + cstime: backends that have exited are counted in the postmaster's.
      const cpu = fields.slice(11, 15).reduce((sum, field) => sum + Number(field), 0) / ticks;
      stats.set(Number(entry), { ppid: Number(fields[1]), cpu });
      if (postmaster === null && readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(dataDir))
        postmaster = Number(entry);
    } catch {
      // the process ended meanwhile
    }
  }
  if (postmaster === null) return Number.NaN;
  let total = 0;
  for (const [pid, { ppid, cpu }] of stats) if (pid === postmaster || ppid === postmaster) total += cpu;
  return total;
}

async function startProfiler(): Promise<Session> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return session;
}

/** Stops the profiler and writes its profile (after the CPU figures were taken: not counted in them). */
async function stopProfiler(session: Session, file: string): Promise<void> {
  const { profile } = await session.post('Profiler.stop');
  writeFileSync(file, JSON.stringify(profile));
  session.disconnect();
  console.log(`  CPU profile written to ${file}`);
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const scratch = mkdtempSync(join(tmpdir(), 'pasal-bench-checkout-'));
chmodSync(scratch, 0o755);
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: join(scratch, 'data'),
  DATABASE_URL: '',
  SERVE_WEB: 'off',
  LOG_LEVEL: 'warn',
  PUBLIC_URL: '',
});
console.log(`Starting ${PROCESSES} production server process(es) on a fresh embedded database…`);
const server = await startServer(config, () => undefined);
const { pool } = server.app.services.database;
const secondProcess =
  PROCESSES === 2
    ? fork(fileURLToPath(new URL('./rush-server.ts', import.meta.url)), { execArgv: ['--import', 'tsx'] })
    : undefined;
const secondJob: SecondServerJob = {
  databaseUrl: server.app.services.database.url,
  jwtSecret: server.app.services.config.JWT_SECRET,
};
const urls = secondProcess ? [server.url, (await ask<{ url: string }>(secondProcess, secondJob)).url] : [server.url];

try {
  // Products with plenty of stock (so no order fails for lack of it), some with colours.
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
  await server.app.services.catalogCache.invalidate();
  const products: Product[] = [];
  for (const { slug } of picked.rows) {
    const response = await fetch(`${server.url}/api/v1/products/${slug}/`);
    products.push(((await response.json()) as { data: Product }).data);
  }
  const stockSnapshot = async (into: Map<string, number>) => {
    for (const row of (
      await pool.query<{ id: number; n: number }>(
        `SELECT id, total_quantity AS n FROM products WHERE id = ANY($1::int[])`,
        [ids],
      )
    ).rows)
      into.set(`p${row.id}`, row.n);
    for (const row of (
      await pool.query<{ id: number; n: number }>(
        `SELECT id, quantity AS n FROM product_colors WHERE product_id = ANY($1::int[])`,
        [ids],
      )
    ).rows)
      into.set(`c${row.id}`, row.n);
  };
  /** Units per product (`p<id>`) and colour (`c<id>`) in orders that stand. */
  const unitsInOrders = async () => {
    const units = new Map<string, number>();
    for (const row of (
      await pool.query<{ product_id: number; color_id: number | null; n: number }>(
        `SELECT oi.product_id, oi.color_id, sum(oi.quantity)::int AS n FROM order_items oi
         JOIN orders o ON o.id = oi.order_id WHERE o.status <> 'Cancelled' GROUP BY oi.product_id, oi.color_id`,
      )
    ).rows) {
      units.set(`p${row.product_id}`, (units.get(`p${row.product_id}`) ?? 0) + row.n);
      if (row.color_id) units.set(`c${row.color_id}`, (units.get(`c${row.color_id}`) ?? 0) + row.n);
    }
    return units;
  };

  // The customers, created directly (password hashing is not what is measured). A shopper here is
  // a checkout counter more than a person: it orders as each of its accounts in turn, so no account
  // holds more than a few open cash-on-delivery orders, as in a real shop, and the shop's default
  // hold limits (three open orders an account) are checked on every order and refuse none.
  const users = await pool.query<{ id: number }>(
    `INSERT INTO users (email, first_name, last_name, phone)
     SELECT 'bench-' || n || '-' || $2::text || '@example.com', 'Bench', 'Shopper', '9841234567'
     FROM generate_series(1, $1::int) AS n RETURNING id`,
    [SHOPPERS * ACCOUNTS_PER_SHOPPER, Date.now()],
  );
  const tokens: string[][] = Array.from({ length: SHOPPERS }, () => []);
  for (const [index, { id }] of users.rows.entries()) {
    tokens[index % SHOPPERS]!.push(
      await server.app.services.accessTokens.sign({ userId: id, role: 'customer', emailVerified: true }),
    );
  }

  /** One timed run of the shoppers; true when every order went through and the stock adds up. */
  const runShoppers = async (thinkMs: number): Promise<boolean> => {
    const before = new Map<string, number>();
    await stockSnapshot(before);
    const ordersBefore = await unitsInOrders();
    console.log(`${SHOPPERS} shoppers placing COD orders for ${WARM_UP_S} + ${DURATION_S} s…`);
    const work: ShopperJob = {
      urls,
      tokens,
      products,
      durationMs: DURATION_S * 1000,
      warmUpMs: WARM_UP_S * 1000,
      thinkMs,
      idempotencyKeys: IDEMPOTENCY_KEYS,
      freeDeliveryThresholdPaisa: rupeesToPaisa(config.FREE_DELIVERY_THRESHOLD),
      taxPercentage: config.TAX_PERCENTAGE,
    };
    // The shoppers run in a process of their own: their loops must not share the server's event loop.
    const shoppers = fork(fileURLToPath(new URL('./checkout-shoppers.ts', import.meta.url)), {
      execArgv: ['--import', 'tsx'],
    });
    const profiler = CPU_PROFILE ? await startProfiler() : undefined;
    const cpuBefore = process.cpuUsage();
    const secondCpuBefore = childCpuSeconds(secondProcess?.pid);
    const postgresBefore = postgresCpuSeconds(config.DATA_DIR);
    const outcome = await new Promise<ShopperOutcome>((resolve, reject) => {
      shoppers.once('message', (message) => resolve(message as ShopperOutcome));
      shoppers.once('error', reject);
      shoppers.once('exit', (code) => {
        if (code !== 0) reject(new Error(`the shoppers' process exited with ${code}`));
      });
      shoppers.send(work);
    });
    const { latencies, warmUpLatencies, placed, elapsedMs } = outcome;
    const bought = new Map(outcome.bought);
    const failures = new Map(outcome.failures);
    const elapsed = elapsedMs / 1000;
    // The confirmation e-mails are queued by each order and sent in the background; wait for the
    // queue to empty and count that work in the CPU per order too, apart from the run's.
    const load = loadavg()[0]!;
    const nodeCpuMs = (since: NodeJS.CpuUsage) => {
      const used = process.cpuUsage(since);
      return (used.user + used.system) / 1000;
    };
    const runCpuMs = nodeCpuMs(cpuBefore) + (childCpuSeconds(secondProcess?.pid) - secondCpuBefore) * 1000;
    if (profiler) await stopProfiler(profiler, `${CPU_PROFILE}-run.cpuprofile`);
    const mailProfiler = CPU_PROFILE ? await startProfiler() : undefined;
    const { rows: queued } = await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM mail_outbox`);
    const mailLeft = queued[0]!.n;
    const drainCpuBefore = process.cpuUsage();
    const secondDrainCpuBefore = childCpuSeconds(secondProcess?.pid);
    const drainStarted = performance.now();
    await server.app.services.mailOutbox.drain();
    const drainSeconds = (performance.now() - drainStarted) / 1000;
    const drainCpuMs = nodeCpuMs(drainCpuBefore) + (childCpuSeconds(secondProcess?.pid) - secondDrainCpuBefore) * 1000;
    if (mailProfiler) await stopProfiler(mailProfiler, `${CPU_PROFILE}-mail.cpuprofile`);
    // The CPU was measured over the warm-up too.
    const ordersMeasured = Math.max(1, outcome.placed + warmUpLatencies.length);
    const serverCpuMsPerOrder = (runCpuMs + drainCpuMs) / ordersMeasured;
    const postgresCpuMsPerOrder = ((postgresCpuSeconds(config.DATA_DIR) - postgresBefore) * 1000) / ordersMeasured;

    const after = new Map<string, number>();
    await stockSnapshot(after);
    const fromOrders = await unitsInOrders();
    const mismatches: string[] = [];
    for (const [key, was] of before) {
      const now = after.get(key) ?? Number.NaN;
      const taken = was - now;
      if (
        taken !== (fromOrders.get(key) ?? 0) - (ordersBefore.get(key) ?? 0) ||
        taken !== (bought.get(key) ?? 0) ||
        now < 0
      ) {
        mismatches.push(
          `${key}: before ${was}, after ${now}, in orders ${(fromOrders.get(key) ?? 0) - (ordersBefore.get(key) ?? 0)}, told ${bought.get(key) ?? 0}`,
        );
      }
    }
    const colourSums = await pool.query<{ id: number }>(
      `SELECT p.id FROM products p JOIN product_colors k ON k.product_id = p.id WHERE p.id = ANY($1::int[])
       GROUP BY p.id HAVING p.total_quantity <> sum(k.quantity)`,
      [ids],
    );
    for (const row of colourSums.rows) mismatches.push(`product ${row.id}: total_quantity ≠ Σ colour quantities`);

    latencies.sort((a, b) => a - b);
    warmUpLatencies.sort((a, b) => a - b);
    const units = [...bought.entries()].filter(([key]) => key.startsWith('p')).reduce((sum, [, n]) => sum + n, 0);
    console.log(
      `\nCheckout benchmark (COD), ${SHOPPERS} shoppers × ${elapsed.toFixed(1)} s, think time ${thinkMs} ms, ${products.length} products, ${PROCESSES} server process(es), ${IDEMPOTENCY_KEYS ? 'an Idempotency-Key with each order, as the checkout page sends' : 'no Idempotency-Key (BENCH_IDEMPOTENCY=0)'}, Node ${process.version}`,
    );
    console.log(`  orders placed   ${placed} (${(placed / elapsed).toFixed(0)} orders/s), ${units} units`);
    console.log(
      `  latency         p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${percentile(latencies, 100).toFixed(1)} ms`,
    );
    console.log(
      `  warm-up         ${WARM_UP_S} s before the run, not in the figures above: ${warmUpLatencies.length} orders, p50 ${percentile(warmUpLatencies, 50).toFixed(1)} ms, p99 ${percentile(warmUpLatencies, 99).toFixed(1)} ms, max ${percentile(warmUpLatencies, 100).toFixed(1)} ms`,
    );
    console.log(
      `  CPU per order   ${serverCpuMsPerOrder.toFixed(2)} ms Node (${(runCpuMs / ordersMeasured).toFixed(2)} during the run, ${(drainCpuMs / ordersMeasured).toFixed(2)} for the e-mails left after it) + ${postgresCpuMsPerOrder.toFixed(2)} ms PostgreSQL, e-mails included (machine: ${cpus().length} cores, load ${load.toFixed(1)})`,
    );
    console.log(
      `  e-mails         two per order, queued with it; the queue was empty ${drainSeconds.toFixed(1)} s after the last order, sending the ${mailLeft} left took ${(drainCpuMs / Math.max(1, mailLeft)).toFixed(2)} ms of Node CPU each`,
    );
    console.log(`  failed requests ${[...failures.values()].reduce((sum, n) => sum + n, 0)}`);
    for (const [reason, n] of failures) console.log(`    ${n} × ${reason}`);
    console.log(
      mismatches.length === 0
        ? `  stock check     exact: ${before.size} product and colour rows, before − after = units in orders = units confirmed`
        : `  stock check     FAILED:\n    ${mismatches.slice(0, 20).join('\n    ')}`,
    );
    return mismatches.length === 0 && failures.size === 0;
  };

  let ok = true;
  for (const thinkMs of THINK_TIMES_MS) ok = (await runShoppers(thinkMs)) && ok;
  console.log('\nTarget: p99 ≤ 100 ms; the stock check must be exact.');
  process.exitCode = ok ? 0 : 1;
} finally {
  if (secondProcess) {
    const stopped = new Promise((resolve) => secondProcess.once('exit', resolve));
    secondProcess.send('stop');
    await stopped;
  }
  await server.stop();
  rmSync(scratch, { recursive: true, force: true });
}
