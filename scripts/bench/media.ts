// `node --import tsx scripts/bench/media.ts`: serving one 100 KB image variant from PostgreSQL
// (GET /media/{name}, the bytes in media_variants) against the same bytes from disk (GET /uploads/…,
// @fastify/static), on one production server process. Starts its own embedded PostgreSQL in a
// scratch folder; a few seconds per row (BENCH_SECONDS, default 5; BENCH_CONNECTIONS, default 10).
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { connectDatabase, runMigrations } from '../../apps/server/src/db/connection.js';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded.js';

interface AutocannonResult {
  requests: { average: number };
  throughput: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (options: { url: string; connections: number; duration: number }) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const root = fileURLToPath(new URL('../..', import.meta.url));
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SIZE = 100 * 1024;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const scratch = mkdtempSync(join(tmpdir(), 'pasal-bench-media-'));
chmodSync(scratch, 0o755);
let child: ChildProcess | undefined;
const embedded = await startEmbeddedPostgres({
  dataDir: join(scratch, 'db'),
  port: await freePort(),
  log: () => undefined,
});
try {
  const database = connectDatabase(embedded.url);
  await runMigrations(database.db);
  // Random bytes: incompressible like a real AVIF/WebP/JPEG, and the size is exact.
  const bytes = randomBytes(SIZE);
  const key = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  const name = `${key}-1024.webp`;
  const upload = await database.pool.query<{ id: number }>(
    `INSERT INTO media_uploads (key, width, height, widths, source_type, source_bytes)
     VALUES ($1, 1024, 768, '{1024}', 'image/jpeg', $2) RETURNING id`,
    [key, SIZE],
  );
  await database.pool.query(
    `INSERT INTO media_variants (upload_id, name, format, width, height, sha256, byte_size, data)
     VALUES ($1, $2, 'webp', 1024, 768, $3, $4, $5)`,
    [upload.rows[0]!.id, name, createHash('sha256').update(bytes).digest('hex'), SIZE, bytes],
  );
  await database.close();
  const dataDir = join(scratch, 'data');
  mkdirSync(join(dataDir, 'uploads', 'bench'), { recursive: true });
  writeFileSync(join(dataDir, 'uploads', 'bench', name), bytes);

  const port = await freePort();
  child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: embedded.url,
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      SEED_DEMO: 'off',
      SERVE_WEB: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 1200; i++) {
    const up = await fetch(`${base}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const rows: string[][] = [];
  for (const [label, path] of [
    ['PostgreSQL  GET /media/…', `/media/${name}`],
    ['disk        GET /uploads/…', `/uploads/bench/${name}`],
  ] as const) {
    const url = base + path;
    const check = await fetch(url);
    const body = Buffer.from(await check.arrayBuffer());
    if (!check.ok || !body.equals(bytes)) throw new Error(`${path}: ${check.status}, ${body.length} bytes`);
    await autocannon({ url, connections: CONNECTIONS, duration: 1 }); // warm up (JIT, prepared statement)
    const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
    rows.push([
      label,
      result.requests.average.toFixed(0),
      `${(result.throughput.average / 1024 / 1024).toFixed(0)} MB/s`,
      `${result.latency.p50} ms`,
      `${result.latency.p99} ms`,
      String(result.non2xx + result.errors),
    ]);
  }
  const header = ['source', 'req/s', 'throughput', 'p50', 'p99', 'errors'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  console.log(
    `\nOne 100 KB variant, ${CONNECTIONS} connections × ${DURATION} s, Node ${process.version}, load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} at the end\n`,
  );
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  console.log('\nClient, server and PostgreSQL share this machine; figures from a busy machine are indicative only.');
} finally {
  child?.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  await embedded.stop();
  rmSync(scratch, { recursive: true, force: true });
}
