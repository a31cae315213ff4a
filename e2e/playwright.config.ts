import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * Debian's Chromium headless shell (package chromium-headless-shell) when it is installed, else the
 * full Chromium. The shell is the same Chromium engine without the browser's window machinery, and
 * what Playwright itself runs for headless tests: the whole set of journeys took 405 s with it
 * against 496 s with the full browser on one 2-core machine (issue #37).
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const chromium = process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

// Workers load this file too: they inherit the runner's id through the environment.
process.env.E2E_RUN_ID ??= String(process.pid);
const runId = process.env.E2E_RUN_ID;

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  // A folder per run: several runs on one machine must not wipe each other's traces.
  outputDir: process.env.E2E_OUTPUT_DIR ?? `../test-results/e2e-${runId}`,
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // Recording a trace costs every journey CPU the two cores need: record on the retry only,
    // where a failure that repeats is worth reading.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore:
        /staff-settings\.spec\.ts|staff-storefront\.spec\.ts|staff-faq-services\.spec\.ts|staff-blog\.spec\.ts|staff-demo-data\.spec\.ts/,
    },
    // The shop's settings (threshold, payment methods) are one row every page and checkout reads:
    // the journey that changes them runs alone, after every other journey; so do the ones that
    // change the home page and the FAQ and Services page other journeys read word for word.
    {
      name: 'shop settings',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch:
        /staff-settings\.spec\.ts|staff-storefront\.spec\.ts|staff-faq-services\.spec\.ts|staff-blog\.spec\.ts/,
      dependencies: ['chromium'],
    },
    // Removing the demo data empties the catalogue every other journey shops from: last of all.
    {
      name: 'demo data',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /staff-demo-data\.spec\.ts/,
      dependencies: ['shop settings'],
    },
  ],
});
