// `npm run bench:web`: how fast the storefront is for a shopper on a phone.
// Builds the web app into a scratch folder, starts the production server on the demo catalogue
// (embedded PostgreSQL, scratch data folder, a free port) and runs Lighthouse 12 with its mobile
// defaults (Moto G class device, simulated slow 4G) on the home page, the product list and a
// product page, a search, and each again in Nepali. Prints the four category scores, LCP, TBT (the
// median run's and the worst run's), CLS, the JavaScript each page downloads, and the gzip size of
// the JavaScript each page loads first (the entry and the preloads its server-rendered HTML names,
// counted as e2e/tests/size-budget.spec.ts counts them).
//
//   BENCH_RUNS=1      Lighthouse runs per page; the median performance run is reported (default 3)
//   BENCH_STRICT=1    exit with status 1 when a target is missed
//   BENCH_REPORTS=dir write every Lighthouse JSON report there (LCP element, breakdown, chains…)
//   BENCH_PAGES=…     only these pages, by label, separated by commas ("/search (ne),/search")
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { loadConfig } from '../../apps/server/src/config.js';
import { startServer } from '../../apps/server/src/server.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const REPORTS_DIR = process.env.BENCH_REPORTS;
if (REPORTS_DIR) mkdirSync(REPORTS_DIR, { recursive: true });
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
].join(' ');

// Issue #37's goals: the median of three runs, and total blocking time under 150 ms on every run.
const TARGETS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100, initialJsKb: 100, tbtMs: 150 };

interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }
  >;
  runtimeError?: { message: string };
}

interface PageResult {
  label: string;
  scores: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>;
  lcpMs: number;
  tbtMs: number;
  /** The highest total blocking time of the page's runs. */
  tbtMaxMs: number;
  cls: number;
  scriptKb: number;
  /** Gzip KB of the JavaScript the page's HTML loads first. */
  firstJsKb: number;
}

const kb = (bytes: number) => bytes / 1024;

/**
 * Gzip size of the JavaScript an English page loads before anything else: the entry and what
 * index.html preloads, and the English catalogue the server preloads with every English page
 * (the app draws nothing before it has its words).
 */
function initialJs(webDir: string): { files: string[]; gzipBytes: number } {
  const html = readFileSync(join(webDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(webDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const catalogue = manifest['src/i18n/catalogues/en/index.ts']?.file;
  const files = [
    ...[...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map((match) => match[1]!),
    ...[...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g)].map((match) => match[1]!),
    ...(catalogue ? [catalogue] : []),
  ];
  const unique = [...new Set(files)];
  const gzipBytes = unique.reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(webDir, file)), { level: 9 }).length,
    0,
  );
  return { files: unique, gzipBytes };
}

function runLighthouse(url: string, reportName: string): Promise<LighthouseReport> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      join(root, 'node_modules/.bin/lighthouse'),
      [
        url,
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        '--only-categories=performance,accessibility,best-practices,seo',
        `--chrome-flags=${CHROME_FLAGS}`,
      ],
      { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' } },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited with ${code}: ${err.slice(-2000)}`));
      try {
        const report = JSON.parse(out) as LighthouseReport;
        if (REPORTS_DIR) writeFileSync(join(REPORTS_DIR, `${reportName}.json`), out);
        if (report.runtimeError) return reject(new Error(report.runtimeError.message));
        resolve(report);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

function summarise(label: string, report: LighthouseReport): PageResult {
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const scripts = report.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
  return {
    label,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: report.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    tbtMaxMs: report.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    scriptKb: kb(scripts?.transferSize ?? 0),
    firstJsKb: Number.NaN,
  };
}

/**
 * Lighthouse now and then fails to record the page load's trace (NO_NAVSTART) in headless
 * Chromium here, whatever the page: that run is taken again (up to twice) instead of ending the benchmark.
 */
async function runLighthouseWithRetry(url: string, reportName: string): Promise<LighthouseReport> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouse(url, reportName);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('NO_NAVSTART')) throw error;
      console.log(`  (Lighthouse could not record the trace (NO_NAVSTART); running ${url} again)`);
    }
  }
}

async function measure(label: string, url: string): Promise<PageResult> {
  const results: PageResult[] = [];
  for (let run = 0; run < RUNS; run += 1)
    results.push(summarise(label, await runLighthouseWithRetry(url, `${label.replace(/\W+/g, '-')}-${run + 1}`)));
  results.sort((a, b) => a.scores.performance - b.scores.performance);
  const median = results[Math.floor(results.length / 2)]!;
  return {
    ...median,
    tbtMaxMs: Math.max(...results.map((result) => result.tbtMs)),
    firstJsKb: await firstJsKb(url),
  };
}

/**
 * Gzip KB of the JavaScript a page loads first: its entry and the preloads its server-rendered HTML
 * names (the first-screen loader's list, or the tags of a page without a first screen).
 */
async function firstJsKb(url: string): Promise<number> {
  const html = await (await fetch(url)).text();
  const origin = new URL(url).origin;
  const block = /<script id="pasal-first-screen-scripts" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
  const listed = block ? (JSON.parse(block) as { entry: string; preloads: string[] }) : { entry: '', preloads: [] };
  const files = new Set(
    [
      listed.entry,
      ...listed.preloads,
      ...[...html.matchAll(/<script[^>]+src="(\/[^"]+\.js)"/g)].map((match) => match[1]!),
      ...[...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="(\/[^"]+\.js)"/g)].map((match) => match[1]!),
    ].filter((file) => file.endsWith('.js')),
  );
  let bytes = 0;
  for (const file of files)
    bytes += gzipSync(Buffer.from(await (await fetch(origin + file)).arrayBuffer()), { level: 9 }).length;
  return kb(bytes);
}

const scratch = mkdtempSync(join(tmpdir(), 'pasal-bench-web-'));
chmodSync(scratch, 0o755);
const webDir = join(scratch, 'web');
console.log('Building the web app…');
execFileSync('npx', ['vite', 'build', '--outDir', webDir, '--emptyOutDir', '--logLevel', 'warn'], {
  cwd: join(root, 'apps/web'),
  stdio: 'inherit',
});
const initial = initialJs(webDir);

console.log('Starting the production server on the demo catalogue…');
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: join(scratch, 'data'),
  DATABASE_URL: '',
  PUBLIC_URL: '',
  LOG_LEVEL: 'warn',
  WEB_DIST_DIR: webDir,
});
const server = await startServer(config, () => undefined);
let failed = false;
try {
  const featured = (await (await fetch(`${server.url}/api/v1/products/featured/`)).json()) as {
    data: { slug: string }[];
  };
  const slug = featured.data[0]?.slug;
  if (!slug) throw new Error('the demo catalogue has no featured product');
  // Each page in English and in Nepali (issue #20: both languages keep the marks).
  const pages: [string, string][] = [
    ['/', '/'],
    ['/products', '/products'],
    ['product page', `/products/${slug}`],
    ['/search', '/search?q=phone'],
    ['/ (ne)', '/?lang=ne'],
    ['/products (ne)', '/products?lang=ne'],
    ['product page (ne)', `/products/${slug}?lang=ne`],
    ['/search (ne)', '/search?q=phone&lang=ne'],
  ];
  const chosen = process.env.BENCH_PAGES?.split(',').map((label) => label.trim());
  const results: PageResult[] = [];
  for (const [label, path] of pages.filter(([label]) => !chosen || chosen.includes(label))) {
    console.log(`Lighthouse (mobile) ${path}…`);
    results.push(await measure(label, server.url + path));
  }

  const header = [
    'page',
    'perf',
    'a11y',
    'best pr.',
    'SEO',
    'LCP',
    'TBT',
    'worst TBT',
    'CLS',
    'JS (transfer)',
    'first JS',
  ];
  const rows = results.map((result) => [
    result.label,
    String(result.scores.performance),
    String(result.scores.accessibility),
    String(result.scores['best-practices']),
    String(result.scores.seo),
    `${(result.lcpMs / 1000).toFixed(2)} s`,
    `${Math.round(result.tbtMs)} ms`,
    `${Math.round(result.tbtMaxMs)} ms`,
    result.cls.toFixed(3),
    `${result.scriptKb.toFixed(1)} KB`,
    `${result.firstJsKb.toFixed(1)} KB`,
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  console.log(`\nLighthouse 12, mobile (simulated slow 4G, 4× CPU), ${RUNS} run(s) per page, median shown\n`);
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  console.log(
    `\nindex.html's own scripts (the entry and what it preloads, gzip -9): ${kb(initial.gzipBytes).toFixed(1)} KB in ${initial.files.length} files`,
  );
  console.log(
    `Targets: performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, best practices ${TARGETS['best-practices']}, SEO ${TARGETS.seo}, TBT < ${TARGETS.tbtMs} ms on every run, first JS ≤ ${TARGETS.initialJsKb} KB on every page`,
  );
  const misses: string[] = [];
  for (const result of results)
    for (const [category, target] of Object.entries(TARGETS))
      if (category in result.scores && result.scores[category as keyof PageResult['scores']] < target)
        misses.push(`${result.label}: ${category} ${result.scores[category as keyof PageResult['scores']]}`);
  for (const result of results) {
    if (result.tbtMaxMs >= TARGETS.tbtMs) misses.push(`${result.label}: worst TBT ${Math.round(result.tbtMaxMs)} ms`);
    if (result.firstJsKb > TARGETS.initialJsKb)
      misses.push(`${result.label}: first JS ${result.firstJsKb.toFixed(1)} KB`);
  }
  console.log(misses.length ? `Missed: ${misses.join('; ')}` : 'All targets met.');
  failed = misses.length > 0 && process.env.BENCH_STRICT === '1';
} finally {
  await server.stop();
  rmSync(scratch, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
