// The second server process of `npm run bench:rush` and of `BENCH_PROCESSES=2 npm run bench:checkout`:
// the production server on the first one's database (DATABASE_URL), as a shop runs one process per
// core. Forked by rush.ts or checkout.ts, which send the database's address and the web build (none:
// the API alone); it answers with its URL and stops when told to.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../apps/server/src/config.js';
import { startServer } from '../../apps/server/src/server.js';

export interface SecondServerJob {
  databaseUrl: string;
  /** The storefront's build; undefined for the API alone. */
  webDist?: string;
  /** The first process's: a token one signs, the other accepts. */
  jwtSecret: string;
}

if (process.send) {
  process.once('message', (job: SecondServerJob) => {
    void (async () => {
      const config = loadConfig({
        ...process.env,
        NODE_ENV: 'production',
        PORT: '0',
        HOST: '127.0.0.1',
        // Its own folder for its outbox and its lock; the database is the first process's.
        DATA_DIR: mkdtempSync(join(tmpdir(), 'pasal-bench-rush-2-')),
        DATABASE_URL: job.databaseUrl,
        JWT_SECRET: job.jwtSecret,
        ...(job.webDist === undefined ? { SERVE_WEB: 'off' } : { WEB_DIST_DIR: job.webDist }),
        // Every shopper comes from this machine's one address; a real rush comes from thousands (and
        // behind a reverse proxy the proxy limits each). The per-address ceiling would refuse them.
        MAX_CONNECTIONS_PER_ADDRESS: '0',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: '',
        SEED_DEMO: 'off',
      });
      const server = await startServer(config, () => undefined);
      process.once('message', () => {
        void server.stop().then(() => process.exit(0));
      });
      process.send?.({ url: server.url });
    })();
  });
}
