import { PageMeta } from '../../components/page-meta';
import { CustomerList } from '../../features/admin-customers';
import { StaffGuard } from '../../features/staff';
import { shopName } from '../../i18n';

/** /staff/customers: every account, searchable by name, e-mail or phone (staff and admins). */
export function Component() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-8">
      <PageMeta title={`Customers | ${shopName()}`} description="The shop's customers." noIndex />
      <StaffGuard need="staff">
        <CustomerList />
      </StaffGuard>
    </div>
  );
}
