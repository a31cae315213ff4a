import {
  RETURNS_PATHS,
  type OrderReturns,
  type ReturnDecision,
  type ReturnRequest,
  type ReturnResolutionRequest,
  type ReturnStatus,
  type StaffReturn,
  type StaffReturnAnswer,
  type StaffReturnList,
} from '@pasal/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';

// The Returns desk's reads and writes (issue #33). Customers ask for returns at any time, so
// everything is read again on each visit and after each step.

const returnKeys = {
  all: ['staff-returns'] as const,
  lists: () => ['staff-returns', 'list'] as const,
  list: (status: ReturnStatus | undefined, page: number) => ['staff-returns', 'list', status ?? '', page] as const,
  one: (id: number) => ['staff-returns', 'one', id] as const,
  order: (transactionId: string) => ['staff-returns', 'order', transactionId] as const,
};

const staffReturnsQuery = (status: ReturnStatus | undefined, page: number) =>
  queryOptions({
    queryKey: returnKeys.list(status, page),
    queryFn: ({ signal }) =>
      apiRequest<StaffReturnList>(RETURNS_PATHS.desk, {
        signal,
        query: { status, page: page > 1 ? page : undefined },
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnMount: 'always',
  });

export function useStaffReturns(status: ReturnStatus | undefined, page: number) {
  return useQuery(staffReturnsQuery(status, page));
}

const staffReturnQuery = (id: number) =>
  queryOptions({
    queryKey: returnKeys.one(id),
    queryFn: ({ signal }) =>
      apiRequest<{ data: StaffReturn }>(RETURNS_PATHS.one(id), { signal }).then((answer) => answer.data),
    staleTime: 0,
    refetchOnMount: 'always',
  });

export function useStaffReturn(id: number) {
  return useQuery(staffReturnQuery(id));
}

/** Shows the answer's return at once, then lets the lists read again. */
function useStep<V>(id: number, send: (variables: V) => Promise<StaffReturnAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      queryClient.setQueryData(returnKeys.one(id), answer.data);
      void queryClient.invalidateQueries({ queryKey: returnKeys.lists() });
    },
    // A refusal (409) means someone else moved it meanwhile: show what it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: returnKeys.one(id) }),
  });
}

export const useDecideReturn = (id: number) =>
  useStep(id, (decision: ReturnDecision) =>
    apiRequest<StaffReturnAnswer>(RETURNS_PATHS.decision(id), { method: 'POST', body: decision }),
  );

export const useReceiveReturn = (id: number) =>
  useStep(id, () => apiRequest<StaffReturnAnswer>(RETURNS_PATHS.receive(id), { method: 'POST' }));

export const useCloseReturn = (id: number) =>
  useStep(id, (reason: string) =>
    apiRequest<StaffReturnAnswer>(RETURNS_PATHS.close(id), { method: 'POST', body: { reason } }),
  );

export const useResolveLine = (id: number) =>
  useStep(id, ({ lineId, ...body }: ReturnResolutionRequest & { lineId: number }) =>
    apiRequest<StaffReturnAnswer>(RETURNS_PATHS.resolve(id, lineId), { method: 'POST', body }),
  );

/** A delivered order's returnable lines, for a return opened at the counter. */
const orderReturnableQuery = (transactionId: string, enabled: boolean) =>
  queryOptions({
    queryKey: returnKeys.order(transactionId),
    queryFn: ({ signal }) =>
      apiRequest<{ data: OrderReturns }>(RETURNS_PATHS.walkIn(transactionId), { signal }).then((answer) => answer.data),
    enabled,
    staleTime: 0,
  });

export function useOrderReturnable(transactionId: string, enabled: boolean) {
  return useQuery(orderReturnableQuery(transactionId, enabled));
}

export function useOpenWalkInReturn(transactionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ReturnRequest) =>
      apiRequest<StaffReturnAnswer>(RETURNS_PATHS.walkIn(transactionId), { method: 'POST', body: request }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: returnKeys.all }),
  });
}
