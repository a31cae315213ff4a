import { PageMeta } from '../../components/page-meta';
import { CouponList } from '../../features/admin-coupons';
import { StaffGuard } from '../../features/staff';
import { shopName } from '../../i18n';

/** /staff/coupons: every coupon with its status and usage (admins only). */
export function Component() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-8">
      <PageMeta title={`Coupons | ${shopName()}`} description="The shop's coupons." noIndex />
      <StaffGuard need="admin">
        <CouponList />
      </StaffGuard>
    </div>
  );
}
