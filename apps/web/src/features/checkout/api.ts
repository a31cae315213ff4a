import {
  API_PATHS,
  type CheckoutOptions,
  type CouponPreview,
  type OrderLineInput,
  type OrderQuote,
  type PlacedOrder,
  type PlaceOrderRequest,
} from '@pasal/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { placeOrderSchema } from '@pasal/contract';
import { apiRequest } from '../../api/http';

// Checkout's calls. The server prices everything; the page shows its figures and sends them back
// only to be compared (DEVIATIONS #11).

export type PlaceOrderPayload = z.input<typeof placeOrderSchema>;

export const checkoutKeys = {
  options: ['checkout', 'options'] as const,
  quote: (lines: readonly OrderLineInput[], couponCode: string | null) =>
    [
      'checkout',
      'quote',
      lines.map((line) => `${line.product_id}:${line.color_id ?? 0}:${line.quantity}`).join(','),
      couponCode,
    ] as const,
};

export function useCheckoutOptions() {
  return useQuery({
    queryKey: checkoutKeys.options,
    queryFn: () => apiRequest<{ data: CheckoutOptions }>(API_PATHS.checkoutOptions).then((body) => body.data),
  });
}

export function useQuote(lines: readonly OrderLineInput[], couponCode: string | null) {
  return useQuery({
    queryKey: checkoutKeys.quote(lines, couponCode),
    queryFn: () =>
      apiRequest<{ data: OrderQuote }>(API_PATHS.quote, {
        method: 'POST',
        body: { lines, coupon_code: couponCode },
      }).then((body) => body.data),
    enabled: lines.length > 0,
    placeholderData: keepPreviousData,
    // Prices and stock move: a quote is worth re-asking for when the shopper comes back to the tab.
    staleTime: 30_000,
    retry: false,
  });
}

export function useValidateCoupon() {
  return useMutation({
    mutationFn: (input: { code: string; lines: OrderLineInput[] }) =>
      apiRequest<{ data: CouponPreview }>(API_PATHS.validateCoupon, { method: 'POST', body: input }).then(
        (body) => body.data,
      ),
  });
}

export function usePlaceOrder() {
  return useMutation({
    mutationFn: (payload: PlaceOrderPayload) =>
      apiRequest<{ data: PlacedOrder }>(API_PATHS.orders, { method: 'POST', body: payload }).then((body) => body.data),
  });
}

export type { PlaceOrderRequest };
