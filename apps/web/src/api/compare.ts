import { CATALOG_PATHS, type Comparison } from '@pasal/contract';
import { queryOptions } from '@tanstack/react-query';
import { catalogKeys } from './catalog';
import { ApiError, apiRequest } from './http';

// Products side by side (issue #35): GET api/v1/products/compare/?slugs=a,b,c.

function fetchComparison(slugs: readonly string[], signal?: AbortSignal): Promise<Comparison> {
  return apiRequest<{ data: Comparison }>(CATALOG_PATHS.compare, {
    query: { slugs: slugs.join(',') },
    signal,
  }).then((body) => body.data);
}

// Under the catalogue's keys: whatever refreshes the catalogue refreshes a comparison too.
const compareKeys = {
  comparison: (slugs: readonly string[]) => [...catalogKeys.all, 'compare', slugs.join(',')] as const,
};

export const comparisonQuery = (slugs: readonly string[]) =>
  queryOptions({
    queryKey: compareKeys.comparison(slugs),
    queryFn: ({ signal }) => fetchComparison(slugs, signal),
    // A refusal (too many, missing, of several categories) is an answer: no retry.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });
