import {
  ADMIN_CUSTOMERS_PATHS,
  type AdminCustomerChanged,
  type AdminCustomerDetail,
  type AdminCustomerList,
  type AdminCustomerListQuery,
} from '@pasal/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';

// The back office's customers: the searchable list, one account's detail, and an admin disabling
// or enabling it. Orders and reviews arrive all the time, so everything is read again on a visit.

export type CustomerListQuery = Omit<AdminCustomerListQuery, 'page'> & { page: number };

const customerKeys = {
  all: ['admin-customers'] as const,
  list: (query: CustomerListQuery) => ['admin-customers', query] as const,
  one: (id: number) => ['admin-customer', id] as const,
};

const customersQuery = (query: CustomerListQuery) =>
  queryOptions({
    queryKey: customerKeys.list(query),
    queryFn: ({ signal }) =>
      apiRequest<AdminCustomerList>(ADMIN_CUSTOMERS_PATHS.customers, { signal, query: { ...query } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnMount: 'always',
  });

export function useCustomers(query: CustomerListQuery) {
  return useQuery(customersQuery(query));
}

const customerQuery = (id: number) =>
  queryOptions({
    queryKey: customerKeys.one(id),
    queryFn: ({ signal }) =>
      apiRequest<{ data: AdminCustomerDetail }>(ADMIN_CUSTOMERS_PATHS.customer(id), { signal }).then(
        (answer) => answer.data,
      ),
    staleTime: 0,
    refetchOnMount: 'always',
  });

export function useCustomer(id: number) {
  return useQuery(customerQuery(id));
}

/** Disable (with a reason) or enable; the detail shows the answer at once, the list is read again. */
export function useCustomerAccess(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { disable: true; reason: string } | { disable: false }) =>
      change.disable
        ? apiRequest<AdminCustomerChanged>(ADMIN_CUSTOMERS_PATHS.disable(id), {
            method: 'POST',
            body: { reason: change.reason },
          })
        : apiRequest<AdminCustomerChanged>(ADMIN_CUSTOMERS_PATHS.enable(id), { method: 'POST' }),
    onSuccess: (answer) => queryClient.setQueryData(customerKeys.one(id), answer.data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });
}

/** Erase the account on the customer's request; the detail shows the erased account at once. */
export function useEraseCustomer(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<AdminCustomerChanged>(ADMIN_CUSTOMERS_PATHS.erase(id), { method: 'POST' }),
    onSuccess: (answer) => queryClient.setQueryData(customerKeys.one(id), answer.data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });
}
