// `npm run db:seed -- [--products N] [--reset]`: seeds the shop's database (embedded or DATABASE_URL).
// --reset empties the catalogue, orders and accounts first; a large N makes a benchmark catalogue.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config.js';
import { connectDatabase, runMigrations } from '../connection.js';
import { acquireDataDirLock, embeddedPortFor, startEmbeddedPostgres } from '../embedded.js';
import { seedDemoCatalog } from './index.js';

const { values } = parseArgs({
  options: { products: { type: 'string' }, reset: { type: 'boolean', default: false } },
});
const productCount = values.products === undefined ? undefined : Number.parseInt(values.products, 10);
if (productCount !== undefined && (!Number.isInteger(productCount) || productCount < 1 || productCount > 1_000_000)) {
  console.error('--products must be a whole number from 1 to 1000000');
  process.exit(2);
}

const config = loadConfig();
let stopEmbedded: (() => Promise<void>) | undefined;
let release: (() => void) | undefined;
try {
  let url = config.DATABASE_URL;
  if (!url) {
    release = acquireDataDirLock(config.DATA_DIR);
    const embedded = await startEmbeddedPostgres({
      dataDir: config.DATA_DIR,
      port: await embeddedPortFor(config.PORT, config.EMBEDDED_PG_PORT),
      log: () => undefined,
    });
    url = embedded.url;
    stopEmbedded = embedded.stop;
  }
  const database = connectDatabase(url);
  await runMigrations(database.db);
  const [{ n } = { n: 0 }] = (await database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM products`))
    .rows;
  if (n > 0 && !values.reset) {
    console.error(`The database already has ${n} products; pass --reset to replace everything with a fresh catalogue.`);
    process.exitCode = 1;
  } else {
    if (values.reset) {
      await database.db.execute(
        sql`TRUNCATE categories, brands, products, users, coupons, orders, newsletter_subscribers, contact_messages RESTART IDENTITY CASCADE`,
      );
    }
    await seedDemoCatalog(database.db, { dataDir: config.DATA_DIR, log: console.log, productCount });
  }
  await database.close();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await stopEmbedded?.();
  release?.();
}
