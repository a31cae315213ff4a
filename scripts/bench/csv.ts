// `npm run bench:csv`: the catalogue's CSV export and import (issue 16 Bulk updates) on a shop of
// BENCH_PRODUCTS products (5,000 by default). Starts its own embedded PostgreSQL in a scratch
// folder, seeds it, builds the app in this process and, as an admin, exports the catalogue, edits
// every price of the first BENCH_ROWS rows (5,000), then times the dry run and the apply of that
// file through the app's HTTP handling (app.inject: routing, auth, parsing, validation, database).
// Goal: dry run + apply of 5,000 rows under 10 s.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { connectDatabase, runMigrations } from '../../apps/server/src/db/connection.js';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded.js';
import { seedDemoCatalog } from '../../apps/server/src/db/seed/index.js';
import { csvLine, parseCsv } from '../../apps/server/src/modules/catalog/csv/csv.js';
import { parseRupees } from '../../apps/server/src/modules/catalog/csv/plan.js';
import { users } from '../../apps/server/src/modules/auth/schema.js';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 5_000);
const ROWS = Number(process.env.BENCH_ROWS ?? 5_000);
const GOAL_MS = 10_000;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
}

/** Paisa back to the file's rupees ("1234" or "1234.50"). */
const rupees = (paisa: number) =>
  paisa % 100 === 0 ? String(paisa / 100) : `${Math.trunc(paisa / 100)}.${String(paisa % 100).padStart(2, '0')}`;

const scratch = mkdtempSync(join(tmpdir(), 'pasal-bench-csv-'));
chmodSync(scratch, 0o755);
const embedded = await startEmbeddedPostgres({
  dataDir: join(scratch, 'db'),
  port: await freePort(),
  log: () => undefined,
});
try {
  const database = connectDatabase(embedded.url);
  await runMigrations(database.db);
  console.log(`Seeding ${PRODUCTS} products…`);
  await seedDemoCatalog(database.db, { dataDir: join(scratch, 'media'), log: () => undefined, productCount: PRODUCTS });
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: join(scratch, 'data'),
    DATABASE_URL: embedded.url,
    PUBLIC_URL: 'http://localhost:3000',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    SERVE_WEB: 'off',
    SEED_DEMO: 'off',
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  try {
    const [admin] = await database.db
      .insert(users)
      .values({ email: 'bench-admin@pasal.test', firstName: 'Bench', lastName: 'Admin', role: 'admin' })
      .returning({ id: users.id });
    const headers = {
      authorization: `Bearer ${await app.services.accessTokens.sign({ userId: admin!.id, role: 'admin' })}`,
    };

    const [exported, exportMs] = await timed(() =>
      app.inject({ method: 'GET', url: '/api/v1/admin/catalogue/export.csv', headers }),
    );
    if (exported.statusCode !== 200) throw new Error(`export answered ${exported.statusCode}`);
    const [header, ...all] = parseCsv(exported.body);
    const rows = all.slice(0, ROWS);
    // Every price and discount price up by Rs. 10 (colour rows of one product stay in agreement).
    const edited = [
      csvLine(header!.cells),
      ...rows.map(({ cells }) => {
        const next = [...cells];
        next[4] = rupees(parseRupees(cells[4]!)! + 1000);
        next[5] = rupees(parseRupees(cells[5]!)! + 1000);
        return csvLine(next);
      }),
    ].join('');
    const send = (query: string) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/admin/catalogue/import/${query}`,
        headers: { ...headers, 'content-type': 'text/csv' },
        payload: edited,
      });

    const [dry, dryMs] = await timed(() => send('?dry_run=1'));
    if (dry.statusCode !== 200) throw new Error(`dry run answered ${dry.statusCode}: ${dry.body.slice(0, 300)}`);
    const preview = dry.json() as {
      data: { changes: unknown[]; products: number; error_count: number; token: string };
    };
    if (preview.data.error_count > 0) throw new Error(`dry run found ${preview.data.error_count} row errors`);
    const [applied, applyMs] = await timed(() => send(`?expect=${preview.data.token}`));
    if (applied.statusCode !== 200)
      throw new Error(`apply answered ${applied.statusCode}: ${applied.body.slice(0, 300)}`);
    const result = applied.json() as { data: { changes: number; products: number } };

    const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
    console.log(`\nCatalogue CSV, ${PRODUCTS} products (${all.length} export rows), Node ${process.version}\n`);
    console.log(`export        ${exportMs.toFixed(0).padStart(6)} ms  ${all.length} rows, ${kb(exported.body.length)}`);
    console.log(
      `dry run       ${dryMs.toFixed(0).padStart(6)} ms  ${rows.length} rows, ${kb(edited.length)}: ${preview.data.changes.length} changes to ${preview.data.products} products, preview ${kb(dry.body.length)}`,
    );
    console.log(
      `apply         ${applyMs.toFixed(0).padStart(6)} ms  ${result.data.changes} changes to ${result.data.products} products in one transaction`,
    );
    const total = dryMs + applyMs;
    console.log(
      `dry run + apply ${total.toFixed(0).padStart(4)} ms  goal < ${GOAL_MS} ms: ${total < GOAL_MS ? 'met' : 'NOT met'}`,
    );
    console.log('\nFigures from a machine shared with other work are indicative only.');
  } finally {
    await app.close();
    await database.close();
  }
} finally {
  await embedded.stop();
  rmSync(scratch, { recursive: true, force: true });
}
