import {
  API_PATHS,
  type CheckoutOptions,
  type CouponPreview,
  type DeliveryMethod,
  type OrderLineInput,
  type OrderQuote,
  type PlacedOrder,
  IDEMPOTENCY_KEY_HEADER,
} from '@pasal/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import type { placeOrderSchema } from '@pasal/contract';
import { ApiError, apiRequest } from '../../api/http';

// Checkout's calls. The server prices everything; the page shows its figures and sends them back
// only to be compared (docs/rules/checkout-and-payments.md#pricing).

export type PlaceOrderPayload = z.input<typeof placeOrderSchema>;

/** Where the quote delivers to: a district (home delivery), the shop (pickup), or not known yet. */
export interface QuoteDestination {
  delivery_method?: DeliveryMethod;
  district_id?: number;
}

/** Exported (index.ts): saving the shop's settings or payment keys refreshes what checkout offers. */
export const checkoutKeys = {
  all: ['checkout'] as const,
  options: ['checkout', 'options'] as const,
  quotes: ['checkout', 'quote'] as const,
  quote: (lines: readonly OrderLineInput[], couponCode: string | null, destination: QuoteDestination = {}) =>
    [
      'checkout',
      'quote',
      lines.map((line) => `${line.product_id}:${line.color_id ?? 0}:${line.quantity}`).join(','),
      couponCode,
      destination.delivery_method ?? null,
      destination.district_id ?? null,
    ] as const,
};

const checkoutOptionsQuery = () =>
  queryOptions({
    queryKey: checkoutKeys.options,
    queryFn: () => apiRequest<{ data: CheckoutOptions }>(API_PATHS.checkoutOptions).then((body) => body.data),
  });

export function useCheckoutOptions() {
  return useQuery(checkoutOptionsQuery());
}

export function useQuote(
  lines: readonly OrderLineInput[],
  couponCode: string | null,
  destination: QuoteDestination = {},
) {
  return useQuery(quoteQuery(lines, couponCode, destination));
}

const quoteQuery = (lines: readonly OrderLineInput[], couponCode: string | null, destination: QuoteDestination) =>
  queryOptions({
    queryKey: checkoutKeys.quote(lines, couponCode, destination),
    queryFn: () =>
      apiRequest<{ data: OrderQuote }>(API_PATHS.quote, {
        method: 'POST',
        body: { lines, coupon_code: couponCode, ...destination },
      }).then((body) => body.data),
    enabled: lines.length > 0,
    placeholderData: keepPreviousData,
    // Prices and stock move: a quote is worth re-asking for when the shopper comes back to the tab.
    staleTime: 30_000,
    retry: false,
  });

export function useValidateCoupon() {
  return useMutation({
    mutationFn: (input: { code: string; lines: OrderLineInput[] }) =>
      apiRequest<{ data: CouponPreview }>(API_PATHS.validateCoupon, { method: 'POST', body: input }).then(
        (body) => body.data,
      ),
  });
}

interface Attempt {
  /** The payload as sent: a change (cart, form, coupon) is a new attempt with a new key. */
  fingerprint: string;
  key: string;
  /** The request on its way, shared by a second submit of the same attempt (a double click). */
  inFlight: Promise<PlacedOrder> | null;
}

/** Whether the server gave an answer that ends the attempt (as opposed to a network failure or a 5xx). */
function isDefinitive(error: unknown): boolean {
  return error instanceof ApiError && error.status < 500;
}

/**
 * Places orders with an Idempotency-Key per checkout attempt (docs/api-orders.md). The same
 * attempt sent again (a double click, a retry after a network failure or a 5xx) carries the same
 * key, so the server places it once; a changed payload or a definitive answer starts a new attempt.
 * A second submit while the first is on its way does not send anything: it shares the first's answer.
 */
export function createOrderPlacer(newKey: () => string = () => crypto.randomUUID()) {
  let attempt: Attempt | null = null;
  return (payload: PlaceOrderPayload): Promise<PlacedOrder> => {
    const fingerprint = JSON.stringify(payload);
    if (attempt?.fingerprint !== fingerprint) attempt = { fingerprint, key: newKey(), inFlight: null };
    const current = attempt;
    if (current.inFlight) return current.inFlight;
    const request = apiRequest<{ data: PlacedOrder }>(API_PATHS.orders, {
      method: 'POST',
      body: payload,
      headers: { [IDEMPOTENCY_KEY_HEADER]: current.key },
    }).then(
      (body) => {
        if (attempt === current) attempt = null;
        return body.data;
      },
      (error: unknown) => {
        current.inFlight = null;
        if (attempt === current && isDefinitive(error)) attempt = null;
        throw error;
      },
    );
    current.inFlight = request;
    return request;
  };
}

export function usePlaceOrder() {
  // One placer per checkout page: its attempt lives as long as the page.
  const [placeOrder] = useState(() => createOrderPlacer());
  return useMutation({ mutationFn: placeOrder });
}
