import {
  ADMIN_COUPON_PATHS,
  type AdminCoupon,
  type AdminCouponChanged,
  type AdminCouponList,
  type AdminCouponListQuery,
  type CouponInput,
  type CouponUpdate,
} from '@pasal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';

// Coupons in the back office (admins only). Uses change with every checkout, so the list and a
// coupon are read again on every visit.

const couponsKey = ['admin-coupons'] as const;
const couponKey = (id: number) => ['admin-coupon', id] as const;

export function useAdminCoupons(query: AdminCouponListQuery) {
  return useQuery({
    queryKey: [...couponsKey, query],
    queryFn: ({ signal }) => apiRequest<AdminCouponList>(ADMIN_COUPON_PATHS.coupons, { signal, query: { ...query } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

export function useAdminCoupon(id: number | null) {
  return useQuery({
    queryKey: couponKey(id ?? 0),
    queryFn: ({ signal }) =>
      apiRequest<{ data: AdminCoupon }>(ADMIN_COUPON_PATHS.coupon(id ?? 0), { signal }).then((answer) => answer.data),
    enabled: id !== null,
    staleTime: 0,
    refetchOnMount: 'always',
    // The editor holds the admin's unsaved changes: it is not replaced behind their back.
    refetchOnWindowFocus: false,
  });
}

/** After any change: the coupon's own copy, and every list. */
function useRemember() {
  const queryClient = useQueryClient();
  return (answer: AdminCouponChanged) => {
    queryClient.setQueryData(couponKey(answer.data.id), answer.data);
    void queryClient.invalidateQueries({ queryKey: couponsKey });
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
      queryClient.removeQueries({ queryKey: couponKey(id) });
      void queryClient.invalidateQueries({ queryKey: couponsKey });
    },
  });
}
