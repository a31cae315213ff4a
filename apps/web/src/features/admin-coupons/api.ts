import {
  ADMIN_COUPON_PATHS,
  type AdminCoupon,
  type AdminCouponChanged,
  type AdminCouponList,
  type AdminCouponListQuery,
  type CouponInput,
  type CouponUpdate,
} from '@pasal/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';

// Coupons in the back office (admins only). Uses change with every checkout, so the list and a
// coupon are read again on every visit.

const couponKeys = {
  all: ['admin-coupons'] as const,
  list: (query: AdminCouponListQuery) => ['admin-coupons', query] as const,
  one: (id: number) => ['admin-coupon', id] as const,
};

const adminCouponsQuery = (query: AdminCouponListQuery) =>
  queryOptions({
    queryKey: couponKeys.list(query),
    queryFn: ({ signal }) => apiRequest<AdminCouponList>(ADMIN_COUPON_PATHS.coupons, { signal, query: { ...query } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnMount: 'always',
  });

export function useAdminCoupons(query: AdminCouponListQuery) {
  return useQuery(adminCouponsQuery(query));
}

const adminCouponQuery = (id: number | null) =>
  queryOptions({
    queryKey: couponKeys.one(id ?? 0),
    queryFn: ({ signal }) =>
      apiRequest<{ data: AdminCoupon }>(ADMIN_COUPON_PATHS.coupon(id ?? 0), { signal }).then((answer) => answer.data),
    enabled: id !== null,
    staleTime: 0,
    refetchOnMount: 'always',
    // The editor holds the admin's unsaved changes: it is not replaced behind their back.
    refetchOnWindowFocus: false,
  });

export function useAdminCoupon(id: number | null) {
  return useQuery(adminCouponQuery(id));
}

/** After any change: the coupon's own copy, and every list. */
function useRemember() {
  const queryClient = useQueryClient();
  return (answer: AdminCouponChanged) => {
    queryClient.setQueryData(couponKeys.one(answer.data.id), answer.data);
    void queryClient.invalidateQueries({ queryKey: couponKeys.all });
  };
}

export function useSaveCoupon(id: number | null) {
  const remember = useRemember();
  return useMutation({
    mutationFn: (body: CouponInput | CouponUpdate) =>
      id === null
        ? apiRequest<AdminCouponChanged>(ADMIN_COUPON_PATHS.coupons, { method: 'POST', body })
        : apiRequest<AdminCouponChanged>(ADMIN_COUPON_PATHS.coupon(id), { method: 'PUT', body }),
    onSuccess: remember,
  });
}

export function useSetCouponActive() {
  const remember = useRemember();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      apiRequest<AdminCouponChanged>(ADMIN_COUPON_PATHS.status(id), { method: 'PATCH', body: { active } }),
    onSuccess: remember,
  });
}

export function useDeleteCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<{ message: string }>(ADMIN_COUPON_PATHS.coupon(id), { method: 'DELETE' }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: couponKeys.one(id) });
      void queryClient.invalidateQueries({ queryKey: couponKeys.all });
    },
  });
}
