import { QueryClient } from '@tanstack/react-query';

/** Spec §7: reads retry once and cached data never goes stale (mutations invalidate what they change). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, staleTime: Infinity, refetchOnWindowFocus: false } },
  });
}
