// Web layer boundaries (issue #21).
//
// - components/ and api/ are the building blocks under the features: they never import a feature
//   (what composes features, the app shell, lives in src/layout/).
// - Production code never imports test code: the shared helpers in src/testing/ (the one fake API,
//   sessions, fixtures, render helpers), *.test.* files, test-* helper files, or the test libraries.
//   Tests themselves may import across layers: a page's test renders what the page composes.
//
// Features still import each other's files directly (66 imports when this was written; see the
// issue #21 report): an entry point per feature is the next step, not enforced yet.

const WEB = 'apps/web/src';
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

// One config per set of files: a later no-restricted-imports for the same file replaces, not adds to, an earlier one.
export default [
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    ignores: [...TEST_CODE, `${WEB}/components/**`, `${WEB}/api/**`],
    rules: { 'no-restricted-imports': ['error', { patterns: [testCode, testLibraries] }] },
  },
  {
    files: [`${WEB}/components/**/*.{ts,tsx}`, `${WEB}/api/**/*.{ts,tsx}`],
    ignores: TEST_CODE,
    rules: { 'no-restricted-imports': ['error', { patterns: [testCode, testLibraries, features] }] },
  },
];
