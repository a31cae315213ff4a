import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../apps/server/src/config.js';
import { startServer } from '../apps/server/src/server.js';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Builds the web app into a scratch folder (several runs may build at once) and compiles the
 * server (apps/server/dist, as `npm start` does), starts the real
 * production server on a fresh embedded database with the demo catalogue, and hands its URL to
 * the tests through E2E_BASE_URL.
 */
export default async function globalSetup() {
  const scratch = mkdtempSync(join(tmpdir(), 'pasal-e2e-'));
  chmodSync(scratch, 0o755);
  let webDist = process.env.E2E_WEB_DIST;
  if (!webDist || !existsSync(join(webDist, 'index.html'))) {
    webDist = join(scratch, 'web');
    execFileSync('npx', ['vite', 'build', '--outDir', webDist, '--emptyOutDir'], {
      cwd: join(root, 'apps/web'),
      stdio: 'inherit',
    });
  }
  // The server compiled as `npm run serve` runs it (apps/server/dist): the journeys run the shop's
  // commands (make-staff) and a second shop (first-run.spec.ts) on plain node, not through tsx.
  execFileSync('node', ['scripts/build-server.mjs'], { cwd: root, stdio: 'inherit' });
  const dataDir = join(scratch, 'data');
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    WEB_DIST_DIR: webDist,
    PUBLIC_URL: '',
    // Tests give each account a client address of its own (auth-helpers fromOwnAddress).
    TRUST_PROXY: 'loopback',
    // The journeys register and sign in hundreds of accounts on two cores: scrypt at OWASP's cost
    // took a sixth of the suite's time (config.ts PASSWORD_HASH_FOR_TESTS).
    PASSWORD_HASH_FOR_TESTS: 'true',
  });
  const server = await startServer(config, () => undefined);
  // Return URLs of the payment simulators must point at this server.
  server.app.services.config.PUBLIC_URL = server.url;
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = dataDir;
  // A journey that needs a shop of its own (first-run.spec.ts) serves the same build.
  process.env.E2E_WEB_DIST = webDist;
  return async () => {
    await server.stop();
    rmSync(scratch, { recursive: true, force: true });
  };
}
