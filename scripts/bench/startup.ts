// `npm run bench:startup`: what `npm start` costs once built (issue 22).
//
// - Cold start: from spawning the server process to the first answer of the catalogue API, on a
//   data directory that is already initialised (migrated and seeded), the embedded PostgreSQL
//   stopped. Median of several starts, for the compiled server (`npm run serve`) and, for
//   comparison, the TypeScript sources through the tsx loader (how the shop ran before).
// - Idle RSS: the server process's resident memory after it served the storefront's
//   server-rendered pages (home, catalogue, a product) and the API, then sat idle. The embedded
//   PostgreSQL's own processes are not counted (they are separate processes; see docs/operations.md).
//
// Builds what it needs first (`npm run build:server`; the web app only when apps/web/dist or
// WEB_DIST_DIR has no build). The machine may be shared: figures are indicative, so it prints the
// spread as well as the median.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const runs = Number(process.env.BENCH_RUNS ?? 5);
const webDist = process.env.WEB_DIST_DIR ?? join(root, 'apps/web/dist');

if (!existsSync(join(webDist, 'index.html'))) {
  console.log('Building the web app…');
  execFileSync('npx', ['vite', 'build', 'apps/web', '--outDir', webDist, '--emptyOutDir'], {
    cwd: root,
    stdio: 'ignore',
  });
}
execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'inherit' });

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const scratch = mkdtempSync(join(tmpdir(), 'pasal-startup-'));
chmodSync(scratch, 0o755);
const dataDir = join(scratch, 'data');
const port = await freePort();
const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  EMBEDDED_PG_PORT: String(await freePort()),
  WEB_DIST_DIR: webDist,
  DATABASE_URL: '',
  LOG_LEVEL: 'warn',
};

const variants = {
  // As `npm run serve` runs it (package.json).
  compiled: ['--conditions=pasal-compiled', '--max-semi-space-size=4', 'apps/server/dist/main.js'],
  'tsx (sources)': ['--import', 'tsx', 'apps/server/src/main.ts'],
} as const;

function start(args: readonly string[]): ChildProcess {
  return spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** CPU seconds (user + system) the process has used: unlike wall-clock time, little moved by other load. */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in USER_HZ (100 on Linux)
}

/** Milliseconds until GET /api/v1/products/ answers 200, and the server's CPU seconds by then. */
async function untilCatalogue(child: ChildProcess, started: number): Promise<{ ms: number; cpu: number }> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/products/`);
      if (response.ok) {
        await response.arrayBuffer();
        return { ms: performance.now() - started, cpu: cpuSeconds(child.pid ?? 0) };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

try {
  console.log('Initialising a data directory (migrations, demo catalogue)…');
  const first = start(variants.compiled);
  await untilCatalogue(first, performance.now());
  await stop(first);

  const coldStarts: Record<string, number[]> = {};
  const cpu: Record<string, number[]> = {};
  for (let i = 0; i < runs; i++) {
    for (const [name, args] of Object.entries(variants)) {
      const started = performance.now();
      const child = start(args);
      const ready = await untilCatalogue(child, started);
      (coldStarts[name] ??= []).push(ready.ms);
      (cpu[name] ??= []).push(ready.cpu);
      await stop(child);
    }
  }

  // Idle memory after serving the storefront: each server-rendered page a few times, the API,
  // a product page, the sitemap; then idle (timers, the mail poller) for a while.
  const idle: Record<string, number> = {};
  for (const [name, args] of Object.entries(variants)) {
    const child = start(args);
    await untilCatalogue(child, performance.now());
    const base = `http://127.0.0.1:${port}`;
    const products = (await (await fetch(`${base}/api/v1/products/`)).json()) as { data: { slug: string }[] };
    const slugs = products.data.slice(0, 5).map((product) => product.slug);
    const paths = [
      '/',
      '/products',
      '/sitemap.xml',
      '/api/v1/categories/',
      ...slugs.map((slug) => `/products/${slug}`),
    ];
    for (let round = 0; round < 3; round++) {
      for (const path of paths) await (await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'br' } })).text();
    }
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    idle[name] = rssMb(child.pid ?? 0);
    await stop(child);
  }

  console.log(`\nCold start to the first catalogue answer (initialised data dir, ${runs} runs each):`);
  for (const [name, values] of Object.entries(coldStarts)) {
    const sorted = [...values].sort((a, b) => a - b);
    console.log(
      `  ${name.padEnd(14)} median ${(median(values) / 1000).toFixed(2)} s  (min ${((sorted[0] ?? 0) / 1000).toFixed(2)}, max ${((sorted.at(-1) ?? 0) / 1000).toFixed(2)}); ` +
        `server CPU ${median(cpu[name] ?? []).toFixed(2)} s`,
    );
  }
  console.log('Idle RSS of the server process after serving the storefront and its rendered pages:');
  for (const [name, value] of Object.entries(idle)) console.log(`  ${name.padEnd(14)} ${value.toFixed(0)} MB`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
