import {
  billPrintApiPath,
  CBMS_PATHS,
  type CbmsOrderStatus,
  type BillPrinted,
  STAFF_ORDER_PATHS,
  type SUSPICIOUS_HOLDS_VIEW,
  type OrderStatus,
  type PaymentStatus,
  type StaffOrder,
  type StaffOrderChanged,
  type StaffOrderList,
  type StaffOrderStatusRequest,
  type StaffRefundRequest,
  type OrderEditPreview,
  type StaffOrderEdit,
  type StaffOrderEditPreviewRequest,
} from '@pasal/contract';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiRequest } from '../../api/http';
import { staffOrderKeys } from '../../api/shared-keys';
import { useDebouncedValue } from '../../components/use-debounced-value';

// The staff order desk's reads and writes. Orders change under staff's feet (customers cancel,
// payments arrive), so everything is re-read on each visit and after each change.

export interface StaffOrdersFilter {
  status: OrderStatus | '';
  payment_status: PaymentStatus | '';
  q: string;
  /** suspicious_holds: only open cash-on-delivery orders whose account looks like hoarding (#29). */
  view: typeof SUSPICIOUS_HOLDS_VIEW | '';
  page: number;
}

const staffOrdersKeys = {
  ...staffOrderKeys,
  list: (filter: StaffOrdersFilter) => [...staffOrderKeys.lists(), filter] as const,
  editPreview: (transactionId: string, request: StaffOrderEditPreviewRequest | null) =>
    ['staff-orders', 'edit-preview', transactionId, request] as const,
  cbms: (transactionId: string) => ['staff-orders', 'cbms', transactionId] as const,
};

const staffOrdersQuery = (filter: StaffOrdersFilter) =>
  queryOptions({
    queryKey: staffOrdersKeys.list(filter),
    queryFn: ({ signal }) =>
      apiRequest<StaffOrderList>(STAFF_ORDER_PATHS.orders, {
        signal,
        query: {
          status: filter.status,
          payment_status: filter.payment_status,
          q: filter.q,
          view: filter.view,
          page: filter.page > 1 ? filter.page : undefined,
        },
      }),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnMount: 'always',
  });

export function useStaffOrders(filter: StaffOrdersFilter) {
  return useQuery(staffOrdersQuery(filter));
}

const staffOrderQuery = (transactionId: string) =>
  queryOptions({
    queryKey: staffOrdersKeys.order(transactionId),
    queryFn: ({ signal }) =>
      apiRequest<{ data: StaffOrder }>(STAFF_ORDER_PATHS.order(transactionId), { signal }).then((body) => body.data),
    staleTime: 0,
    refetchOnMount: 'always',
  });

export function useStaffOrder(transactionId: string) {
  return useQuery(staffOrderQuery(transactionId));
}

/** Shows the answer's order at once, then lets every list re-read. */
function useOrderChange<V>(transactionId: string, send: (variables: V) => Promise<StaffOrderChanged>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      queryClient.setQueryData(staffOrdersKeys.order(transactionId), answer.data);
      void queryClient.invalidateQueries({ queryKey: staffOrdersKeys.lists() });
    },
    // A refusal (409) means the order moved meanwhile: show what it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: staffOrdersKeys.all }),
  });
}

/** A move; Shipped carries the courier and tracking number (StaffOrderStatusRequest). */
export function useMoveOrder(transactionId: string) {
  return useOrderChange(transactionId, (request: StaffOrderStatusRequest) =>
    apiRequest<StaffOrderChanged>(STAFF_ORDER_PATHS.status(transactionId), { method: 'POST', body: request }),
  );
}

/** Records a refund of some units and/or the delivery charge (the body of staffRefundSchema). */
export function useRecordRefund(transactionId: string) {
  return useOrderChange(transactionId, (request: StaffRefundRequest) =>
    apiRequest<StaffOrderChanged>(STAFF_ORDER_PATHS.refund(transactionId), { method: 'POST', body: request }),
  );
}

/** Releases a suspicious cash-on-delivery hold: the order is cancelled and its stock goes back. */
export function useReleaseHold(transactionId: string) {
  return useOrderChange(transactionId, () =>
    apiRequest<StaffOrderChanged>(STAFF_ORDER_PATHS.releaseHold(transactionId), { method: 'POST' }),
  );
}

/** Takes back the staff member's own move to Processing or Delivered, within the minute (issue #33). */
export function useUndoMove(transactionId: string) {
  return useOrderChange(transactionId, () =>
    apiRequest<StaffOrderChanged>(STAFF_ORDER_PATHS.undo(transactionId), { method: 'POST' }),
  );
}

/** Staff's orders, each read as its page reads it (packing slips of several orders, issue #33). */
export function useStaffOrdersByIds(transactionIds: readonly string[]) {
  return useQueries({ queries: transactionIds.map(staffOrderQuery) });
}

/** Records a print of the order's bill before it is printed: the answer numbers the sheet. */
export function useRecordBillPrint(transactionId: string) {
  return useMutation({
    mutationFn: () => apiRequest<{ data: BillPrinted }>(billPrintApiPath(transactionId), { method: 'POST' }),
  });
}

/**
 * What a change would make of the order (a dry run: nothing is written), asked once the change has
 * stayed the same for 300 ms. Compared as text: the caller builds a new object on every render.
 */
export function useOrderEditPreview(transactionId: string, wanted: StaffOrderEditPreviewRequest | null) {
  const settled = useDebouncedValue(wanted === null ? null : JSON.stringify(wanted), 300);
  const request = useMemo(
    () => (settled === null ? null : (JSON.parse(settled) as StaffOrderEditPreviewRequest)),
    [settled],
  );
  return useQuery(orderEditPreviewQuery(transactionId, request));
}

const orderEditPreviewQuery = (transactionId: string, request: StaffOrderEditPreviewRequest | null) =>
  queryOptions<OrderEditPreview>({
    queryKey: staffOrdersKeys.editPreview(transactionId, request),
    queryFn: ({ signal }) =>
      apiRequest<{ data: OrderEditPreview }>(STAFF_ORDER_PATHS.editPreview(transactionId), {
        method: 'POST',
        body: request,
        signal,
      }).then((body) => body.data),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });

/** Changes the order's quantities before it ships (issue #36); the customer is e-mailed. */
export function useEditOrder(transactionId: string) {
  return useOrderChange(transactionId, (request: StaffOrderEdit) =>
    apiRequest<StaffOrderChanged>(STAFF_ORDER_PATHS.edit(transactionId), { method: 'POST', body: request }),
  );
}

/** Where the order's bill and credit notes stand with CBMS (cbms-status.tsx). */
export const cbmsStatusQuery = (transactionId: string) =>
  queryOptions({
    queryKey: staffOrdersKeys.cbms(transactionId),
    queryFn: ({ signal }) =>
      apiRequest<{ data: CbmsOrderStatus }>(CBMS_PATHS.status(transactionId), { signal }).then((body) => body.data),
    staleTime: 0,
    // A document just issued or resent is sent within seconds: look again while one waits.
    refetchInterval: (query) =>
      query.state.data?.documents.some((document) => document.status === 'pending') ? 5000 : false,
  });
