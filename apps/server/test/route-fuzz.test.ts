import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from './helpers/orders.js';
import { createTestApp, type TestContext } from './test-app.js';

// Malformed requests at every route of the OpenAPI document (and the pages and files the server
// sends besides): generated bodies, query strings and path parameters, as a stranger, a customer
// and a staff member. Whatever the input, the answer is a 2xx/3xx, or a 4xx in the API's error
// shape ({ message }), never a 5xx, and the server stays healthy.
//
// The seed is fixed so `npm test` is repeatable; FUZZ_SEED=<n> or FUZZ_SEED=random and
// FUZZ_RUNS=<n> explore further (a failure prints the seed and the request that failed).

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = process.env.FUZZ_SEED === 'random' ? Date.now() : Number(process.env.FUZZ_SEED ?? 20261124);

interface Operation {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}
interface JsonSchema {
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
}
interface Route {
  method: string;
  /** OpenAPI path, parameters as {name}. */
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyKeys: string[];
  /**
   * Answers in a foreign shape: the storefront's pages (a 404 is the app's HTML page) and the
   * payment simulators (which imitate the gateways' pages and APIs). Only "no 5xx" holds there.
   */
  foreign: boolean;
}

// Strings that have broken servers: NUL, lone surrogates, escapes, numbers out of range, injection.
const nastyStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDC00',
  '\uDFFF\uD800',
  '%',
  '%00',
  '%ED%A0%80',
  '../../etc/passwd',
  '..',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '\\',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '99999999999999999999999999',
  '2147483648',
  '-2147483649',
  '1.5',
  'null',
  'true',
  '[]',
  '{}',
  '\u202E',
  '\uFEFF',
  '👍🏽',
  'नमस्ते',
  'a'.repeat(10_000),
  '9'.repeat(400),
];

const junkString = fc.oneof(
  fc.constantFrom(...nastyStrings),
  fc.string({ maxLength: 40 }),
  // Any UTF-16 code unit, lone surrogates included.
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: 1, max: 200_000 }).map((length) => 'x'.repeat(length)),
  fc.stringMatching(/^[A-Z]{3}-?\d{0,12}$/),
);

const junkNumber = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -1, 1, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, 2 ** 64, 1e308, -1e308, 0.5, -0),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const junkValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    junkString,
    junkNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(junkString, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** Deeply nested JSON text (a recursion-depth attack), up to the 1 MB body limit. */
const deepJson = fc
  .tuple(fc.integer({ min: 1, max: 150_000 }), fc.boolean())
  .map(([depth, arrays]) =>
    arrays
      ? `${'['.repeat(depth)}"\u0000"${']'.repeat(depth)}`
      : `${'{"a":'.repeat(depth)}"\u0000"${'}'.repeat(depth)}`,
  );

/** A body shaped like the route's own (its property names, nested where the schema nests) with junk values. */
function shapedBody(keys: readonly string[]): fc.Arbitrary<unknown> {
  if (keys.length === 0) return fc.dictionary(junkString, junkValue, { maxKeys: 4 });
  return fc.record(Object.fromEntries(keys.map((key) => [key, junkValue])), { requiredKeys: [] });
}

type RawBody = { kind: 'json'; value: unknown } | { kind: 'raw'; contentType: string; text: string };

function bodyFor(route: Route): fc.Arbitrary<RawBody | undefined> {
  return fc.oneof(
    fc.constant(undefined),
    shapedBody(route.bodyKeys).map((value): RawBody => ({ kind: 'json', value })),
    junkValue.map((value): RawBody => ({ kind: 'json', value })),
    deepJson.map((text): RawBody => ({ kind: 'raw', contentType: 'application/json', text })),
    fc
      .record({
        contentType: fc.constantFrom(
          'application/json',
          'application/json; charset=latin1',
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/xml',
          '',
        ),
        text: fc.oneof(
          fc.constantFrom(
            '{"a":',
            '{"__proto__":{"x":1}}',
            '{"constructor":{"prototype":{}}}',
            'null',
            '"\\ud800"',
            'a=1&a=2&b[c]=%00',
            '\u0000',
          ),
          fc.string({ unit: 'binary', maxLength: 60 }),
        ),
      })
      .map(({ contentType, text }): RawBody => ({ kind: 'raw', contentType, text })),
  );
}

/** Percent-encodes text as a browser would, except that a lone surrogate goes out as its (invalid) UTF-8 bytes. */
function encodeJunk(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((char) => {
        try {
          return encodeURIComponent(char);
        } catch {
          const unit = char.charCodeAt(0);
          const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
          return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
        }
      })
      .join('');
  }
}

/** A path segment: encoded junk, or the same text raw (a malformed escape such as '%' left as is). */
const pathSegment = fc.oneof(
  junkString.map(encodeJunk),
  fc.constantFrom('%', '%zz', '%ED%A0%80', '%00', '..', '1', '999999999', 'ORD-1', 'iphone-15'),
);

function queryFor(route: Route): fc.Arbitrary<string> {
  const names = fc.oneof(fc.constantFrom(...route.queryParams, 'x'), junkString);
  const pair = fc
    .tuple(names, fc.oneof(junkString, junkNumber.map(String)))
    .map(([name, value]) => `${encodeJunk(name)}=${encodeJunk(value)}`);
  return fc.oneof(
    fc.constant(''),
    fc.array(pair, { maxLength: 5 }).map((pairs) => pairs.join('&')),
    fc.constantFrom('a=%', '%=%', 'page=%00', '&&&=', 'page=1&page=2', 'page[]=1', 'a[b][c]=1'),
  );
}

type Caller = 'stranger' | 'customer' | 'staff' | 'forged';

interface Attempt {
  caller: Caller;
  url: string;
  body: RawBody | undefined;
}

function attemptFor(route: Route): fc.Arbitrary<Attempt> {
  return fc
    .record({
      caller: fc.constantFrom<Caller>('stranger', 'customer', 'staff', 'forged'),
      segments: fc.tuple(...route.pathParams.map(() => pathSegment)),
      query: route.queryParams.length > 0 || route.method === 'GET' ? queryFor(route) : fc.constant(''),
      body: route.method === 'GET' || route.method === 'DELETE' ? fc.constant(undefined) : bodyFor(route),
    })
    .map(({ caller, segments, query, body }) => {
      let index = 0;
      const path = route.path.replace(/\{[^}]+\}/g, () => segments[index++] ?? 'x');
      return { caller, url: query ? `${path}?${query}` : path, body };
    });
}

let ctx: TestContext;
let routes: Route[];
const tokens: Record<Caller, Record<string, string>> = { stranger: {}, customer: {}, staff: {}, forged: {} };

beforeAll(async () => {
  // The storefront's own pages too (home, product list, product pages), from a small web build.
  const web = mkdtempSync(join(tmpdir(), 'pasal-web-'));
  chmodSync(web, 0o755);
  writeFileSync(
    join(web, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Pasal</title></head><body><div id="root"></div></body></html>',
  );
  ctx = await createTestApp({ SERVE_WEB: 'on', WEB_DIST_DIR: web });
  const customer = await createCustomer(ctx, 'Fuzz');
  tokens.customer = customer.headers;
  const staff = await createCustomer(ctx, 'Staff');
  await ctx.database.db.execute(sql`UPDATE users SET role = 'staff' WHERE id = ${staff.id}`);
  tokens.staff = {
    authorization: `Bearer ${await ctx.app.services.accessTokens.sign({ userId: staff.id, role: 'staff' })}`,
  };
  tokens.forged = { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOjF9.' };

  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, Operation>>;
  }>();
  routes = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const schema = Object.values(operation.requestBody?.content ?? {})[0]?.schema;
      const responses = Object.values(operation.responses ?? {});
      return {
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name),
        queryParams: parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
        bodyKeys: Object.keys(schema?.properties ?? {}),
        foreign:
          path.includes('/payments/simulator/') ||
          responses.some((response) => Object.keys(response.content ?? {}).some((type) => type.includes('html'))),
      };
    }),
  );
  // Pages and files outside the API document: the storefront's pages, uploads, any other path.
  const page = (method: string, path: string): Route => ({
    method,
    path,
    pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!),
    queryParams: ['q', 'page', 'name'],
    bodyKeys: [],
    foreign: !/^\/(api|uploads)\//.test(path),
  });
  for (const path of ['/', '/products', '/products/{slug}', '/uploads/{file}', '/{anything}', '/api/v1/{anything}/'])
    routes.push(page('GET', path));
  routes.push(page('POST', '/{anything}'), page('POST', '/api/v1/{anything}/'));
}, 120_000);

afterAll(() => ctx.close());

async function send(route: Route, attempt: Attempt) {
  const headers: Record<string, string> = { ...tokens[attempt.caller] };
  let payload: string | undefined;
  if (attempt.body?.kind === 'json') {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(attempt.body.value) ?? 'null';
  } else if (attempt.body?.kind === 'raw') {
    if (attempt.body.contentType) headers['content-type'] = attempt.body.contentType;
    payload = attempt.body.text;
  }
  return ctx.app.inject({
    method: route.method as 'GET',
    url: attempt.url,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
}

describe('every route, given malformed requests', () => {
  it('answers 2xx/3xx or a 4xx with a message, never a 5xx, and stays healthy', async () => {
    expect(routes.length).toBeGreaterThan(20);
    // Every route is tried, and every failing one reported, not only the first.
    const failures: string[] = [];
    for (const route of routes) {
      const result = await fc.check(
        fc.asyncProperty(attemptFor(route), async (attempt) => {
          const response = await send(route, attempt);
          const where = `${route.method} ${attempt.url.slice(0, 300)} as ${attempt.caller}`;
          expect(response.statusCode, `${where}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
          if (response.statusCode >= 400 && !route.foreign) {
            expect(response.headers['content-type'], where).toMatch(/^application\/json/);
            expect(typeof response.json<{ message?: unknown }>().message, where).toBe('string');
          }
        }),
        { numRuns: RUNS_PER_ROUTE, seed: SEED, endOnFailure: true },
      );
      if (result.failed) {
        const error =
          result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
        failures.push(`${route.method} ${route.path} (seed ${SEED}): ${error.slice(0, 600)}`);
      }
    }
    expect(failures).toEqual([]);
    const health = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
  }, 180_000);
});
