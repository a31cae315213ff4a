import {
  ADMIN_CUSTOMERS_PATHS,
  DRAFT_ORDER_PATHS,
  type AdminCustomerList,
  type DraftCustomer,
  type DraftCustomerRequest,
  type DraftOrder,
  type DraftOrderInput,
  type DraftOrderList,
  type DraftOrderQuoteRequest,
  type DraftOrderState,
  type OrderQuote,
  type SavedAddressList,
  type SendPayLinkRequest,
  type SentPayLink,
} from '@pasal/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';

// The order desk's draft orders (issue #36): the list, one draft, saving it, the server's figures
// for it, and the three ways a draft ends (confirmed, paid from its link, cancelled). A draft is
// worked on by several people at the desk, so everything is read afresh on a visit.

const draftKeys = {
  all: ['draft-orders'] as const,
  list: (state: DraftOrderState, page: number) => ['draft-orders', state, page] as const,
  one: (id: number) => ['draft-order', id] as const,
  quote: (request: DraftOrderQuoteRequest | null) => ['draft-order-quote', request] as const,
  customers: (q: string) => ['draft-order-customers', q] as const,
  addresses: (customerId: number) => ['draft-customer-addresses', customerId] as const,
};

type Answer = { data: DraftOrder; message: string };

const draftOrdersQuery = (state: DraftOrderState, page: number) =>
  queryOptions({
    queryKey: draftKeys.list(state, page),
    queryFn: ({ signal }) => apiRequest<DraftOrderList>(DRAFT_ORDER_PATHS.list, { signal, query: { state, page } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnMount: 'always',
  });

export function useDraftOrders(state: DraftOrderState, page: number) {
  return useQuery(draftOrdersQuery(state, page));
}

const draftOrderQuery = (id: number | null) =>
  queryOptions({
    queryKey: draftKeys.one(id ?? 0),
    queryFn: ({ signal }) =>
      apiRequest<{ data: DraftOrder }>(DRAFT_ORDER_PATHS.one(id ?? 0), { signal }).then((answer) => answer.data),
    enabled: id !== null,
    staleTime: 0,
    refetchOnMount: 'always',
  });

export function useDraftOrder(id: number | null) {
  return useQuery(draftOrderQuery(id));
}

/**
 * Whatever the change, the draft shows the server's answer at once and the list is read again. A
 * refusal reads the draft again too: another person at the desk may have placed or cancelled it
 * (409 draft_not_open), and the screen then shows what it became.
 */
function useDraftChange<Variables, Result extends { data: unknown }>(
  id: number | null,
  request: (variables: Variables) => Promise<Result>,
  draftOf: (result: Result) => DraftOrder,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (result) => {
      const draft = draftOf(result);
      queryClient.setQueryData(draftKeys.one(draft.id), draft);
      void queryClient.invalidateQueries({ queryKey: draftKeys.all });
    },
    onError: () => {
      if (id !== null) void queryClient.invalidateQueries({ queryKey: draftKeys.one(id) });
    },
  });
}

/** POST a new draft (id null) or PUT the open draft `id`. */
export function useSaveDraft(id: number | null) {
  return useDraftChange(
    id,
    (draft: DraftOrderInput) =>
      apiRequest<Answer>(id === null ? DRAFT_ORDER_PATHS.list : DRAFT_ORDER_PATHS.one(id), {
        method: id === null ? 'POST' : 'PUT',
        body: draft,
      }),
    (answer) => answer.data,
  );
}

export function useConfirmDraft(id: number) {
  return useDraftChange(
    id,
    () => apiRequest<Answer>(DRAFT_ORDER_PATHS.confirm(id), { method: 'POST' }),
    (answer) => answer.data,
  );
}

export function useCancelDraft(id: number) {
  return useDraftChange(
    id,
    () => apiRequest<Answer>(DRAFT_ORDER_PATHS.cancel(id), { method: 'POST' }),
    (answer) => answer.data,
  );
}

export function useSendPayLink(id: number) {
  return useDraftChange(
    id,
    (ways: SendPayLinkRequest) =>
      apiRequest<{ data: SentPayLink; message: string }>(DRAFT_ORDER_PATHS.sendLink(id), {
        method: 'POST',
        body: ways,
      }),
    (answer) => answer.data.draft,
  );
}

/** The server's figures for the draft as it stands (prices, delivery, coupon), nothing saved. */
const draftQuoteQuery = (request: DraftOrderQuoteRequest | null) =>
  queryOptions({
    queryKey: draftKeys.quote(request),
    queryFn: async ({ signal }): Promise<OrderQuote> =>
      (await apiRequest<{ data: OrderQuote }>(DRAFT_ORDER_PATHS.quote, { method: 'POST', body: request, signal })).data,
    enabled: request !== null,
    // The last figures stay while new ones are worked out, so the box does not flicker.
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });

export function useDraftQuote(request: DraftOrderQuoteRequest | null) {
  return useQuery(draftQuoteQuery(request));
}

/** The shop's customers whose name, e-mail or phone matches `q` (the customer screen's search). */
const customerSearchQuery = (q: string) =>
  queryOptions({
    queryKey: draftKeys.customers(q),
    queryFn: ({ signal }) =>
      apiRequest<AdminCustomerList>(ADMIN_CUSTOMERS_PATHS.customers, { signal, query: { q } }).then(
        (answer) => answer.data,
      ),
    enabled: q !== '',
    staleTime: 0,
  });

export function useCustomerSearch(q: string) {
  return useQuery(customerSearchQuery(q));
}

/** An account for a customer who has none (made at the desk, so they can follow their order). */
export function useAddCustomer() {
  return useMutation({
    mutationFn: (customer: DraftCustomerRequest) =>
      apiRequest<{ data: DraftCustomer; message: string }>(DRAFT_ORDER_PATHS.customers, {
        method: 'POST',
        body: customer,
      }),
  });
}

/** The customer's address book, to take the order to one of their addresses. */
const addressBookQuery = (customerId: number) =>
  queryOptions({
    queryKey: draftKeys.addresses(customerId),
    queryFn: ({ signal }) =>
      apiRequest<SavedAddressList>(DRAFT_ORDER_PATHS.customerAddresses(customerId), { signal }).then(
        (answer) => answer.data,
      ),
  });

export function useAddressBook(customerId: number) {
  return useQuery(addressBookQuery(customerId));
}
