import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.js';
import type { App } from '../src/services.js';
import { loadConfig, type Config } from '../src/config.js';
import { connectDatabase, type DatabaseHandle } from '../src/db/connection.js';
import type { Mailer, MailMessage } from '../src/lib/mailer.js';

interface TestClock {
  now: () => number;
  advance(ms: number): void;
  set(ms: number): void;
}

/** The e-mail each test app sent, for helpers that are handed only the app. */
const sentMail = new WeakMap<App, MailMessage[]>();

/** Every e-mail the app sent so far, newest last. */
export function mailSentBy(app: App): MailMessage[] {
  const mail = sentMail.get(app);
  if (!mail) throw new Error('not an app made by createTestApp');
  return mail;
}

export interface TestContext {
  app: App;
  database: DatabaseHandle;
  config: Config;
  /** Every e-mail the app sent, newest last. */
  mail: MailMessage[];
  clock: TestClock;
  close(): Promise<void>;
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** A fresh database copied from the migrated, seeded template: fast and isolated per test file. */
export async function createTestDatabase(): Promise<DatabaseHandle & { name: string; drop(): Promise<void> }> {
  const serverUrl = inject('pgServerUrl');
  const template = inject('templateDatabase');
  const name = `pasal_test_${process.pid}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  await admin.end();
  const handle = connectDatabase(withDatabase(serverUrl, name), { max: 30 });
  return {
    ...handle,
    name,
    async drop() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestContext> {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'pasal-app-'));
  chmodSync(dataDir, 0o755);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://shop.test',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    SERVE_WEB: 'off',
    // http://shop.test is not loopback: tests pay through the simulators unless they say otherwise.
    PAYMENT_SIMULATORS: 'on',
    // Many tests read the OpenAPI document; a test of production's default turns it off again.
    API_DOCS: 'on',
    // The fixtures' customers place many cash-on-delivery orders each; the tests of the limits
    // (orders/cod-holds.api.test.ts) save the shop's own (issue #29).
    COD_MAX_OPEN_ORDERS: '1000',
    COD_MAX_UNITS_PER_PRODUCT: '1000',
    // Hundreds of sign-ups and sign-ins at OWASP's scrypt cost (about half a second each) were most
    // of the server tests' time. The tests of that cost and of what it protects (auth.test.ts,
    // hash-pool.api.test.ts, password.test.ts) ask for it back.
    PASSWORD_HASH_FOR_TESTS: 'true',
    ...env,
  });
  let current = Date.now();
  const clock: TestClock = {
    now: () => current,
    advance: (ms) => {
      current += ms;
    },
    set: (ms) => {
      current = ms;
    },
  };
  const mail: MailMessage[] = [];
  const mailer: Mailer = {
    async send(message) {
      mail.push(message);
    },
  };
  const app = await buildApp({ config, database, mailer, now: clock.now, logger: false });
  await app.ready();
  sentMail.set(app, mail);
  return {
    app,
    database,
    config,
    mail,
    clock,
    async close() {
      await app.close();
      await database.drop();
      // The scratch DATA_DIR (outbox, uploads): a full run would otherwise leave 150 of them in /tmp.
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
