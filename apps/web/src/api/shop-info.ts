import { SHOP_INFO_PATH, type ShopInfo } from '@pasal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './http';
import { inShopWords, shopFactsFrom, type ShopFacts } from '../content/policy-facts';

// Read by every part of the shop (footer, cart, checkout, reviews, the content pages, the server's
// first screen), so it sits under the features rather than in one of them (issue #21).

const shopInfoKeys = {
  info: () => ['shop-info'] as const,
};

function fetchShopInfo(signal?: AbortSignal): Promise<ShopInfo> {
  return apiRequest<{ data: ShopInfo }>(SHOP_INFO_PATH, { signal }).then((body) => body.data);
}

/**
 * The seller's public details and the shop's settings (GET /api/v1/shop/): business name,
 * registration, PAN, contact, opening hours, free-delivery threshold, payment methods. An admin
 * may change them at any time: a long visit asks again after five minutes.
 */
export const shopInfoQuery = () =>
  queryOptions({
    queryKey: shopInfoKeys.info(),
    queryFn: ({ signal }) => fetchShopInfo(signal),
    staleTime: 5 * 60_000,
  });

/** The shop's settings as the content pages word them; the defaults until they have loaded. */
export function useShopFacts(): ShopFacts {
  return shopFactsFrom(useQuery(shopInfoQuery()).data);
}

/** Built-in words with this shop's name and place in them ({shop}, {place}: inShopWords). */
export function useInShopWords(): (text: string) => string {
  const facts = useShopFacts();
  return (text) => inShopWords(text, facts);
}
