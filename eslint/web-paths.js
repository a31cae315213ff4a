// No API path written out in the web app (issue #31: the paths are written once).
//
// Every /api/ path the web app asks for is a constant (or a builder) in packages/contract, imported
// from '@pasal/contract' (CATALOG_PATHS, API_PATHS, CART_PATHS, STAFF_API_PREFIX, ...), and the
// server registers the same constant (apps/server/src/lib/route-path.ts, checked by
// apps/server/test/route-paths.test.ts). A path spelled out again in a component or a fetcher
// drifts from the route the day either side changes. So in production code no string literal and
// no template literal starts with '/api/'; comments may still name paths. Tests may (they check
// the path the app asked for).
//
// A rule of its own rather than one more no-restricted-syntax entry: a later no-restricted-syntax
// for the same files replaces web-queries.js' selectors instead of adding to them.

const WEB = 'apps/web/src';
const TEST_CODE = [`${WEB}/**/*.test.{ts,tsx}`, `${WEB}/**/test-*.{ts,tsx}`, `${WEB}/testing/**`];

const API = '/api/';
const message =
  "Don't write API paths out in the web app: import the contract's path constant from '@pasal/contract' (CATALOG_PATHS, API_PATHS, CART_PATHS, STAFF_ORDER_PATHS, ... in packages/contract/src), adding it there and registering it on the server with routePath if it is missing.";

/** @type {import('eslint').Rule.RuleModule} */
const noApiPathLiteral = {
  meta: { type: 'problem', schema: [], messages: { literal: message } },
  create(context) {
    return {
      Literal(node) {
        if (typeof node.value === 'string' && node.value.startsWith(API))
          context.report({ node, messageId: 'literal' });
      },
      TemplateLiteral(node) {
        const head = node.quasis[0]?.value.cooked ?? '';
        if (head.startsWith(API)) context.report({ node, messageId: 'literal' });
      },
    };
  },
};

export default [
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    ignores: TEST_CODE,
    plugins: { 'pasal-web': { rules: { 'no-api-path-literal': noApiPathLiteral } } },
    rules: { 'pasal-web/no-api-path-literal': 'error' },
  },
];
