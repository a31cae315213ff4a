import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

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

function startShop(port: number, pgPort: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      SEED_DEMO: 'off',
      SERVE_WEB: 'off',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
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

async function waitHealthy(port: number, exited: Promise<number | null>): Promise<void> {
  let done = false;
  void exited.then(() => (done = true));
  for (let i = 0; i < 600; i++) {
    if (done) throw new Error('server exited before becoming healthy');
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
    await waitHealthy(port, first.exited);

    const second = startShop(otherPort, embeddedPort);
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toMatch(/already using the data directory/);
    await waitHealthy(port, first.exited); // the first one is untouched

    const url = `postgres://postgres:pasal-embedded@127.0.0.1:${embeddedPort}/pasal`;
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
    await waitHealthy(port, restarted.exited);
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
});
