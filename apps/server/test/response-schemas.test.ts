import * as contract from '@pasal/contract';
import type { FastifyServerOptions } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from './test-app.js';

// Every API route declares what it answers (issue #21): the zod schemas in packages/contract are
// the serializer's last guard (only their fields are sent) and the OpenAPI document's description
// of each answer. A route without one shows in /api/docs as "Default Response" with no body.
// Each answer is defined once, in the contract, where the web app reads the same shapes: a route
// uses the contract's export itself, never a copy or a variation of its own.

const SIMULATOR =
  "the payment simulator: stands in for eSewa's or Khalti's own API in demos and tests (PAYMENT_SIMULATORS)";
const CBMS_SIMULATOR =
  "the CBMS simulator: stands in for IRD's Central Billing Monitoring System in demos and tests (modules/cbms); it answers a bare code";
/** API routes without a documented answer, each with its reason. Keep this list short. */
const UNDOCUMENTED: Record<string, string> = {
  'GET /api/v1/ping/': 'liveness probe and benchmark ceiling, hidden from the document (app.ts)',
  'POST /api/v1/payments/simulator/esewa/api/epay/main/v2/form/': SIMULATOR,
  'GET /api/v1/payments/simulator/esewa/api/epay/transaction/status/': SIMULATOR,
  'POST /api/v1/payments/simulator/esewa/pay/': SIMULATOR,
  'POST /api/v1/payments/simulator/esewa/cancel/': SIMULATOR,
  'POST /api/v1/payments/simulator/khalti/api/v2/epayment/initiate/': SIMULATOR,
  'POST /api/v1/payments/simulator/khalti/api/v2/epayment/lookup/': SIMULATOR,
  'GET /api/v1/payments/simulator/khalti/pay/': SIMULATOR,
  'POST /api/v1/payments/simulator/khalti/pay/': SIMULATOR,
  'POST /api/v1/payments/simulator/khalti/cancel/': SIMULATOR,
  'POST /api/v1/cbms/simulator/api/bill/': CBMS_SIMULATOR,
  'POST /api/v1/cbms/simulator/api/billreturn/': CBMS_SIMULATOR,
};

/** Every response schema a route declares, as the route passed it (logged by the onRoute hook below). */
const declared = vi.hoisted(() => [] as { route: string; status: string; schema: unknown }[]);

// buildApp makes its own Fastify instance, and an onRoute hook sees only the routes added after it:
// the instance gets one as it is made, before any plugin or route.
vi.mock('fastify', async (importOriginal) => {
  const fastify = await importOriginal<typeof import('fastify')>();
  const withRouteLog = (options?: FastifyServerOptions) => {
    const app = fastify.default(options);
    app.addHook('onRoute', (route) => {
      // HEAD routes are Fastify's copies of the GETs, schema included.
      const methods = [route.method].flat().filter((method) => method !== 'HEAD');
      for (const [status, schema] of Object.entries(route.schema?.response ?? {})) {
        for (const method of methods) declared.push({ route: `${method} ${route.url}`, status, schema });
      }
    });
    return app;
  };
  // The factory's overloads (http, https, http2) cannot be restated one by one: the wrapper passes
  // its options through, and the instance is the one Fastify made.
  return { ...fastify, default: withRouteLog as unknown as typeof fastify.default };
});

interface Operation {
  responses?: Record<string, { description?: string; content?: unknown }>;
}

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/**
 * One spelling of a path for both lists: parameters unnamed (routes sharing a node print their
 * names joined, ':idOrSlug|:id'), and a trailing '/' (ignoreTrailingSlash lists /x and /x/ both).
 */
function samePath(path: string): string {
  return path.replace(/:\w+(?:\|:\w+)*/g, ':').replace(/([^/])$/, '$1/');
}

/** Every route's "METHOD /path/" (Fastify's own list, hidden routes included), HEAD left out. */
function registeredRoutes(): string[] {
  const routes: string[] = [];
  // printRoutes draws a tree: each node adds a piece of path, indented four columns per level.
  const pieces: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)[└├]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = [...match[1]!].length / 4;
    pieces.length = depth;
    pieces.push(match[2]!);
    if (!match[3]) continue;
    const path = samePath(pieces.join(''));
    for (const method of match[3].split(', ')) if (method !== 'HEAD') routes.push(`${method} ${path}`);
  }
  return [...new Set(routes)];
}

it('documents the answer of every /api/v1 route', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  const paths = response.json<{ paths: Record<string, Record<string, Operation>> }>().paths;
  const documented = new Map<string, Operation>();
  for (const [path, operations] of Object.entries(paths)) {
    // OpenAPI writes :id as {id}; Fastify's list keeps :id.
    const fastifyPath = samePath(path.replace(/\{(\w+)\}/g, ':$1'));
    for (const [method, operation] of Object.entries(operations)) {
      documented.set(`${method.toUpperCase()} ${fastifyPath}`, operation);
    }
  }

  const routes = registeredRoutes();
  const api = routes.filter((route) => route.split(' ')[1]!.startsWith('/api/v1/'));
  expect(api.length).toBeGreaterThan(50);
  const missing: string[] = [];
  // Every API route, and every other route the document shows (sitemap, robots.txt, images).
  for (const route of new Set([...api, ...documented.keys()])) {
    if (route in UNDOCUMENTED) continue;
    const operation = documented.get(route);
    if (!operation) {
      missing.push(`${route} (hidden from the document)`);
      continue;
    }
    const responses = operation.responses ?? {};
    const success = Object.entries(responses).filter(([status]) => /^[23]/.test(status));
    // @fastify/swagger's stand-in for "no response schema": a bare 200 without content.
    const onlyDefault = success.length === 1 && success[0]![0] === '200' && success[0]![1].content === undefined;
    if (success.length === 0 || onlyDefault) missing.push(route);
  }
  expect(missing).toEqual([]);
  // An exception for a route that no longer exists is stale.
  expect(Object.keys(UNDOCUMENTED).filter((route) => !api.includes(route))).toEqual([]);
});

/**
 * Answers that may be described outside the contract, by path, each with its reason. Every other
 * answer, JSON or not, is a schema the contract exports: errors (apiErrorSchema), no body
 * (noContentSchema), HTML pages and image bytes (api-responses.ts), CSV files, sitemap.xml and
 * robots.txt (text-responses.ts). A route answering in several content types exports the whole
 * `{ content: … }` object (imageVariantResponse). The simulators declare no schema today (they are
 * left out of /api/docs, UNDOCUMENTED above); one they gain describes eSewa's or Khalti's API.
 */
const FOREIGN_FORMATS: { prefix: string; reason: string }[] = [
  { prefix: '/api/v1/payments/simulator/', reason: `${SIMULATOR}: it answers in their formats, not the shop's` },
];

it("takes every route's answers from packages/contract, where the web app reads them too", () => {
  const contractExports = new Set<unknown>(Object.values(contract));
  expect(declared.length).toBeGreaterThan(100);
  /** "METHOD /path status" of each answer described elsewhere. */
  const outside: string[] = [];
  for (const { route, status, schema } of declared) {
    const path = route.split(' ')[1]!;
    if (FOREIGN_FORMATS.some(({ prefix }) => path.startsWith(prefix))) continue;
    // By identity: a copy or a variation (.extend, .describe, z.object({ data: … })) is a second definition.
    if (!contractExports.has(schema)) outside.push(`${route} ${status}`);
  }
  expect(
    outside,
    'answers described outside packages/contract: declare and export each there, and import it in the route',
  ).toEqual([]);
});

/**
 * API routes registered at a path of their own rather than one from packages/contract, by prefix,
 * each with its reason. Keep this list short.
 */
const OWN_PATHS: { prefix: string; reason: string }[] = [
  { prefix: '/api/v1/ping/', reason: 'liveness probe and benchmark ceiling; no client asks for it by name (app.ts)' },
  { prefix: '/api/v1/payments/simulator/', reason: `${SIMULATOR}: its paths are eSewa's and Khalti's` },
  { prefix: '/api/v1/cbms/simulator/', reason: `${CBMS_SIMULATOR}: its paths are IRD's` },
];

/**
 * Every path packages/contract names: its *_PATH exports and what its *_PATHS objects hold, each
 * builder's parameters named as a route names them (lib/route-path.ts), spelled as samePath does.
 */
function contractPaths(): Set<string> {
  const paths = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') paths.add(samePath(value));
    else if (typeof value === 'function') {
      const names = Array.from({ length: value.length }, (_, index) => `:p${index}`);
      // A builder's parameter types are its own; a route fills each with a name, as here. The query
      // of one that has it (PRODUCT_IMAGE_PATHS.upload) is no part of a route.
      const path = decodeURIComponent((value as (...args: string[]) => string)(...names)).split('?')[0]!;
      paths.add(samePath(path));
    } else if (typeof value === 'object' && value !== null) Object.values(value).forEach(collect);
  };
  for (const [name, value] of Object.entries(contract)) if (/_PATHS?$/.test(name)) collect(value);
  return paths;
}

it('registers every /api/v1 route at a path from packages/contract, the one the web app asks for', () => {
  const paths = contractPaths();
  const api = registeredRoutes().filter((route) => route.split(' ')[1]!.startsWith('/api/v1/'));
  expect(api.length).toBeGreaterThan(50);
  const own = api.filter((route) => {
    const path = route.split(' ')[1]!;
    return !OWN_PATHS.some(({ prefix }) => path.startsWith(prefix)) && !paths.has(path);
  });
  expect(
    own,
    "routes at a path of their own: name it in packages/contract's *_PATHS and register it with routePath (lib/route-path.ts)",
  ).toEqual([]);
  // An exception no route uses is stale.
  expect(OWN_PATHS.filter(({ prefix }) => !api.some((route) => route.split(' ')[1]!.startsWith(prefix)))).toEqual([]);
});
