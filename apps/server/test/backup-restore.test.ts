import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OrderQuote, PlacedOrder } from '@pasal/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { runBackup } from '../src/cli/backup.js';
import { runRestore } from '../src/cli/restore.js';
import { createBackup, rotateBackups } from '../src/db/backup/backup.js';
import { restoreBackup, RestoreRefusedError } from '../src/db/backup/restore.js';
import { connectDatabase } from '../src/db/connection.js';
import { embeddedDatabaseUrl, embeddedPortFor, processStartTime, startEmbeddedPostgres } from '../src/db/embedded.js';
import { createCustomer, createProduct, orderPayload, type Customer } from './helpers/orders.js';
import { createTestApp, type TestContext } from './test-app.js';

// Backups that restore (issue 22): a backup taken while orders are being placed holds every order
// acknowledged before it started, none placed after its snapshot, and stock that adds up; it
// restores into a new database that takes new orders. Runs on the embedded PostgreSQL 18 and, with
// TEST_DATABASE_URL, on PostgreSQL 15 (the database part; the embedded data-directory path always
// uses the embedded server).

const scratch = mkdtempSync(join(tmpdir(), 'pasal-backup-test-'));
chmodSync(scratch, 0o755);
let ctx: TestContext;
let shoppers: Customer[];
const extraDatabases: string[] = [];

function databaseUrl(name: string): string {
  const url = new URL(inject('pgServerUrl'));
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('pgServerUrl') });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the test server (dropped after the file). */
async function emptyDatabase(): Promise<string> {
  const name = `pasal_tr_${process.pid}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE "${name}"`));
  extraDatabases.push(name);
  return databaseUrl(name);
}

async function query<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  ctx = await createTestApp();
  shoppers = [];
  for (let i = 0; i < 6; i++) shoppers.push(await createCustomer(ctx, `Backup${i}`));
});

afterAll(async () => {
  await ctx?.close();
  await admin(async (client) => {
    for (const name of extraDatabases) await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });
  rmSync(scratch, { recursive: true, force: true });
});

describe('db:backup and db:restore', () => {
  it('backs up while orders are placed; the restore has every acknowledged order, consistent stock, and takes new orders', async () => {
    const phone = await createProduct(ctx, { price: 20_000, stock: 100_000 });
    const case_ = await createProduct(ctx, {
      price: 500,
      colors: [
        { name: 'Black', quantity: 50_000 },
        { name: 'Red', quantity: 50_000 },
      ],
    });
    const ours = [phone.id, case_.id];
    const lines = [
      { product_id: phone.id, quantity: 1 },
      { product_id: case_.id, color_id: case_.colorIds[0]!, quantity: 2 },
    ];
    const quoted = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/orders/quote/',
      headers: shoppers[0]!.headers,
      payload: { lines },
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const payload = orderPayload(lines, quoted.json<{ data: OrderQuote }>().data);

    // Media the shop stored, including a nested folder and a name longer than tar's 100 bytes.
    const uploadsDir = join(ctx.config.DATA_DIR, 'uploads');
    const longName = `products/${'a-very-long-file-name-'.repeat(6)}.webp`;
    mkdirSync(join(uploadsDir, 'products'), { recursive: true });
    writeFileSync(join(uploadsDir, 'products', 'phone-1.webp'), randomBytes(40_000));
    writeFileSync(join(uploadsDir, longName), 'long name');

    // Shoppers place orders without pause; each acknowledgement (201) is recorded with the moment
    // its request was sent.
    const acknowledged: { id: string; sentAt: number }[] = [];
    let clock = 0; // a logical clock: orders and the snapshot are ordered by it
    let placing = true;
    const shopper = async (index: number) => {
      while (placing) {
        const sentAt = ++clock;
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/orders/',
          headers: shoppers[index]!.headers,
          payload,
        });
        expect(response.statusCode, response.body).toBe(201);
        acknowledged.push({ id: response.json<{ data: PlacedOrder }>().data.order.transaction_id, sentAt });
      }
    };
    const waitFor = async (condition: () => boolean) => {
      for (let i = 0; i < 600 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(condition()).toBe(true);
    };
    const shoppersDone = Promise.all(shoppers.map((_, index) => shopper(index)));
    await waitFor(() => acknowledged.length >= 10);

    let beforeSnapshot = new Set<string>();
    let snapshotAt = 0;
    const backupDir = join(scratch, 'backups');
    const backup = await createBackup({
      url: ctx.database.url,
      uploadsDir,
      dir: backupDir,
      keep: 3,
      beforeSnapshot: () => {
        beforeSnapshot = new Set(acknowledged.map((order) => order.id));
      },
      afterSnapshot: async () => {
        // The shop keeps taking orders while the backup holds its snapshot open.
        snapshotAt = clock;
        const count = acknowledged.length;
        await waitFor(() => acknowledged.filter((order) => order.sentAt > snapshotAt).length >= 5);
        expect(acknowledged.length).toBeGreaterThan(count);
      },
    });
    await waitFor(() => acknowledged.filter((order) => order.sentAt > snapshotAt).length >= 10);
    placing = false;
    await shoppersDone;
    expect(beforeSnapshot.size).toBeGreaterThanOrEqual(10);
    expect(backup.file).toMatch(/pasal-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z\.tar\.gz$/);
    expect(backup.manifest.uploads).toEqual({ files: 2, bytes: 40_000 + 'long name'.length });

    const target = await emptyDatabase();
    const restoredUploads = join(scratch, 'restored', 'uploads');
    const restored = await restoreBackup({ file: backup.file, url: target, uploadsDir: restoredUploads });
    expect(restored.uploads).toBe(2);
    expect(readFileSync(join(restoredUploads, longName), 'utf8')).toBe('long name');
    expect(readFileSync(join(restoredUploads, 'products', 'phone-1.webp'))).toEqual(
      readFileSync(join(uploadsDir, 'products', 'phone-1.webp')),
    );

    // Every order acknowledged before the backup started is there, with its lines as placed.
    const restoredOrders = await query<{ transaction_id: string; lines: string }>(
      target,
      `SELECT o.transaction_id,
              string_agg(i.product_id || ':' || coalesce(i.color_id, 0) || 'x' || i.quantity, ',' ORDER BY i.product_id) AS lines
         FROM orders o JOIN order_items i ON i.order_id = o.id GROUP BY o.transaction_id`,
    );
    const byId = new Map(restoredOrders.map((row) => [row.transaction_id, row.lines]));
    const expectedLines = `${phone.id}:0x1,${case_.id}:${case_.colorIds[0]}x2`;
    const missing = [...beforeSnapshot].filter((id) => byId.get(id) !== expectedLines);
    expect(missing).toEqual([]);
    // None sent after the snapshot was taken is (one snapshot, however long the copy took).
    const late = acknowledged.filter((order) => order.sentAt > snapshotAt && byId.has(order.id));
    expect(late).toEqual([]);
    // Nothing that the source does not have either.
    const sourceIds = new Set(
      (await query<{ transaction_id: string }>(ctx.database.url, 'SELECT transaction_id FROM orders')).map(
        (row) => row.transaction_id,
      ),
    );
    expect([...byId.keys()].filter((id) => !sourceIds.has(id))).toEqual([]);

    // Stock and the units in orders add up to what there was: the tables are from one instant.
    const stock = await query<{ id: number; stock: number; sold: number }>(
      target,
      `SELECT p.id, p.total_quantity AS stock,
              (SELECT coalesce(sum(i.quantity), 0)::int FROM order_items i WHERE i.product_id = p.id) AS sold
         FROM products p WHERE p.id = ANY($1::int[]) ORDER BY p.id`,
      [ours],
    );
    expect(stock.map((row) => row.stock + row.sold)).toEqual([100_000, 100_000]);
    const black = await query<{ stock: number; sold: number }>(
      target,
      `SELECT c.quantity AS stock, (SELECT coalesce(sum(i.quantity), 0)::int FROM order_items i WHERE i.color_id = c.id) AS sold
         FROM product_colors c WHERE c.id = $1`,
      [case_.colorIds[0]],
    );
    expect(black[0]!.stock + black[0]!.sold).toBe(50_000);
    expect(stock[0]!.sold).toBe(byId.size);

    // Tables nobody wrote to meanwhile are identical, row for row.
    for (const table of ['users', 'categories', 'brands', 'product_images', 'product_specifications']) {
      const digest = `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS d FROM ${table} t`;
      const [source] = await query<{ d: string }>(ctx.database.url, digest);
      const [copy] = await query<{ d: string }>(target, digest);
      expect(copy?.d, table).toBe(source?.d);
    }
    // Every table holds the rows the manifest counted.
    for (const table of backup.manifest.tables) {
      const [row] = await query<{ n: number }>(target, `SELECT count(*)::int AS n FROM "${table.name}"`);
      expect(row?.n, table.name).toBe(table.rows);
    }
    // Each sequence hands out ids past the restored ones.
    const sequences = await query<{ seq: string; tbl: string; col: string }>(
      target,
      `SELECT s.relname AS seq, t.relname AS tbl, a.attname AS col FROM pg_depend d
         JOIN pg_class s ON s.oid = d.objid AND s.relkind = 'S' JOIN pg_class t ON t.oid = d.refobjid
         JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
        WHERE d.deptype IN ('a', 'i') AND s.relnamespace = 'public'::regnamespace`,
    );
    expect(sequences.length).toBeGreaterThanOrEqual(20);
    for (const { seq, tbl, col } of sequences) {
      const [row] = await query<{ ok: boolean }>(
        target,
        `SELECT nextval('"${seq}"') > coalesce((SELECT max("${col}") FROM "${tbl}"), 0) AS ok`,
      );
      expect(row?.ok, seq).toBe(true);
    }

    // The restored shop takes an order from a restored customer.
    const database = connectDatabase(target, { max: 4 });
    const app = await buildApp({
      config: ctx.config,
      database,
      mailer: { send: async () => undefined },
      now: Date.now,
      logger: false,
    });
    try {
      await app.ready();
      const token = await app.services.accessTokens.sign({
        userId: shoppers[0]!.id,
        role: 'customer',
        emailVerified: true,
      });
      const placed = await app.inject({
        method: 'POST',
        url: '/api/v1/orders/',
        headers: { authorization: `Bearer ${token}` },
        payload,
      });
      expect(placed.statusCode, placed.body).toBe(201);
    } finally {
      await app.close();
      await database.close();
    }
  }, 60_000);

  it('refuses a database that holds rows, and says what to do', async () => {
    const dir = join(scratch, 'refuse');
    const { file } = await createBackup({ url: ctx.database.url, dir });
    await expect(restoreBackup({ file, url: ctx.database.url })).rejects.toThrow(RestoreRefusedError);
    const errors: string[] = [];
    const code = await runRestore(
      [file],
      { DATABASE_URL: ctx.database.url, DATA_DIR: join(scratch, 'refuse-data') },
      { log: () => undefined, error: (message) => errors.push(message) },
    );
    expect(code).toBe(1);
    expect(errors[0]).toMatch(/^The target database is not empty \(.+ hold rows\)\. A restore never overwrites a shop/);
    // Nothing was written into the would-be target's data directory either.
    expect(readdirSync(join(scratch)).includes('refuse-data')).toBe(false);

    // A damaged file is refused before anything is written.
    const damaged = join(scratch, 'damaged.tar.gz');
    writeFileSync(damaged, readFileSync(file).subarray(0, 2000));
    const target = await emptyDatabase();
    await expect(restoreBackup({ file: damaged, url: target })).rejects.toThrow(/is not a readable backup/);
    expect(await query(target, `SELECT 1 FROM pg_tables WHERE schemaname = 'public'`)).toEqual([]);
  });

  it('keeps the newest N backups (BACKUP_KEEP, --keep) and leaves other files alone', async () => {
    const dir = join(scratch, 'rotation');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'notes.txt'), 'mine');
    const env = { DATABASE_URL: ctx.database.url, DATA_DIR: join(scratch, 'rotation-data'), BACKUP_KEEP: '2' };
    const logs: string[] = [];
    const out = { log: (message: string) => logs.push(message), error: (message: string) => logs.push(message) };
    const written: string[] = [];
    for (let i = 0; i < 3; i++) {
      const from = logs.length;
      expect(await runBackup(['--', '--dir', dir], env, out)).toBe(0);
      const line = logs.slice(from).find((message) => message.startsWith('Backup written: '));
      written.push(/^Backup written: (\S+)/.exec(line ?? '')?.[1] ?? '');
      await new Promise((resolve) => setTimeout(resolve, 5)); // distinct millisecond names
    }
    expect(logs.some((line) => /Deleted 1 older backup\(s\), keeping the newest 2/.test(line))).toBe(true);
    const names = readdirSync(dir).sort();
    expect(names).toEqual(['notes.txt', ...written.slice(1).map((path) => path.slice(dir.length + 1))].sort());
    // --keep wins over BACKUP_KEEP; 0 keeps every backup.
    expect(await runBackup(['--dir', dir, '--keep=1'], env, out)).toBe(0);
    expect(readdirSync(dir).filter((name) => name.endsWith('.tar.gz'))).toHaveLength(1);
    expect(await rotateBackups(dir, 0)).toEqual([]);
    expect(await runBackup(['--keep', 'x'], env, out)).toBe(2);
  });

  it('restores into a new DATA_DIR (embedded PostgreSQL) and backs that shop up, stopped or running', async () => {
    const { file, manifest } = await createBackup({
      url: ctx.database.url,
      uploadsDir: join(ctx.config.DATA_DIR, 'uploads'),
      dir: join(scratch, 'for-embedded'),
    });
    const dataDir = join(scratch, 'embedded-data');
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    const logs: string[] = [];
    const out = { log: (message: string) => logs.push(message), error: (message: string) => logs.push(message) };

    expect(await runRestore(['--', file], env, out), logs.join('\n')).toBe(0);
    expect(logs.at(-1)).toMatch(
      /into the embedded database of .*embedded-data: \d+ rows in \d+ tables, \d+ uploaded files/,
    );
    expect(existsSync(join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
    expect(existsSync(join(dataDir, 'pasal.lock'))).toBe(false); // released, embedded server stopped
    expect(readdirSync(join(dataDir, 'uploads')).length).toBeGreaterThan(0);
    // Restoring again would overwrite a shop: refused.
    expect(await runRestore([file], env, out)).toBe(1);
    expect(logs.at(-1)).toMatch(/^The target database is not empty/);

    // The shop is stopped: the backup starts the data directory's server itself.
    const backups = join(scratch, 'embedded-backups');
    expect(await runBackup(['--dir', backups], env, out), logs.join('\n')).toBe(0);
    expect(logs.at(-1)).toMatch(/\(database: started here, PostgreSQL 18/);

    // The shop is running (it holds the lock and its server is up): the backup uses that server.
    const port = await embeddedPortFor(0);
    const running = await startEmbeddedPostgres({ dataDir, port, log: () => undefined });
    const shop = spawn('sleep', ['60'], { stdio: 'ignore' });
    try {
      writeFileSync(join(dataDir, 'pasal.lock'), `${shop.pid}\n${processStartTime(shop.pid!)}\n`);
      expect(await runBackup(['--dir', backups], env, out), logs.join('\n')).toBe(0);
      expect(logs.at(-1)).toMatch(/\(database: running shop, PostgreSQL 18/);
      expect(await runRestore([file], env, out)).toBe(1);
      expect(logs.at(-1)).toMatch(/^A shop is running on .*embedded-data\. Restore into a new, empty DATA_DIR/);
      const [orders] = await query<{ n: number }>(
        embeddedDatabaseUrl(dataDir, port),
        'SELECT count(*)::int AS n FROM orders',
      );
      expect(orders?.n).toBe(manifest.tables.find((table) => table.name === 'orders')?.rows);
    } finally {
      shop.kill('SIGKILL');
      rmSync(join(dataDir, 'pasal.lock'), { force: true });
      await running.stop();
    }
    expect(readdirSync(backups).filter((name) => name.endsWith('.tar.gz'))).toHaveLength(2);
  }, 60_000);
});
