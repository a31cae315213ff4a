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
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';

export const ordersKeys = {
  all: ['orders'] as const,
  list: ['orders', 'list'] as const,
  page: (group: OrderListGroup, page: number) => ['orders', 'list', group, page] as const,
  invoice: (transactionId: string) => ['orders', 'invoice', transactionId] as const,
  creditNotes: (transactionId: string) => ['orders', 'credit-notes', transactionId] as const,
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
 * stored checkout against them (useSettleStoredCheckout, features/payments), composed in routes/.
 */
const ordersQuery = (group: OrderListGroup = 'purchases', page = 1) =>
  queryOptions({
    queryKey: ordersKeys.page(group, page),
    queryFn: ({ signal }) => fetchOrders(group, page, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnMount: 'always',
  });

export function useOrders(group: OrderListGroup = 'purchases', page = 1) {
  return useQuery(ordersQuery(group, page));
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
const invoiceQuery = (transactionId: string) =>
  queryOptions({
    queryKey: ordersKeys.invoice(transactionId),
    queryFn: ({ signal }) =>
      apiRequest<{ data: Invoice }>(invoiceApiPath(transactionId), { signal }).then((body) => body.data),
    // 404 and 409 are answers, not hiccups: asking again would not change them.
    retry: false,
  });

export function useInvoice(transactionId: string) {
  return useQuery(invoiceQuery(transactionId));
}

/** The credit notes issued against the order's bill (refunds, a cancellation after billing), oldest first. */
const creditNotesQuery = (transactionId: string) =>
  queryOptions({
    queryKey: ordersKeys.creditNotes(transactionId),
    queryFn: ({ signal }) =>
      apiRequest<{ data: CreditNote[] }>(creditNotesApiPath(transactionId), { signal }).then((body) => body.data),
    retry: false,
  });

export function useCreditNotes(transactionId: string) {
  return useQuery(creditNotesQuery(transactionId));
}
