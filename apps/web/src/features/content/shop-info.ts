import { SHOP_INFO_PATH, type ShopInfo } from '@pasal/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';

export function fetchShopInfo(signal?: AbortSignal): Promise<ShopInfo> {
  return apiRequest<{ data: ShopInfo }>(SHOP_INFO_PATH, { signal }).then((body) => body.data);
}

/** The seller's public details (GET /api/v1/shop/): business name, registration, PAN, contact. */
export const shopInfoQuery = () =>
  queryOptions({ queryKey: ['shop-info'] as const, queryFn: ({ signal }) => fetchShopInfo(signal) });
