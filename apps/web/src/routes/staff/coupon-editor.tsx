import { useParams } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { CouponEditor } from '../../features/admin-coupons';
import { StaffGuard } from '../../features/staff';
import { shopName } from '../../i18n';

/** /staff/coupons/new and /staff/coupons/:id: the coupon editor (admins only). */
export function Component() {
  const { id } = useParams();
  const couponId = id === undefined ? null : /^\d{1,9}$/.test(id) ? Number(id) : 0;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 lg:py-8">
      <PageMeta
        title={couponId === null ? `New coupon | ${shopName()}` : `Edit coupon | ${shopName()}`}
        description="A coupon."
        noIndex
      />
      <StaffGuard need="admin">
        {couponId === 0 ? (
          <p role="alert" className="rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
            Coupon not found. Check the address.
          </p>
        ) : (
          // A new key per coupon: opening another coupon starts a fresh form.
          <CouponEditor key={couponId ?? 'new'} couponId={couponId} />
        )}
      </StaffGuard>
    </div>
  );
}
