// One query-options shape per read (issue #31, docs/architecture.md#the-web-apps-layers).
//
// A read is a named queryOptions() (or infiniteQueryOptions()) factory, defined once next to its
// fetch function: in the feature's api.ts (or another *-api.ts of the feature) or, for reads that
// several features and the first screen share, in src/api/. Its key comes from the feature's
// `xxxKeys` object of key builders, and invalidateQueries, setQueryData and removeQueries name
// keys through the same builders (or a factory's `.queryKey`), so a key written in two places
// cannot drift apart and two components reading the same data share one cache entry.
//
// So in production code:
// - useQuery / useSuspenseQuery / useInfiniteQuery / useSuspenseInfiniteQuery, and the client's
//   prefetchQuery / fetchQuery / ensureQueryData (and their Infinite forms), take a factory's
//   options (spread and extended is fine: `{ ...couponQuery(id), enabled }`), never an object that
//   spells out its own queryKey or queryFn;
// - a `queryKey:` is never a hand-written array, and setQueryData / getQueryData never take one:
//   the arrays live in the key builders only.
// Tests may write raw keys (they check what the cache holds).

const WEB = 'apps/web/src';
const TEST_CODE = [`${WEB}/**/*.test.{ts,tsx}`, `${WEB}/**/test-*.{ts,tsx}`, `${WEB}/testing/**`];

const inlineMessage =
  "Queries belong in a named queryOptions() factory next to the fetch function (the feature's api.ts, or src/api/ for shared reads), keyed by the feature's xxxKeys builders; pass it on: useQuery(thatQuery(...)), prefetchQuery(thatQuery(...)).";
/** A read's own key or fetch function, written where it is used rather than in a factory. */
const OWN_READ = 'ObjectExpression > Property[key.name=/^query(Key|Fn)$/]';
const inlineQuery = {
  selector: `CallExpression[callee.name=/^use(Suspense)?(Infinite)?Query$/] > ${OWN_READ}`,
  message: inlineMessage,
};
const inlineFetch = {
  selector: `CallExpression[callee.property.name=/^((prefetch|fetch)(Infinite)?Query|ensure(Infinite)?QueryData)$/] > ${OWN_READ}`,
  message: inlineMessage,
};
/** `[...]` or `[...] as const`. */
const ARRAY = ":matches(ArrayExpression, TSAsExpression[expression.type='ArrayExpression'])";
const keyMessage =
  "Build query keys with the feature's xxxKeys builders (or a factory's .queryKey), not a hand-written array that can drift from the query's own key.";
const handWrittenKey = { selector: `Property[key.name='queryKey'] > ${ARRAY}`, message: keyMessage };
const handWrittenCacheKey = {
  selector: `CallExpression[callee.property.name=/^(setQueryData|getQueryData)$/] > ${ARRAY}`,
  message: keyMessage,
};

export default [
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    ignores: TEST_CODE,
    rules: { 'no-restricted-syntax': ['error', inlineQuery, inlineFetch, handWrittenKey, handWrittenCacheKey] },
  },
];
