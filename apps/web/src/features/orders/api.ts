import {
  API_PATHS,
  ORDER_MESSAGES,
  PAYMENT_RESTART_MESSAGES,
  translateMessage,
  type EsewaPaymentStart,
  creditNotesApiPath,
  invoiceApiPath,
  type CreditNote,
  type Invoice,
  type Order,
  type OrderList,
  type OrderListGroup,
  type PaymentRestart,
} from '@pasal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { failureMessage } from '../../api/failure-message';
import { apiRequest } from '../../api/http';
import { activeLocale } from '../../i18n';
import { goToKhalti, postEsewaForm, saveCheckout, settleStoredCheckout } from '../checkout';

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
 * never arrived. Re-read on every visit: statuses move.
 */
export function useOrders(group: OrderListGroup = 'purchases', page = 1) {
  const query = useQuery({
    queryKey: ordersKeys.page(group, page),
    queryFn: ({ signal }) => fetchOrders(group, page, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnMount: 'always',
  });
  // The server asks the provider about unpaid orders when they are read (issue #30): an order paid
  // without the provider's return reaching this browser settles its stored checkout here.
  const purchases = group === 'purchases' && !query.isPlaceholderData ? query.data?.data : undefined;
  useEffect(() => {
    if (purchases) settleStoredCheckout(purchases);
  }, [purchases]);
  return query;
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transactionId: string) =>
      apiRequest<{ data: Order; message: string }>(API_PATHS.cancelOrder(transactionId), { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
  });
}

/**
 * "Pay now": the payment of an unpaid online order, started again while its window is open, and
 * the browser sent to the provider. Handled here rather than by the button: the button's group may
 * leave the page meanwhile (another read of the lists found the order paid), and what the answer
 * says must still be done and said.
 */
export function usePayAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transactionId: string) =>
      apiRequest<{ data: PaymentRestart }>(API_PATHS.payAgain(transactionId), { method: 'POST' }).then(
        (body) => body.data,
      ),
    onSuccess: (restart) => {
      // As at checkout: the return page finds the order in the stored record.
      saveCheckout(restart);
      if (restart.payment.gateway === 'Esewa') postEsewaForm(restart.payment as EsewaPaymentStart);
      else if (restart.payment.gateway === 'Khalti') goToKhalti(restart.payment.payment_url);
    },
    onError: (error) => {
      // A refusal (409: paid or expired meanwhile) means the list is out of date.
      void queryClient.invalidateQueries({ queryKey: ordersKeys.all });
      const message = failureMessage(error, ORDER_MESSAGES.somethingWentWrong);
      // The server asked the provider first and found the money (the return from it was lost):
      // good news, and the lists, read again, show the order with the purchases.
      if (message === PAYMENT_RESTART_MESSAGES.paidAlready) toast.success(translateMessage(message, activeLocale()));
      else toast.error(translateMessage(message, activeLocale()));
    },
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
