// `npm run bench:api`: catalogue API throughput on a 10,000-product shop, cached and uncached.
// Starts its own embedded PostgreSQL in a scratch folder, seeds it, runs two production server
// processes (catalogue cache on / off) and loads each route with autocannon (50 connections, 10 s).
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { connectDatabase, runMigrations } from '../../apps/server/src/db/connection.js';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded.js';
import { seedDemoCatalog } from '../../apps/server/src/db/seed/index.js';

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  /** Paths taken in turn by each connection (a mix of queries rather than one repeated answer). */
  requests?: { path: string }[];
}) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const root = fileURLToPath(new URL('../..', import.meta.url));
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startShop(
  databaseUrl: string,
  dataDir: string,
  cache: boolean,
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      CATALOG_CACHE: cache ? 'on' : 'off',
      SEED_DEMO: 'off',
      SERVE_WEB: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // Stopped in the end whatever happens (a server that never answered is not left running).
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, child };
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

const scratch = mkdtempSync(join(tmpdir(), 'pasal-bench-'));
chmodSync(scratch, 0o755);
const children: ChildProcess[] = [];
const embedded = await startEmbeddedPostgres({
  dataDir: join(scratch, 'db'),
  port: await freePort(),
  log: () => undefined,
});
try {
  const database = connectDatabase(embedded.url);
  await runMigrations(database.db);
  console.log(`Seeding ${PRODUCTS} products…`);
  await seedDemoCatalog(database.db, { dataDir: join(scratch, 'media'), log: console.log, productCount: PRODUCTS });
  const slug = (await database.pool.query<{ slug: string }>(`SELECT slug FROM products ORDER BY id DESC LIMIT 1`))
    .rows[0]!.slug;
  await database.close();

  const cached = await startShop(embedded.url, join(scratch, 'a'), true);
  const uncached = await startShop(embedded.url, join(scratch, 'b'), false);

  // Searches cycle through what shoppers type, so no row measures one repeated answer. Words are
  // whole queries; the typo row only has misspellings; suggestions are words still being typed.
  const list = (queries: string[]) => queries.map((q) => `/api/v1/products/?name=${encodeURIComponent(q)}`);
  const suggest = (queries: string[]) => queries.map((q) => `/api/v1/products/suggest/?q=${encodeURIComponent(q)}`);
  const routes: [string, string[]][] = [
    ['category page by price', ['/api/v1/products/?category=earbuds&sort_by=price_low_to_high&page=2']],
    ['name search', list(['samsung galaxy', 'mobile', 'laptop 16gb', 'bluetooth speaker', 'power bank', 'iphone 16'])],
    ['typo search', list(['samsng galxy', 'labtop', 'smartwach', 'speeker', 'powerbnak', 'iphon'])],
    ['suggestions', suggest(['mobil', 'sams', 'power b', 'airpo', 'galaxy s2', 'lapt'])],
    ['product detail', [`/api/v1/products/${slug}/`]],
    ['featured', ['/api/v1/products/featured/']],
  ];
  const rows: string[][] = [];
  const measure = async (label: string, base: string, paths: string[], ceiling?: number) => {
    const url = base + paths[0]!;
    const requests = paths.length > 1 ? paths.map((path) => ({ path })) : undefined;
    // A server builds its search index after it starts listening: one answer first, so the rows
    // measure the running shop, not its first seconds.
    await fetch(url);
    await autocannon({ url, connections: 10, duration: 1, requests }); // warm up (JIT, caches, plans)
    const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, requests });
    const rps = result.requests.average;
    rows.push([
      label,
      rps.toFixed(0),
      `${result.latency.p50} ms`,
      `${result.latency.p99} ms`,
      ceiling ? `${((rps / ceiling) * 100).toFixed(0)}%` : '100%',
      String(result.non2xx + result.errors),
    ]);
    return rps;
  };
  const ceiling = await measure('ceiling: bare JSON route', cached.url, ['/api/v1/ping/']);
  for (const [label, paths] of routes) await measure(`${label} (cached)`, cached.url, paths, ceiling);
  for (const [label, paths] of routes) await measure(`${label} (uncached)`, uncached.url, paths, ceiling);

  const header = ['route', 'req/s', 'p50', 'p99', 'of ceiling', 'errors'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  console.log(
    `\nCatalogue API, ${PRODUCTS} products, ${CONNECTIONS} connections × ${DURATION} s, Node ${process.version}\n`,
  );
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  console.log(
    '\nTargets: cached routes ≥ 25% of the ceiling with p99 ≤ 30 ms; uncached category page ≥ 1,500 req/s with p99 ≤ 30 ms;' +
      '\nuncached name search, typo search and suggestions each ≥ 1,000 req/s with p99 ≤ 50 ms (≥ 2.5% of the ceiling).' +
      '\nFigures from a machine shared with other work are indicative only.',
  );
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  await embedded.stop();
  rmSync(scratch, { recursive: true, force: true });
}
