// Web layer boundaries (issue #21).
//
// - components/ and api/ are the building blocks under the features: they never import a feature
//   (what composes features, the app shell, lives in src/layout/).
// - A feature is imported from outside only through its entry point, features/<feature>/index.ts,
//   which exports exactly what other code uses (`../cart`, `../../features/cart`; `.../index` too).
//   Outside means every file not in that feature's folder: the other features, routes/ and
//   layout/, and the app shell (main.tsx, router.tsx, route-table.tsx, staff-screens.ts,
//   entry-server.tsx, ssr/). A feature's own files import each other freely.
// - Allowed past the entry point: a lazy chunk's import(), e.g. routes/home.tsx's
//   import('../features/catalog/home/below-the-fold-sections'). A dynamic import names the module
//   that starts a chunk; through the index the chunk would be the whole index (every export of a
//   dynamically imported module is kept). no-restricted-imports checks import and export
//   declarations only, so import() needs no exception here.
// - Tests may import a feature's inner files (they test them), and across layers: a page's test
//   renders what the page composes.
// - Production code never imports test code: the shared helpers in src/testing/ (the one fake API,
//   sessions, fixtures, render helpers), *.test.* files, test-* helper files, or the test libraries.
// - No import cycles anywhere in the web app (import-x/no-cycle; type-only imports do not count),
//   features through their index files included: two features that need each other share
//   something that belongs below them (components/, api/), or a page in routes/ composes them
//   (docs/architecture.md#the-web-apps-layers).
//
// Entry points and code splitting: a chunk reaches every module an index re-exports, and the
// bundler places modules by what reaches them, so without more the header's `../features/cart`
// would put the whole cart (the purchase panel, the cart page) into the entry script (measured:
// +156 kB gzip). The features folder's package.json says `"sideEffects": false`: a module none of
// whose exports a chunk uses is left out of it, so importing through an index splits exactly as
// importing the file did (checked with a before/after build when the entry points came in: the
// same 207 chunks, each within 45 B gzip). Where nothing is split (the dev server, the tests, the
// server's one-file first-screen bundle) importing an index runs the top-level code of what it
// re-exports at once, so the top-level code of a feature module, and of what it imports, must not
// need the page's state (the active language, the DOM) nor run for its effect alone; code that
// must does not belong under features/.

import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const WEB = 'apps/web/src';
const FEATURES = `${WEB}/features`;
const TEST_CODE = [`${WEB}/**/*.test.{ts,tsx}`, `${WEB}/**/test-*.{ts,tsx}`, `${WEB}/testing/**`];

const testCode = {
  regex: '(^|/)(testing(/|$)|test-[a-z-]+$|[^/]+\\.test(\\.tsx?)?$)',
  message: 'Production code never imports test helpers (src/testing/, test-* files, *.test.* files).',
};
const testLibraries = {
  regex: '^(vitest|msw|@testing-library/.*)(/.*)?$',
  message: 'Test libraries belong to tests and src/testing/ only.',
};
const features = {
  regex: '(^|/)features(/|$)',
  message:
    'components/ and api/ sit under the features and never import one; move what they share down, or compose in src/layout/.',
};

const ENTRY_POINT = 'index(\\.[jt]sx?)?$';
const entryPointMessage =
  "Import another feature through its entry point (features/<feature>/index.ts), not its inner files; export what you need from there. A lazy chunk's import() may name the file.";
/** Any path into a features/<feature>/ folder other than its index: `../features/cart/cart-store`, `@/features/...`. */
const featureInternals = { regex: `(^|/)features/[^/]+/(?!${ENTRY_POINT})`, message: entryPointMessage };
/** From a file `depth` folders below features/: a sibling feature's inner file, `../cart/cart-store` at depth 1. */
function otherFeatureInternals(depth) {
  return { regex: `^(\\.\\./){${depth}}(?!\\.)[^/]+/(?!${ENTRY_POINT})`, message: entryPointMessage };
}

// One config per set of files: a later no-restricted-imports for the same file replaces, not adds to, an earlier one.
export default [
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    ignores: [...TEST_CODE, `${WEB}/components/**`, `${WEB}/api/**`, `${FEATURES}/**`],
    rules: { 'no-restricted-imports': ['error', { patterns: [testCode, testLibraries, featureInternals] }] },
  },
  {
    files: [`${WEB}/components/**/*.{ts,tsx}`, `${WEB}/api/**/*.{ts,tsx}`],
    ignores: TEST_CODE,
    rules: { 'no-restricted-imports': ['error', { patterns: [testCode, testLibraries, features] }] },
  },
  // Feature files, by depth below features/ (features/cart/x.ts is depth 1, features/catalog/home/x.tsx 2).
  ...[1, 2, 3].map((depth) => ({
    files: [`${FEATURES}/${'*/'.repeat(depth)}*.{ts,tsx}`],
    ignores: TEST_CODE,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [testCode, testLibraries, featureInternals, otherFeatureInternals(depth)] },
      ],
    },
  })),
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    // The web's sources import each other without an extension (Vite's resolution).
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.json'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    // @pasal/contract cannot import the web back: its files are not followed (lint time).
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
];
