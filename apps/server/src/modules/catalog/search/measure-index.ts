// How long this process takes to build the catalogue index and how much memory it holds:
//   DATABASE_URL=postgres://… node --expose-gc --import tsx apps/server/src/modules/catalog/search/measure-index.ts
// (a 100,000-product catalogue: `npm run db:seed -- --products 100000 --reset` on a scratch DATA_DIR;
// or REPEAT=10 on a 10,000-product one: the index is then built from ten renamed copies of each row).
import { connectDatabase } from '../../../db/connection.js';
import { CatalogIndex } from './catalog-index.js';
import { loadCatalogIndex, loadIndexedProducts } from './live-index.js';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('Set DATABASE_URL to the database to measure.');
  process.exit(2);
}
const gc = (globalThis as { gc?: () => void }).gc;
const database = connectDatabase(url);
gc?.();
const before = process.memoryUsage();
const started = performance.now();
const cpu = process.cpuUsage();
const repeat = Number(process.env.REPEAT ?? 1);
const index =
  repeat > 1
    ? new CatalogIndex(
        (await loadIndexedProducts(database.db)).flatMap((product) =>
          Array.from({ length: repeat }, (_, copy) => ({
            ...product,
            id: product.id * repeat + copy,
            name: copy === 0 ? product.name : `${product.name} (Batch ${copy})`,
            slug: `${product.slug}-batch-${copy}`,
          })),
        ),
      )
    : await loadCatalogIndex(database.db);
const built = performance.now() - started;
const builtCpu = process.cpuUsage(cpu);
gc?.();
const after = process.memoryUsage();
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
// CPU time, not wall time: on a machine shared with other work the wall clock says little.
const time = (run: () => unknown, times = 200) => {
  const start = process.cpuUsage();
  for (let i = 0; i < times; i++) run();
  const used = process.cpuUsage(start);
  return `${((used.user + used.system) / 1000 / times).toFixed(2)} ms`;
};
const query = (text: string | null, category?: string) => () =>
  index.query({ text, category, minPricePaisa: 0, maxPricePaisa: null, sort: '', offset: 0, limit: 12 });
console.log(
  `${index.size} products: index loaded and built in ${(built / 1000).toFixed(1)} s ` +
    `(${((builtCpu.user + builtCpu.system) / 1e6).toFixed(1)} s of this process's CPU)`,
);
console.log(
  `heap ${mb(before.heapUsed)} → ${mb(after.heapUsed)} (+${mb(after.heapUsed - before.heapUsed)}), ` +
    `array buffers +${mb(after.arrayBuffers - before.arrayBuffers)}, rss ${mb(after.rss)}`,
);
console.log(
  `CPU per query in memory: all products ${time(query(null))}, a category ${time(query(null, 'earbuds'))}, ` +
    `"mobile" ${time(query('mobile'))}, "samsng galxy" ${time(query('samsng galxy'))}, ` +
    `suggest "mobil" ${time(() => index.suggest('mobil', 6))}`,
);
await database.close();
