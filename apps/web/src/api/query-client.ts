import { QueryClient } from '@tanstack/react-query';

/**
 * Reads retry once and cached data never goes stale (mutations invalidate what they change):
 * docs/rules/accounts.md#calling-the-api.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, staleTime: Infinity, refetchOnWindowFocus: false } },
  });
}
