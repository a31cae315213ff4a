import {
  COUNTER_SALE_PATHS,
  IDEMPOTENCY_KEY_HEADER,
  type CounterProductList,
  type CounterSaleInput,
  type CounterSaleResponse,
} from '@pasal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';

// The counter sale's calls (issue #36). A search is asked for on Enter (a scanner's or a person's),
// not as one types, so each is a mutation: its answer is used once, to add a product or offer a
// choice.

export function useCounterSearch() {
  return useMutation({
    mutationFn: (q: string) => apiRequest<CounterProductList>(COUNTER_SALE_PATHS.products, { query: { q } }),
  });
}

/** A fresh key per sale on the till: a double tap or a retry of the same sale never sells twice. */
export const newSaleKey = (): string => `till-${crypto.randomUUID()}`;

export function useCompleteSale() {
  return useMutation({
    mutationFn: ({ sale, key }: { sale: CounterSaleInput; key: string }) =>
      apiRequest<CounterSaleResponse>(COUNTER_SALE_PATHS.sales, {
        method: 'POST',
        body: sale,
        headers: { [IDEMPOTENCY_KEY_HEADER]: key },
      }),
  });
}
