#!/usr/bin/env node
// `npm test`: every check Pasal has, in order, with one summary line at the end.
//   types and lint (side by side) → unit, server API and web component tests → end-to-end in
//   Chromium. The server API tests run on TEST_DATABASE_URL when it is set (CI: the machine's
//   PostgreSQL 15), otherwise on the embedded PostgreSQL; the journeys always run the shop on the
//   embedded one, as `npm start` does.
// Flags: --skip-e2e, --only-e2e.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const args = new Set(process.argv.slice(2));
const scratch = mkdtempSync(join(tmpdir(), 'pasal-npm-test-'));
chmodSync(scratch, 0o755);
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** Tests that failed (file › title), listed again beside the summary. */
const failedTests = [];
/** Why Vitest failed, quoted again at the end when it failed without a failed test. */
let whyVitestFailed = null;
/** Journeys that failed and then passed on Playwright's retry (CI retries once). */
const flaky = [];
/** Journeys that never started, named so a cut-short run says what it left out. */
const didNotRun = [];
// A handful of retried journeys is noise worth reading; more means the suite is hiding defects.
const FLAKY_CEILING = 3;

function run(label, command, commandArgs, env = process.env) {
  console.log(`\n━━ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, commandArgs, { stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`━━ ${label}: ${ok ? 'ok' : `FAILED (exit ${result.status ?? result.signal})`} in ${seconds}s`);
  if (!ok) failures.push(label);
  return ok;
}

/**
 * `run`, but the output is also kept, for a failure to be quoted again at the end: CI keeps only the
 * end of a long log. Answers the output when the step failed, else null.
 */
function runKeepingOutput(label, command, commandArgs) {
  console.log(`\n━━ ${label}`);
  const started = Date.now();
  const child = spawn(command, commandArgs, { env: process.env, stdio: ['inherit', 'pipe', 'pipe'] });
  const output = [];
  child.stdout.on('data', (chunk) => (process.stdout.write(chunk), output.push(chunk)));
  child.stderr.on('data', (chunk) => (process.stderr.write(chunk), output.push(chunk)));
  return new Promise((resolve) =>
    child.on('close', (status, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const ok = status === 0;
      console.log(`━━ ${label}: ${ok ? 'ok' : `FAILED (exit ${status ?? signal})`} in ${seconds}s`);
      if (!ok) failures.push(label);
      resolve(ok ? null : Buffer.concat(output).toString('utf8'));
    }),
  );
}

/**
 * What made Vitest fail when no test did: its "Failed Suites" section (a hook that failed or timed
 * out) or its "Unhandled Errors" one (an error thrown outside any test fails the run), else the end
 * of its output.
 */
function vitestFailureSection(output) {
  // eslint-disable-next-line no-control-regex -- colour codes, so the heading is found in colour too
  const plain = output.replace(/\x1b\[[0-9;]*m/g, '');
  const start = plain.search(/⎯+ (Failed Suites|Unhandled (Errors|Rejection))/);
  const section = start >= 0 ? plain.slice(start) : plain.split('\n').slice(-40).join('\n');
  return section.split('\n').slice(0, 80).join('\n');
}

/**
 * Runs checks side by side (each single-threaded, so two cores do two at once) and prints each
 * one's output whole when it ends, so their lines do not interleave.
 */
async function runSideBySide(checks) {
  const results = await Promise.all(
    checks.map(
      ({ label, command, commandArgs }) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, commandArgs, { env: process.env });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (status, signal) =>
            resolve({ label, status, signal, output: Buffer.concat(output), seconds: (Date.now() - started) / 1000 }),
          );
        }),
    ),
  );
  for (const { label, status, signal, output, seconds } of results) {
    console.log(`\n━━ ${label}`);
    process.stdout.write(output);
    const ok = status === 0;
    console.log(`━━ ${label}: ${ok ? 'ok' : `FAILED (exit ${status ?? signal})`} in ${seconds.toFixed(1)}s`);
    if (!ok) failures.push(label);
  }
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  // Named again at the end: on a long run the failure scrolls out of the part of the log kept.
  for (const file of report.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) failedTests.push(`${file.name} › ${test.fullName}`);
    if (!failed.length && file.status === 'failed') failedTests.push(`${file.name}: ${file.message}`);
  }
}

/** Every test of a Playwright JSON report with its title path ("file › describe › title"). */
function* playwrightTests(suite, path = []) {
  const here = suite.title ? [...path, suite.title] : path;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) yield { title: [...here, spec.title].join(' › '), test };
  }
  for (const child of suite.suites ?? []) yield* playwrightTests(child, here);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const { stats } = report;
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
  for (const suite of report.suites ?? []) {
    for (const { title, test } of playwrightTests(suite)) {
      if (test.status === 'flaky') flaky.push(title);
      if (test.status === 'unexpected') failedTests.push(title);
      // Skipped though not marked to skip: never started (a run cut short, a worker lost).
      if (test.status === 'skipped' && test.expectedStatus !== 'skipped') didNotRun.push(title);
    }
  }
}

// The journeys run the shop as `npm start` does: on the embedded PostgreSQL.
const { TEST_DATABASE_URL, ...embeddedEnv } = process.env;

if (!args.has('--only-e2e')) {
  await runSideBySide([
    { label: 'types', command: 'npm', commandArgs: ['run', 'typecheck'] },
    { label: 'lint', command: 'npm', commandArgs: ['run', 'lint'] },
  ]);
  const report = join(scratch, 'vitest.json');
  const database = TEST_DATABASE_URL ? new URL(TEST_DATABASE_URL).host : 'embedded PostgreSQL';
  const vitestOutput = await runKeepingOutput(`unit, server API (${database}) and component tests`, 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  countVitest(report);
  if (vitestOutput !== null) whyVitestFailed = vitestFailureSection(vitestOutput);
}

if (!args.has('--skip-e2e')) {
  const webDist = join(scratch, 'web');
  if (run('build web app', 'npx', ['vite', 'build', 'apps/web', '--outDir', webDist, '--emptyOutDir'])) {
    const report = join(scratch, 'e2e.json');
    run(
      'end-to-end (Playwright, Chromium)',
      'npx',
      ['playwright', 'test', '--config', 'e2e/playwright.config.ts', '--reporter=list,json'],
      {
        ...embeddedEnv,
        E2E_WEB_DIST: webDist,
        PLAYWRIGHT_JSON_OUTPUT_NAME: report,
      },
    );
    countPlaywright(report);
  }
}

rmSync(scratch, { recursive: true, force: true });
if (flaky.length) {
  console.log(`\nPassed only on retry (${flaky.length}):`);
  for (const title of flaky) console.log(`  ${title}`);
}
if (didNotRun.length) {
  console.log(`\nDid not run (${didNotRun.length}):`);
  for (const title of didNotRun) console.log(`  ${title}`);
}
if (failedTests.length) {
  console.log(`\nFailed (${failedTests.length}):`);
  for (const title of failedTests) console.log(`  ${title}`);
}
if (whyVitestFailed !== null && totals.failed === 0) {
  console.log('\nVitest failed though no test did:');
  console.log(whyVitestFailed);
}
const tooFlaky = flaky.length > FLAKY_CEILING;
if (tooFlaky) failures.push(`more than ${FLAKY_CEILING} journeys passed only on retry`);
console.log(`\n${failures.length ? `Failed steps: ${failures.join(', ')}` : 'All steps passed.'}`);
console.log(
  `${totals.passed} passed (${flaky.length} only on retry), ${totals.failed} failed, ${totals.skipped} skipped`,
);
process.exit(failures.length || totals.failed ? 1 : 0);
