import { RETURNS_PATHS, type OrderReturnAnswer, type OrderReturns, type ReturnRequest } from '@pasal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';

// A delivered order's returns (issue #33): what may still be returned, and asking for it.

const returnsKey = (transactionId: string) => ['order-returns', transactionId] as const;

/** Read for a delivered order only; re-read on every visit (staff move returns along). */
export function useOrderReturns(transactionId: string, enabled: boolean) {
  return useQuery({
    queryKey: returnsKey(transactionId),
    queryFn: ({ signal }) =>
      apiRequest<{ data: OrderReturns }>(RETURNS_PATHS.order(transactionId), { signal }).then((answer) => answer.data),
    enabled,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

export function useRequestReturn(transactionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ReturnRequest) =>
      apiRequest<OrderReturnAnswer>(RETURNS_PATHS.order(transactionId), { method: 'POST', body: request }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: returnsKey(transactionId) }),
  });
}
