import {
  API_PATHS,
  creditNotesApiPath,
  invoiceApiPath,
  type CreditNote,
  type Invoice,
  type Order,
  type OrderList,
  type OrderListGroup,
} from '@pasal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';

export const ordersKeys = {
  all: ['orders'] as const,
  list: ['orders', 'list'] as const,
  page: (group: OrderListGroup, page: number) => ['orders', 'list', group, page] as const,
};

function fetchOrders(group: OrderListGroup, page: number, signal?: AbortSignal): Promise<OrderList> {
  return apiRequest<OrderList>(API_PATHS.orders, {
    ...(signal ? { signal } : {}),
    query: { page: page > 1 ? page : undefined, group: group === 'purchases' ? undefined : group },
  });
}

/**
 * One page of the signed-in customer's orders, newest first: purchases, or the online payments that
 * never arrived. Re-read on every visit: statuses move. A page that reads purchases also settles the
 * stored checkout against them (useSettleStoredCheckout, features/payment), composed in routes/.
 */
export function useOrders(group: OrderListGroup = 'purchases', page = 1) {
  return useQuery({
    queryKey: ordersKeys.page(group, page),
    queryFn: ({ signal }) => fetchOrders(group, page, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transactionId: string) =>
      apiRequest<{ data: Order; message: string }>(API_PATHS.cancelOrder(transactionId), { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
  });
}

/** The order's tax invoice (issued on first request for an order paid before invoices existed). */
export function useInvoice(transactionId: string) {
  return useQuery({
    queryKey: ['orders', 'invoice', transactionId] as const,
    queryFn: ({ signal }) =>
      apiRequest<{ data: Invoice }>(invoiceApiPath(transactionId), { signal }).then((body) => body.data),
    // 404 and 409 are answers, not hiccups: asking again would not change them.
    retry: false,
  });
}

/** The credit notes issued against the order's bill (refunds, a cancellation after billing), oldest first. */
export function useCreditNotes(transactionId: string) {
  return useQuery({
    queryKey: ['orders', 'credit-notes', transactionId] as const,
    queryFn: ({ signal }) =>
      apiRequest<{ data: CreditNote[] }>(creditNotesApiPath(transactionId), { signal }).then((body) => body.data),
    retry: false,
  });
}
