import {
  WARRANTY_CLAIM_PATHS,
  type StaffWarrantyClaim,
  type StaffWarrantyClaimList,
  type WarrantyClaim,
  type WarrantyClaimFilter,
  type WarrantyClaimOpen,
  type WarrantyClaimStep,
} from '@pasal/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';
import { warrantyKeys } from '../../api/shared-keys';

// Warranty claims' reads and writes (issue #33): the staff's desk and claim page, the claim opened
// from the warranty lookup, and the buyer's claims on their order page. Read again on each visit
// and after each step (another member of staff may have moved it).

interface ClaimAnswer {
  data: StaffWarrantyClaim;
  message: string;
}

const claimKeys = {
  all: ['staff-warranty-claims'] as const,
  lists: () => ['staff-warranty-claims', 'list'] as const,
  list: (filter: WarrantyClaimFilter, page: number) => ['staff-warranty-claims', 'list', filter, page] as const,
  one: (id: number) => ['staff-warranty-claims', 'one', id] as const,
  order: (transactionId: string) => ['my-warranty-claims', transactionId] as const,
};

const staffClaimsQuery = (filter: WarrantyClaimFilter, page: number) =>
  queryOptions({
    queryKey: claimKeys.list(filter, page),
    queryFn: ({ signal }) =>
      apiRequest<StaffWarrantyClaimList>(WARRANTY_CLAIM_PATHS.desk, {
        signal,
        query: { filter: filter === 'open' ? undefined : filter, page: page > 1 ? page : undefined },
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnMount: 'always',
  });

export function useStaffClaims(filter: WarrantyClaimFilter, page: number) {
  return useQuery(staffClaimsQuery(filter, page));
}

const staffClaimQuery = (id: number) =>
  queryOptions({
    queryKey: claimKeys.one(id),
    queryFn: ({ signal }) =>
      apiRequest<{ data: StaffWarrantyClaim }>(WARRANTY_CLAIM_PATHS.one(id), { signal }).then((answer) => answer.data),
    staleTime: 0,
    refetchOnMount: 'always',
  });

export function useStaffClaim(id: number) {
  return useQuery(staffClaimQuery(id));
}

export function useStepClaim(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: WarrantyClaimStep) =>
      apiRequest<ClaimAnswer>(WARRANTY_CLAIM_PATHS.step(id), { method: 'POST', body: step }),
    onSuccess: (answer) => {
      queryClient.setQueryData(claimKeys.one(id), answer.data);
      void queryClient.invalidateQueries({ queryKey: claimKeys.lists() });
    },
    // A refusal (409) means someone else moved it meanwhile: show what it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: claimKeys.one(id) }),
  });
}

export function useOpenClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: WarrantyClaimOpen) =>
      apiRequest<ClaimAnswer>(WARRANTY_CLAIM_PATHS.desk, { method: 'POST', body: request }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: claimKeys.all });
      void queryClient.invalidateQueries({ queryKey: warrantyKeys.all });
    },
  });
}

const myOrderClaimsQuery = (transactionId: string, enabled: boolean) =>
  queryOptions({
    queryKey: claimKeys.order(transactionId),
    queryFn: ({ signal }) =>
      apiRequest<{ data: WarrantyClaim[] }>(WARRANTY_CLAIM_PATHS.order(transactionId), { signal }).then(
        (answer) => answer.data,
      ),
    enabled,
  });

export function useMyOrderClaims(transactionId: string, enabled: boolean) {
  return useQuery(myOrderClaimsQuery(transactionId, enabled));
}
