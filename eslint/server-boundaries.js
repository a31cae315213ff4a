// Server module boundaries (issue #21; docs/architecture.md#module-map).
//
// - A module's files import another module only through its public surface, `../<module>/index.js`.
// - Tables are the database layer, not a module's surface: code reads another module's table through
//   db/schema.ts; a schema file may name another schema file's table (a foreign key). Who may write
//   a table is checked by apps/server/test/table-ownership.test.ts.
// - Test helpers live in apps/server/test/ (test-app.ts, helpers/): production code never imports them
//   nor a test library; tests may import any module's files.
// - No import cycles anywhere in the server (import-x/no-cycle; type-only imports do not count).
// - Services take what they use (`db`, or a Pick of AppServices), never the Fastify instance: only
//   route plugins and the few files that register routes, parsers or an in-process fetch name
//   `FastifyInstance` (docs/architecture.md#passing-dependencies-to-services).
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const SURFACE = 'index\\.js$';
const TABLES = '(?:[a-z-]+-)?schema\\.js$';

/** A relative import that leaves its module (`depth` directories below modules/) for a file other than `allowed`. */
function crossModule(depth, allowed) {
  return `^${'\\.\\./'.repeat(depth)}[a-z][a-z-]*/(?!(?:${allowed.join('|')}))`;
}

const message =
  'Import another server module through its index.js (its public surface; tables through db/schema.js). See docs/architecture.md#module-map.';

/**
 * Files that register routes, hooks or parsers on the instance they are given, or answer through
 * `app.inject`: they may name FastifyInstance. Route plugins get theirs typed by FastifyPluginAsyncZod.
 */
const PLUGIN_FILES = [
  'apps/server/src/modules/payments/providers/esewa-simulator.ts',
  'apps/server/src/modules/payments/providers/khalti-simulator.ts',
  'apps/server/src/modules/payments/providers/simulator-shared.ts',
  'apps/server/src/modules/payments/inject-fetch.ts',
  'apps/server/src/modules/payments/registry.ts',
  'apps/server/src/modules/seo/first-screen.ts',
];
const instanceMessage =
  'A service takes what it uses: db first, or services: Pick<AppServices, ...> (src/services.ts). See docs/architecture.md#passing-dependencies-to-services.';
/** FastifyInstance, also under its alias App (src/services.ts). */
const instance = [{ regex: '(^|/)services\\.js$', importNames: ['App'], message: instanceMessage }];
const instancePaths = [{ name: 'fastify', importNames: ['FastifyInstance'], message: instanceMessage }];

/** Production code never imports test code: apps/server/test/ (test-app.ts, helpers/) or a test library. */
const testCode = [
  {
    regex: '(^|/)test/|\\.test(\\.js)?$',
    message: 'Production code never imports test helpers (apps/server/test/) or tests.',
  },
  { regex: '^(vitest|@vitest/.*)$', message: 'Test libraries belong to tests only.' },
];

/** One config per directory depth below modules/ (modules/m/x.ts is depth 1, modules/m/sub/x.ts is 2). */
function boundaries(files, allowed, { patterns = [], paths = [] } = {}) {
  return [1, 2, 3].map((depth) => ({
    files: files(depth),
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: crossModule(depth, allowed), message }, ...patterns], paths },
      ],
    },
  }));
}

const under = (depth, name) => `apps/server/src/modules/${'*/'.repeat(depth)}${name}`;
const testFiles = (depth) => [under(depth, '*.test.ts')];
const schemaFiles = (depth) => [under(depth, 'schema.ts'), under(depth, '*-schema.ts')];

export default [
  // Outside the modules (app.ts, lib/, db/, cli/…): no test code.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/modules/**', 'apps/server/src/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: testCode }] },
  },
  ...boundaries((depth) => [under(depth, '*.ts')], [SURFACE], {
    patterns: [...instance, ...testCode],
    paths: instancePaths,
  }).map((config) => ({
    ...config,
    ignores: [1, 2, 3].flatMap((depth) => [...testFiles(depth), ...schemaFiles(depth)]).concat(PLUGIN_FILES),
  })),
  ...boundaries(() => PLUGIN_FILES, [SURFACE], { patterns: testCode }),
  // Tables name the tables they refer to.
  ...boundaries(schemaFiles, [SURFACE, TABLES], { patterns: testCode }),
  // Tests, too, reach another module through its index (their helpers are in apps/server/test/).
  ...boundaries(testFiles, [SURFACE]),
  {
    files: ['apps/server/src/**/*.ts', 'apps/server/test/**/*.ts'],
    plugins: { 'import-x': importX },
    // The server's sources import each other as './x.js' for './x.ts' (NodeNext).
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.js', '.json'], extensionAlias: { '.js': ['.ts', '.js'] } }),
      ],
    },
    // Packages cannot import the server back: their files are not followed (lint time).
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
];
