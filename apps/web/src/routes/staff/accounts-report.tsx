import { PageMeta } from '../../components/page-meta';
import { SalesReport } from '../../features/reports';
import { StaffGuard } from '../../features/staff';
import { shopName } from '../../i18n';

/** /staff/accounts/report: the sales report by period, product, payment, zone… (admins and accountants). */
export function Component() {
  return (
    <div className="mx-auto w-full max-w-screen-2xl px-4 py-6 sm:px-6 lg:py-8">
      <PageMeta title={`Sales report | ${shopName()}`} description="Sales by day, month, product and more." noIndex />
      <StaffGuard need="accounts">
        <SalesReport />
      </StaffGuard>
    </div>
  );
}
