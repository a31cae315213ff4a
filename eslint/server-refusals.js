// Refusals by code (issue #31): a service says no with a code from the contract's catalogue
// (packages/contract/src/refusals) and its parameters, `throw refuse('only_left', { left, product })`,
// so every page can word it in its own language. Two rules:
//
// - Nowhere in the server is a thrown error's message a sentence written on the spot: no string or
//   template literal as the message of the HTTP error helpers or of `new HttpError`. A message
//   still held in a contract constant (ORDER_MESSAGES.x) is allowed until its area moves to codes.
// - In the areas already moved (CODED_AREAS), the old helpers are not used at all: only refuse().
//
// One no-restricted-syntax per set of files: a later one for the same file replaces, not adds to,
// an earlier one, so the coded areas repeat the server-wide selectors.

const HELPERS = '/^(badRequest|unauthorized|forbidden|notFound|conflict|unprocessable)$/';
const SENTENCE = ':matches(Literal[value=/[A-Za-z]/], TemplateLiteral)';

const noSentences = [
  {
    selector: `CallExpression[callee.name=${HELPERS}] > ${SENTENCE}:first-child`,
    message:
      "Refuse with a code, not a sentence: throw refuse('code', params) (lib/refusal.ts), with the code's words in packages/contract/src/refusals.",
  },
  {
    selector: `NewExpression[callee.name='HttpError'] > ${SENTENCE}:nth-child(2)`,
    message:
      "Refuse with a code, not a sentence: throw refuse('code', params) (lib/refusal.ts), with the code's words in packages/contract/src/refusals.",
  },
];

const onlyCodes = [
  {
    selector: `CallExpression[callee.name=${HELPERS}]`,
    message: "This area refuses by code only: throw refuse('code', params) (lib/refusal.ts).",
  },
  {
    selector: "NewExpression[callee.name='HttpError']",
    message: "This area refuses by code only: throw refuse('code', params) (lib/refusal.ts).",
  },
];

/** The server's areas whose every refusal has a code. */
const CODED_AREAS = [
  'apps/server/src/modules/orders/**/*.ts',
  'apps/server/src/modules/cart/**/*.ts',
  'apps/server/src/modules/payments/**/*.ts',
  'apps/server/src/modules/returns/**/*.ts',
  'apps/server/src/modules/warranty-claims/**/*.ts',
  'apps/server/src/modules/serials/**/*.ts',
  'apps/server/src/modules/reviews/**/*.ts',
  'apps/server/src/modules/questions/**/*.ts',
  'apps/server/src/modules/back-in-stock/**/*.ts',
  'apps/server/src/modules/coupons/**/*.ts',
  'apps/server/src/modules/customers/**/*.ts',
  'apps/server/src/modules/staff/**/*.ts',
  'apps/server/src/modules/settings/**/*.ts',
  'apps/server/src/modules/order-desk/**/*.ts',
  'apps/server/src/modules/media/**/*.ts',
  'apps/server/src/modules/invoices/**/*.ts',
  'apps/server/src/modules/credit-notes/**/*.ts',
  'apps/server/src/modules/register-months/**/*.ts',
  'apps/server/src/modules/reports/**/*.ts',
  'apps/server/src/modules/contact/**/*.ts',
  'apps/server/src/modules/newsletter/**/*.ts',
  'apps/server/src/modules/addresses/**/*.ts',
  'apps/server/src/modules/catalog/**/*.ts',
  'apps/server/src/modules/cbms/**/*.ts',
  'apps/server/src/modules/setup/**/*.ts',
  'apps/server/src/modules/auth/**/*.ts',
  'apps/server/src/modules/account/**/*.ts',
];
const TESTS = ['apps/server/**/*.test.ts'];

export default [
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: TESTS,
    rules: { 'no-restricted-syntax': ['error', ...noSentences] },
  },
  {
    files: CODED_AREAS,
    ignores: TESTS,
    rules: { 'no-restricted-syntax': ['error', ...noSentences, ...onlyCodes] },
  },
];
