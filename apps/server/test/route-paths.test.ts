import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

// API paths are written once, in packages/contract, where the web app reads them (issue #31): a
// route registers the contract's constant (`routePath(API_PATHS.order, ':transaction_id')`, see
// lib/route-path.ts), never the path spelled out again. This test reads the server's source for
// `app.get('/…'`, `app.post(`…`` and the like; response-schemas.test.ts checks the other half, that
// every /api/v1 route the app registers is a path the contract names.

const srcDir = fileURLToPath(new URL('../src', import.meta.url));

const SIMULATOR = "stands in for a payment provider's or IRD's own API in demos and tests: its paths are theirs";
/**
 * Routes that may spell out their path, by file (and by path, where the file's other routes do not
 * may), each with its reason: none of them is an /api/v1 path the web app asks for.
 */
const OWN_PATHS: { file: string; paths?: string[]; reason: string }[] = [
  { file: 'app.ts', paths: ['/api/v1/ping/'], reason: 'liveness probe and benchmark ceiling; no client asks for it' },
  { file: 'lib/health.ts', reason: 'liveness and readiness probes at the site root, for the process manager' },
  { file: 'lib/metrics.ts', reason: "Prometheus' scrape at the site root" },
  { file: 'modules/seo/routes.ts', reason: "the storefront's server-rendered pages, sitemap.xml and robots.txt" },
  { file: 'modules/media/routes.ts', paths: ['/media/:name'], reason: 'stored image variants, at the site root' },
  {
    file: 'modules/settings/logo/routes.ts',
    paths: ['${BRAND_FILES_PREFIX}:name', '/manifest.webmanifest'],
    reason: "the logo's pictures and the web app manifest, at the site root",
  },
  { file: 'modules/payments/providers/esewa-simulator.ts', reason: SIMULATOR },
  { file: 'modules/payments/providers/khalti-simulator.ts', reason: SIMULATOR },
  { file: 'modules/cbms/simulator.ts', reason: SIMULATOR },
];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** `file:line path` of each route registered at a path written in its call, quotes and all. */
function spelledOut(): { file: string; path: string; at: string }[] {
  return filesUnder(srcDir).flatMap((path) => {
    const file = relative(srcDir, path);
    const text = readFileSync(path, 'utf8');
    // Fastify's instance is `app` throughout the server; other receivers (maps, caches) are not routes.
    return [...text.matchAll(/\bapp\.(?:get|post|put|patch|delete|head|options|all)\(\s*(['"`])(.*?)\1/gs)].map(
      (match) => {
        const line = text.slice(0, match.index).split('\n').length;
        return { file, path: match[2]!, at: `${file}:${line} ${match[1]}${match[2]}${match[1]}` };
      },
    );
  });
}

it("registers every API route at the contract's path constant, not at a path spelled out again", () => {
  const found = spelledOut();
  // The scan sees the exceptions' own routes: a pattern that finds nothing would pass anything.
  expect(found.length).toBeGreaterThan(10);
  const allowed = (route: { file: string; path: string }) =>
    OWN_PATHS.some(({ file, paths }) => file === route.file && (!paths || paths.includes(route.path)));
  expect(
    found.filter((route) => !allowed(route)).map(({ at }) => at),
    "paths spelled out in a route: register the contract's constant with routePath (lib/route-path.ts)",
  ).toEqual([]);
  // An exception that matches no route is stale.
  const stale = OWN_PATHS.flatMap(({ file, paths }) =>
    (paths ?? [''])
      .filter((path) => !found.some((route) => route.file === file && (path === '' || route.path === path)))
      .map((path) => `${file} ${path}`),
  );
  expect(stale).toEqual([]);
});
