import { SHOP_HOME_PATH, type HomeContent } from '@pasal/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './http';

const homeContentKeys = {
  content: () => ['home-content'] as const,
};

/**
 * The home page's sections as the owner wrote them (GET /api/v1/shop/home/, issue #32): read by the
 * home page and the server's first screen of it, written on /staff/storefront.
 */
export const homeContentQuery = () =>
  queryOptions({
    queryKey: homeContentKeys.content(),
    queryFn: ({ signal }) => apiRequest<{ data: HomeContent }>(SHOP_HOME_PATH, { signal }).then((body) => body.data),
    staleTime: 5 * 60_000,
  });
