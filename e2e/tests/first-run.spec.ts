import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expectAxeClean } from './axe.js';

// First run (issue #32): a production-like shop started on an empty data directory has no admin.
// Its log prints a setup code; the owner enters it at /setup, creates the first admin in the
// browser, lands on the dashboard's checklist, and /setup is closed from then on. The journey
// starts a shop of its own (the suite's shared shop already has admins).

const root = fileURLToPath(new URL('../..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

let shop: ChildProcess | undefined;
let dataDir = '';
let base = '';
let setupCode = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const webDist = process.env.E2E_WEB_DIST;
  if (!webDist) throw new Error('E2E_WEB_DIST is not set (e2e/global-setup.ts)');
  dataDir = mkdtempSync(join(tmpdir(), 'pasal-first-run-'));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  shop = spawn('node', ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      EMBEDDED_PG_PORT: String(await freePort()),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: base,
      SEED_DEMO: 'off',
      WEB_DIST_DIR: webDist,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  setupCode = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no setup code in the log:\n${log}`)), 100_000);
    const read = (chunk: Buffer) => {
      log += chunk.toString();
      const found = /setup code ([0-9A-Z-]+)/.exec(log);
      // The notice is printed once the shop listens.
      if (found) {
        clearTimeout(timer);
        resolve(found[1]!);
      }
    };
    shop!.stdout!.on('data', read);
    shop!.stderr!.on('data', read);
    shop!.once('exit', (code) => reject(new Error(`the shop stopped (${code}):\n${log}`)));
  });
});

test.afterAll(async () => {
  if (shop && shop.exitCode === null) {
    const stopped = new Promise((resolve) => shop!.once('exit', resolve));
    shop.kill('SIGTERM');
    await stopped;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('the owner creates the first admin at /setup with the code from the log, then /setup is closed', async ({
  page,
}) => {
  expect(setupCode).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){4}$/);
  await page.goto(`${base}/setup`);
  await expect(page.getByRole('heading', { name: 'Set up your shop' })).toBeVisible();
  await expect(page.getByLabel('Setup code')).toBeVisible();
  await expectAxeClean(page);

  // A wrong code first: refused on its field.
  await page.getByLabel('Setup code').fill('AAAA-BBBB-CCCC-DDDD-EEEE');
  await page.getByLabel('First Name').fill('Himal');
  await page.getByLabel('Last Name').fill('Owner');
  await page.getByLabel('Email').fill('owner@himal.example');
  await page.getByLabel('Phone').fill('9841234567');
  await page.getByLabel('Password', { exact: true }).fill('Gadgets-on-New-Road-77');
  await page.getByLabel('Confirm Password', { exact: true }).fill('Gadgets-on-New-Road-77');
  await page.getByRole('button', { name: 'Create admin account' }).click();
  await expect(page.getByText('This setup code is not right. Copy it again from the server log')).toBeVisible();

  // The code as copied from the log, in lower case.
  await page.getByLabel('Setup code').fill(setupCode.toLowerCase());
  await page.getByRole('button', { name: 'Create admin account' }).click();
  await expect(page).toHaveURL(`${base}/staff`);
  const checklist = page.getByRole('region', { name: 'Make the shop your own' });
  await expect(checklist).toBeVisible();
  await expect(checklist.getByText('0 of 5 done')).toBeVisible();
  await expectAxeClean(page);

  // The test e-mail goes through the mail queue to the admin's own address.
  await checklist.getByRole('button', { name: 'Send a test e-mail' }).click();
  // It shows as waiting, then as sent once the mailer took it (the card looks again by itself).
  await expect(checklist.getByText('Sent to owner@himal.example.')).toBeVisible({ timeout: 15_000 });
  await expect(checklist.getByText('1 of 5 done')).toBeVisible();

  // Setup is closed now: the API says so, and the page sends people to the sign-in.
  const closed = await page.request.get(`${base}/api/v1/setup/`);
  expect(closed.status()).toBe(404);
  await page.goto(`${base}/setup`);
  await expect(page).toHaveURL(`${base}/login`);
});
