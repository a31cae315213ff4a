import { API_PATHS, type Order } from '@pasal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';

export const ordersKeys = {
  all: ['orders'] as const,
  list: ['orders', 'list'] as const,
};

export function fetchOrders(): Promise<Order[]> {
  return apiRequest<{ data: Order[] }>(API_PATHS.orders).then((body) => body.data);
}

/** The signed-in customer's orders, newest first. Re-read on every visit: statuses move. */
export function useOrders() {
  return useQuery({ queryKey: ordersKeys.list, queryFn: fetchOrders, staleTime: 0, refetchOnMount: 'always' });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transactionId: string) =>
      apiRequest<{ data: Order; message: string }>(API_PATHS.cancelOrder(transactionId), { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
  });
}
