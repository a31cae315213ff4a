import type { Comparison } from '@pasal/contract';
import { queryOptions } from '@tanstack/react-query';
import { catalogKeys } from './catalog';
import { ApiError, apiRequest } from './http';

// Products side by side (issue #35): GET api/v1/products/compare/?slugs=a,b,c.

function fetchComparison(slugs: readonly string[], signal?: AbortSignal): Promise<Comparison> {
  return apiRequest<{ data: Comparison }>('/api/v1/products/compare/', {
    query: { slugs: slugs.join(',') },
    signal,
  }).then((body) => body.data);
}

export const comparisonQuery = (slugs: readonly string[]) =>
  queryOptions({
    queryKey: [...catalogKeys.all, 'compare', slugs.join(',')] as const,
    queryFn: ({ signal }) => fetchComparison(slugs, signal),
    // A refusal (too many, missing, of several categories) is an answer: no retry.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });
